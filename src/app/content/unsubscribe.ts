/** Copy of the page behind each subscriber's signed unsubscribe link (GET /newsletter/unsubscribe). */
import { brand } from "#shared/content/brand.ts";

export const unsubscribeCopy = {
  metaTitle: "Unsubscribe",
  metaDescription: `Stop receiving the ${brand.showName} newsletter.`,
  confirmTitle: (email: string) => `Unsubscribe ${email} from the newsletter?`,
  confirmText: `You will no longer receive the ${brand.communityName} e-mails. You can subscribe again at any time.`,
  confirm: "Unsubscribe",
  confirming: "Unsubscribing...",
  keep: "Keep me subscribed",
  doneTitle: "You're unsubscribed",
  doneText: (email: string) =>
    `${email} will not receive the newsletter any more. Thank you for listening along; the show is always here when you want it.`,
  backHome: `Back to ${brand.shortName}`,
  invalidTitle: "This link is not valid",
  /** When the server refused the link without its own sentence (e.g. a damaged address). */
  invalidText: "This unsubscribe link is damaged. Please use the link from your latest e-mail.",
  incompleteTitle: "This link is incomplete",
  incompleteText:
    "The unsubscribe link is missing its address or its security code. Please open the full link from your latest e-mail.",
  /** Shown under the invalid and incomplete messages, before the contact address. */
  writeToUs: "Still stuck? We will take you off the list by hand:",
  failed: "We could not unsubscribe you just now. Please try again in a moment.",
};
