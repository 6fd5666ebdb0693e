import { afterEach, describe, expect, test } from "vitest";
import { sendText, startStandIn, type StandIn } from "#tests/stand-ins/stand-in-server.ts";
import { fetchUpstream, redact } from "./upstream-fetch.ts";

let standIn: StandIn | null = null;
afterEach(async () => {
  await standIn?.close();
  standIn = null;
});

describe("fetchUpstream", () => {
  test("answers any status with its body, leaving the judgement to the adapter", async () => {
    standIn = await startStandIn((_req, res) => sendText(res, 503, "busy", "text/plain"));
    const response = await fetchUpstream({
      service: "Test API",
      url: standIn.url,
      signal: AbortSignal.timeout(5_000),
    });
    expect([response.status, response.ok, response.body]).toEqual([503, false, "busy"]);
  });

  test("a body without a content-length that grows past the cap is cut off and refused", async () => {
    standIn = await startStandIn((_req, res) => {
      res.writeHead(200, { "content-type": "text/plain", "transfer-encoding": "chunked" });
      for (let i = 0; i < 20; i++) res.write("x".repeat(1024));
      res.end();
    });
    await expect(
      fetchUpstream({
        service: "Test API",
        url: standIn.url,
        signal: AbortSignal.timeout(5_000),
        maxBytes: 8 * 1024,
      }),
    ).rejects.toThrow("Test API answer is larger than 8192 bytes");
  });

  test("a body that declares a content-length above the cap is refused before it is read", async () => {
    standIn = await startStandIn((_req, res) => sendText(res, 200, "y".repeat(4096), "text/plain"));
    await expect(
      fetchUpstream({
        service: "Test API",
        url: standIn.url,
        signal: AbortSignal.timeout(5_000),
        maxBytes: 1024,
      }),
    ).rejects.toThrow(/larger than 1024 bytes/);
  });

  test("a network failure names the service but never the URL or a secret in it", async () => {
    standIn = await startStandIn((_req, res) => sendText(res, 200, "", "text/plain"));
    const url = `${standIn.url}/search?key=SECRET-KEY-123`;
    await standIn.close();
    standIn = null;
    const failure = fetchUpstream({
      service: "Test API",
      url,
      signal: AbortSignal.timeout(5_000),
      secrets: ["SECRET-KEY-123"],
    });
    await expect(failure).rejects.toThrow(/^Test API request failed/);
    await expect(failure).rejects.not.toThrow(/SECRET-KEY-123|\/search/);
  });

  test("redact replaces every occurrence of each secret and ignores empty ones", () => {
    expect(redact("a s3cr3t b s3cr3t", ["s3cr3t", ""])).toBe("a [redacted] b [redacted]");
  });
});
