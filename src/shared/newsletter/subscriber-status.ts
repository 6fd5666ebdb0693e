/**
 * Where an address stands on the newsletter list (decision 008). Not in SPEC §3, whose subscriber
 * has only a `subscribed` flag: that flag is true exactly for "subscribed". An address that
 * unsubscribed may sign up again; one whose mail bounced or whose owner marked the newsletter as
 * spam ("complained", both as Kit reports them) is suppressed: no form puts it back on the list.
 */
export const subscriberStatuses = ["subscribed", "unsubscribed", "bounced", "complained"] as const;
export type SubscriberStatus = (typeof subscriberStatuses)[number];

/** The states a sign-up form never leaves: the address stays off the list and out of Kit. */
export const suppressedStatuses = ["bounced", "complained"] as const satisfies readonly SubscriberStatus[];

export function isSuppressed(status: SubscriberStatus): boolean {
  return (suppressedStatuses as readonly SubscriberStatus[]).includes(status);
}
