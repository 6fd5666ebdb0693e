/** SPEC §9: the tour polls every 100 ms, for up to 5000 ms, for its anchors. */
export const ANCHOR_POLL_MS = 100;
export const ANCHOR_WAIT_MS = 5000;

type WaitOptions = {
  pollMs?: number;
  timeoutMs?: number;
  sleep?: (ms: number) => Promise<void>;
};

const realSleep = (ms: number) => new Promise<void>((resolve) => window.setTimeout(resolve, ms));

/**
 * SPEC §4 Guided tour: checks for the anchors at once and then every `pollMs`, until all are
 * there or `timeoutMs` has passed. Answers the anchors still missing (empty when all were found):
 * the tour then goes ahead either way, and its caller warns about the missing ones (SPEC §8).
 */
export async function waitForAnchors(
  anchors: readonly string[],
  isPresent: (anchor: string) => boolean,
  { pollMs = ANCHOR_POLL_MS, timeoutMs = ANCHOR_WAIT_MS, sleep = realSleep }: WaitOptions = {},
): Promise<string[]> {
  for (let waited = 0; ; waited += pollMs) {
    const missing = anchors.filter((anchor) => !isPresent(anchor));
    if (missing.length === 0 || waited >= timeoutMs) return missing;
    await sleep(pollMs);
  }
}
