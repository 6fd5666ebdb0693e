import { CalendarDays, HandHeart, Heart, Inbox, Mail, Reply } from "#app/components/ui/icons.tsx";
import { useEffect, useId, useRef, useState } from "react";
import { supportTabCopy } from "#app/content/admin.ts";
import type { ContactMessage, Donation } from "#shared/admin/business-data.ts";
import { formatUsd } from "#shared/money.ts";
import { PaymentStatusBadge, TestPaymentBadge } from "./admin-badge.tsx";
import { AdminCard, EmptyState } from "./admin-card.tsx";
import { formatAdminDate } from "./admin-date.ts";
import { isSucceeded } from "./business-totals.ts";
import { listedDonations } from "./payment-display.ts";
import { ContactTypeBadge } from "./contact-type-badge.tsx";
import { ListLoadFailed, type ListsLoadProps } from "./load-problem.tsx";
import { replyMailto } from "./mail-links.ts";
import { toast } from "#app/hooks/use-toast.ts";
import { DeleteButton } from "./delete-button.tsx";
import { useAdminDelete } from "./use-admin-delete.ts";
import { adminQueryKeys } from "./use-business-data.ts";

type SupportTabProps = { contacts: ContactMessage[]; donations: Donation[] } & ListsLoadProps;

/** SPEC §2 Support: the contact messages in a scrollable list, and the podcast donations. */
export function SupportTab({ contacts, donations, failed, onRetry }: SupportTabProps) {
  const messagesHeading = useRef<HTMLHeadingElement>(null);
  const shownDonations = listedDonations(donations);
  // Not in SPEC §7: the owner clears spam from the inbox.
  const deletion = useAdminDelete(
    (message: ContactMessage) => `/api/admin/contacts/${message.id}`,
    adminQueryKeys.contacts,
    {
      onDeleted: (message) => {
        toast({
          title: supportTabCopy.messageDeleted,
          description: supportTabCopy.messageDeletedText(message.name),
        });
        // The button is gone with its message: focus goes back to the list's heading.
        messagesHeading.current?.focus();
      },
      onFailed: () =>
        toast({
          variant: "destructive",
          title: supportTabCopy.errorTitle,
          description: supportTabCopy.deleteMessageFailed,
        }),
    },
  );
  const remove = (message: ContactMessage) => {
    if (!window.confirm(supportTabCopy.confirmDeleteMessage(message.name))) return;
    deletion.mutate(message);
  };

  return (
    <div className="grid gap-6 lg:grid-cols-[3fr_2fr]">
      <AdminCard
        id="contact-messages-heading"
        title={supportTabCopy.messagesHeading}
        intro={supportTabCopy.messagesIntro}
        icon={Mail}
        headingRef={messagesHeading}
      >
        {failed.contacts ? (
          <ListLoadFailed list="contacts" onRetry={onRetry} />
        ) : contacts.length === 0 ? (
          <EmptyState icon={Inbox} text={supportTabCopy.noMessages} />
        ) : (
          // SPEC §2: at most about 24rem high. A scroll box must take the keyboard focus to be
          // scrollable without a mouse (WCAG 2.1.1, axe scrollable-region-focusable).
          <div
            role="region"
            aria-label={supportTabCopy.messagesRegionLabel}
            // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
            tabIndex={0}
            className="-mx-2 max-h-96 overflow-y-auto rounded-xl px-2"
          >
            <ul className="space-y-3">
              {contacts.map((message) => (
                <ContactMessageItem
                  key={message.id}
                  message={message}
                  deleting={deletion.isDeleting(message)}
                  onDelete={() => remove(message)}
                />
              ))}
            </ul>
          </div>
        )}
      </AdminCard>

      <AdminCard
        id="donations-heading"
        title={supportTabCopy.donationsHeading}
        intro={supportTabCopy.donationsIntro}
        icon={HandHeart}
      >
        {failed.donations ? (
          <ListLoadFailed list="donations" onRetry={onRetry} />
        ) : shownDonations.length === 0 ? (
          <EmptyState icon={Heart} text={supportTabCopy.noDonations} />
        ) : (
          <ul className="divide-y divide-slate-100">
            {shownDonations.map((donation) => (
              <DonationItem key={donation.id} donation={donation} />
            ))}
          </ul>
        )}
      </AdminCard>
    </div>
  );
}

type ContactMessageItemProps = { message: ContactMessage; deleting: boolean; onDelete: () => void };

