import { describe, expect, test } from "vitest";
import { UpstreamError } from "#server/providers/http/upstream-fetch.ts";
import { YouTubeApiError } from "./youtube-enrichment.ts";
import {
  nextAttemptAfterFailure,
  nextPacificMidnight,
  YOUTUBE_REFRESH_INTERVAL_MS,
} from "./youtube-video-list.ts";

const iso = (time: number) => new Date(time).toISOString();
const at = (text: string) => Date.parse(text);
const MINUTE = 60_000;

describe("YouTube quotas reset at midnight Pacific time", () => {
  test.each([
    ["10:00 PST", "2026-12-01T18:00:00Z", "2026-12-02T08:00:00.000Z"],
    ["10:00 PDT", "2026-07-01T17:00:00Z", "2026-07-02T07:00:00.000Z"],
    ["just after midnight", "2026-07-02T07:00:01Z", "2026-07-03T07:00:00.000Z"],
    ["just before midnight", "2026-12-02T07:59:59Z", "2026-12-02T08:00:00.000Z"],
    [
      "on the night clocks go forward (1:00 PST, 8 March)",
      "2026-03-08T09:00:00Z",
      "2026-03-09T07:00:00.000Z",
    ],
    ["the evening before clocks go forward", "2026-03-08T05:00:00Z", "2026-03-08T08:00:00.000Z"],
    [
      "on the night clocks go back (1:30 PDT, 1 November)",
      "2026-11-01T08:30:00Z",
      "2026-11-02T08:00:00.000Z",
    ],
    ["the evening before clocks go back", "2026-11-01T05:00:00Z", "2026-11-01T07:00:00.000Z"],
  ])("%s: the next reset is at the next local midnight", (_when, now, expected) => {
    expect(iso(nextPacificMidnight(at(now)))).toBe(expected);
  });
});

describe("when YouTube is asked again after a failure", () => {
  const now = at("2026-12-01T18:00:00Z");
  const quota = (reason: string) => new YouTubeApiError(`answered 403 (${reason})`, 403, reason);

  test.each(["quotaExceeded", "dailyLimitExceeded"])(
    "%s: five minutes after the quota resets, however many failures came before",
    (reason) => {
      for (const failures of [1, 2, 7]) {
        expect(iso(nextAttemptAfterFailure(quota(reason), failures, now))).toBe("2026-12-02T08:05:00.000Z");
      }
    },
  );

  test("rateLimitExceeded, a 500 or a timeout: 5 minutes after the first failure, doubling, never later than the hourly refresh", () => {
    for (const error of [
      quota("rateLimitExceeded"),
      new UpstreamError("answered 500", 500),
      new Error("timeout"),
    ]) {
      const delays = [1, 2, 3, 4, 5, 6, 50].map(
        (n) => (nextAttemptAfterFailure(error, n, now) - now) / MINUTE,
      );
      expect(delays).toEqual([5, 10, 20, 40, 60, 60, 60]);
    }
    expect(nextAttemptAfterFailure(new Error("x"), 9, now) - now).toBe(YOUTUBE_REFRESH_INTERVAL_MS);
  });
});
