import { describe, expect, test } from "vitest";
import {
  type HistoryEntry,
  historyStats,
  parseStoredHistory,
  recordListen,
  recordProgress,
  removeFromHistory,
  resumePosition,
  streakDays,
} from "./history.ts";

const NOW = new Date("2025-06-15T12:00:00.000Z");
const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;

function historyEntry(overrides: Partial<HistoryEntry> = {}): HistoryEntry {
  return {
    id: "ep-1",
    name: "Episode 1: Start",
    thumbnail: "https://img.example/1.jpg",
    listenedAt: NOW.toISOString(),
    category: "Growth",
    ...overrides,
  };
}

/** An entry listened to `ms` milliseconds before NOW. */
function listenedAgo(ms: number, overrides: Partial<HistoryEntry> = {}): HistoryEntry {
  return historyEntry({ listenedAt: new Date(NOW.getTime() - ms).toISOString(), ...overrides });
}

function entriesWithIds(count: number): HistoryEntry[] {
  return Array.from({ length: count }, (_, index) =>
    listenedAgo(index * HOUR_MS, { id: `ep-${index}`, name: `Episode ${index}` }),
  );
}

describe("recordListen (SPEC §4 History)", () => {
  test("adds the episode at the top with the time of listening", () => {
    const older = listenedAgo(DAY_MS, { id: "old" });
    const later = new Date("2025-06-16T08:30:00.000Z");
    const { listenedAt: _ignored, ...listen } = historyEntry({ id: "new", name: "Episode 2" });
    const history = recordListen([older], listen, later);
    expect(history.map((entry) => entry.id)).toEqual(["new", "old"]);
    expect(history[0]?.listenedAt).toBe("2025-06-16T08:30:00.000Z");
  });

  test("replaying an entry moves it to the top with the new time, without a duplicate", () => {
    const history = [
      listenedAgo(0, { id: "a" }),
      listenedAgo(HOUR_MS, { id: "b" }),
      listenedAgo(DAY_MS, { id: "c" }),
    ];
    const replayedAt = new Date(NOW.getTime() + HOUR_MS);
    const after = recordListen(
      history,
      { id: "c", name: "C", thumbnail: null, category: "Purpose" },
      replayedAt,
    );
    expect(after.map((entry) => entry.id)).toEqual(["c", "a", "b"]);
    expect(after[0]).toEqual({
      id: "c",
      name: "C",
      thumbnail: null,
      category: "Purpose",
      listenedAt: replayedAt.toISOString(),
    });
  });

  test("keeps at most 20 entries, dropping the oldest (SPEC §9)", () => {
    const full = entriesWithIds(20);
    const after = recordListen(full, { id: "newest", name: "N", thumbnail: null, category: "Growth" }, NOW);
    expect(after).toHaveLength(20);
    expect(after[0]?.id).toBe("newest");
    expect(after.map((entry) => entry.id)).not.toContain("ep-19");
  });

  test("replaying an episode in a full history drops nothing", () => {
    const full = entriesWithIds(20);
    const after = recordListen(
      full,
      { id: "ep-19", name: "Episode 19", thumbnail: null, category: "Growth" },
      NOW,
    );
    expect(after).toHaveLength(20);
    expect(new Set(after.map((entry) => entry.id))).toEqual(new Set(full.map((entry) => entry.id)));
  });

  test("leaves the given history unchanged", () => {
    const history = [historyEntry({ id: "a" })];
    recordListen(history, { id: "b", name: "B", thumbnail: null, category: "Growth" }, NOW);
    expect(history.map((entry) => entry.id)).toEqual(["a"]);
  });
});

describe("removeFromHistory (SPEC §2 History tab: entries can be removed one by one)", () => {
  test("removes only the entry with that id", () => {
    const history = [historyEntry({ id: "a" }), historyEntry({ id: "b" }), historyEntry({ id: "c" })];
    expect(removeFromHistory(history, "b").map((entry) => entry.id)).toEqual(["a", "c"]);
  });

  test("an unknown id changes nothing", () => {
    const history = [historyEntry({ id: "a" })];
    expect(removeFromHistory(history, "zzz")).toEqual(history);
  });
});

