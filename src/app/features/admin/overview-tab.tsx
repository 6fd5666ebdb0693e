import {
  DollarSign,
  Heart,
  Inbox,
  Mail,
  MessageSquare,
  ShoppingBag,
  Users,
} from "#app/components/ui/icons.tsx";
import { dashboardCopy, overviewCopy } from "#app/content/admin.ts";
import { formatUsd } from "#shared/money.ts";
import { TestPaymentBadge } from "./admin-badge.tsx";
import { AdminCard, EmptyState } from "./admin-card.tsx";
import { formatAdminDate } from "./admin-date.ts";
import { latestSucceededPurchases, OVERVIEW_LIST_LIMIT, overviewTotals } from "./business-totals.ts";
import { ContactTypeBadge } from "./contact-type-badge.tsx";
import { ListLoadFailed, type ListsLoadProps } from "./load-problem.tsx";
import { StatTile } from "./stat-tile.tsx";
import type { BusinessData } from "./use-business-data.ts";

/**
 * SPEC §2 Overview: four tiles (coaching revenue, donations, newsletter, messages), the 3 latest
 * succeeded coaching purchases and the 3 latest messages. A tile or list whose data did not load
 * says so instead of showing a zero.
 */
export function OverviewTab({ data, failed, onRetry }: { data: BusinessData } & ListsLoadProps) {
  const totals = overviewTotals(data);
  // The figure and its detail line, or the 'could not be loaded' pair when the list failed.
  const figure = (list: keyof BusinessData, value: string, detail: string) =>
    failed[list]
      ? { value: dashboardCopy.unknownValue, detail: dashboardCopy.unknownDetail }
      : { value, detail };
  const purchases = latestSucceededPurchases(data.payments);
  const messages = data.contacts.slice(0, OVERVIEW_LIST_LIMIT);

  return (
    <div className="space-y-8">
      <ul aria-label={overviewCopy.tilesLabel} className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        <StatTile
          icon={DollarSign}
          tone="green"
          label={overviewCopy.tiles.coachingRevenue}
          {...figure(
            "payments",
            formatUsd(totals.coachingRevenueCents),
            overviewCopy.clients(totals.coachingClients),
          )}
        />
        <StatTile
          icon={Heart}
          tone="gold"
          label={overviewCopy.tiles.donations}
          {...figure(
            "donations",
            formatUsd(totals.donationsCents),
            overviewCopy.donationsCount(totals.donationCount),
          )}
        />
        <StatTile
          icon={Users}
          tone="blue"
          label={overviewCopy.tiles.newsletter}
          {...figure("subscribers", String(totals.activeSubscribers), overviewCopy.activeSubscribers)}
        />
        <StatTile
          icon={MessageSquare}
          tone="violet"
          label={overviewCopy.tiles.messages}
          {...figure("contacts", String(totals.messageCount), overviewCopy.totalMessages)}
        />
      </ul>

      <div className="grid gap-6 lg:grid-cols-2">
        <AdminCard
          id="recent-purchases-heading"
          title={overviewCopy.recentPurchasesHeading}
          icon={ShoppingBag}
        >
          {failed.payments ? (
            <ListLoadFailed list="payments" onRetry={onRetry} />
          ) : purchases.length === 0 ? (
            <EmptyState icon={ShoppingBag} text={overviewCopy.noPurchases} />
          ) : (
            <ul className="divide-y divide-slate-100">
              {purchases.map((payment) => (
                <li
                  key={payment.id}
                  className="flex items-center justify-between gap-4 py-3 first:pt-0 last:pb-0"
                >
                  <div className="min-w-0">
                    <p className="truncate font-semibold text-ink">
                      {payment.clientName?.trim() || overviewCopy.anonymous}
                    </p>
                    <p className="text-sm text-slate-600">{formatAdminDate(payment.createdAt)}</p>
                  </div>
                  <div className="flex shrink-0 items-center gap-2">
                    {payment.testPayment && <TestPaymentBadge />}
                    <p className="font-bold text-emerald-800">{formatUsd(payment.amount)}</p>
                  </div>
                </li>
              ))}
            </ul>
          )}
        </AdminCard>

        <AdminCard id="recent-messages-heading" title={overviewCopy.recentMessagesHeading} icon={Mail}>
          {failed.contacts ? (
            <ListLoadFailed list="contacts" onRetry={onRetry} />
          ) : messages.length === 0 ? (
            <EmptyState icon={Inbox} text={overviewCopy.noMessages} />
          ) : (
            <ul className="divide-y divide-slate-100">
              {messages.map((message) => (
                <li key={message.id} className="py-3 first:pt-0 last:pb-0">
                  <div className="flex flex-wrap items-center gap-2">
                    <p className="min-w-0 truncate font-semibold text-ink">{message.name}</p>
                    <ContactTypeBadge type={message.type} />
                  </div>
                  <p className="mt-1 truncate text-sm text-slate-700">{message.subject}</p>
                  <p className="text-sm text-slate-600">{formatAdminDate(message.createdAt)}</p>
                </li>
              ))}
            </ul>
          )}
        </AdminCard>
      </div>
    </div>
  );
}
