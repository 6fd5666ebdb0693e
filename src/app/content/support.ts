/**
 * Copy of the Support page (SPEC §2 "Support"). Tiers, packages, audience stats and the
 * contact address come from brand.ts; this file holds the sentences around them.
 */
import { brand } from "#shared/content/brand.ts";
import { groupDigits } from "#shared/digit-groups.ts";

export type ImpactIcon = "mic" | "headphones" | "file-text" | "users";

export const supportMeta = {
  title: "Support the Show",
  description: `Keep ${brand.showName} free for everyone: make a donation or become a sponsor and reach a purpose-driven audience of founders and leaders.`,
};

export const supportHero = {
  eyebrow: "Support the show",
  title: `Help Keep ${brand.shortName} Thriving`,
  intro: `${brand.showName} is free for every listener, and it stays that way thanks to people like you. Whether you give a few dollars or partner with us as a sponsor, you help bring honest conversations about purpose, growth and well-being to people who need them.`,
};

export const supportTabs = {
  label: "Ways to support the show",
  donate: "Make a Donation",
  sponsor: "Become a Sponsor",
};

/** The tabs' values, which /support?tab=… opens on; 'Make a Donation' is the default. */
export const supportTabValues = ["donate", "sponsor"] as const;
export type SupportTab = (typeof supportTabValues)[number];

export { contactAnchorId } from "#shared/site-paths.ts";

export const donateSection = {
  heading: "Choose Your Level of Support",
  intro: "Every gift, big or small, goes straight back into the show.",
  impactHeading: "Where Your Donation Goes",
  impact: [
    {
      icon: "mic",
      title: "Recording and hosting",
      text: "Studio time, microphones and the hosting that delivers every episode to your app.",
    },
    {
      icon: "headphones",
      title: "Editing and sound",
      text: "Careful editing so each conversation is clear, focused and worth your time.",
    },
    {
      icon: "file-text",
      title: "Show notes and transcripts",
      text: "Written notes, resources and transcripts so every episode is accessible.",
    },
    {
      icon: "users",
      title: "Guest outreach",
      text: "Finding and hosting guests whose stories would otherwise go unheard.",
    },
  ] satisfies { icon: ImpactIcon; title: string; text: string }[],
  thanks: "Thank you for believing in this work. It means more than we can say.",
};

export const sponsorSection = {
  heading: "Partner With a Purpose-Driven Audience",
  intro: `Our listeners are founders, leaders and lifelong learners who act on what they hear. Sponsor ${brand.shortName} and put your brand in front of people building businesses and lives with intention.`,
  statsHeading: "Our Audience",
  packagesHeading: "Sponsorship Packages",
  contactEyebrow: "Let's Work Together",
  contactHeading: "Get in touch",
  contactText:
    "Tell us about your brand and the audience you want to reach. Sponsors get a response within 24 hours.",
  contactMailIntro: "Prefer e-mail?",
  contactLabel: "Email Us About Sponsorship",
  contactAddressNote: `Or write to ${brand.contactEmail} from your own mail app.`,
  contactSubject: "Sponsorship inquiry",
};

/** The public contact form (POST /api/contacts); its field messages come from the shared schema. */
export const contactFormCopy = {
  label: "Contact form",
  name: "Name",
  email: "Email",
  type: "Topic",
  subject: "Subject",
  message: "Message",
  messagePlaceholder: "A few lines about what you have in mind",
  characterCount: (count: number, limit: number) =>
    `${groupDigits(count)} / ${groupDigits(limit)}`,
  charactersUsed: "characters used",
  submit: "Send message",
  submitting: "Sending...",
  sentTitle: "Message sent",
  sentText: (email: string) =>
    `Thank you for getting in touch. ${brand.host.name} reads every message and will reply by e-mail to ${email}.`,
  sendAnother: "Send another message",
  sentToast: { title: "Message sent", description: "Thank you! You will hear back by e-mail." },
  failedToastTitle: "Message not sent",
  unreachable: `Your message could not be sent. Please try again in a moment, or write to ${brand.contactEmail}.`,
};

/** mailto: link for sponsorship requests, with the subject filled in. */
export function sponsorMailto(): string {
  return `mailto:${brand.contactEmail}?subject=${encodeURIComponent(sponsorSection.contactSubject)}`;
}

/** SPEC §2 + §4 Donation: each tier's button, the donation dialog and the thank-you modal. */
export const donationCopy = {
  /** Under each tier's amount: "Monthly Supporter" names the giver, not a subscription. */
  oneTime: "One-time gift",
  button: (amount: string) => `Donate ${amount}`,
  dialog: {
    title: (amount: string) => `Donate ${amount}`,
    description: (amount: string) =>
      `Your one-time ${amount} gift keeps ${brand.showName} free for every listener. Thank you for being part of it.`,
    /** SPEC §4: shown with a spinner until the client secret arrives. */
    preparing: "Preparing Donation",
    preparingHint: "Setting up a secure payment...",
    submit: (amount: string) => `Donate ${amount}`,
    close: "Close",
  },
  thankYou: {
    eyebrow: "Donation received",
    title: "Thank You for Your Support!",
    text: (amount: string | null, tierName: string | null) =>
      `${amount ? `Your ${amount} donation` : "Your donation"}${tierName ? ` as a ${tierName}` : ""} helps keep ${brand.showName} free for everyone who needs it. We're so grateful you're on this path with us.`,
    signature: `— ${brand.host.name} and everyone at ${brand.shortName}`,
    button: "Keep Thriving",
    close: "Close",
  },
};
