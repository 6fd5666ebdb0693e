import { levelProgressPercent, type RewardsState } from "./rewards-state.ts";

/** What the rewards page's tiles and level bar show (SPEC §2 Rewards progress view). */
export type RewardsSummary = {
  totalPoints: number;
  level: number;
  unlocked: number;
  achievements: number;
  /** Unlocked achievements as a whole percentage of the catalogue. */
  percentComplete: number;
  /** SPEC §4 Levels: the bar's fill is 100 minus the points to the next level. */
  levelProgress: number;
  pointsToNextLevel: number;
};

export function rewardsSummary(state: RewardsState): RewardsSummary {
  const unlocked = state.achievements.filter((achievement) => achievement.unlocked).length;
  const achievements = state.achievements.length;
  return {
    totalPoints: state.userStats.totalPoints,
    level: state.currentLevel,
    unlocked,
    achievements,
    percentComplete: achievements === 0 ? 0 : Math.round((unlocked / achievements) * 100),
    levelProgress: levelProgressPercent(state.userStats.totalPoints),
    pointsToNextLevel: state.pointsToNextLevel,
  };
}
