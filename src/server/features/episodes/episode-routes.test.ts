import { brotliDecompressSync } from "node:zlib";
import { serializerCompiler } from "fastify-type-provider-zod";
import { describe, expect, test, vi } from "vitest";
import {
  appsClosedAfterEach,
  createTestApp,
  createTestDatabase,
  testDatabaseKinds,
  type TestApp,
} from "#tests/helpers/test-app.ts";
import { makeEpisode, scriptedEpisodeSource } from "#tests/helpers/scripted-episode-source.ts";
import { adminCookie } from "#tests/helpers/admin-login.ts";
import {
  episodeAnswerListSchema,
  type Episode,
  type TranscriptRecord,
} from "#shared/episodes/episode-schema.ts";
import type { EpisodeSource } from "#server/providers/episode-source/episode-source.ts";
import { saveTranscript, storeCatalog } from "./episode-repository.ts";

const older = makeEpisode({
  id: "olderEpisode0000000001",
  name: "Episode 1: Start Here",
  releaseDate: "2025-11-03",
});
const newest = makeEpisode({
  id: "newestEpisode000000003",
  name: "Episode 3: Rest Is Productive",
  releaseDate: "2026-02-16",
});
const middle = makeEpisode({
  id: "middleEpisode000000002",
  name: "Episode 2: Money and Meaning",
  releaseDate: "2026-01-05",
});

const transcriptRecord: TranscriptRecord = {
  episodeId: newest.id,
  seoTitle: "Rest Is Productive",
  seoDescription: "Why rest makes you better at everything else.",
  thumbnailUrl: null,
  youtubeUrl: "https://www.youtube.com/watch?v=abcdefghijk",
  guestInfo: "Dr. Lena Okafor, sleep researcher",
  keyTopics: ["Rest", "Sleep"],
  showNotes: "## Highlights\n- Rest is a skill",
  transcript: "First paragraph.\n\nSecond paragraph.",
  resources: ["/coaching", "https://example.com/sleep"],
};

