import { afterEach, describe, expect, it, vi } from "vitest";
import { withinTime } from "./within-time.ts";

afterEach(() => {
  vi.useRealTimers();
});

describe("withinTime", () => {
  it("answers the work's value, and leaves no timer behind", async () => {
    vi.useFakeTimers();
    await expect(withinTime(Promise.resolve("page"), 1_000, "too slow")).resolves.toBe("page");
    await expect(withinTime("already done", 1_000, "too slow")).resolves.toBe("already done");
    expect(vi.getTimerCount()).toBe(0);
  });

  it("rejects with the message once the time is up, however long the work would take", async () => {
    vi.useFakeTimers();
    const answer = withinTime(new Promise<string>(() => undefined), 6_000, "The page did not render within 6000 ms");
    const checked = expect(answer).rejects.toThrow("The page did not render within 6000 ms");
    await vi.advanceTimersByTimeAsync(6_000);
    await checked;
  });

  it("passes on the work's own failure", async () => {
    await expect(withinTime(Promise.reject(new Error("render failed")), 1_000, "too slow")).rejects.toThrow(
      "render failed",
    );
  });
});
