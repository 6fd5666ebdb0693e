import {
  AtSign,
  Download,
  Flag,
  Link2,
  MailOpen,
  MailX,
  UserMinus,
  Users,
  type IconComponent,
} from "#app/components/ui/icons.tsx";
import { useRef, type ReactNode } from "react";
import { audienceTabCopy as copy } from "#app/content/admin.ts";
import { toast } from "#app/hooks/use-toast.ts";
import type { NewsletterSubscriber } from "#shared/admin/business-data.ts";
import { Button } from "#app/components/ui/button.tsx";
import { AdminBadge, type BadgeTone } from "./admin-badge.tsx";
import { AdminCard, EmptyState } from "./admin-card.tsx";
import { formatAdminDate } from "./admin-date.ts";
import { activeSubscribers, formerSubscribers, renewedConsentAt } from "./business-totals.ts";
import { DeleteButton } from "./delete-button.tsx";
import { ListLoadFailed, type ListsLoadProps } from "./load-problem.tsx";
import { downloadSubscribersCsv } from "./subscribers-csv.ts";
import { useAdminDelete } from "./use-admin-delete.ts";
import { adminQueryKeys } from "./use-business-data.ts";

/**
 * Puts a subscriber's signed unsubscribe link on the clipboard, for the owner's own e-mails. Where
 * the browser has no clipboard for the page (a plain-http address other than localhost) or refuses
 * it, the link is shown, selected, for copying by hand.
 */
async function copyUnsubscribeLink(subscriber: NewsletterSubscriber) {
  try {
    await navigator.clipboard.writeText(subscriber.unsubscribeUrl);
    toast({ title: copy.linkCopied, description: copy.linkCopiedText(subscriber.email) });
  } catch (error) {
    console.warn("Could not copy the unsubscribe link", error);
    window.prompt(copy.copyByHand(subscriber.email), subscriber.unsubscribeUrl);
  }
}

type FormerStatus = keyof typeof copy.formerStatus;

const formerStatusLooks: Record<FormerStatus, { tone: BadgeTone; icon: IconComponent }> = {
  unsubscribed: { tone: "slate", icon: UserMinus },
  bounced: { tone: "amber", icon: MailX },
  complained: { tone: "rose", icon: Flag },
};

/**
 * SPEC §2 Audience: the subscribed newsletter e-mails with their sign-up dates and unsubscribe
 * links, and a CSV of them for the owner's e-mail tool (without Kit, this list is the newsletter).
 * Not in the spec: those no longer subscribed, folded below with why (decision 008); the date an
 * address that had unsubscribed signed up again; and Delete, for a subscriber who asks for their
 * details to be deleted (privacy policy, "Your Rights").
 */
