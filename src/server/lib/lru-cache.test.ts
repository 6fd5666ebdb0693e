import { expect, test } from "vitest";
import { LruCache } from "./lru-cache.ts";

test("a full cache drops the entry used longest ago; reading an entry keeps it", () => {
  const cache = new LruCache<string, number>(2);
  cache.set("a", 1);
  cache.set("b", 2);
  expect(cache.get("a")).toBe(1); // now b is the oldest
  cache.set("c", 3);
  expect(cache.get("b")).toBeUndefined();
  expect(cache.get("a")).toBe(1);
  expect(cache.get("c")).toBe(3);
  expect(cache.size).toBe(2);
});

test("writing an existing key replaces its value without growing the cache", () => {
  const cache = new LruCache<string, number>(2);
  cache.set("a", 1);
  cache.set("a", 2);
  expect(cache.get("a")).toBe(2);
  expect(cache.size).toBe(1);
});

test("a deleted entry is gone and frees its place", () => {
  const cache = new LruCache<string, number>(2);
  cache.set("a", 1);
  cache.set("b", 2);
  cache.delete("a");
  expect(cache.get("a")).toBeUndefined();
  cache.set("c", 3);
  expect(cache.get("b")).toBe(2);
  expect(cache.size).toBe(2);
});
