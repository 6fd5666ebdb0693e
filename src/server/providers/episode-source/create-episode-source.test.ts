import { afterEach, describe, expect, test } from "vitest";
import { openDatabase, type Database } from "#server/db/client.ts";
import { findTranscript, saveTranscript } from "#server/features/episodes/episode-repository.ts";
import { createEpisodeSource } from "./create-episode-source.ts";
import { sampleTranscripts } from "#server/providers/episode-source/sample/sample-transcripts.ts";

let database: Database | null = null;
afterEach(async () => {
  await database?.close();
  database = null;
});

async function freshDb() {
  database = await openDatabase({ kind: "pglite" });
  return database.db;
}

describe("createEpisodeSource", () => {
  test("sample: answers the sample catalog and seeds its transcript records", async () => {
    const db = await freshDb();
    const source = await createEpisodeSource({ kind: "sample" }, { db });
    expect(source.key).toBe("sample");
    expect((await source.fetchEpisodes(AbortSignal.timeout(1_000))).length).toBeGreaterThanOrEqual(12);
    for (const record of sampleTranscripts)
      expect(await findTranscript(db, record.episodeId)).toEqual(record);
  });

  test("sample: seeding again never overwrites a record the owner edited", async () => {
    const db = await freshDb();
    await createEpisodeSource({ kind: "sample" }, { db });
    const [first] = sampleTranscripts;
    const edited = { ...first!, seoTitle: "The owner's own title", keyTopics: ["Edited"] };
    await saveTranscript(db, edited);
    await createEpisodeSource({ kind: "sample" }, { db });
    expect(await findTranscript(db, first!.episodeId)).toEqual(edited);
  });

  test("rss: a source keyed by the feed URL, and no transcript records are seeded", async () => {
    const db = await freshDb();
    const source = await createEpisodeSource(
      { kind: "rss", feedUrl: "https://feeds.example.com/show.xml" },
      { db },
    );
    expect(source.key).toBe("rss:https://feeds.example.com/show.xml");
    expect(await findTranscript(db, sampleTranscripts[0]!.episodeId)).toBeNull();
  });

  test("spotify: a source keyed by the show id", async () => {
    const db = await freshDb();
    const source = await createEpisodeSource(
      {
        kind: "spotify",
        clientId: "id",
        clientSecret: "secret",
        showId: "u8jzPde0IgxLd6GncfBAep",
        youtube: null,
      },
      { db },
    );
    expect(source.key).toBe("spotify:u8jzPde0IgxLd6GncfBAep");
  });
});
