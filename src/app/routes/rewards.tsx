import type { Route } from "./+types/rewards";
import {
  AchievementGroups,
  CelebrationDemo,
  HowRewardsWork,
  ProgressOverview,
  RewardsHero,
  useRewards,
} from "#app/features/rewards/index.ts";
import { TourAgainCard } from "#app/features/tour/index.ts";
import { rewardsMeta } from "#app/content/rewards.ts";
import { pageMeta } from "#app/lib/meta.ts";
import { paths } from "#shared/site-paths.ts";

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(matches, { title: rewardsMeta.title, description: rewardsMeta.description, path: paths.rewards });

/**
 * SPEC §2 Rewards: the visitor's progress, the achievements with their progress, how rewards work,
 * the confetti demo and the tour's reset. The progress lives in the browser (SPEC §4 Rewards
 * persistence): until the page has hydrated and read it, its numbers and the achievements' states
 * are held back (`pendingValue`), so a returning visitor never sees a fresh visitor's zeros first.
 */
export default function RewardsPage() {
  const { state, ready } = useRewards();
  return (
    <div className="bg-paper">
      <RewardsHero />
      <ProgressOverview state={state} pending={!ready} />
      <AchievementGroups achievements={state.achievements} pending={!ready} />
      <HowRewardsWork />
      <div className="px-5 py-20 sm:px-8">
        <div className="mx-auto grid max-w-6xl gap-6 lg:grid-cols-5">
          <CelebrationDemo level={state.currentLevel} />
          <TourAgainCard />
        </div>
      </div>
    </div>
  );
}
