import { useCallback, useEffect, useMemo, useRef, useState, type ReactNode } from "react";
import { useLocation } from "react-router";
import type { StatEvent } from "#shared/rewards/rewards-state.ts";
import { whenIdle } from "#app/lib/when-idle.ts";
import { pauseClock, resumeClock, startClock } from "./engagement-clock.ts";
import {
  REWARDS_STORAGE_KEY,
  RewardActionsContext,
  RewardsModelContext,
  showsNotFound,
  type RewardActions,
} from "#app/lib/rewards-context.ts";
import type { RewardsAction, RewardsModel } from "./rewards-engine.ts";

type Engine = typeof import("./rewards-engine.ts");

/** SPEC §4 Levels: the level-up celebration fires about 0.5 s after the level rises. */
const LEVEL_UP_CELEBRATION_DELAY_MS = 500;

function readSaved(): string | null {
  try {
    return window.localStorage.getItem(REWARDS_STORAGE_KEY);
  } catch {
    return null; // storage blocked: progress lasts for this page only
  }
}

function writeSaved(value: string) {
  try {
    window.localStorage.setItem(REWARDS_STORAGE_KEY, value);
  } catch (error) {
    console.warn("Rewards progress could not be saved", error);
  }
}

/**
 * The visitor's rewards, all in this browser (SPEC §4 Rewards persistence): the saved progress is
 * loaded after hydration (the server and the first render show a fresh visitor, so nothing
 * mismatches), every change is saved under `podcast-rewards`, each path visited counts, and whole
 * minutes on the site are added when the page is hidden or left and when the provider unmounts.
 * The rules arrive with `rewards-engine.ts` once the page is idle after hydration (decision 022);
 * events reported before that wait for them, and count then.
 */
export function RewardsProvider({ children }: { children: ReactNode }) {
  const { pathname } = useLocation();
  const [model, setModel] = useState<RewardsModel | null>(null);
  const engine = useRef<Engine | null>(null);
  const waiting = useRef<RewardsAction[]>([]);
  /** The newest model, for handlers that run outside a render (page hide). */
  const latest = useRef<RewardsModel | null>(null);
  /** What storage holds, so unchanged progress is not written again. */
  const stored = useRef<string | null>(null);

  const send = useCallback((action: RewardsAction) => {
    const rules = engine.current;
    if (!rules) waiting.current.push(action);
    else setModel((current) => current && rules.rewardsReducer(current, action));
  }, []);

  useEffect(() => {
    let cancelled = false;
    const cancelIdle = whenIdle(() =>
      import("./rewards-engine.ts").then(
        (rules) => {
          if (cancelled) return;
          const saved = readSaved();
          const { model: start, corrupt } = rules.startRewards(saved, waiting.current);
          if (corrupt)
            console.warn(`Saved rewards progress (${REWARDS_STORAGE_KEY}) could not be read and was ignored`);
          engine.current = rules;
          waiting.current = [];
          stored.current = saved;
          setModel(start);
        },
        (error: unknown) => console.warn("Rewards could not be started", error),
      ),
    );
    return () => {
      cancelled = true;
      cancelIdle();
    };
  }, []);

  useEffect(() => {
    latest.current = model;
    if (!model || !engine.current) return;
    const value = engine.current.rewardsToSave(model, stored.current);
    if (value === null) return;
    writeSaved(value);
    stored.current = value;
  }, [model]);

  // SPEC §4: the current path counts as visited on start and on each navigation, unless the page
  // turned out not to exist (the page's effects have run by now, its markup is in place).
  useEffect(() => {
    if (!showsNotFound())
      send({ type: "track", events: [{ type: "page-visited", path: pathname }], now: new Date() });
  }, [pathname, send]);

  useEffect(() => {
    let clock = startClock(Date.now());
    const pause = () => {
      const result = pauseClock(clock, Date.now());
      clock = result.clock;
      if (result.minutes < 1) return;
      const action: RewardsAction = {
        type: "track",
        events: [{ type: "time-spent", minutes: result.minutes }],
        now: new Date(),
      };
      // The page may be going away before React renders again: save now.
      const rules = engine.current;
      if (rules && latest.current) {
        latest.current = rules.rewardsReducer(latest.current, action);
        stored.current = rules.serializeRewards(latest.current.rewards);
        writeSaved(stored.current);
      }
      send(action);
    };
    const resume = () => {
      clock = resumeClock(clock, Date.now());
    };
    const onVisibilityChange = () => (document.visibilityState === "hidden" ? pause() : resume());
    window.addEventListener("pagehide", pause);
    window.addEventListener("pageshow", resume);
    document.addEventListener("visibilitychange", onVisibilityChange);
    return () => {
      window.removeEventListener("pagehide", pause);
      window.removeEventListener("pageshow", resume);
      document.removeEventListener("visibilitychange", onVisibilityChange);
      pause();
    };
  }, [send]);

  // Another tab saved progress: take it over, so the two tabs do not overwrite each other.
  useEffect(() => {
    const onStorage = (event: StorageEvent) => {
      const rules = engine.current;
      if (event.key !== REWARDS_STORAGE_KEY || !rules || event.newValue === null) return;
      const saved = rules.parseSavedRewards(event.newValue);
      if (!saved) return;
      stored.current = event.newValue;
      send({ type: "sync", saved });
    };
    window.addEventListener("storage", onStorage);
    return () => window.removeEventListener("storage", onStorage);
  }, [send]);

  const levelUp = model?.levelUp;
  useEffect(() => {
    if (!levelUp) return;
    const timer = window.setTimeout(() => {
      import("./reward-celebrations.ts").then(
        ({ celebrateLevelUp }) => celebrateLevelUp(levelUp.level),
        (error: unknown) => console.warn("The level-up celebration could not be loaded", error),
      );
    }, LEVEL_UP_CELEBRATION_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [levelUp]);

  const actions = useMemo<RewardActions>(() => {
    const track = (event: StatEvent) => () => send({ type: "track", events: [event], now: new Date() });
    return {
      trackEpisodeListened: track({ type: "episode-listened" }),
      trackNewsletterSignup: track({ type: "newsletter-signup" }),
      trackDonation: track({ type: "donation-made" }),
      trackSocialShare: () => send({ type: "share", now: new Date() }),
      dismissNotification: () => send({ type: "dismiss" }),
    };
  }, [send]);

  return (
    <RewardActionsContext.Provider value={actions}>
      <RewardsModelContext.Provider value={model}>{children}</RewardsModelContext.Provider>
    </RewardActionsContext.Provider>
  );
}
