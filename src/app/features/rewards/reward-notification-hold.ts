import { useSyncExternalStore } from "react";

/**
 * Moments the visitor should see before a reward notification: while one holds it, a reward that
 * is pending waits, and it shows once the last hold is released. The donation thank-you holds it
 * (SPEC §4): a first gift unlocks First Supporter, and the card over the thank-you would hide it
 * for all of its 6 s. The guided tour holds it while it runs.
 */
const holds = new Set<symbol>();
const listeners = new Set<() => void>();
const notify = () => listeners.forEach((listener) => listener());

/** Holds the notification until the returned release is called. */
export function holdRewardNotification(): () => void {
  const hold = Symbol("reward notification hold");
  holds.add(hold);
  notify();
  return () => {
    if (holds.delete(hold)) notify();
  };
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/** Whether anything holds the notification now. */
export function useRewardNotificationHeld(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => holds.size > 0,
    () => false,
  );
}
