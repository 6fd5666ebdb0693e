/** The support feature: what routes and other features may import from it. */
export { countDonationReturnOnce } from "./counted-donation-returns.ts";
export { DonationThankYou } from "./donation-thank-you.tsx";
export type { DonationThanks } from "./donation-thank-you.tsx";
export { SupportHero } from "./support-hero.tsx";
export { SupportTabs } from "./support-tabs.tsx";
export { useRecordDonation } from "./use-record-donation.ts";
