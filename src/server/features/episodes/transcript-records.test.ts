import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { createTestDatabase, type TestDatabase } from "#tests/helpers/test-app.ts";
import type { TranscriptRecord } from "#shared/episodes/episode-schema.ts";
import { saveTranscript } from "./episode-repository.ts";
import { TranscriptRecords } from "./transcript-records.ts";

const record = (episodeId: string, seoTitle: string): TranscriptRecord => ({
  episodeId,
  seoTitle,
  seoDescription: null,
  thumbnailUrl: null,
  youtubeUrl: null,
  guestInfo: null,
  keyTopics: [],
  showNotes: null,
  transcript: null,
  resources: [],
});

describe("TranscriptRecords", () => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase("pglite");
  });
  afterAll(() => database.dispose());

  test("serves a record from memory until it is older than maxAgeMs", async () => {
    const fresh = new TranscriptRecords(database.db, 60_000);
    const stale = new TranscriptRecords(database.db, 0);
    await saveTranscript(database.db, record("ep-memory", "First"));
    expect((await fresh.find("ep-memory"))?.seoTitle).toBe("First");
    // Another instance writes straight to the database.
    await saveTranscript(database.db, record("ep-memory", "Second"));
    expect((await fresh.find("ep-memory"))?.seoTitle).toBe("First");
    expect((await stale.find("ep-memory"))?.seoTitle).toBe("Second");
  });

  test("its own writes and deletes replace the memory copy at once, a missing record included", async () => {
    const records = new TranscriptRecords(database.db, 60_000);
    expect(await records.find("ep-write")).toBeNull();
    await records.save(record("ep-write", "Saved"));
    expect((await records.find("ep-write"))?.seoTitle).toBe("Saved");
    expect(await records.delete("ep-write")).toBe(true);
    expect(await records.find("ep-write")).toBeNull();
    expect(await records.delete("ep-write")).toBe(false);
  });

  test("keeps at most maxEntries episodes, dropping the one read longest ago", async () => {
    const records = new TranscriptRecords(database.db, 60_000, 2);
    await saveTranscript(database.db, record("ep-a", "A"));
    await records.find("ep-a");
    await records.find("ep-b");
    await records.find("ep-c");
    await saveTranscript(database.db, record("ep-a", "A again"));
    expect((await records.find("ep-a"))?.seoTitle).toBe("A again");
  });
});
