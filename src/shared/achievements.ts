/**
 * The achievement catalogue of SPEC §3, in the order of its table. Data only: the rewards
 * state (progress, unlock times, points totals) is built on top of it in the browser.
 */

export type AchievementTier = "bronze" | "silver" | "gold" | "platinum";
export type AchievementCategory = "listener" | "supporter" | "explorer" | "community";

/** Name of the lucide-react icon that stands for an achievement once it is unlocked. */
export type AchievementIconName =
  | "Headphones"
  | "Compass"
  | "Crown"
  | "Mail"
  | "HandHeart"
  | "Gem"
  | "Map"
  | "Telescope"
  | "Share2"
  | "Megaphone"
  | "Award";

/**
 * The visitor statistic an achievement counts (SPEC §4 Stat events): pagesVisited counts
 * distinct paths. Every achievement has one, content_promoter included: the spec's recorded
 * defect (it never progressed) is not carried over.
 */
export type AchievementCounter =
  | "episodesListened"
  | "newsletterSignups"
  | "donationsMade"
  | "pagesVisited"
  | "timeSpentMinutes"
  | "socialShares";

export type AchievementDefinition = {
  id: string;
  counter: AchievementCounter;
  name: string;
  description: string;
  icon: AchievementIconName;
  points: number;
  tier: AchievementTier;
  category: AchievementCategory;
  /** The goal: the counter value at which the achievement unlocks. */
  maxProgress: number;
  /** The goal in words (SPEC §3 "Goal" column), for the catalogue. */
  goal: string;
};

/** SPEC §9: a level is 100 points. */
export const POINTS_PER_LEVEL = 100;

export const achievementCategories: readonly AchievementCategory[] = [
  "listener",
  "supporter",
  "explorer",
  "community",
];
export const achievementTiers: readonly AchievementTier[] = ["bronze", "silver", "gold", "platinum"];

export const achievementCatalogue: readonly AchievementDefinition[] = [
  {
    id: "first_listen",
    counter: "episodesListened",
    name: "First Step",
    description: "Play your first episode.",
    icon: "Headphones",
    points: 10,
    tier: "bronze",
    category: "listener",
    maxProgress: 1,
    goal: "1 episode played",
  },
  {
    id: "episode_explorer",
    counter: "episodesListened",
    name: "Episode Explorer",
    description: "Play five episodes.",
    icon: "Compass",
    points: 50,
    tier: "silver",
    category: "listener",
    maxProgress: 5,
    goal: "5 episodes played",
  },
  {
    id: "podcast_devotee",
    counter: "episodesListened",
    name: "Podcast Devotee",
    description: "Play fifteen episodes.",
    icon: "Crown",
    points: 150,
    tier: "gold",
    category: "listener",
    maxProgress: 15,
    goal: "15 episodes played",
  },
  {
    id: "newsletter_subscriber",
    counter: "newsletterSignups",
    name: "Newsletter Insider",
    description: "Join the newsletter.",
    icon: "Mail",
    points: 25,
    tier: "bronze",
    category: "supporter",
    maxProgress: 1,
    goal: "1 sign-up",
  },
  {
    id: "first_supporter",
    counter: "donationsMade",
    name: "First Supporter",
    description: "Make your first donation to the show.",
    icon: "HandHeart",
    points: 100,
    tier: "gold",
    category: "supporter",
    maxProgress: 1,
    goal: "1 donation",
  },
  {
    id: "generous_patron",
    counter: "donationsMade",
    name: "Generous Patron",
    description: "Donate to the show three times.",
    icon: "Gem",
    points: 300,
    tier: "platinum",
    category: "supporter",
    maxProgress: 3,
    goal: "3 donations",
  },
  {
    id: "site_explorer",
    counter: "pagesVisited",
    name: "Site Explorer",
    description: "Visit five different pages of the site.",
    icon: "Map",
    points: 30,
    tier: "bronze",
    category: "explorer",
    maxProgress: 5,
    goal: "5 different pages",
  },
  {
    id: "deep_diver",
    counter: "timeSpentMinutes",
    name: "Deep Diver",
    description: "Spend thirty minutes on the site.",
    icon: "Telescope",
    points: 75,
    tier: "silver",
    category: "explorer",
    maxProgress: 30,
    goal: "30 minutes on the site",
  },
  {
    id: "social_sharer",
    counter: "socialShares",
    name: "Social Sharer",
    description: "Share an episode with your people.",
    icon: "Share2",
    points: 40,
    tier: "silver",
    category: "community",
    maxProgress: 1,
    goal: "1 share",
  },
  {
    id: "content_promoter",
    counter: "socialShares",
    name: "Content Promoter",
    description: "Share episodes three times.",
    icon: "Megaphone",
    points: 120,
    tier: "silver",
    category: "community",
    maxProgress: 3,
    goal: "3 shares",
  },
  {
    id: "brand_ambassador",
    counter: "socialShares",
    name: "Brand Ambassador",
    description: "Share episodes five times.",
    icon: "Award",
    points: 200,
    tier: "gold",
    category: "community",
    maxProgress: 5,
    goal: "5 shares",
  },
];
