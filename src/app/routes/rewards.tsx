import type { Route } from "./+types/rewards";
import { AchievementGroups } from "../components/rewards/achievement-groups.tsx";
import { CelebrationDemo } from "../components/rewards/celebration-demo.tsx";
import { HowRewardsWork } from "../components/rewards/how-rewards-work.tsx";
import { ProgressOverview } from "../components/rewards/progress-overview.tsx";
import { RewardsHero } from "../components/rewards/rewards-hero.tsx";
import { useRewards } from "../components/rewards/use-rewards.ts";
import { TourAgainCard } from "../components/tour/tour-again-card.tsx";
import { rewardsMeta } from "../content/rewards.ts";
import { pageMeta } from "../lib/meta.ts";
import { paths } from "../../shared/site-paths.ts";

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
