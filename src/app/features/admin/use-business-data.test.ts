import { describe, expect, it } from "vitest";
import { businessDataFrom, type ListResult } from "./use-business-data.ts";

const ok = (data: unknown[]): ListResult => ({ data, isError: false, error: null, errorUpdatedAt: 0 });
const failure = (message: string): ListResult => ({
  data: undefined,
  isError: true,
  error: new Error(message),
  errorUpdatedAt: 1,
});
/** A failed list whose Try again is running: the read is pending again, its error cleared. */
const retrying: ListResult = { data: undefined, isError: false, error: null, errorUpdatedAt: 1 };
const pending: ListResult = { data: undefined, isError: false, error: null, errorUpdatedAt: 0 };

describe("businessDataFrom (one state per dashboard list)", () => {
  it("marks only the list that failed, so its tab does not show it as empty", () => {
    const contact = { id: 1 };
    // In the order of adminQueryKeys: payments, donations, subscribers, contacts, posts.
    const state = businessDataFrom([
      failure("500: Boom"),
      ok([]),
      failure("503: Busy"),
      ok([contact]),
      ok([]),
    ]);
    expect(state.failed).toEqual({
      payments: true,
      donations: false,
      subscribers: true,
      contacts: false,
      posts: false,
    });
    expect(state.data.contacts).toEqual([contact]);
    expect(state.data.payments).toEqual([]);
    expect(state.errors.map(({ list }) => list)).toEqual(["payments", "subscribers"]);
    expect(state.errors.map(({ error }) => (error as Error).message)).toEqual(["500: Boom", "503: Busy"]);
  });

  it("reports nothing failed while the lists are still loading or all answered", () => {
    const loading = businessDataFrom([undefined, pending, undefined, undefined, undefined]);
    expect(Object.values(loading.failed).some(Boolean)).toBe(false);
    expect(loading.errors).toEqual([]);
    expect(loading.loading).toBe(true);
    expect(businessDataFrom([ok([]), pending, ok([]), ok([]), ok([])]).loading).toBe(true);
    const loaded = businessDataFrom([ok([]), ok([]), ok([]), ok([]), ok([])]);
    expect(Object.values(loaded.failed).some(Boolean)).toBe(false);
    expect(loaded.loading).toBe(false);
    expect(loaded.data).toEqual({ payments: [], donations: [], subscribers: [], contacts: [], posts: [] });
  });

  it("keeps a list failed, and the dashboard loaded, while its Try again runs", () => {
    const state = businessDataFrom([retrying, ok([]), failure("503: Busy"), ok([]), ok([])]);
    expect(state.loading).toBe(false);
    expect(state.failed.payments).toBe(true);
    expect(state.errors.map(({ list }) => list)).toEqual(["subscribers"]);
  });
});
