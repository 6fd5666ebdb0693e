/**
 * Copy of the Coaching page (SPEC §2 "Coaching", amounts and limits from SPEC §9). Program
 * facts (name, price, length, client limit, guarantee, discovery call) come from brand.ts so
 * they are stated in one place; this file holds the sentences around them.
 */
import { formatUsd } from "#shared/money.ts";
import { brand } from "#shared/content/brand.ts";

const {
  programName,
  priceCents,
  durationDays,
  maxClients,
  guaranteeMonths,
  discoveryCallMinutes,
  consultationCallHours,
} = brand.coaching;

export type BlueprintPillar = { name: string; description: string };

export const coachingMeta = {
  title: "Coaching",
  description: `${programName}: ${durationDays} days of one-on-one coaching with ${brand.host.name} to grow your business, protect your health and live on purpose. Book a free ${discoveryCallMinutes}-minute discovery call.`,
};

export const coachingHero = {
  eyebrow: `One-on-one coaching with ${brand.host.name}`,
  title: "Stop Surviving. Start Thriving.",
  programLine: programName,
  description: `A ${durationDays}-day, one-on-one coaching program for founders and leaders who are done trading their health and happiness for success — and ready to build a business and a life that both work.`,
  highlights: [
    `${durationDays} days, one-on-one`,
    "Business, health and purpose",
    `Limited to ${maxClients} clients at a time`,
  ],
  blueprintLinkLabel: "Explore the Blueprint",
  glanceLabel: "The program at a glance",
  glance: [
    { value: String(durationDays), label: "days of focused coaching" },
    { value: "5", label: "pillars, one clear path" },
    { value: "1:1", label: "personal sessions" },
    { value: String(maxClients), label: "clients at a time, at most" },
  ],
};

/** The free call, for visitors who want to talk before they buy (SPEC §2, §9). */
export const discoveryCall = {
  label: `Book Your Free ${discoveryCallMinutes}-Minute Discovery Call`,
  note: `Free, ${discoveryCallMinutes} minutes, no pressure: we'll see whether the program is the right fit for you.`,
};

export const coachingStory = {
  eyebrow: "My story",
  heading: "I Built the Business. Then I Had to Rebuild My Life.",
  paragraphs: [
    `For more than fifteen years I built companies the way I was taught: faster, bigger, at any cost. On paper it worked. In real life I was exhausted, distracted at the dinner table and further from the person I wanted to be every year.`,
    "The turning point was not a dramatic collapse. It was a quiet morning when I realised I could not remember the last time I had felt proud of how I lived, not just of what I had built. So I started over — with my calendar, my health, my relationships and the reason I was doing any of it.",
    `${programName} is the process I wish someone had handed me back then. It is practical, it is honest, and it treats your business and your well-being as one project, because they are.`,
  ],
  signature: brand.host.name,
  signatureRole: brand.host.roles,
};

export const blueprint = {
  eyebrow: "The method",
  heading: "The Five-Pillar Blueprint",
  intro: `Over ${durationDays} days we work through five pillars, in order, so every change has something solid to stand on.`,
  pillars: [
    {
      name: "Purpose",
      description:
        "Get clear on what you are building and why. We define the life you want first, then shape the business to serve it.",
    },
    {
      name: "Mindset",
      description:
        "Spot the beliefs that keep you stuck — perfectionism, scarcity, the need to do it all — and replace them with ones that move you forward.",
    },
    {
      name: "Wellness",
      description:
        "Sleep, movement, energy and stress. Small, sustainable habits that give you the stamina to lead without burning out.",
    },
    {
      name: "Strategy",
      description:
        "Focus your time and your business on the few priorities that matter, with a simple weekly rhythm you will actually keep.",
    },
    {
      name: "Legacy",
      description:
        "Turn ninety days of progress into a way of living: relationships, community and the impact you want to leave behind.",
    },
  ] satisfies BlueprintPillar[],
  closingCard: {
    title: "One program. Your whole life.",
    text: `Each pillar builds on the one before, so the changes you make in business and in life stick long after day ${durationDays}.`,
    linkLabel: "See what's included",
  },
};

export const testimonialsSection = {
  eyebrow: "Client stories",
  heading: "Real People, Real Transformations",
};

export const priceCard = {
  eyebrow: "Your investment",
  heading: "Everything You Need for the Next 90 Days",
  intro: `One price, no upsells, no hidden fees. Just focused, personal coaching from day one to day ${durationDays}.`,
  programName,
  durationLabel: `for ${durationDays} days of one-on-one coaching`,
  includedHeading: "What's included",
  included: [
    `A consultation call within ${consultationCallHours} hours of enrolling, to set your goals`,
    "12 weekly one-on-one coaching sessions (60 minutes each)",
    "A personal Thriving Blueprint built in your first session",
    "Message access between sessions for questions and wins",
    "Monthly progress reviews against the goals we set together",
    "Worksheets, journaling prompts and recordings of every session",
  ],
  scarcity: `Limited to ${maxClients} clients at a time`,
  scarcityNote: "So every client gets my full attention.",
};

export const guarantee = {
  heading: "The Thriving Guarantee",
  text: `Show up, do the work, and if you have not reached the goals we set together by day ${durationDays}, I will keep coaching you for up to ${guaranteeMonths} extra months at no cost.`,
};

export const closingCall = {
  heading: "Your Thriving Life Starts Today",
  text: `Claim your place in ${programName} now, or book a free ${discoveryCallMinutes}-minute discovery call first. We'll talk about where you are, where you want to be, and whether the program is the right way to get there.`,
};

/** SPEC §2: the repeated 'ready' buttons that open the purchase dialog. */
export const purchaseButton = {
  label: "I'm Ready to Thrive",
};

/** SPEC §4 Coaching purchase and §5 coaching name and email (field messages live in the shared schemas). */
export const purchaseDialog = {
  title: `Join ${programName}`,
  close: "Close",
  details: {
    eyebrow: "Step 1 of 2 · Your details",
    description:
      "Tell us who you are. Your receipt and the link to book your first session go to this email.",
    name: "Full name",
    email: "Email",
    continue: "Continue to Payment",
    preparing: "Preparing Payment...",
  },
  payment: {
    eyebrow: "Step 2 of 2 · Payment",
    description: "Pay securely to reserve your place in the program.",
    summaryLabel: "Order summary",
    price: formatUsd(priceCents),
    durationLabel: `${durationDays} days, one-on-one`,
    client: "Client",
    submit: `Pay ${formatUsd(priceCents)}`,
  },
  /** SPEC §5: 'Continue to Payment' forced while a field is invalid. */
  incompleteToast: {
    title: "Please complete all required fields",
    description: "We need your contact information to begin your coaching journey.",
  },
};

/**
 * SPEC §2 + §4: the welcome after a purchase, whether confirmed in the dialog or on the provider's
 * return to /coaching?payment=success (SPEC §7).
 */
export const paymentSuccessToast = {
  title: "Payment Successful!",
  description: `Welcome to ${programName}! I'm honoured to walk the next ${durationDays} days with you.`,
  scheduleLabel: "Schedule your first session",
  /** While the server confirms the payment and answers the link. */
  scheduleLoading: "Getting your link to book your first session…",
  /** No link to show (a return address without the payment's secret, or no answer in time). */
  scheduleByEmail: "We will e-mail you the link to book your first session.",
};