function ContactMessageItem({ message, deleting, onDelete }: ContactMessageItemProps) {
  return (
    <li className="rounded-2xl border border-slate-200 p-4">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="min-w-0">
          <h3 className="font-sans text-base font-bold text-ink [overflow-wrap:anywhere]">{message.name}</h3>
          <p className="text-sm text-slate-600 [overflow-wrap:anywhere]">{message.email}</p>
        </div>
        <ContactTypeBadge type={message.type} />
      </div>
      <p className="mt-3 font-semibold text-ink [overflow-wrap:anywhere]">{message.subject}</p>
      <MessageText text={message.message} from={message.name} />
      <div className="mt-3 flex flex-wrap items-center justify-between gap-2">
        <p className="inline-flex items-center gap-1.5 text-sm text-slate-600">
          <CalendarDays aria-hidden="true" className="size-4" />
          {formatAdminDate(message.createdAt)}
        </p>
        <div className="flex items-center gap-1">
          <DeleteButton
            label={supportTabCopy.deleteMessageLabel(message.name, message.subject)}
            deleting={deleting}
            onDelete={onDelete}
          >
            {supportTabCopy.deleteMessage}
          </DeleteButton>
          <a
            href={replyMailto(message)}
            aria-label={supportTabCopy.replyLabel(message.name)}
            className="inline-flex items-center gap-1.5 rounded-full border-2 border-brand-blue px-3.5 py-1.5 text-sm font-semibold text-brand-blue transition-colors hover:bg-brand-blue hover:text-white"
          >
            <Reply aria-hidden="true" className="size-4" />
            {supportTabCopy.reply}
          </a>
        </div>
      </div>
    </li>
  );
}

/**
 * SPEC §2 shows a message's first three lines; a longer one has 'Show full message' to read the
 * rest, which the owner cannot otherwise see anywhere in the dashboard.
 */
function MessageText({ text, from }: { text: string; from: string }) {
  const id = useId();
  const paragraph = useRef<HTMLParagraphElement>(null);
  const [expanded, setExpanded] = useState(false);
  const [clamped, setClamped] = useState(false);

  // Whether three lines hide anything, at the card's current width.
  useEffect(() => {
    const element = paragraph.current;
    if (!element || expanded) return;
    const measure = () => setClamped(element.scrollHeight > element.clientHeight + 1);
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => observer.disconnect();
  }, [expanded, text]);

  return (
    <>
      <p
        id={id}
        ref={paragraph}
        className={`mt-1 text-sm leading-relaxed whitespace-pre-line text-slate-700 [overflow-wrap:anywhere] ${expanded ? "" : "line-clamp-3"}`}
      >
        {text}
      </p>
      {(clamped || expanded) && (
        <button
          type="button"
          aria-expanded={expanded}
          aria-controls={id}
          aria-label={
            expanded ? supportTabCopy.showLessMessageLabel(from) : supportTabCopy.showFullMessageLabel(from)
          }
          onClick={() => setExpanded(!expanded)}
          className="mt-1 rounded text-sm font-semibold text-brand-blue underline underline-offset-2 hover:text-brand-blue-dark"
        >
          {expanded ? supportTabCopy.showLessMessage : supportTabCopy.showFullMessage}
        </button>
      )}
    </>
  );
}

function DonationItem({ donation }: { donation: Donation }) {
  return (
    <li className="flex items-start justify-between gap-4 py-3 first:pt-0 last:pb-0">
      <div className="min-w-0">
        <h3 className="font-sans text-base font-bold text-ink [overflow-wrap:anywhere]">
          {donation.donorName?.trim() || supportTabCopy.anonymousDonor}
        </h3>
        <p className="text-sm text-slate-600 [overflow-wrap:anywhere]">
          {donation.donorEmail?.trim() || supportTabCopy.noDonorEmail}
        </p>
        <p className="mt-1 text-sm text-slate-700">
          {donation.tier?.trim() || supportTabCopy.tierFallback} · {formatAdminDate(donation.createdAt)}
        </p>
      </div>
      <div className="flex shrink-0 flex-col items-end gap-1">
        <p className="text-lg font-bold text-amber-800">{formatUsd(donation.amount)}</p>
        {donation.testPayment && <TestPaymentBadge />}
        {!isSucceeded(donation) && <PaymentStatusBadge status={donation.status} />}
      </div>
    </li>
  );
}
