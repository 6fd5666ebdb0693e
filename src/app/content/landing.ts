/** Copy of the landing page (SPEC §2 "Landing page"): the free 7-day guide offered for a sign-up. */
import { brand } from "#shared/content/brand.ts";
import { communityMessages, type ToastText } from "./newsletter.ts";

export const guideName = "7-Day Thriving Guide";

export const landingMeta = {
  title: `Free ${guideName}`,
  description: `Get the free ${guideName} from ${brand.showName}: seven short daily practices for purpose, growth and well-being, delivered to your inbox.`,
};

export const landingHero = {
  eyebrow: `Free from ${brand.shortName}`,
  heading: "Your Free 7-Day Guide to Thriving",
  description: `Seven days, seven small practices. The ${guideName} distils the best lessons of ${brand.showName} into one short daily step you can actually keep.`,
};

/** Benefit bullets beside the sign-up area. */
export const landingBenefits: string[] = [
  "A 10-minute daily practice to reconnect with your purpose",
  "Simple growth habits drawn from conversations with founders and coaches",
  "Wellness rituals that protect your energy on busy days",
  "Reflection prompts to turn each episode into real change",
  `A welcome into the ${brand.communityName}, with new episodes in your inbox`,
];

/** The seven days of the guide, shown on its cover preview. */
export const guideDays: { day: number; theme: string }[] = [
  { day: 1, theme: "Name your why" },
  { day: 2, theme: "Clear the clutter" },
  { day: 3, theme: "Morning momentum" },
  { day: 4, theme: "Energy over hustle" },
  { day: 5, theme: "Grow through discomfort" },
  { day: 6, theme: "People who lift you" },
  { day: 7, theme: "Make it your new normal" },
];

export const landingForm = {
  heading: "Get Your Free Guide",
  copy: "Tell us where to send it. Your first day arrives right away, and you can unsubscribe at any time.",
  continueLabel: "Continue Without Guide",
  continueHint: `Just here to listen? Skip the guide and head straight to ${brand.shortName}.`,
};

/** SPEC §5 landing form, §8 landing messages (quoted word for word). */
export const landingSignup = {
  formLabel: "Free guide sign-up",
  submit: "Send Me the Free Guide",
  submitting: "Sending your guide...",
  /** SPEC §5: the same toast as the community form. */
  missing: communityMessages.missing,
  success: ({ email }: { email: string }): ToastText => ({
    title: "Success! Check Your Email",
    description: `Your ${guideName} is on its way to ${email}.`,
  }),
  failed: {
    title: "Something went wrong",
    description: "Please try again or contact support.",
  } satisfies ToastText,
};

/** SPEC §2: the thank-you view after a sign-up, with its 'Continue' button to /home. */
export const guideThankYou = {
  heading: (firstName: string) => `Thank you, ${firstName}!`,
  text: (email: string) =>
    `Your ${guideName} is opening in a new tab, and day one is on its way to ${email}. We'll take you to ${brand.shortName} in a moment.`,
  /** When the browser blocked the guide's tab: the visitor stays, with the link below. */
  blockedText: (email: string) =>
    `Day one of your ${guideName} is on its way to ${email}. Your browser kept the guide from opening: use the link below, then Continue when you're ready.`,
  /** After a sign-up sent before the page's script ran: nothing opened the guide. */
  postedText: (email: string) =>
    `Day one of your ${guideName} is on its way to ${email}. Open the guide with the link below, then Continue when you're ready.`,
  openGuide: "Open the guide",
  openGuideHint: "Guide didn't open? Use this link.",
  continueLabel: "Continue",
};
