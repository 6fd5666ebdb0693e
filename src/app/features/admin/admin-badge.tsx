import {
  CheckCircle2,
  CircleSlash,
  Clock,
  FlaskConical,
  type IconComponent,
} from "#app/components/ui/icons.tsx";
import type { ReactNode } from "react";
import { paymentStatusCopy, testPaymentCopy } from "#app/content/admin.ts";
import { paymentBadge, type PaymentBadge } from "./payment-display.ts";

export type BadgeTone = "green" | "amber" | "blue" | "gold" | "slate" | "violet" | "rose";

const tones: Record<BadgeTone, string> = {
  green: "bg-emerald-50 text-emerald-800 ring-emerald-600/20",
  amber: "bg-amber-50 text-amber-900 ring-amber-600/25",
  blue: "bg-brand-blue/10 text-brand-blue ring-brand-blue/20",
  gold: "bg-brand-gold-light/40 text-amber-950 ring-brand-gold/40",
  slate: "bg-slate-100 text-slate-700 ring-slate-500/20",
  violet: "bg-violet-50 text-violet-800 ring-violet-600/20",
  rose: "bg-rose-50 text-rose-800 ring-rose-600/20",
};

/** A small status or kind label: Completed, Draft, Featured, a message type. */
export function AdminBadge({
  tone = "slate",
  icon: Icon,
  wrap = false,
  children,
}: {
  tone?: BadgeTone;
  icon?: IconComponent;
  /** A longer label may break onto a second line where the row is narrow (a phone) instead of overflowing it. */
  wrap?: boolean;
  children: ReactNode;
}) {
  const shape = wrap ? "min-w-0 rounded-xl" : "shrink-0 rounded-full whitespace-nowrap";
  return (
    <span
      className={`inline-flex items-center gap-1 px-2.5 py-0.5 text-xs font-semibold ring-1 ring-inset ${shape} ${tones[tone]}`}
    >
      {Icon && <Icon aria-hidden="true" className="size-3.5 shrink-0" />}
      {wrap ? <span className="min-w-0">{children}</span> : children}
    </span>
  );
}

/** Marks a payment made in the sandbox: a test card, no money moved. */
export function TestPaymentBadge() {
  return (
    <AdminBadge tone="violet" icon={FlaskConical}>
      {testPaymentCopy.badge}
    </AdminBadge>
  );
}

const paymentBadgeLooks: Record<PaymentBadge, { tone: BadgeTone; icon: IconComponent }> = {
  completed: { tone: "green", icon: CheckCircle2 },
  pending: { tone: "amber", icon: Clock },
  notCompleted: { tone: "slate", icon: CircleSlash },
};

/** Completed, Pending or Not completed, for a coaching payment's or a donation's status. */
export function PaymentStatusBadge({ status }: { status: string }) {
  const badge = paymentBadge(status);
  return <AdminBadge {...paymentBadgeLooks[badge]}>{paymentStatusCopy[badge]}</AdminBadge>;
}
