/**
 * The rewards' celebrations as plain data (SPEC §9 "Rewards"): confetti per achievement tier, the
 * level-up and points celebrations, the reward notification's confetti and the demo's
 * 'Ultimate Celebration Combo'. `reward-celebrations.ts` fires them through `celebrations.ts`.
 *
 * canvas-confetti bursts have no duration: one call throws its pieces at once. A tier's duration
 * ("bronze: 150 particles, 2.5 s") is modelled as a stream: a burst every {@link STREAM_INTERVAL_MS}
 * from the start until the duration has passed, the biggest first and each later one smaller, so
 * the confetti keeps coming for the tier's time and tails off. The bursts add up to exactly the
 * tier's particle count; the side and star bursts come on top, as in the donation celebration.
 */
import type { AchievementTier } from "#shared/achievements.ts";
import { BRAND_PALETTE, sideBursts, starBurst, type ConfettiBurst } from "#app/lib/celebration-presets.ts";

const brandColors = Object.values(BRAND_PALETTE);
/** The site's light gold (`--color-brand-gold-light` in app.css), for stars and coins. */
export const LIGHT_GOLD = "#f6d776";

/** Time between two bursts of a tier's stream. */
export const STREAM_INTERVAL_MS = 250;

export type TierConfetti = {
  particles: number;
  durationMs: number;
  /** The spec's multiplier (1.2x, 1.5x, 2x): how much bigger each piece is drawn. */
  scalar: number;
  /** When the two side bursts fire, if the tier has them. */
  sideBurstsAtMs: number | null;
  /** When the star burst fires, if the tier has one. */
  starBurstAtMs: number | null;
};

/** SPEC §9 confetti by tier. */
const TIER_CONFETTI: Record<AchievementTier, TierConfetti> = {
  bronze: { particles: 150, durationMs: 2500, scalar: 1, sideBurstsAtMs: null, starBurstAtMs: null },
  silver: { particles: 200, durationMs: 3000, scalar: 1.2, sideBurstsAtMs: null, starBurstAtMs: null },
  gold: { particles: 250, durationMs: 3500, scalar: 1.5, sideBurstsAtMs: 500, starBurstAtMs: null },
  platinum: { particles: 300, durationMs: 4000, scalar: 2, sideBurstsAtMs: 500, starBurstAtMs: 1000 },
};

/** Each side burst of a tier throws this share of the tier's particles. */
const SIDE_BURST_SHARE = 0.3;

/** Where the bursts of a stream come from, in turn: the middle, then the left and right of it. */
const streamLaunches = [
  { angle: 90, origin: { x: 0.5, y: 0.6 } },
  { angle: 70, origin: { x: 0.3, y: 0.65 } },
  { angle: 110, origin: { x: 0.7, y: 0.65 } },
] as const;

/**
 * `total` particles spread over `durationMs`: one burst every {@link STREAM_INTERVAL_MS} (none at
 * the very end), each smaller than the one before (weights n, n-1, ... 1). Rounded cumulatively,
 * so the counts add up to `total` exactly.
 */
export function streamBursts(total: number, durationMs: number): ConfettiBurst[] {
  const count = Math.max(1, Math.ceil(durationMs / STREAM_INTERVAL_MS));
  const weightSum = (count * (count + 1)) / 2;
  const bursts: ConfettiBurst[] = [];
  let thrown = 0;
  let weightSoFar = 0;
  for (let index = 0; index < count; index++) {
    weightSoFar += count - index;
    const upTo = Math.round((total * weightSoFar) / weightSum);
    const launch = streamLaunches[index % streamLaunches.length]!;
    bursts.push({
      delayMs: index * STREAM_INTERVAL_MS,
      particleCount: upTo - thrown,
      angle: launch.angle,
      spread: index === 0 ? 80 : 60,
      startVelocity: index === 0 ? 48 : 40,
      origin: launch.origin,
      colors: brandColors,
      shapes: ["square", "circle"],
    });
    thrown = upTo;
  }
  return bursts.filter((burst) => burst.particleCount > 0);
}

