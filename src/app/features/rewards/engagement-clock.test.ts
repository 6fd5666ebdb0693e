import { describe, expect, test } from "vitest";
import { pauseClock, resumeClock, startClock } from "./engagement-clock.ts";

const minute = 60_000;

describe("minutes on the site (SPEC §4 Rewards persistence)", () => {
  test("less than a whole minute adds nothing", () => {
    expect(pauseClock(startClock(0), 59_999).minutes).toBe(0);
  });

  test("only whole minutes are added: 2 min 40 s adds 2", () => {
    expect(pauseClock(startClock(0), 2 * minute + 40_000).minutes).toBe(2);
  });

  test("the part of a minute left over counts towards the next one", () => {
    const first = pauseClock(startClock(0), 40_000); // 40 s: nothing yet
    expect(first.minutes).toBe(0);
    const second = pauseClock(resumeClock(first.clock, 100_000), 125_000); // 25 s more: 65 s
    expect(second.minutes).toBe(1);
    expect(second.clock.carriedMs).toBe(5_000);
  });

  test("time while the page is hidden is not counted, and a second pause adds nothing", () => {
    const hidden = pauseClock(startClock(0), 3 * minute);
    expect(hidden.minutes).toBe(3);
    expect(pauseClock(hidden.clock, 90 * minute).minutes).toBe(0);
    const back = resumeClock(hidden.clock, 90 * minute);
    expect(pauseClock(back, 91 * minute).minutes).toBe(1);
  });

  test("resuming a running clock changes nothing", () => {
    const clock = startClock(1_000);
    expect(resumeClock(clock, 5_000)).toBe(clock);
  });
});
