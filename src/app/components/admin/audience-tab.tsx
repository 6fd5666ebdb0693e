import { AtSign, MailOpen, Users } from "lucide-react";
import { audienceTabCopy } from "../../content/admin.ts";
import type { NewsletterSubscriber } from "../../../shared/admin/business-data.ts";
import { AdminBadge } from "./admin-badge.tsx";
import { AdminCard, EmptyState } from "./admin-card.tsx";
import { formatAdminDate } from "./admin-date.ts";
import { activeSubscribers } from "./business-totals.ts";

/** SPEC §2 Audience: the subscribed newsletter e-mails with their sign-up dates. */
export function AudienceTab({ subscribers }: { subscribers: NewsletterSubscriber[] }) {
  const active = activeSubscribers(subscribers);
  return (
    <AdminCard
      id="subscribers-heading"
      title={audienceTabCopy.heading}
      intro={audienceTabCopy.intro}
      icon={Users}
      aside={<AdminBadge tone="blue">{audienceTabCopy.count(active.length)}</AdminBadge>}
    >
      {active.length === 0 ? (
        <EmptyState icon={MailOpen} text={audienceTabCopy.empty} />
      ) : (
        <ul className="grid gap-3 md:grid-cols-2">
          {active.map((subscriber) => (
            <li key={subscriber.id} className="flex items-center gap-3 rounded-2xl border border-slate-200 px-4 py-3">
              <span className="flex size-9 shrink-0 items-center justify-center rounded-full bg-brand-blue/10 text-brand-blue">
                <AtSign aria-hidden="true" className="size-4" />
              </span>
              <div className="min-w-0">
                <p className="font-semibold text-ink [overflow-wrap:anywhere]">{subscriber.email}</p>
                <p className="text-sm text-slate-600">
                  {audienceTabCopy.signedUp} {formatAdminDate(subscriber.createdAt)}
                </p>
              </div>
            </li>
          ))}
        </ul>
      )}
    </AdminCard>
  );
}