/** SPEC §9: the confetti of an achievement's tier. */
export function tierCelebration(tier: AchievementTier): ConfettiBurst[] {
  const { particles, durationMs, scalar, sideBurstsAtMs, starBurstAtMs } = TIER_CONFETTI[tier];
  const bursts = streamBursts(particles, durationMs);
  if (sideBurstsAtMs !== null)
    bursts.push(...sideBursts(Math.round(particles * SIDE_BURST_SHARE), sideBurstsAtMs));
  if (starBurstAtMs !== null) bursts.push(starBurst(starBurstAtMs));
  return scalar === 1 ? bursts : bursts.map((burst) => ({ ...burst, scalar }));
}

/**
 * Level-up particles never exceed this: 200 + 20 * level passes it at level 41 (4,000 points),
 * where more pieces would only slow the page down.
 */
export const LEVEL_UP_MAX_PARTICLES = 1000;

/** SPEC §9: 200 + 20 * level particles. */
export function levelUpParticles(level: number): number {
  return Math.min(LEVEL_UP_MAX_PARTICLES, 200 + 20 * Math.max(1, Math.floor(level)));
}

/** SPEC §4/§9 level-up: a wide burst in the brand colours, then a third of the pieces as gold stars. */
export function levelUpCelebration(level: number): ConfettiBurst[] {
  const total = levelUpParticles(level);
  const stars = Math.round(total / 3);
  return [
    {
      delayMs: 0,
      particleCount: total - stars,
      angle: 90,
      spread: 120,
      startVelocity: 50,
      origin: { x: 0.5, y: 0.55 },
      colors: brandColors,
      shapes: ["square", "circle"],
    },
    {
      delayMs: STREAM_INTERVAL_MS,
      particleCount: stars,
      angle: 90,
      spread: 360,
      startVelocity: 35,
      origin: { x: 0.5, y: 0.45 },
      colors: [BRAND_PALETTE.gold, LIGHT_GOLD],
      shapes: ["star"],
    },
  ];
}

const POINTS_MIN_PARTICLES = 20;
const POINTS_MAX_PARTICLES = 250;

/** SPEC §9 "scales with points": half a piece per point, at least 20 and at most 250. */
export function pointsParticles(points: number): number {
  const safe = Number.isFinite(points) ? Math.max(0, points) : 0;
  return Math.min(POINTS_MAX_PARTICLES, Math.max(POINTS_MIN_PARTICLES, Math.round(safe / 2)));
}

/** Points earned: a fountain of gold coins from the bottom of the screen. */
export function pointsCelebration(points: number): ConfettiBurst[] {
  return [
    {
      delayMs: 0,
      particleCount: pointsParticles(points),
      angle: 90,
      spread: 50,
      startVelocity: 55,
      origin: { x: 0.5, y: 0.95 },
      colors: [BRAND_PALETTE.gold, LIGHT_GOLD],
      shapes: ["circle"],
    },
  ];
}

/** SPEC §9: the reward notification's confetti is 50 pieces in 6 colours: the palette and light gold. */
export const NOTIFICATION_CONFETTI_COLORS = [...brandColors, LIGHT_GOLD] as const;

export function rewardNotificationCelebration(): ConfettiBurst[] {
  return [
    {
      delayMs: 0,
      particleCount: 50,
      angle: 90,
      spread: 70,
      startVelocity: 35,
      origin: { x: 0.5, y: 0.35 },
      colors: NOTIFICATION_CONFETTI_COLORS,
      shapes: ["square", "circle"],
    },
  ];
}

/** SPEC §2 rewards page: the combo fires platinum, then level-up 10 after 1 s, then points 500 after 2 s. */
const ULTIMATE_COMBO = {
  tier: "platinum",
  levelUp: { level: 10, atMs: 1000 },
  points: { points: 500, atMs: 2000 },
} as const;

const later = (bursts: ConfettiBurst[], byMs: number) =>
  bursts.map((burst) => ({ ...burst, delayMs: burst.delayMs + byMs }));

/** The combo as one list of bursts, each celebration shifted to its start time. */
export function ultimateComboCelebration(): ConfettiBurst[] {
  return [
    ...tierCelebration(ULTIMATE_COMBO.tier),
    ...later(levelUpCelebration(ULTIMATE_COMBO.levelUp.level), ULTIMATE_COMBO.levelUp.atMs),
    ...later(pointsCelebration(ULTIMATE_COMBO.points.points), ULTIMATE_COMBO.points.atMs),
  ];
}