describe("parseStoredHistory (SPEC §3 podcastHistory)", () => {
  test("reads back what was stored", () => {
    const history = recordListen([], { id: "a", name: "A", thumbnail: "t.jpg", category: "Wellness" }, NOW);
    expect(parseStoredHistory(JSON.stringify(history))).toEqual(history);
  });

  test("nothing stored gives an empty history", () => {
    expect(parseStoredHistory(null)).toEqual([]);
    expect(parseStoredHistory("")).toEqual([]);
  });

  test("corrupt storage gives an empty history instead of throwing", () => {
    expect(parseStoredHistory("{not json")).toEqual([]);
    expect(parseStoredHistory("null")).toEqual([]);
    expect(parseStoredHistory('{"id":"a"}')).toEqual([]);
    expect(parseStoredHistory('"a string"')).toEqual([]);
    expect(parseStoredHistory("42")).toEqual([]);
  });

  test("drops invalid entries and keeps the valid ones in order", () => {
    const valid = historyEntry({ id: "ok" });
    const stored = [
      { ...valid, id: "" },
      valid,
      { ...valid, id: "bad-date", listenedAt: "yesterday" },
      { ...valid, id: "no-name", name: undefined },
      { ...valid, id: "number-category", category: 3 },
      null,
      "ep-9",
      historyEntry({ id: "ok-2" }),
    ];
    expect(parseStoredHistory(JSON.stringify(stored)).map((entry) => entry.id)).toEqual(["ok", "ok-2"]);
  });

  test("a repeated id keeps only its first (newest) entry", () => {
    const stored = [
      listenedAgo(0, { id: "a", name: "First" }),
      listenedAgo(DAY_MS, { id: "a", name: "Second" }),
    ];
    expect(parseStoredHistory(JSON.stringify(stored))).toEqual([stored[0]]);
  });

  test("an entry without a thumbnail reads as thumbnail null, and unknown fields are dropped", () => {
    const { thumbnail: _thumbnail, ...withoutThumbnail } = historyEntry();
    const parsed = parseStoredHistory(JSON.stringify([{ ...withoutThumbnail, extra: "x" }]));
    expect(parsed).toEqual([{ ...withoutThumbnail, thumbnail: null }]);
  });

  test("accepts an ISO time with an offset", () => {
    const stored = [historyEntry({ listenedAt: "2025-06-15T14:00:00+02:00" })];
    expect(parseStoredHistory(JSON.stringify(stored))).toHaveLength(1);
  });
});

describe("streakDays (SPEC §9: entries whose age in whole days does not exceed the running count)", () => {
  test("an empty history has a streak of 0", () => {
    expect(streakDays([], NOW)).toBe(0);
  });

  test("one listen under a day old gives a streak of 1", () => {
    expect(streakDays([listenedAgo(DAY_MS - 1)], NOW)).toBe(1);
  });

  test("a newest listen a whole day old gives a streak of 0", () => {
    expect(streakDays([listenedAgo(DAY_MS)], NOW)).toBe(0);
  });

  test("listens today, yesterday and the day before give a streak of 3", () => {
    const history = [
      listenedAgo(HOUR_MS, { id: "a" }),
      listenedAgo(DAY_MS + HOUR_MS, { id: "b" }),
      listenedAgo(2 * DAY_MS + HOUR_MS, { id: "c" }),
    ];
    expect(streakDays(history, NOW)).toBe(3);
  });

  test("a gap stops the count, and older listens after it do not count", () => {
    const history = [
      listenedAgo(HOUR_MS, { id: "a" }),
      listenedAgo(DAY_MS + HOUR_MS, { id: "b" }),
      listenedAgo(5 * DAY_MS, { id: "gap" }),
      listenedAgo(5 * DAY_MS + HOUR_MS, { id: "d" }),
    ];
    expect(streakDays(history, NOW)).toBe(2);
  });

  test("counts entries, not calendar days: three listens today give 3", () => {
    const history = [
      listenedAgo(0, { id: "a" }),
      listenedAgo(HOUR_MS, { id: "b" }),
      listenedAgo(2 * HOUR_MS, { id: "c" }),
    ];
    expect(streakDays(history, NOW)).toBe(3);
  });

  test("a later entry may be up to the running count of days old", () => {
    // Ages 0, 0, 2: the third entry is 2 days old and the running count is 2, so it counts.
    const history = [
      listenedAgo(0, { id: "a" }),
      listenedAgo(HOUR_MS, { id: "b" }),
      listenedAgo(2 * DAY_MS + HOUR_MS, { id: "c" }),
    ];
    expect(streakDays(history, NOW)).toBe(3);
  });

  test("sorts the entries newest first before counting", () => {
    const history = [
      listenedAgo(2 * DAY_MS + HOUR_MS, { id: "c" }),
      listenedAgo(HOUR_MS, { id: "a" }),
      listenedAgo(DAY_MS + HOUR_MS, { id: "b" }),
    ];
    expect(streakDays(history, NOW)).toBe(3);
  });
});

