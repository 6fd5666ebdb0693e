import { describe, expect, test } from "vitest";
import { ANCHOR_POLL_MS, ANCHOR_WAIT_MS, waitForAnchors } from "./wait-for-anchors.ts";

/** A clock the waiting runs on: sleeping moves it on at once. */
function fakeTime() {
  const clock = { now: 0, naps: [] as number[] };
  const sleep = async (ms: number) => {
    clock.naps.push(ms);
    clock.now += ms;
  };
  return { clock, sleep };
}

describe("waiting for the tour's anchors (SPEC §4, §9: every 100 ms for up to 5000 ms)", () => {
  test("anchors already there: no waiting at all", async () => {
    const { clock, sleep } = fakeTime();
    expect(await waitForAnchors(["#hero", "#grid"], () => true, { sleep })).toEqual([]);
    expect(clock.naps).toEqual([]);
  });

  test("polls every 100 ms and goes on as soon as the last anchor appears", async () => {
    const { clock, sleep } = fakeTime();
    const appearsAt: Record<string, number> = { "#hero": 200, "#grid": 700 };
    const missing = await waitForAnchors(["#hero", "#grid"], (anchor) => clock.now >= appearsAt[anchor]!, {
      sleep,
    });
    expect(missing).toEqual([]);
    expect(clock.now).toBe(700);
    expect(new Set(clock.naps)).toEqual(new Set([ANCHOR_POLL_MS]));
  });

  test("gives up after 5000 ms and answers what is still missing", async () => {
    const { clock, sleep } = fakeTime();
    const missing = await waitForAnchors(["#hero", "#grid"], (anchor) => anchor === "#hero", { sleep });
    expect(missing).toEqual(["#grid"]);
    expect(clock.now).toBe(ANCHOR_WAIT_MS);
    expect(clock.naps).toHaveLength(ANCHOR_WAIT_MS / ANCHOR_POLL_MS);
  });
});
