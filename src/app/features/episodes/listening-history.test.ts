import { afterEach, beforeEach, expect, test, vi } from "vitest";
import { addListen, clearListens, removeListen } from "./listening-history.ts";

const items = new Map<string, string>();

beforeEach(() => {
  items.clear();
  vi.stubGlobal("window", {
    localStorage: {
      getItem: (key: string) => items.get(key) ?? null,
      setItem: (key: string, value: string) => void items.set(key, value),
    },
  });
});

afterEach(() => {
  vi.unstubAllGlobals();
});

const stored = () => JSON.parse(items.get("podcastHistory") ?? "null") as { id: string }[] | null;

test("listens are kept in localStorage under the browser key 'podcastHistory', newest first (SPEC §3)", () => {
  addListen({ id: "a", name: "A", thumbnail: null, category: "Growth" }, new Date("2025-06-15T12:00:00Z"));
  addListen({ id: "b", name: "B", thumbnail: null, category: "Purpose" }, new Date("2025-06-15T13:00:00Z"));
  expect([...items.keys()]).toEqual(["podcastHistory"]);
  expect(stored()?.map((entry) => entry.id)).toEqual(["b", "a"]);

  removeListen("b");
  expect(stored()?.map((entry) => entry.id)).toEqual(["a"]);
  clearListens();
  expect(stored()).toEqual([]);
});

test("when storage is full, listens are kept for as long as the page is open, and saved with the next listen that fits", () => {
  const warn = vi.spyOn(console, "warn").mockImplementation(() => undefined);
  const setItem = window.localStorage.setItem;
  try {
    window.localStorage.setItem = () => {
      throw new DOMException("The quota has been exceeded.", "QuotaExceededError");
    };
    addListen({ id: "a", name: "A", thumbnail: null, category: "Growth" }, new Date("2025-06-15T12:00:00Z"));
    addListen({ id: "b", name: "B", thumbnail: null, category: "Purpose" }, new Date("2025-06-15T13:00:00Z"));
    expect(stored()).toBeNull();
    expect(warn).toHaveBeenCalledTimes(2);

    window.localStorage.setItem = setItem;
    addListen({ id: "c", name: "C", thumbnail: null, category: "Mindset" }, new Date("2025-06-15T14:00:00Z"));
    expect(stored()?.map((entry) => entry.id)).toEqual(["c", "b", "a"]);
  } finally {
    window.localStorage.setItem = setItem;
    warn.mockRestore();
  }
});