export function AudienceTab({
  subscribers,
  failed,
  onRetry,
}: { subscribers: NewsletterSubscriber[] } & ListsLoadProps) {
  const active = activeSubscribers(subscribers);
  const former = formerSubscribers(subscribers);
  const heading = useRef<HTMLHeadingElement>(null);
  const deletion = useAdminDelete(
    (subscriber: NewsletterSubscriber) => `/api/admin/subscribers/${subscriber.id}`,
    adminQueryKeys.subscribers,
    {
      onDeleted: (subscriber) => {
        toast({ title: copy.subscriberDeleted, description: copy.subscriberDeletedText(subscriber.email) });
        // The button is gone with its subscriber: focus goes back to the list's heading.
        heading.current?.focus();
      },
      onFailed: () =>
        toast({ variant: "destructive", title: copy.errorTitle, description: copy.deleteSubscriberFailed }),
    },
  );
  const remove = (subscriber: NewsletterSubscriber) => {
    if (!window.confirm(copy.confirmDeleteSubscriber(subscriber.email))) return;
    deletion.mutate(subscriber);
  };
  return (
    <AdminCard
      id="subscribers-heading"
      title={copy.heading}
      intro={copy.intro}
      icon={Users}
      headingRef={heading}
      aside={
        // No count and no CSV of a list that did not load.
        !failed.subscribers && (
          <div className="flex flex-wrap items-center gap-2">
            <AdminBadge tone="blue">{copy.count(active.length)}</AdminBadge>
            {active.length > 0 && (
              <Button variant="outline" size="sm" onClick={() => downloadSubscribersCsv(active)}>
                <Download aria-hidden="true" className="size-4" />
                {copy.downloadCsv}
              </Button>
            )}
          </div>
        )
      }
    >
      {failed.subscribers ? (
        <ListLoadFailed list="subscribers" onRetry={onRetry} />
      ) : active.length === 0 ? (
        <EmptyState icon={MailOpen} text={copy.empty} />
      ) : (
        <ul className="grid gap-3 md:grid-cols-2">
          {active.map((subscriber) => (
            <SubscriberRow
              key={subscriber.id}
              subscriber={subscriber}
              deleting={deletion.isDeleting(subscriber)}
              onDelete={() => remove(subscriber)}
            >
              <Button
                variant="ghost"
                size="sm"
                aria-label={copy.copyUnsubscribeLinkLabel(subscriber.email)}
                onClick={() => void copyUnsubscribeLink(subscriber)}
              >
                <Link2 aria-hidden="true" className="size-4" />
                {copy.copyUnsubscribeLink}
              </Button>
            </SubscriberRow>
          ))}
        </ul>
      )}
      {/* Those who left keep a record (SPEC §3's subscribed flag) until they ask for it to be deleted. */}
      {!failed.subscribers && former.length > 0 && (
        <details className="mt-6 rounded-2xl border border-slate-200 px-4 py-3">
          <summary className="cursor-pointer font-semibold text-ink">
            {copy.formerHeading(former.length)}
          </summary>
          <p className="mt-2 text-sm text-slate-600">{copy.formerIntro}</p>
          <ul className="mt-3 grid gap-3 md:grid-cols-2">
            {former.map((subscriber) => (
              <SubscriberRow
                key={subscriber.id}
                subscriber={subscriber}
                deleting={deletion.isDeleting(subscriber)}
                onDelete={() => remove(subscriber)}
              >
                <FormerStatusBadge status={subscriber.status} />
              </SubscriberRow>
            ))}
          </ul>
        </details>
      )}
    </AdminCard>
  );
}

/** Unsubscribed, Bounced or Complained: why an address no longer gets the newsletter. */
function FormerStatusBadge({ status }: { status: NewsletterSubscriber["status"] }) {
  if (status === "subscribed") return null;
  return <AdminBadge {...formerStatusLooks[status]}>{copy.formerStatus[status]}</AdminBadge>;
}

/** One subscriber: address, sign-up date (and latest consent), the row's own actions and Delete. */
function SubscriberRow({
  subscriber,
  deleting,
  onDelete,
  children,
}: {
  subscriber: NewsletterSubscriber;
  deleting: boolean;
  onDelete: () => void;
  children?: ReactNode;
}) {
  const subscribedAgain = renewedConsentAt(subscriber);
  return (
    <li className="flex flex-wrap items-center gap-x-3 gap-y-2 rounded-2xl border border-slate-200 px-4 py-3">
      {/* The icon stays beside the address; the buttons wrap below before the address breaks. */}
      <div className="flex min-w-0 grow basis-64 items-center gap-3">
        <span className="flex size-9 shrink-0 items-center justify-center rounded-full bg-brand-blue/10 text-brand-blue">
          <AtSign aria-hidden="true" className="size-4" />
        </span>
        <div className="min-w-0 flex-1">
          <p className="font-semibold text-ink [overflow-wrap:anywhere]">{subscriber.email}</p>
          <p className="text-sm text-slate-600">
            {copy.signedUp} {formatAdminDate(subscriber.createdAt)}
          </p>
          {subscribedAgain && (
            <p className="text-sm text-slate-600">
              {copy.subscribedAgain} {formatAdminDate(subscribedAgain)}
            </p>
          )}
        </div>
      </div>
      <div className="ml-auto flex flex-wrap items-center justify-end gap-1">
        {children}
        <DeleteButton
          label={copy.deleteSubscriberLabel(subscriber.email)}
          deleting={deleting}
          onDelete={onDelete}
        >
          {copy.deleteSubscriber}
        </DeleteButton>
      </div>
    </li>
  );
}
