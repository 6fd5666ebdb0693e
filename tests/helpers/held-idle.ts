import type { Page } from "@playwright/test";

type IdleHold = { release(): void };

/**
 * The page never goes idle until `release()`: requestIdleCallback keeps its callbacks (timeouts
 * included) and runs them all on release, and any asked for later at once. For checking what waits
 * for an idle page (decision 022) and what happens before. Call before the page loads.
 */
export async function holdIdleCallbacks(page: Page): Promise<{ release: () => Promise<void> }> {
  await page.addInitScript(() => {
    const held = new Map<number, IdleRequestCallback>();
    let released = false;
    let lastHandle = 0;
    const deadline: IdleDeadline = { didTimeout: false, timeRemaining: () => 50 };
    window.requestIdleCallback = (callback) => {
      const handle = ++lastHandle;
      if (released) window.setTimeout(() => callback(deadline), 0);
      else held.set(handle, callback);
      return handle;
    };
    window.cancelIdleCallback = (handle) => void held.delete(handle);
    (window as unknown as { idleHold: IdleHold }).idleHold = {
      release() {
        released = true;
        for (const callback of held.values()) callback(deadline);
        held.clear();
      },
    };
  });
  return {
    release: () => page.evaluate(() => (window as unknown as { idleHold: IdleHold }).idleHold.release()),
  };
}
