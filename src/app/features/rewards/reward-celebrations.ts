/**
 * The rewards' confetti (SPEC §4, §9): what the reward notification, the level-up and the rewards
 * page's demo fire. Same cannon as every celebration (`celebrations.ts`): loaded on first use, off
 * for visitors who ask for reduced motion, never rejecting.
 */
import type { AchievementTier } from "#shared/achievements.ts";
import { celebrate } from "#app/lib/celebrations.ts";
import {
  levelUpCelebration,
  pointsCelebration,
  rewardNotificationCelebration,
  tierCelebration,
  ultimateComboCelebration,
} from "./tier-celebration-presets.ts";

export const celebrateTier = (tier: AchievementTier) => celebrate(tierCelebration(tier));

export const celebrateLevelUp = (level: number) => celebrate(levelUpCelebration(level));

export const celebratePoints = (points: number) => celebrate(pointsCelebration(points));

export const celebrateRewardNotification = () => celebrate(rewardNotificationCelebration());

/** SPEC §2: platinum, then level-up 10 after 1 s, then points 500 after 2 s. */
export const celebrateUltimateCombo = () => celebrate(ultimateComboCelebration());