describe.each(testDatabaseKinds)("episodes API on %s", (kind) => {
  const start = appsClosedAfterEach();

  const episodes = async (t: TestApp) => {
    const res = await t.app.inject({ method: "GET", url: "/api/enhanced/episodes" });
    expect(res.statusCode).toBe(200);
    return res.json() as { id: string; name: string }[];
  };

  test("GET /api/enhanced/episodes answers the source's episodes, newest first (SPEC §7)", async () => {
    const t = await start(kind, { episodeSource: scriptedEpisodeSource([[older, newest, middle]]) });
    await t.app.episodeCatalog.refresh();
    const list = await episodes(t);
    expect(list.map((e) => e.id)).toEqual([newest.id, middle.id, older.id]);
    expect(Object.keys(list[0]!)).toEqual(
      expect.arrayContaining([
        "id",
        "name",
        "description",
        "releaseDate",
        "spotifyUrl",
        "youtubeUrl",
        "youtubeThumbnail",
        "thumbnail",
      ]),
    );
  });

  test("GET /api/enhanced/episodes answers bytes prepared once per catalog refresh, with a strong ETag and 304 on If-None-Match", async () => {
    let upstream: Episode[] = [older, newest];
    const source: EpisodeSource = {
      key: "test-source",
      fetchEpisodes: async () => structuredClone(upstream),
    };
    const t = await start(kind, { episodeSource: source });
    await t.app.episodeCatalog.refresh();
    const get = (headers: Record<string, string> = {}) =>
      t.app.inject({ method: "GET", url: "/api/enhanced/episodes", headers });

    const encode = vi.spyOn(episodeAnswerListSchema, "encode");
    try {
      const answers = [];
      for (let i = 0; i < 5; i++) answers.push(await get());
      // Serialised once for all five, not once per request.
      expect(encode).toHaveBeenCalledTimes(1);
      const [first] = answers;
      // The very bytes the route's response schema wrote before they were prepared.
      const serialize = serializerCompiler({
        schema: episodeAnswerListSchema,
        method: "GET",
        url: "/api/enhanced/episodes",
      });
      expect(first!.body).toBe(serialize(t.app.episodeCatalog.list()));
      expect(first!.headers["content-type"]).toBe("application/json; charset=utf-8");
      expect(first!.headers["cache-control"]).toBe("public, max-age=60");
      const etag = first!.headers.etag as string;
      expect(etag).toMatch(/^"[A-Za-z0-9_-]{43}"$/);
      for (const res of answers) {
        expect(res.statusCode).toBe(200);
        expect(res.headers.etag).toBe(etag);
        expect(res.body).toBe(first!.body);
      }

      const notModified = await get({ "if-none-match": etag });
      expect(notModified.statusCode).toBe(304);
      expect(notModified.body).toBe("");
      expect(notModified.headers.etag).toBe(etag);

      // Compressed once too: a brotli client gets the prepared copy, under its own tag.
      const br = await get({ "accept-encoding": "gzip, deflate, br" });
      expect(br.headers["content-encoding"]).toBe("br");
      expect(br.headers.etag).not.toBe(etag);
      expect(brotliDecompressSync(br.rawPayload).toString()).toBe(first!.body);
      expect(
        (await get({ "accept-encoding": "br", "if-none-match": br.headers.etag as string })).statusCode,
      ).toBe(304);
      expect(encode).toHaveBeenCalledTimes(1);

      // A refresh that changes the catalog changes the bytes and the tag; the old tag gets them whole.
      upstream = [older, newest, middle];
      await t.app.episodeCatalog.refresh();
      const refreshed = await get({ "if-none-match": etag });
      expect(refreshed.statusCode).toBe(200);
      expect(refreshed.headers.etag).not.toBe(etag);
      expect((refreshed.json() as Episode[]).map((e) => e.id)).toEqual([newest.id, middle.id, older.id]);
    } finally {
      encode.mockRestore();
    }
  });

  test("GET /api/player/episodes answers the floating player's slim list, newest first (SPEC §4)", async () => {
    const withVideo = makeEpisode({
      id: "videoEpisode0000000004",
      name: "Episode 4: On Camera",
      releaseDate: "2026-03-02",
      thumbnail: "https://img.example/cover.jpg",
      youtubeThumbnail: "https://img.example/video.jpg",
    });
    const t = await start(kind, {
      episodeSource: scriptedEpisodeSource([[older, withVideo, newest], [older, withVideo, newest], [older]]),
    });
    await t.app.episodeCatalog.refresh();
    const res = await t.app.inject({ method: "GET", url: "/api/player/episodes" });
    expect(res.statusCode).toBe(200);
    const { episodes: list } = res.json() as { episodes: Record<string, unknown>[] };
    expect(list.map((e) => e.id)).toEqual([withVideo.id, newest.id, older.id]);
    expect(list[0]).toEqual({
      id: withVideo.id,
      name: withVideo.name,
      thumbnail: "https://img.example/video.jpg",
      spotifyUrl: withVideo.spotifyUrl,
    });

    // A catalog refresh shows in the next answer.
    await t.app.episodeCatalog.refresh();
    const after = (await t.app.inject({ method: "GET", url: "/api/player/episodes" })).json() as {
      episodes: { id: string }[];
    };
    expect(after.episodes.map((e) => e.id)).toEqual([older.id]);
  });

  test("a failing upstream keeps the last good copy", async () => {
    const t = await start(kind, {
      episodeSource: scriptedEpisodeSource([[older, newest], new Error("503 from upstream")]),
    });
    await t.app.episodeCatalog.refresh();
    await t.app.episodeCatalog.refresh();
    expect((await episodes(t)).map((e) => e.id)).toEqual([newest.id, older.id]);
  });

  test("a garbled upstream: invalid episodes are left out, an answer with none valid keeps the last good copy", async () => {
    const source = scriptedEpisodeSource([
      [older, { id: 42, title: "not an episode" }],
      [{ nonsense: true }],
      [],
    ]);
    const t = await start(kind, { episodeSource: source });
    await t.app.episodeCatalog.refresh();
    expect((await episodes(t)).map((e) => e.id)).toEqual([older.id]);
    await t.app.episodeCatalog.refresh(); // nothing valid
    await t.app.episodeCatalog.refresh(); // empty list
    expect((await episodes(t)).map((e) => e.id)).toEqual([older.id]);
  });

  test("a slow upstream never slows a request", async () => {
    const t = await start(kind, { episodeSource: scriptedEpisodeSource(["hang"]) });
    const started = performance.now();
    expect(await episodes(t)).toEqual([]);
    expect(performance.now() - started).toBeLessThan(1000);
  });

  test("after a restart the last good copy is served even while the upstream is down", async () => {
    const database = await createTestDatabase(kind);
    const first = await createTestApp(kind, {
      database,
      episodeSource: scriptedEpisodeSource([[middle, newest]]),
    });
    await first.app.episodeCatalog.refresh();
    await first.stop();

    const second = await start(kind, {
      database,
      episodeSource: scriptedEpisodeSource([new Error("connect ECONNREFUSED")]),
    });
    await second.app.episodeCatalog.refresh();
    expect((await episodes(second)).map((e) => e.id)).toEqual([newest.id, middle.id]);
  });

  test("a copy stored by an older version is answered in the contract's shape: unknown keys are left out, a rule added since is no 500", async () => {
    const database = await createTestDatabase(kind);
    // Read back unchecked after a restart: a key no episode has any more, an id from before ids were checked.
    const stale = { ...older, id: "old.guid:42", durationSeconds: 1800, rawItemXml: "<item>…</item>" };
    await storeCatalog(database.db, "test-source", [stale as Episode, newest], new Date());
    const t = await start(kind, {
      database,
      episodeSource: scriptedEpisodeSource([new Error("connect ECONNREFUSED")]),
    });
    await t.app.episodeCatalog.refresh();

    const res = await t.app.inject({ method: "GET", url: "/api/enhanced/episodes" });
    expect(res.statusCode, res.body).toBe(200);
    const { rawItemXml: _dropped, ...kept } = stale;
    expect(res.json()).toEqual([kept, newest]);
    expect(res.body).not.toContain("rawItemXml");
    // Keys in the contract's order, whatever order the database kept them in.
    expect(Object.keys(res.json()[1])).toEqual(Object.keys(newest));
    const player = await t.app.inject({ method: "GET", url: "/api/player/episodes" });
    expect(player.statusCode).toBe(200);
    expect(player.json().episodes[0]).toEqual({
      id: stale.id,
      name: stale.name,
      thumbnail: stale.thumbnail,
      spotifyUrl: stale.spotifyUrl,
    });

    // A transcript stored under such an id is still read (and deleted) through the API.
    const record = { ...transcriptRecord, episodeId: stale.id };
    await saveTranscript(t.database.db, record);
    const transcript = await t.app.inject({ method: "GET", url: `/api/transcripts/${stale.id}` });
    expect(transcript.statusCode, transcript.body).toBe(200);
    expect(transcript.body).toBe(JSON.stringify(record));
  });

  test("GET /api/transcripts/{id} answers 404 when the episode has no record (SPEC §7)", async () => {
    const t = await start(kind, { episodeSource: scriptedEpisodeSource([[newest]]) });
    const res = await t.app.inject({ method: "GET", url: `/api/transcripts/${newest.id}` });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ error: "not_found", message: "No transcript exists for this episode." });
  });

  test("GET /api/transcripts/{id} answers the stored record (SPEC §3)", async () => {
    const t = await start(kind, { episodeSource: scriptedEpisodeSource([[newest]]) });
    const record = transcriptRecord;
    await saveTranscript(t.database.db, record);
    const res = await t.app.inject({ method: "GET", url: `/api/transcripts/${newest.id}` });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual(record);
  });

  const transcriptBody = {
    seoTitle: "Rest Is Productive",
    seoDescription: null,
    thumbnailUrl: null,
    youtubeUrl: null,
    guestInfo: null,
    keyTopics: ["Rest"],
    showNotes: "## Notes",
    transcript: "One.\n\nTwo.",
    resources: [],
  };

  test("the owner creates, replaces and deletes a transcript record; nobody else can", async () => {
    const t = await start(kind, { episodeSource: scriptedEpisodeSource([[newest]]) });
    await t.app.episodeCatalog.refresh();
    const url = `/api/admin/transcripts/${newest.id}`;
    const body = transcriptBody;
    expect((await t.app.inject({ method: "PUT", url, payload: body })).statusCode).toBe(401);
    expect((await t.app.inject({ method: "DELETE", url })).statusCode).toBe(401);

    const cookie = await adminCookie(t);
    const created = await t.app.inject({ method: "PUT", url, payload: body, headers: { cookie } });
    expect(created.statusCode).toBe(200);
    expect(created.json()).toEqual({ episodeId: newest.id, ...body });
    // Read once so the record sits in memory; the replace below must not leave that copy behind.
    expect(
      (await t.app.inject({ method: "GET", url: `/api/transcripts/${newest.id}` })).json().keyTopics,
    ).toEqual(["Rest"]);
    const replaced = await t.app.inject({
      method: "PUT",
      url,
      payload: { ...body, keyTopics: ["Sleep"] },
      headers: { cookie },
    });
    expect(replaced.json().keyTopics).toEqual(["Sleep"]);
    expect(
      (await t.app.inject({ method: "GET", url: `/api/transcripts/${newest.id}` })).json().keyTopics,
    ).toEqual(["Sleep"]);

    const invalid = await t.app.inject({
      method: "PUT",
      url,
      payload: { ...body, keyTopics: "Rest" },
      headers: { cookie },
    });
    expect(invalid.statusCode).toBe(400);
    expect(invalid.json().fields).toHaveProperty("keyTopics");
    // A topic is text like every other field: trimmed, never blank, never broken Unicode.
    const oddTopics = await t.app.inject({
      method: "PUT",
      url,
      payload: { ...body, keyTopics: ["ok", "\ud800bad", "   "] },
      headers: { cookie },
    });
    expect(oddTopics.statusCode).toBe(400);
    expect(oddTopics.json().fields).toEqual({
      "keyTopics.1":
        "Each key topic contains characters that are not valid text (a broken or unpaired Unicode character)",
      "keyTopics.2": "Each key topic is required",
    });
    const trimmed = await t.app.inject({
      method: "PUT",
      url,
      payload: { ...body, keyTopics: [" Rest "] },
      headers: { cookie },
    });
    expect(trimmed.json().keyTopics).toEqual(["Rest"]);
    const crossSite = await t.app.inject({
      method: "DELETE",
      url,
      headers: { cookie, origin: "https://evil.example" },
    });
    expect(crossSite.statusCode).toBe(403);

    expect((await t.app.inject({ method: "DELETE", url, headers: { cookie } })).statusCode).toBe(204);
    expect((await t.app.inject({ method: "GET", url: `/api/transcripts/${newest.id}` })).statusCode).toBe(
      404,
    );
    expect((await t.app.inject({ method: "DELETE", url, headers: { cookie } })).statusCode).toBe(404);
  });

  test("a transcript record's links must be web addresses (or site paths) and every field says what is wrong", async () => {
    const t = await start(kind, { episodeSource: scriptedEpisodeSource([[newest]]) });
    await t.app.episodeCatalog.refresh();
    const cookie = await adminCookie(t);
    const put = (payload: Record<string, unknown>) =>
      t.app.inject({
        method: "PUT",
        url: `/api/admin/transcripts/${newest.id}`,
        payload,
        headers: { cookie },
      });

    const dangerous = await put({
      ...transcriptBody,
      thumbnailUrl: "javascript:alert(2)",
      youtubeUrl: "javascript:alert(1)",
      resources: ["/coaching", "data:text/html,<script>alert(3)</script>"],
    });
    expect(dangerous.statusCode).toBe(400);
    expect(dangerous.json().fields).toEqual({
      thumbnailUrl: "Thumbnail URL must be an http(s) address or a path on this site",
      youtubeUrl: "YouTube URL must be an http(s) address",
      "resources.1": "Each resource must be an http(s) address or a path on this site",
    });

    const { seoTitle: _missing, ...withoutTitle } = transcriptBody;
    const incomplete = await put({ ...withoutTitle, keyTopics: "Rest" });
    expect(incomplete.json().fields).toEqual({
      seoTitle: "SEO title is required (text or null)",
      keyTopics: "Key topics must be a list of text",
    });

    const saved = await put({
      ...transcriptBody,
      thumbnailUrl: " /episode-art/newest.svg ",
      youtubeUrl: "",
      resources: ["https://example.com/sleep", "/coaching"],
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toMatchObject({ thumbnailUrl: "/episode-art/newest.svg", youtubeUrl: null });

    // The text fields follow the site's text rules: a broken character is refused, blank is none.
    const broken = await t.app.inject({
      method: "PUT",
      url: `/api/admin/transcripts/${newest.id}`,
      payload: JSON.stringify({ ...transcriptBody, seoTitle: "Lone " }).replace("Lone ", "Lone \\ud800"),
      headers: { cookie, "content-type": "application/json" },
    });
    expect(broken.statusCode).toBe(400);
    expect(broken.json().fields).toEqual({
      seoTitle: expect.stringMatching(/^SEO title contains characters that are not valid text/),
    });
    const blank = await put({ ...transcriptBody, seoTitle: "   ", guestInfo: "\u200b" });
    expect(blank.statusCode).toBe(200);
    expect(blank.json()).toMatchObject({ seoTitle: null, guestInfo: null });
  });

  test("a transcript is written only for an episode of the catalog, under an id a source can produce", async () => {
    const t = await start(kind, { episodeSource: scriptedEpisodeSource([[newest]]) });
    await t.app.episodeCatalog.refresh();
    const cookie = await adminCookie(t);
    const put = (episodeId: string) =>
      t.app.inject({
        method: "PUT",
        url: `/api/admin/transcripts/${episodeId}`,
        payload: transcriptBody,
        headers: { cookie },
      });

    const traversal = await put("..%2f..%2fx");
    expect(traversal.statusCode).toBe(400);
    expect(traversal.json().fields).toEqual({
      episodeId: "Episode id may contain only letters, digits, hyphens and underscores (at most 100)",
    });

    const unknown = await put("notInTheCatalog0000000");
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({
      error: "not_found",
      message: "No episode with this id is in the catalog.",
    });
    expect(
      (await t.app.inject({ method: "GET", url: "/api/transcripts/notInTheCatalog0000000" })).statusCode,
    ).toBe(404);
  });

  test("the sitemap lists every episode page", async () => {
    const t = await start(kind, { episodeSource: scriptedEpisodeSource([[older, newest]]) });
    await t.app.episodeCatalog.refresh();
    const res = await t.app.inject({ method: "GET", url: "/sitemap.xml" });
    expect(res.body).toContain(`<loc>https://podcast.example.com/episode/${newest.id}</loc>`);
    expect(res.body).toContain(`<loc>https://podcast.example.com/episode/${older.id}</loc>`);
  });
});

describe("episode catalog refresh", () => {
  test("concurrent refreshes share one upstream fetch", async () => {
    const source = scriptedEpisodeSource([[newest]]);
    const t = await createTestApp("pglite", { episodeSource: source });
    try {
      await t.app.episodeCatalog.refresh(); // the start-up refresh may still be under way: join it
      const callsBefore = source.calls;
      await Promise.all([
        t.app.episodeCatalog.refresh(),
        t.app.episodeCatalog.refresh(),
        t.app.episodeCatalog.refresh(),
      ]);
      expect(source.calls - callsBefore).toBe(1);
    } finally {
      await t.close();
    }
  });
});
