/**
 * What each celebration fires, as plain data (SPEC §9 "Rewards"). Kept free of the DOM and of
 * canvas-confetti so the numbers can be unit-tested; `celebrations.ts` turns them into confetti.
 */

/**
 * The brand palette (SPEC §9: blue, gold, light blue, green, red). The hex values are the site's
 * Tailwind brand colours from the `@theme` block of `src/app/app.css` (canvas-confetti needs hex,
 * not CSS variables); a unit test keeps the two in step.
 */
export const BRAND_PALETTE = {
  blue: "#1e3a8a",
  gold: "#d4a017",
  lightBlue: "#7dd3fc",
  green: "#15803d",
  red: "#b91c1c",
} as const;

const brandColors = Object.values(BRAND_PALETTE);

export type ConfettiShape = "square" | "circle" | "star";

/** One call to the confetti cannon, fired `delayMs` after the celebration starts. */
export type ConfettiBurst = {
  delayMs: number;
  particleCount: number;
  /** Launch direction in degrees; 90 is straight up. */
  angle: number;
  /** Width of the cone in degrees; 360 scatters in every direction. */
  spread: number;
  startVelocity: number;
  /** Launch point as fractions of the viewport: 0,0 is the top-left corner. */
  origin: { x: number; y: number };
  colors: readonly string[];
  shapes: readonly ConfettiShape[];
  /** Size of each piece relative to canvas-confetti's default (its `scalar`); 1 when absent. */
  scalar?: number;
};

const DONATION_BASE_PARTICLES = 120;
/** The gift that fires exactly the base burst; larger gifts scale up, smaller ones down. */
const DONATION_BASE_DOLLARS = 25;
const DONATION_MAX_SCALE = 2;
/**
 * Fewest particles in the main burst. Straight scaling would give a $1 gift 5 stray pieces,
 * which reads as a glitch rather than a thank-you; a quarter of the base still looks festive.
 */
const DONATION_MIN_PARTICLES = 30;
const DONATION_SIDE_BURSTS_FROM_DOLLARS = 25;
const DONATION_STAR_BURST_FROM_DOLLARS = 50;
/** Same rhythm as the tier celebrations: side bursts after 0.5 s, the star burst after 1 s. */
const SIDE_BURST_DELAY_MS = 500;
const STAR_BURST_DELAY_MS = 1000;
const STAR_PARTICLES = 60;

/**
 * SPEC §9 donation celebration: a main burst of 120 particles scaled by amount/25 (capped at 2x,
 * floored at {@link DONATION_MIN_PARTICLES}), side bursts from the left and right edges at $25 or
 * more, and a star burst at $50 or more.
 */
export function donationCelebration(amountDollars: number): ConfettiBurst[] {
  const amount = Number.isFinite(amountDollars) && amountDollars > 0 ? amountDollars : 0;
  const scale = Math.min(amount / DONATION_BASE_DOLLARS, DONATION_MAX_SCALE);
  const mainCount = Math.max(DONATION_MIN_PARTICLES, Math.round(DONATION_BASE_PARTICLES * scale));

  const bursts: ConfettiBurst[] = [
    {
      delayMs: 0,
      particleCount: mainCount,
      angle: 90,
      spread: 70,
      startVelocity: 45,
      origin: { x: 0.5, y: 0.6 },
      colors: brandColors,
      shapes: ["square", "circle"],
    },
  ];

  if (amount >= DONATION_SIDE_BURSTS_FROM_DOLLARS) {
    bursts.push(...sideBursts(Math.round(mainCount / 2), SIDE_BURST_DELAY_MS));
  }
  if (amount >= DONATION_STAR_BURST_FROM_DOLLARS) bursts.push(starBurst(STAR_BURST_DELAY_MS));
  return bursts;
}

/**
 * Two bursts from the left and right edges, aimed inwards: the "side bursts" of the donation
 * celebration and of the gold and platinum tiers (SPEC §9).
 */
export function sideBursts(particleCount: number, delayMs: number): ConfettiBurst[] {
  const side = {
    delayMs,
    particleCount,
    spread: 55,
    startVelocity: 55,
    colors: brandColors,
    shapes: ["square", "circle"],
  } as const;
  return [
    { ...side, angle: 60, origin: { x: 0, y: 0.65 } },
    { ...side, angle: 120, origin: { x: 1, y: 0.65 } },
  ];
}

/** Gold and light-blue stars in every direction: the "star burst" of SPEC §9. */
export function starBurst(delayMs: number): ConfettiBurst {
  return {
    delayMs,
    particleCount: STAR_PARTICLES,
    angle: 90,
    spread: 360,
    startVelocity: 30,
    origin: { x: 0.5, y: 0.4 },
    colors: [BRAND_PALETTE.gold, BRAND_PALETTE.lightBlue],
    shapes: ["star"],
  };
}

/** A modest thank-you: smaller than a $25 donation's base burst, so a sign-up never outshines a gift. */
const NEWSLETTER_PARTICLES = 80;

/**
 * SPEC §4 sign-up forms: the celebration after a newsletter sign-up. One burst in the brand
 * palette from just below the middle of the screen, where the form's confirmation appears; the
 * caller starts it 500 ms after the sign-up succeeds.
 */
export function newsletterCelebration(): ConfettiBurst[] {
  return [
    {
      delayMs: 0,
      particleCount: NEWSLETTER_PARTICLES,
      angle: 90,
      spread: 65,
      startVelocity: 38,
      origin: { x: 0.5, y: 0.7 },
      colors: brandColors,
      shapes: ["square", "circle"],
    },
  ];
}
