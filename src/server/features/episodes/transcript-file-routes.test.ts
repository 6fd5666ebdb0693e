import { afterEach, describe, expect, test } from "vitest";
import { adminCookie } from "#tests/helpers/admin-login.ts";
import { transcriptRecordBody } from "#tests/helpers/transcript-record.ts";
import { makeEpisode, scriptedEpisodeSource } from "#tests/helpers/scripted-episode-source.ts";
import { appsClosedAfterEach, testDatabaseKinds, type TestApp } from "#tests/helpers/test-app.ts";
import { answerLater, sendText, startStandIn, type StandIn } from "#tests/stand-ins/stand-in-server.ts";

const VTT =
  "WEBVTT\n\n00:00:01.000 --> 00:00:04.000\n<v Jordan>Welcome & hello.\n\n00:01:04.000 --> 00:01:09.500\n<v Maya>Thanks for having me.\n";

let files: StandIn | null = null;
afterEach(async () => {
  await files?.close();
  files = null;
});

describe.each(testDatabaseKinds)("an episode's transcript as a file on %s", (kind) => {
  const start = appsClosedAfterEach();

  /** A site whose feed names a VTT transcript for one episode and nothing for another. */
  async function siteWithFeedTranscript(options: { hangMs?: number } = {}) {
    files = await startStandIn((_request, response) =>
      options.hangMs
        ? answerLater(response, options.hangMs, () => sendText(response, 200, VTT, "text/vtt"))
        : sendText(response, 200, VTT, "text/vtt"),
    );
    const withTranscript = makeEpisode({
      id: "withTranscript",
      transcriptFiles: [{ url: `${files.url}/ep.vtt`, type: "text/vtt" }],
    });
    const without = makeEpisode({ id: "withoutTranscript", releaseDate: "2025-01-01" });
    // The stand-in is plain http on this machine, as a local feed would be.
    const source = Object.assign(scriptedEpisodeSource([[withTranscript, without]]), { plainHttp: true });
    const t = await start(kind, { episodeSource: source });
    return t;
  }

  const settled = async (t: TestApp) => {
    await t.app.episodeCatalog.refresh();
    await t.app.episodeTimedText.syncFeed(t.app.episodeCatalog.list());
  };

  test("/episode/{id}/transcript.vtt and .txt serve the feed's transcript to anyone", async () => {
    const t = await siteWithFeedTranscript();
    await settled(t);
    const vtt = await t.app.inject({ method: "GET", url: "/episode/withTranscript/transcript.vtt" });
    expect(vtt.statusCode).toBe(200);
    expect(vtt.headers["content-type"]).toBe("text/vtt; charset=utf-8");
    expect(vtt.headers["access-control-allow-origin"]).toBe("*");
    expect(vtt.body).toMatch(/^WEBVTT\n/);
    expect(vtt.body).toContain("00:00:01.000 --> 00:00:04.000\n<v Jordan>Welcome &amp; hello.");
    const text = await t.app.inject({ method: "GET", url: "/episode/withTranscript/transcript.txt" });
    expect(text.statusCode).toBe(200);
    expect(text.headers["content-type"]).toBe("text/plain; charset=utf-8");
    expect(text.body).toContain("Jordan: Welcome & hello.");
    expect(text.body).toContain("Maya: Thanks for having me.");
  });

  test("no episode, or an episode without a transcript, answers 404 with a message", async () => {
    const t = await siteWithFeedTranscript();
    await settled(t);
    for (const [url, message] of [
      ["/episode/noSuchEpisode/transcript.vtt", "No episode has this id."],
      ["/episode/withoutTranscript/transcript.txt", "This episode has no transcript yet."],
    ]) {
      const res = await t.app.inject({ method: "GET", url: url! });
      expect(res.statusCode, url).toBe(404);
      expect(res.json(), url).toMatchObject({ message });
    }
  });

  test("the owner's transcript record wins over the feed's; without times it has a text file only", async () => {
    const t = await siteWithFeedTranscript();
    await settled(t);
    const saved = await t.app.inject({
      method: "PUT",
      url: "/api/admin/transcripts/withTranscript",
      headers: { cookie: await adminCookie(t) },
      payload: transcriptRecordBody({ transcript: "Jordan: The owner's own words.\n\nA second paragraph." }),
    });
    expect(saved.statusCode).toBe(200);
    const text = await t.app.inject({ method: "GET", url: "/episode/withTranscript/transcript.txt" });
    expect(text.body).toContain("Jordan: The owner's own words.");
    expect(text.body).not.toContain("Thanks for having me");
    const vtt = await t.app.inject({ method: "GET", url: "/episode/withTranscript/transcript.vtt" });
    expect(vtt.statusCode).toBe(404);
    expect(vtt.json().message).toBe(
      "This episode's transcript has no times, so there is no WebVTT file: read /episode/withTranscript/transcript.txt.",
    );
  });

  test("a transcript file that hangs holds up neither the catalog nor the pages' data", async () => {
    const t = await siteWithFeedTranscript({ hangMs: 20_000 });
    const started = Date.now();
    await t.app.episodeCatalog.refresh();
    const list = await t.app.inject({ method: "GET", url: "/api/enhanced/episodes" });
    expect(list.json()).toHaveLength(2);
    const text = await t.app.inject({ method: "GET", url: "/episode/withTranscript/transcript.txt" });
    expect(text.statusCode).toBe(404);
    expect(Date.now() - started).toBeLessThan(5_000);
  });
});
