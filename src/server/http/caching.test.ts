import { describe, expect, test } from "vitest";
import { sampleTranscripts } from "#server/providers/episode-source/sample/sample-transcripts.ts";
import { appsClosedAfterEach } from "#tests/helpers/test-app.ts";

describe("Cache-Control of the public reads", () => {
  const start = appsClosedAfterEach();

  test("lists and records may be kept a minute, feeds five, site files an hour; health checks never", async () => {
    const t = await start("pglite");
    const cacheControl = async (url: string) => {
      const res = await t.app.inject({ method: "GET", url });
      expect(res.statusCode, url).toBe(200);
      return res.headers["cache-control"];
    };
    for (const url of [
      "/api/enhanced/episodes",
      "/api/player/episodes",
      "/api/blog/posts",
      `/api/transcripts/${sampleTranscripts[0]!.episodeId}`,
    ]) {
      expect(await cacheControl(url), url).toBe("public, max-age=60");
    }
    expect(await cacheControl("/blog/rss.xml")).toBe("public, max-age=300");
    expect(await cacheControl("/sitemap.xml")).toBe("public, max-age=300");
    expect(await cacheControl("/robots.txt")).toBe("public, max-age=3600");
    expect(await cacheControl("/healthz")).toBe("no-store");
    expect(await cacheControl("/readyz")).toBe("no-store");
  });

  test("a refusal is not kept as if it were the answer", async () => {
    const t = await start("pglite");
    for (const url of ["/api/blog/posts/no-such-post", "/api/transcripts/noSuchEpisode0000000000"]) {
      const res = await t.app.inject({ method: "GET", url });
      expect(res.statusCode, url).toBe(404);
      expect(res.headers["cache-control"], url).toBeUndefined();
    }
  });
});
