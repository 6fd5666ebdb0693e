import { Branch as DismissableLayerBranch } from "@radix-ui/react-dismissable-layer";
import { FocusScope } from "@radix-ui/react-focus-scope";
import { ArrowRight, Sparkles, X } from "#app/components/ui/icons.tsx";
import { useCallback, useEffect, useLayoutEffect, useRef, useState } from "react";
import { createPortal } from "react-dom";
import { Link } from "react-router";
import type { Achievement } from "#shared/rewards/rewards-state.ts";
import { paths } from "#shared/site-paths.ts";
import { notificationCopy } from "#app/content/rewards.ts";
import { useHoverFocusHold } from "#app/hooks/use-hover-focus-hold.ts";
import { celebrateRewardNotification, celebrateTier } from "./reward-celebrations.ts";
import { AchievementIcon } from "./achievement-icon.tsx";
import {
  NOTIFICATION_CONFETTI_DELAY_MS,
  NOTIFICATION_STEP_MS,
  notificationAutoCloseMs,
} from "./reward-notification-rules.ts";
import { useRewardNotificationHeld } from "./reward-notification-hold.ts";
import { TierBadge } from "./tier-badge.tsx";
import { tierMedallionClass } from "./tier-style.ts";

type RewardNotificationProps = {
  /** The rewards unlocked since the last dismissal, oldest first. */
  rewards: Achievement[];
  level: number;
  totalPoints: number;
  onDismiss: () => void;
};

/**
 * SPEC §4 Reward notification: the first reward's tier confetti 200 ms after it shows; several
 * rewards advance every 3 s (each next one with the 50-piece notification confetti) under
 * 'n of m achievements' dots; it closes by itself after 8 s, or on the backdrop, the close button
 * or Escape. The 8 s stand still while the pointer is over the card or focus is inside it, so its
 * link can be reached; the time left runs on once both have left. Not a modal: it takes no focus
 * and hides nothing from assistive technology (the host's live region reads the news). But its
 * backdrop covers the page, so Tab goes into the card, not to the controls beneath, and stays in it
 * until the card closes; that holds over an open dialog too (a share unlocks Social Sharer inside
 * the share dialog), whose focus trap the card's scope pauses while it shows. Closing the card from
 * inside it puts focus back where it was when the card showed. Loaded when the first reward is pending.
 */
export default function RewardNotification(props: RewardNotificationProps) {
  // Shown, and timed, only once nothing holds it (reward-notification-hold.ts).
  return useRewardNotificationHeld() ? null : <RewardCard {...props} />;
}

