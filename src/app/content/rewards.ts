/** Copy of the rewards page (SPEC §2 "Rewards"): how points, levels and achievements work. */
import type { AchievementCategory, AchievementTier } from "#shared/achievements.ts";
import { brand } from "#shared/content/brand.ts";

export const rewardsMeta = {
  title: "Rewards",
  description: `Earn points, levels and achievements as you listen, sign up, donate, explore and share ${brand.showName}. Your progress stays in your browser.`,
};

export const rewardsHero = {
  eyebrow: "Rewards",
  heading: "Your Rewards Journey",
  intro: `Every step you take with ${brand.shortName} counts. Listening to episodes, signing up for the newsletter, donating, exploring the site and sharing with friends all earn points, raise your level and unlock achievements.`,
  privacy: "No account needed: your progress is stored only in this browser, never on our servers.",
};

export type EarnIcon = "listen" | "signup" | "donate" | "explore" | "share";

export const howItWorks = {
  heading: "How It Works",
  intro: "Points add up as you go. Each achievement you unlock adds its points to your total.",
  ways: [
    { icon: "listen", title: "Listen", text: "Play episodes to unlock the listener achievements." },
    { icon: "signup", title: "Sign up", text: "Join the newsletter and become an insider." },
    { icon: "donate", title: "Donate", text: "Support the show and earn the biggest rewards." },
    { icon: "explore", title: "Explore", text: "Visit different pages and spend time on the site." },
    { icon: "share", title: "Share", text: "Pass episodes on to people who need them." },
  ] satisfies { icon: EarnIcon; title: string; text: string }[],
  levelTitle: "Levels",
  levelText: "Every 100 points takes you to the next level. You start at level 1 and there is no ceiling.",
  tierTitle: "Tiers",
  tierText: "Achievements come in four tiers, each with its own celebration.",
};

export const catalogue = {
  heading: "Your Achievements",
  intro:
    "Eleven achievements in four groups: what each one asks of you, what it is worth and how close you are.",
  goalLabel: "Goal",
  groupCount: (unlocked: number, total: number) => `${unlocked} of ${total} unlocked`,
};

export const categoryCopy: Record<AchievementCategory, { title: string; text: string }> = {
  listener: { title: "Listener", text: "For showing up, episode after episode." },
  supporter: { title: "Supporter", text: "For backing the show and joining the list." },
  explorer: { title: "Explorer", text: "For finding your way around the site." },
  community: { title: "Community", text: "For spreading the conversation." },
};

export const tierLabels: Record<AchievementTier, string> = {
  bronze: "Bronze",
  silver: "Silver",
  gold: "Gold",
  platinum: "Platinum",
};

/** SPEC §4 Reward notification. */
export const notificationCopy = {
  region: "Achievement unlocked",
  eyebrow: "Achievement unlocked",
  close: "Close achievement notice",
  progress: (shown: number, total: number) => `${shown} of ${total} achievements`,
  standing: (level: number, points: number) => `Level ${level} · ${points} points`,
  seeAll: "See your rewards",
};

/** SPEC §2 Rewards progress view. */
export const progressCopy = {
  heading: "Your Progress",
  intro: "Everything you have earned so far. It updates as you listen, share and explore.",
  /** Until this browser's saved progress is read (after the page's script has run). */
  loading: "Loading your progress…",
  needsScript:
    "Your points and achievements are kept in this browser. Turn on JavaScript to see them and to keep earning.",
  tiles: {
    points: "Total Points",
    level: "Current Level",
    achievements: "Achievements Unlocked",
    complete: "Percent Complete",
  },
  levelHeading: "Level Progress",
  levelBadge: "Level",
  levelName: (level: number) => `Level ${level}`,
  levelPoints: (points: number) => `${points}/100 points`,
  levelText: (points: number, nextLevel: number) =>
    `${points} more ${points === 1 ? "point" : "points"} to reach level ${nextLevel}`,
  journeyHeading: "Journey Stats",
  journey: {
    episodes: "Episodes listened",
    pages: "Pages visited",
    donations: "Donations made",
    minutes: "Minutes engaged",
  },
};

export const achievementCardCopy = {
  locked: "Locked",
  progressLabel: (name: string) => `${name} progress`,
  unlockedOn: "Unlocked",
  worth: (points: number) => `Worth ${points} pts`,
};

/** SPEC §2 Rewards: the confetti demo card. */
export const celebrationDemo = {
  heading: "Try the Celebrations",
  intro: "Every achievement ends in confetti. Preview each celebration here.",
  reducedMotion:
    "Your device asks for reduced motion, so confetti stays switched off. Your rewards still count.",
  buttons: {
    newsletter: "Newsletter",
    reward: "Reward",
    levelUp: "Level Up",
    points: "Points",
    combo: "Ultimate Celebration Combo",
  },
};
