import type { Route } from "./+types/rewards";
import { AchievementCatalogue } from "../components/rewards/achievement-catalogue.tsx";
import { HowRewardsWork } from "../components/rewards/how-rewards-work.tsx";
import { RewardsHero } from "../components/rewards/rewards-hero.tsx";
import { rewardsMeta } from "../content/rewards.ts";
import { pageMeta } from "../lib/meta.ts";
import { paths } from "../../shared/site-paths.ts";

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(matches, { title: rewardsMeta.title, description: rewardsMeta.description, path: paths.rewards });

/** SPEC §2 rewards. The visitor's own progress and the confetti demo arrive with the rewards feature. */
export default function RewardsPage() {
  return (
    <div className="bg-paper">
      <RewardsHero />
      <HowRewardsWork />
      <AchievementCatalogue />
    </div>
  );
}
