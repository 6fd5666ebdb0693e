import {
  CalendarDays,
  CreditCard,
  GraduationCap,
  Send,
  UserRound,
  type IconComponent,
} from "#app/components/ui/icons.tsx";
import { coachingTabCopy } from "#app/content/admin.ts";
import type { CoachingPayment } from "#shared/admin/business-data.ts";
import { formatUsd } from "#shared/money.ts";
import { PaymentStatusBadge, TestPaymentBadge } from "./admin-badge.tsx";
import { AdminCard, EmptyState } from "./admin-card.tsx";
import { formatAdminDate } from "./admin-date.ts";
import { intentIdSuffix } from "./payment-display.ts";
import { ListLoadFailed, type ListsLoadProps } from "./load-problem.tsx";
import { contactClientMailto } from "./mail-links.ts";

/** SPEC §2 Coaching: every coaching payment, newest first, with a mail link for paid clients. */
export function CoachingTab({ payments, failed, onRetry }: { payments: CoachingPayment[] } & ListsLoadProps) {
  return (
    <AdminCard
      id="coaching-clients-heading"
      title={coachingTabCopy.heading}
      intro={coachingTabCopy.intro}
      icon={GraduationCap}
    >
      {failed.payments ? (
        <ListLoadFailed list="payments" onRetry={onRetry} />
      ) : payments.length === 0 ? (
        <EmptyState icon={GraduationCap} text={coachingTabCopy.empty} />
      ) : (
        <ul className="space-y-4">
          {payments.map((payment) => (
            <CoachingPaymentRow key={payment.id} payment={payment} />
          ))}
        </ul>
      )}
    </AdminCard>
  );
}

function CoachingPaymentRow({ payment }: { payment: CoachingPayment }) {
  const name = payment.clientName?.trim() || coachingTabCopy.anonymousClient;
  const contactHref = contactClientMailto(payment);

  return (
    <li className="rounded-2xl border border-slate-200 p-4 transition-colors hover:border-brand-blue/30 sm:p-5">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="flex min-w-0 items-center gap-3">
          <span className="flex size-10 shrink-0 items-center justify-center rounded-full bg-brand-blue/10 text-brand-blue">
            <UserRound aria-hidden="true" className="size-5" />
          </span>
          <div className="min-w-0">
            <h3 className="font-sans text-base font-bold text-ink [overflow-wrap:anywhere]">{name}</h3>
            <p className="text-sm text-slate-600 [overflow-wrap:anywhere]">
              {payment.clientEmail?.trim() || coachingTabCopy.noEmail}
            </p>
          </div>
        </div>
        <div className="flex flex-wrap items-center gap-3">
          {payment.testPayment && <TestPaymentBadge />}
          <PaymentStatusBadge status={payment.status} />
          <p className="text-lg font-bold text-ink">{formatUsd(payment.amount)}</p>
        </div>
      </div>

      <dl className="mt-4 grid gap-3 text-sm sm:grid-cols-3">
        <Detail
          icon={CalendarDays}
          label={coachingTabCopy.dateLabel}
          value={formatAdminDate(payment.createdAt)}
        />
        <Detail icon={GraduationCap} label={coachingTabCopy.programLabel} value={payment.program} />
        <Detail
          icon={CreditCard}
          label={coachingTabCopy.paymentLabel}
          value={`…${intentIdSuffix(payment.stripePaymentIntentId)}`}
          mono
        />
      </dl>

      {contactHref && (
        <a
          href={contactHref}
          aria-label={coachingTabCopy.contactClientLabel(name)}
          className="mt-4 inline-flex items-center gap-2 rounded-full bg-brand-blue px-4 py-2 text-sm font-semibold text-white transition-colors hover:bg-brand-blue-dark"
        >
          <Send aria-hidden="true" className="size-4" />
          {coachingTabCopy.contactClient}
        </a>
      )}
    </li>
  );
}

function Detail({
  icon: Icon,
  label,
  value,
  mono = false,
}: {
  icon: IconComponent;
  label: string;
  value: string;
  mono?: boolean;
}) {
  return (
    <div className="min-w-0 rounded-xl bg-slate-50 px-3 py-2">
      <dt className="flex items-center gap-1.5 text-xs font-semibold tracking-wide text-slate-600 uppercase">
        <Icon aria-hidden="true" className="size-3.5 shrink-0" />
        {label}
      </dt>
      <dd className={`mt-0.5 text-ink [overflow-wrap:anywhere] ${mono ? "font-mono" : ""}`}>{value}</dd>
    </div>
  );
}
