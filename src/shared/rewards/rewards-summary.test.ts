import { describe, expect, test } from "vitest";
import { applyStatEvent, initialRewardsState, type RewardsState, type StatEvent } from "./rewards-state.ts";
import { rewardsSummary } from "./rewards-summary.ts";

const now = new Date("2026-11-22T12:00:00Z");
const run = (events: StatEvent[]): RewardsState =>
  events.reduce((state, event) => applyStatEvent(state, event, now).state, initialRewardsState());

describe("rewards page summary (SPEC §2 Rewards, §4 Levels)", () => {
  test("a fresh visitor: 0 points, level 1, 0 of 11, 0% and an empty bar", () => {
    expect(rewardsSummary(initialRewardsState())).toEqual({
      totalPoints: 0,
      level: 1,
      unlocked: 0,
      achievements: 11,
      percentComplete: 0,
      levelProgress: 0,
      pointsToNextLevel: 100,
    });
  });

  test("after a play and a share: 10 + 40 + 25 = 75 points, 2 of 11 (18%), the bar at 75", () => {
    const state = run([
      { type: "episode-listened" },
      { type: "social-share" },
      { type: "points-awarded", points: 25 },
    ]);
    expect(rewardsSummary(state)).toMatchObject({
      totalPoints: 75,
      level: 1,
      unlocked: 2,
      percentComplete: 18,
      levelProgress: 75,
      pointsToNextLevel: 25,
    });
  });

  test("past a level boundary the bar starts again: 110 points is level 2 at 10", () => {
    const state = run([{ type: "donation-made" }, { type: "episode-listened" }]);
    expect(rewardsSummary(state)).toMatchObject({
      totalPoints: 110,
      level: 2,
      levelProgress: 10,
      pointsToNextLevel: 90,
    });
  });
});
