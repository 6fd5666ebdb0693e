import { describe, expect, test } from "vitest";
import { notificationAutoCloseMs, rewardAnnouncement } from "./reward-notification-rules.ts";

describe("reward notification (SPEC §4, §9)", () => {
  test("closes by itself after 8 s for up to three rewards", () => {
    expect([1, 2, 3].map(notificationAutoCloseMs)).toEqual([8000, 8000, 8000]);
  });

  test("with more rewards it stays until the last has shown for 2 s (shown at 9 s, closes at 11 s)", () => {
    expect(notificationAutoCloseMs(4)).toBe(11_000);
    expect(notificationAutoCloseMs(5)).toBe(14_000);
  });

  test("announces one reward by name and points, several with their count", () => {
    expect(rewardAnnouncement([{ name: "First Step", points: 10 }])).toBe(
      "Achievement unlocked: First Step, 10 points.",
    );
    expect(
      rewardAnnouncement([
        { name: "Social Sharer", points: 40 },
        { name: "Site Explorer", points: 30 },
      ]),
    ).toBe("2 achievements unlocked: Social Sharer, 40 points; Site Explorer, 30 points.");
    expect(rewardAnnouncement([])).toBe("");
  });
});
