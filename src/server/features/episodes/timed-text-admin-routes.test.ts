import { describe, expect, test } from "vitest";
import { adminCookie } from "#tests/helpers/admin-login.ts";
import { transcriptRecordBody } from "#tests/helpers/transcript-record.ts";
import { makeEpisode, scriptedEpisodeSource } from "#tests/helpers/scripted-episode-source.ts";
import { appsClosedAfterEach, testDatabaseKinds, type TestApp } from "#tests/helpers/test-app.ts";

const VTT =
  "WEBVTT\n\n00:00:01.000 --> 00:00:04.000\n<v Jordan>Welcome back.\n\n00:00:04.000 --> 00:00:08.000\n<v Jordan>Today: rest.\n";
const CHAPTERS = JSON.stringify({
  version: "1.2.0",
  chapters: [
    { startTime: 0, title: "Welcome" },
    {
      startTime: 95.5,
      title: "Why rest works",
      url: "javascript:alert(1)",
      img: "https://cdn.example.com/rest.jpg",
    },
  ],
});

const withAudio = makeEpisode({
  id: "withAudio",
  audioUrl: "https://cdn.example.com/a.mp3",
  releaseDate: "2026-02-01",
});
const withoutAudio = makeEpisode({ id: "withoutAudio", releaseDate: "2026-01-01" });

describe.each(testDatabaseKinds)("the dashboard's Episodes tab API on %s", (kind) => {
  const start = appsClosedAfterEach();

  async function site() {
    const t = await start(kind, { episodeSource: scriptedEpisodeSource([[withAudio, withoutAudio]]) });
    await t.app.episodeCatalog.refresh();
    return { t, cookie: await adminCookie(t) };
  }
  const summaries = async (t: TestApp, cookie: string) => {
    const res = await t.app.inject({ method: "GET", url: "/api/admin/episodes", headers: { cookie } });
    expect(res.statusCode).toBe(200);
    return (res.json() as { episodes: { id: string }[] }).episodes;
  };
  const put = (t: TestApp, cookie: string, url: string, payload: object) =>
    t.app.inject({ method: "PUT", url, headers: { cookie }, payload });

  test("lists each episode with its audio, transcript and chapters, for the owner only", async () => {
    const { t, cookie } = await site();
    expect((await t.app.inject({ method: "GET", url: "/api/admin/episodes" })).statusCode).toBe(401);
    expect(await summaries(t, cookie)).toEqual([
      {
        id: "withAudio",
        name: withAudio.name,
        releaseDate: "2026-02-01",
        audio: true,
        transcript: { origin: null, timed: false, entries: 0 },
        chapters: { origin: null, count: 0 },
      },
      expect.objectContaining({ id: "withoutAudio", audio: false }),
    ]);
  });

  test("the owner's WebVTT transcript is kept, listed, served as a file, and wins over the transcript record", async () => {
    const { t, cookie } = await site();
    const recordSaved = await put(
      t,
      cookie,
      "/api/admin/transcripts/withAudio",
      transcriptRecordBody({ transcript: "A paragraph from the record." }),
    );
    expect(recordSaved.statusCode).toBe(200);
    expect((await summaries(t, cookie))[0]).toMatchObject({
      transcript: { origin: "record", timed: false, entries: 1 },
    });

    const saved = await put(t, cookie, "/api/admin/episodes/withAudio/transcript", {
      text: VTT,
      format: "webvtt",
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toMatchObject({ transcript: { origin: "owner", timed: true, entries: 2 } });
    const vtt = await t.app.inject({ method: "GET", url: "/episode/withAudio/transcript.vtt" });
    expect(vtt.body).toContain("<v Jordan>Today: rest.");

    const deleted = await t.app.inject({
      method: "DELETE",
      url: "/api/admin/episodes/withAudio/transcript",
      headers: { cookie },
    });
    expect(deleted.statusCode).toBe(204);
    expect((await summaries(t, cookie))[0]).toMatchObject({ transcript: { origin: "record" } });
    const again = await t.app.inject({
      method: "DELETE",
      url: "/api/admin/episodes/withAudio/transcript",
      headers: { cookie },
    });
    expect(again.statusCode).toBe(404);
    expect(again.json().message).toBe("You have not given this episode a transcript.");
  });

  test("chapters: kept with only web addresses, listed with their count, and deleted", async () => {
    const { t, cookie } = await site();
    const saved = await put(t, cookie, "/api/admin/episodes/withoutAudio/chapters", { text: CHAPTERS });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toMatchObject({ chapters: { origin: "owner", count: 2 } });
    expect(t.app.episodeTimedText.find("withoutAudio").chapters?.[1]).toEqual({
      startSeconds: 95.5,
      endSeconds: null,
      title: "Why rest works",
      url: null,
      imageUrl: "https://cdn.example.com/rest.jpg",
    });
    const deleted = await t.app.inject({
      method: "DELETE",
      url: "/api/admin/episodes/withoutAudio/chapters",
      headers: { cookie },
    });
    expect(deleted.statusCode).toBe(204);
    expect(t.app.episodeTimedText.find("withoutAudio").chapters).toBeNull();
  });

  test("a file that cannot be read is refused with the reason, and nothing is kept", async () => {
    const { t, cookie } = await site();
    const cases: [string, object, number, RegExp][] = [
      [
        "/api/admin/episodes/withAudio/transcript",
        { text: "WEBVTT\n\n00:00:05.000 --> 00:00:01.000\nBackwards", format: "webvtt" },
        400,
        /Line 3/,
      ],
      ["/api/admin/episodes/withAudio/transcript", { text: "", format: "auto" }, 400, /./],
      ["/api/admin/episodes/withAudio/transcript", { text: VTT, format: "mp3" }, 400, /format/i],
      ["/api/admin/episodes/withAudio/chapters", { text: '{"chapters": 7}' }, 400, /./],
      [
        "/api/admin/episodes/noSuchEpisode/transcript",
        { text: VTT },
        404,
        /No episode with this id is in the catalog\./,
      ],
      ["/api/admin/episodes/bad%20id/transcript", { text: VTT }, 400, /Episode id/],
    ];
    for (const [url, payload, status, message] of cases) {
      const res = await put(t, cookie, url, payload);
      expect(res.statusCode, `${url} ${JSON.stringify(payload)}`).toBe(status);
      expect(res.json().message, url).toMatch(message);
    }
    const tooLong = await put(t, cookie, "/api/admin/episodes/withAudio/transcript", {
      text: `WEBVTT\n\n00:00:00.000 --> 00:00:01.000\n${"é".repeat(1_100_000)}`,
    });
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.json().message).toMatch(/2 MB/);
    expect((await summaries(t, cookie))[0]).toMatchObject({
      transcript: { origin: null },
      chapters: { origin: null },
    });
  });
});
