import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { BRAND_PALETTE, type ConfettiBurst } from "#app/lib/celebration-presets.ts";
import {
  LEVEL_UP_MAX_PARTICLES,
  LIGHT_GOLD,
  NOTIFICATION_CONFETTI_COLORS,
  STREAM_INTERVAL_MS,
  levelUpCelebration,
  levelUpParticles,
  pointsCelebration,
  pointsParticles,
  rewardNotificationCelebration,
  streamBursts,
  tierCelebration,
  ultimateComboCelebration,
} from "./tier-celebration-presets.ts";

const isSide = (b: ConfettiBurst) => b.origin.x === 0 || b.origin.x === 1;
const isStar = (b: ConfettiBurst) => b.shapes.includes("star");
const stream = (bursts: ConfettiBurst[]) => bursts.filter((b) => !isSide(b) && !isStar(b));
const particles = (bursts: ConfettiBurst[]) => bursts.reduce((sum, b) => sum + b.particleCount, 0);
const lastDelay = (bursts: ConfettiBurst[]) => Math.max(...bursts.map((b) => b.delayMs));

describe("a stream spreads particles over a duration", () => {
  it("fires every 250 ms from 0 until the duration has passed, adding up to the total exactly", () => {
    const bursts = streamBursts(150, 2500);
    expect(bursts.map((b) => b.delayMs)).toEqual([0, 250, 500, 750, 1000, 1250, 1500, 1750, 2000, 2250]);
    expect(particles(bursts)).toBe(150);
    expect(particles(streamBursts(7, 1000))).toBe(7);
    expect(particles(streamBursts(301, 4000))).toBe(301);
  });

  it("starts with the biggest burst and tails off", () => {
    const counts = streamBursts(300, 4000).map((b) => b.particleCount);
    expect(counts[0]).toBe(Math.max(...counts));
    expect(counts.at(-1)).toBe(Math.min(...counts));
    for (let i = 1; i < counts.length; i++) expect(counts[i]).toBeLessThanOrEqual(counts[i - 1]! + 1);
  });
});

describe("tier confetti (SPEC §9)", () => {
  const cases = [
    { tier: "bronze", particles: 150, durationMs: 2500, scalar: undefined },
    { tier: "silver", particles: 200, durationMs: 3000, scalar: 1.2 },
    { tier: "gold", particles: 250, durationMs: 3500, scalar: 1.5 },
    { tier: "platinum", particles: 300, durationMs: 4000, scalar: 2 },
  ] as const;

  for (const { tier, particles: count, durationMs, scalar } of cases) {
    it(`${tier}: ${count} particles over ${durationMs / 1000} s, pieces ${scalar ?? 1}x`, () => {
      const bursts = tierCelebration(tier);
      expect(particles(stream(bursts))).toBe(count);
      expect(lastDelay(stream(bursts))).toBe(durationMs - STREAM_INTERVAL_MS);
      expect(bursts.every((b) => b.scalar === scalar)).toBe(true);
    });
  }

  it("bronze and silver have no side or star bursts", () => {
    for (const tier of ["bronze", "silver"] as const) {
      expect(tierCelebration(tier).filter((b) => isSide(b) || isStar(b))).toEqual([]);
    }
  });

  it("gold adds side bursts from both edges after 0.5 s, no star burst", () => {
    const bursts = tierCelebration("gold");
    expect(bursts.filter(isSide).map((b) => [b.origin.x, b.delayMs])).toEqual([
      [0, 500],
      [1, 500],
    ]);
    expect(bursts.filter(isStar)).toEqual([]);
  });

  it("platinum adds side bursts after 0.5 s and a star burst after 1 s", () => {
    const bursts = tierCelebration("platinum");
    expect(bursts.filter(isSide).map((b) => b.delayMs)).toEqual([500, 500]);
    expect(bursts.filter(isStar).map((b) => [b.delayMs, b.spread])).toEqual([[1000, 360]]);
  });
});

describe("level-up celebration (SPEC §9)", () => {
  it("fires 200 + 20 * level particles", () => {
    expect(levelUpParticles(2)).toBe(240);
    expect(particles(levelUpCelebration(2))).toBe(240);
    expect(particles(levelUpCelebration(10))).toBe(400);
  });

  it("stops growing at 1000 particles", () => {
    expect(levelUpParticles(40)).toBe(1000);
    expect(levelUpParticles(500)).toBe(LEVEL_UP_MAX_PARTICLES);
  });
});

describe("points celebration (SPEC §9)", () => {
  it("scales with the points: half a piece per point, between 20 and 250", () => {
    expect(pointsParticles(100)).toBe(50);
    expect(pointsParticles(300)).toBe(150);
    expect(pointsParticles(10)).toBe(20);
    expect(pointsParticles(500)).toBe(250);
    expect(pointsParticles(Number.NaN)).toBe(20);
    expect(particles(pointsCelebration(120))).toBe(60);
  });
});

describe("reward notification confetti (SPEC §9)", () => {
  it("is 50 pieces in 6 colours", () => {
    const bursts = rewardNotificationCelebration();
    expect(particles(bursts)).toBe(50);
    expect(new Set(bursts.flatMap((b) => b.colors)).size).toBe(6);
    expect(NOTIFICATION_CONFETTI_COLORS).toEqual([...Object.values(BRAND_PALETTE), LIGHT_GOLD]);
  });

  it("its sixth colour is the site's light gold", () => {
    const css = readFileSync(new URL("../../app.css", import.meta.url), "utf8");
    expect(/--color-brand-gold-light:\s*(#[0-9a-f]{6});/i.exec(css)?.[1]).toBe(LIGHT_GOLD);
  });
});

describe("'Ultimate Celebration Combo' (SPEC §2 Rewards)", () => {
  it("fires platinum at once, level-up 10 after 1 s and points 500 after 2 s", () => {
    const bursts = ultimateComboCelebration();
    const platinum = tierCelebration("platinum");
    expect(bursts.slice(0, platinum.length)).toEqual(platinum);
    const levelUp = bursts.slice(platinum.length, platinum.length + 2);
    expect(levelUp.map((b) => b.delayMs)).toEqual(levelUpCelebration(10).map((b) => b.delayMs + 1000));
    expect(particles(levelUp)).toBe(400);
    const points = bursts.slice(platinum.length + 2);
    expect(points.map((b) => [b.delayMs, b.particleCount])).toEqual([[2000, 250]]);
  });
});
