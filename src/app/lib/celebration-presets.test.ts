import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { BRAND_PALETTE, donationCelebration, newsletterCelebration, type ConfettiBurst } from "./celebration-presets.ts";

const mainBurst = (bursts: ConfettiBurst[]) => bursts[0];
const sideBursts = (bursts: ConfettiBurst[]) => bursts.filter((b) => b.origin.x === 0 || b.origin.x === 1);
const starBursts = (bursts: ConfettiBurst[]) => bursts.filter((b) => b.shapes.includes("star"));

describe("brand palette (SPEC §9)", () => {
  it("uses the site's Tailwind brand colours for blue, gold, light blue, green and red", () => {
    const css = readFileSync(new URL("../app.css", import.meta.url), "utf8");
    const themeColor = (name: string) =>
      new RegExp(`--color-${name}:\\s*(#[0-9a-f]{6});`, "i").exec(css)?.[1];
    expect(BRAND_PALETTE).toEqual({
      blue: themeColor("brand-blue"),
      gold: themeColor("brand-gold"),
      lightBlue: themeColor("brand-sky"),
      green: themeColor("brand-green"),
      red: themeColor("brand-red"),
    });
  });
});

describe("donation celebration (SPEC §9)", () => {
  it("a $10 gift fires 120 * 10/25 = 48 particles in one burst", () => {
    const bursts = donationCelebration(10);
    expect(bursts).toHaveLength(1);
    expect(mainBurst(bursts)).toMatchObject({ delayMs: 0, particleCount: 48 });
  });

  it("a $25 gift fires the base 120 particles plus a burst from each side edge", () => {
    const bursts = donationCelebration(25);
    expect(mainBurst(bursts)?.particleCount).toBe(120);
    expect(sideBursts(bursts).map((b) => b.origin.x)).toEqual([0, 1]);
    expect(sideBursts(bursts).every((b) => b.delayMs > 0 && b.particleCount > 0)).toBe(true);
    expect(starBursts(bursts)).toHaveLength(0);
  });

  it("a $50 gift fires twice the base, side bursts and a star burst", () => {
    const bursts = donationCelebration(50);
    expect(mainBurst(bursts)?.particleCount).toBe(240);
    expect(sideBursts(bursts)).toHaveLength(2);
    expect(starBursts(bursts)).toEqual([expect.objectContaining({ shapes: ["star"], spread: 360 })]);
  });

  it("caps the scale at 2x: a $100 gift fires the same as $50", () => {
    expect(donationCelebration(100)).toEqual(donationCelebration(50));
    expect(mainBurst(donationCelebration(100))?.particleCount).toBe(240);
  });

  it("adds side bursts from $25 and the star burst from $50, not a cent earlier", () => {
    expect(sideBursts(donationCelebration(24.99))).toHaveLength(0);
    expect(sideBursts(donationCelebration(25))).toHaveLength(2);
    expect(starBursts(donationCelebration(49.99))).toHaveLength(0);
    expect(starBursts(donationCelebration(50))).toHaveLength(1);
  });

  it("fires the star burst after the side bursts", () => {
    const bursts = donationCelebration(50);
    const lastSide = Math.max(...sideBursts(bursts).map((b) => b.delayMs));
    expect(starBursts(bursts)[0]?.delayMs).toBeGreaterThan(lastSide);
  });

  it("never fires fewer than 30 particles, so a $1 gift still looks like a celebration", () => {
    expect(mainBurst(donationCelebration(1))?.particleCount).toBe(30);
    expect(mainBurst(donationCelebration(0))?.particleCount).toBe(30);
    expect(mainBurst(donationCelebration(Number.NaN))?.particleCount).toBe(30);
  });

  it("throws the main and side bursts in the whole brand palette", () => {
    const palette = Object.values(BRAND_PALETTE);
    for (const burst of [mainBurst(donationCelebration(25)), ...sideBursts(donationCelebration(25))]) {
      expect(burst?.colors).toEqual(palette);
    }
  });
});

describe("newsletter celebration (SPEC §4 sign-up forms)", () => {
  it("fires one modest burst at once, smaller than the base donation burst", () => {
    const bursts = newsletterCelebration();
    expect(bursts).toHaveLength(1);
    expect(mainBurst(bursts)).toMatchObject({ delayMs: 0, particleCount: 80 });
    expect(mainBurst(bursts)!.particleCount).toBeLessThan(mainBurst(donationCelebration(25))!.particleCount);
    expect(starBursts(bursts)).toHaveLength(0);
    expect(sideBursts(bursts)).toHaveLength(0);
  });

  it("throws the whole brand palette upwards from the middle of the screen", () => {
    const burst = mainBurst(newsletterCelebration());
    expect(burst?.colors).toEqual(Object.values(BRAND_PALETTE));
    expect(burst).toMatchObject({ angle: 90, origin: { x: 0.5 } });
  });
});
