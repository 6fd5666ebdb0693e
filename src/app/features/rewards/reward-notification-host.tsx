import { Suspense, useContext } from "react";
import { rewardAnnouncement } from "./reward-notification-rules.ts";
import { RewardsModelContext, useRewardActions } from "#app/lib/rewards-context.ts";
import { lazyWithFallback, RenderNothing } from "#app/components/ui/lazy-with-fallback.tsx";

// The card and its confetti are fetched when a reward is first pending, never on a page's first load.
const RewardNotification = lazyWithFallback(() => import("./reward-notification.tsx"), RenderNothing);

/**
 * SPEC §4 Reward notification: shown while rewards are pending. Screen readers hear the news from
 * a polite live region that is always on the page (a region added with its text is often not
 * read); the card itself does not take focus, so whatever the visitor was doing goes on.
 */
export function RewardNotificationHost() {
  const model = useContext(RewardsModelContext);
  const { dismissNotification } = useRewardActions();
  const rewards = model?.rewards;
  const pending = rewards?.showRewardNotification ? rewards.recentRewards : [];

  return (
    <>
      <div role="status" className="sr-only">
        {rewardAnnouncement(pending)}
      </div>
      {rewards && pending.length > 0 && (
        <Suspense fallback={null}>
          <RewardNotification
            rewards={pending}
            level={rewards.currentLevel}
            totalPoints={rewards.userStats.totalPoints}
            onDismiss={dismissNotification}
          />
        </Suspense>
      )}
    </>
  );
}