describe("historyStats (SPEC §2 History tab)", () => {
  test("an empty history has no favourite category and no breakdown", () => {
    expect(historyStats([], NOW)).toEqual({
      total: 0,
      streakDays: 0,
      favouriteCategory: null,
      breakdown: [],
    });
  });

  test("gives the total, streak, favourite category (highest count) and a breakdown sorted by count", () => {
    const history = [
      listenedAgo(0, { id: "1", category: "Wellness" }),
      listenedAgo(HOUR_MS, { id: "2", category: "Growth" }),
      listenedAgo(2 * HOUR_MS, { id: "3", category: "Growth" }),
      // Four whole days old while the running count is 3: the streak stops here.
      listenedAgo(4 * DAY_MS, { id: "4", category: "Purpose" }),
      listenedAgo(5 * DAY_MS, { id: "5", category: "Growth" }),
    ];
    expect(historyStats(history, NOW)).toEqual({
      total: 5,
      streakDays: 3,
      favouriteCategory: "Growth",
      breakdown: [
        { category: "Growth", count: 3, percent: 60 },
        { category: "Wellness", count: 1, percent: 20 },
        { category: "Purpose", count: 1, percent: 20 },
      ],
    });
  });

  test("a tie puts the most recently listened category first", () => {
    const history = [
      listenedAgo(3 * DAY_MS, { id: "1", category: "Mindset" }),
      listenedAgo(0, { id: "2", category: "Purpose" }),
    ];
    expect(historyStats(history, NOW).favouriteCategory).toBe("Purpose");
  });

  test("percentages are rounded to whole numbers", () => {
    const history = [
      historyEntry({ id: "1", category: "Growth" }),
      historyEntry({ id: "2", category: "Mindset" }),
      historyEntry({ id: "3", category: "Purpose" }),
    ];
    expect(historyStats(history, NOW).breakdown.map((share) => share.percent)).toEqual([33, 33, 33]);
  });
});

describe("listening progress of an episode played on the site", () => {
  const played = [
    historyEntry({ id: "ep-1" }),
    historyEntry({ id: "ep-2", listenedAt: new Date(NOW.getTime() - HOUR_MS).toISOString() }),
  ];

  test("the place is noted on the episode's entry, which keeps its place in the list and its time", () => {
    const history = recordProgress(played, "ep-2", { positionSeconds: 754.26, durationSeconds: 3600 });
    expect(history.map((entry) => entry.id)).toEqual(["ep-1", "ep-2"]);
    expect(history[1]).toEqual({
      ...played[1],
      progress: { positionSeconds: 754.3, durationSeconds: 3600, finished: false },
    });
    expect(resumePosition(history[1])).toBe(754.3);
    expect(played[1]).not.toHaveProperty("progress");
  });

  test("an episode not in the history, or a position that is no number, changes nothing", () => {
    expect(recordProgress(played, "ep-9", { positionSeconds: 100, durationSeconds: 3600 })).toEqual(played);
    expect(recordProgress(played, "ep-1", { positionSeconds: Number.NaN, durationSeconds: 3600 })).toEqual(
      played,
    );
  });

  test("played to within 30 s of the end, or to its end, it is finished, stays so, and starts again from the top", () => {
    const nearEnd = recordProgress(played, "ep-1", { positionSeconds: 3575, durationSeconds: 3600 });
    expect(nearEnd[0]?.progress?.finished).toBe(true);
    expect(resumePosition(nearEnd[0])).toBeNull();
    const ended = recordProgress(played, "ep-1", {
      positionSeconds: 100,
      durationSeconds: null,
      ended: true,
    });
    expect(ended[0]?.progress?.finished).toBe(true);
    const replayedFromStart = recordProgress(nearEnd, "ep-1", { positionSeconds: 40, durationSeconds: 3600 });
    expect(replayedFromStart[0]?.progress).toEqual({
      positionSeconds: 40,
      durationSeconds: 3600,
      finished: true,
    });
    expect(resumePosition(replayedFromStart[0])).toBe(40);
  });

  test("barely begun is not worth resuming; a position past the end is held at the end", () => {
    expect(
      resumePosition(recordProgress(played, "ep-1", { positionSeconds: 9, durationSeconds: 3600 })[0]),
    ).toBeNull();
    expect(
      recordProgress(played, "ep-1", { positionSeconds: 4000, durationSeconds: 3600 })[0]?.progress
        ?.positionSeconds,
    ).toBe(3600);
    expect(resumePosition(undefined)).toBeNull();
  });

  test("a replay moves the entry to the top and keeps its progress", () => {
    const withProgress = recordProgress(played, "ep-2", { positionSeconds: 300, durationSeconds: 3600 });
    const replayed = recordListen(
      withProgress,
      { id: "ep-2", name: "Episode 2", thumbnail: null, category: "Growth" },
      NOW,
    );
    expect(replayed[0]).toMatchObject({ id: "ep-2", progress: { positionSeconds: 300 } });
  });

  test("progress is stored and read back; a stored progress that is not one is dropped, the entry kept", () => {
    const history = recordProgress(played, "ep-1", { positionSeconds: 120, durationSeconds: null });
    expect(parseStoredHistory(JSON.stringify(history))).toEqual(history);
    const tampered = [{ ...played[0], progress: { positionSeconds: "120", durationSeconds: 10 } }];
    expect(parseStoredHistory(JSON.stringify(tampered))).toEqual([played[0]]);
  });
});