function RewardCard({ rewards, level, totalPoints, onDismiss }: RewardNotificationProps) {
  const [index, setIndex] = useState(0);
  const count = rewards.length;
  const reward = rewards[Math.min(index, count - 1)]!;
  const firstTier = rewards[0]!.tier;

  useEffect(() => {
    const timer = window.setTimeout(() => void celebrateTier(firstTier), NOTIFICATION_CONFETTI_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [firstTier]);

  useEffect(() => {
    if (index >= count - 1) return;
    const timer = window.setTimeout(() => {
      setIndex(index + 1);
      void celebrateRewardNotification();
    }, NOTIFICATION_STEP_MS);
    return () => window.clearTimeout(timer);
  }, [index, count]);

  const { held, holdHandlers } = useHoverFocusHold<HTMLElement>();
  // The close timer's time left. Restarts when another reward arrives while the notification is
  // open: the newcomer gets its time.
  const timeLeft = useRef(notificationAutoCloseMs(count));
  useEffect(() => {
    timeLeft.current = notificationAutoCloseMs(count);
  }, [count]);
  useEffect(() => {
    if (held) return;
    const startedAt = Date.now();
    const timer = window.setTimeout(onDismiss, timeLeft.current);
    return () => {
      window.clearTimeout(timer);
      timeLeft.current -= Date.now() - startedAt;
    };
  }, [count, held, onDismiss]);

  // Closed from inside (its button, Escape), focus goes back to where it was when the card showed;
  // closed otherwise, focus stays where the visitor has put it.
  const card = useRef<HTMLElement>(null);
  const focusWasInside = useRef(false);
  const dismissHere = useCallback(() => {
    focusWasInside.current = card.current?.contains(document.activeElement) ?? false;
    onDismiss();
  }, [onDismiss]);

  // The notification is the top layer: Escape closes it alone, before an open dialog beneath it
  // (whose own Escape handler listens on the document) can see the key, and Tab from beneath its
  // backdrop goes into it. Listening from before the first paint: a key pressed as soon as the card
  // shows must not reach the dialog instead.
  useLayoutEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === "Tab") {
        tabIntoCard(event);
        return;
      }
      if (event.key !== "Escape") return;
      event.stopPropagation();
      dismissHere();
    };
    const tabIntoCard = (event: KeyboardEvent) => {
      if (!card.current || card.current.contains(document.activeElement)) return;
      const controls = card.current.querySelectorAll<HTMLElement>("a[href], button");
      const target = event.shiftKey ? controls[controls.length - 1] : controls[0];
      if (!target) return;
      event.preventDefault();
      event.stopPropagation();
      target.focus();
    };
    window.addEventListener("keydown", onKeyDown, { capture: true });
    return () => window.removeEventListener("keydown", onKeyDown, { capture: true });
  }, [dismissHere]);

  return createPortal(
    // Above the header and dialogs (z-50), below the confetti canvas (z-100) and the tour. A branch
    // of any open dialog's layer: closing the notification leaves the dialog beneath it open.
    <DismissableLayerBranch className="fixed inset-0 z-[60] flex items-center justify-center p-4 pointer-events-auto">
      {/* A pointer convenience: keyboard users have Escape and the close button. */}
      <div
        role="presentation"
        data-testid="reward-notification-backdrop"
        onClick={onDismiss}
        className="absolute inset-0 bg-ink/50 backdrop-blur-[2px] transition-opacity duration-300 starting:opacity-0 motion-reduce:transition-none"
      />
      <FocusScope
        asChild
        trapped
        loop
        onMountAutoFocus={(event) => event.preventDefault()}
        onUnmountAutoFocus={(event) => {
          if (!focusWasInside.current) event.preventDefault();
        }}
      >
        <section
          ref={card}
          aria-label={notificationCopy.region}
          data-auto-close={held ? "paused" : "running"}
          {...holdHandlers}
          // The scope would make the card itself focusable, so a click on its text would hold it open.
          tabIndex={undefined}
          className="relative w-full max-w-sm overflow-hidden rounded-3xl bg-white text-center shadow-2xl ring-1 ring-brand-gold/40 transition duration-300 ease-out starting:translate-y-4 starting:scale-95 starting:opacity-0 motion-reduce:transition-none"
        >
          <div className="bg-gradient-to-br from-brand-blue to-brand-blue-dark px-6 pt-6 pb-14 text-white">
            {/* The icon is part of the line, so on a narrow phone it wraps with the words. */}
            <p className="px-8 text-xs font-semibold tracking-[0.12em] text-balance text-brand-gold-light uppercase sm:text-sm sm:tracking-[0.14em]">
              <Sparkles aria-hidden="true" className="mr-2 inline size-4 align-[-0.2em]" />
              {notificationCopy.eyebrow}
            </p>
            <button
              type="button"
              aria-label={notificationCopy.close}
              onClick={dismissHere}
              className="absolute top-3 right-3 flex size-9 items-center justify-center rounded-full text-blue-100 transition-colors hover:bg-white/15 hover:text-white"
            >
              <X aria-hidden="true" className="size-5" />
            </button>
          </div>

          <div
            key={reward.id}
            className="px-6 pb-6 transition-opacity duration-300 starting:opacity-0 motion-reduce:transition-none"
          >
            <span
              className={`mx-auto -mt-11 flex size-20 items-center justify-center rounded-full bg-gradient-to-br shadow-lg ring-4 ring-white ${tierMedallionClass[reward.tier]}`}
            >
              <AchievementIcon name={reward.icon} className="size-9" />
            </span>
            <h2 className="mt-4 text-2xl leading-tight font-bold text-ink">{reward.name}</h2>
            <p className="mt-2 text-slate-700">{reward.description}</p>
            <div className="mt-4 flex items-center justify-center gap-2">
              <TierBadge tier={reward.tier} />
              <span className="inline-flex items-center rounded-full bg-brand-blue px-2.5 py-0.5 text-xs font-bold text-white">
                +{reward.points} pts
              </span>
            </div>
          </div>

          {count > 1 && (
            <div className="-mt-2 flex flex-col items-center gap-2 px-6 pb-5">
              <span aria-hidden="true" className="flex gap-1.5">
                {rewards.map((item, position) => (
                  <span
                    key={item.id}
                    className={`h-2 rounded-full transition-all duration-300 motion-reduce:transition-none ${
                      position === index ? "w-6 bg-brand-gold" : "w-2 bg-slate-300"
                    }`}
                  />
                ))}
              </span>
              <p className="text-sm font-medium text-slate-600">
                {notificationCopy.progress(index + 1, count)}
              </p>
            </div>
          )}

          <div className="flex flex-wrap items-center justify-between gap-x-4 gap-y-2 border-t border-slate-100 bg-paper px-6 py-4 text-sm">
            <span className="font-semibold text-slate-700">
              {notificationCopy.standing(level, totalPoints)}
            </span>
            <Link
              to={paths.rewards}
              onClick={onDismiss}
              className="inline-flex items-center gap-1 font-semibold text-brand-blue underline-offset-4 hover:underline"
            >
              {notificationCopy.seeAll}
              <ArrowRight aria-hidden="true" className="size-4" />
            </Link>
          </div>
        </section>
      </FocusScope>
    </DismissableLayerBranch>,
    document.body,
  );
}
