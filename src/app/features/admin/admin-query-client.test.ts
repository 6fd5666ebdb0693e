import { afterEach, beforeEach, describe, expect, test, vi } from "vitest";
import { createAdminQueryClient } from "./admin-query-client.ts";

/**
 * The network as the dashboard's reads meet it: the answer's headers come after `answerAfterMs`,
 * and its body, a JSON list, in two halves, the second `bodyAfterMs` later (never, for null).
 * Either wait ends, as a real fetch's does, when the read is aborted.
 */
function network(answerAfterMs: number, bodyAfterMs: number | null) {
  vi.stubGlobal("fetch", (_url: string, { signal }: { signal: AbortSignal }) => {
    const json = JSON.stringify([{ id: 1, amount: 2500 }]);
    const half = Math.floor(json.length / 2);
    const body = new ReadableStream<Uint8Array>({
      start(stream) {
        stream.enqueue(new TextEncoder().encode(json.slice(0, half)));
        signal.addEventListener("abort", () => stream.error(signal.reason));
        if (bodyAfterMs === null) return;
        setTimeout(() => {
          stream.enqueue(new TextEncoder().encode(json.slice(half)));
          stream.close();
        }, bodyAfterMs);
      },
    });
    return new Promise<Response>((resolve, reject) => {
      const answer = setTimeout(() => resolve(new Response(body, { status: 200 })), answerAfterMs);
      signal.addEventListener("abort", () => {
        clearTimeout(answer);
        reject(signal.reason);
      });
    });
  });
}

function readDonations() {
  const read = createAdminQueryClient().fetchQuery({ queryKey: ["/api/donations"] });
  // Settled later, as the clock moves: a rejection is expected, not unhandled.
  read.catch(() => undefined);
  return read;
}

describe("the dashboard's reads give up on a server that does not answer, not on a slow download", () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.stubGlobal("window", globalThis);
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  test("no answer within 15 seconds fails the read", async () => {
    network(20_000, 0);
    const read = readDonations();
    await vi.advanceTimersByTimeAsync(15_000);
    await expect(read).rejects.toThrow("The server did not answer within 15 seconds.");
  });

  test("an answer that starts in time may take longer than 15 seconds to arrive", async () => {
    network(10_000, 90_000);
    const read = readDonations();
    await vi.advanceTimersByTimeAsync(100_000);
    await expect(read).resolves.toEqual([{ id: 1, amount: 2500 }]);
  });

  test("an answer still arriving 2 minutes after it started fails the read", async () => {
    network(1_000, null);
    const read = readDonations();
    await vi.advanceTimersByTimeAsync(1_000 + 119_999);
    let settled = false;
    void read.finally(() => (settled = true)).catch(() => undefined);
    await vi.advanceTimersByTimeAsync(0);
    expect(settled).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    await expect(read).rejects.toThrow("The list was still arriving after 2 minutes.");
  });
});
