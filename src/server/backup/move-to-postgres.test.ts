import { cpSync, mkdirSync, readdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, test } from "vitest";
import { rowsOfEmbedded, rowsOfPostgres, tempFolder, uploadsFolder } from "#tests/helpers/backup-archives.ts";
import { fillEveryTable } from "#tests/helpers/site-rows.ts";
import { createEmptyPostgresDatabase } from "#tests/helpers/test-app.ts";
import { openDatabase } from "#server/db/client.ts";
import { DataDirLockedError } from "#server/db/data-dir-lock.ts";
import { moveToPostgres } from "./move-to-postgres.ts";

const postgres = process.env.TEST_DATABASE_URL ? test : test.skip;
/** Never reached: the tests that use it are refused before connecting. */
const UNREACHABLE = "postgres://nobody@127.0.0.1:1/none";

/** An embedded site in a data folder of its own: rows in every table, two images on disk. */
async function embeddedSite(): Promise<string> {
  const dataDir = tempFolder("embedded-site-");
  const database = await openDatabase({ kind: "pglite", dataDir });
  await fillEveryTable(database.db);
  await database.close();
  cpSync(uploadsFolder().folder, path.join(dataDir, "uploads"), { recursive: true });
  return dataDir;
}

describe("moving an embedded site to PostgreSQL", () => {
  postgres(
    "copies every row into an empty database, says what it copied, and leaves the embedded site as it was",
    async () => {
      const dataDir = await embeddedSite();
      const rows = await rowsOfEmbedded(dataDir);
      const target = await createEmptyPostgresDatabase();
      try {
        const report = await moveToPostgres(dataDir, target.url);
        expect(report).toEqual({
          from: path.join(dataDir, "pglite"),
          tables: expect.objectContaining({ blog_posts: 2, newsletter_subscribers: 2, search_entries: 1 }),
          images: { folder: path.join(dataDir, "uploads"), count: 2 },
        });
        expect(Object.keys(report.tables)).toHaveLength(17);
        expect(await rowsOfPostgres(target.url)).toEqual(rows);
        expect(await rowsOfEmbedded(dataDir)).toEqual(rows);
        expect(readdirSync(dataDir).sort()).toEqual(["pglite", "uploads"]);
        // The site starts on it as on its own database.
        const opened = await openDatabase({ kind: "postgres", url: target.url });
        await opened.close();

        await expect(moveToPostgres(dataDir, target.url)).rejects.toThrow(
          "The PostgreSQL database in DATABASE_URL already has data (admin_sessions: 1 row, blog_posts: 2 rows, coaching_payments: 1 row, contact_messages: 1 row, donations: 1 row, and 12 more tables). " +
            "The move copies into an empty database only: point DATABASE_URL at a new, empty one.",
        );
        expect(await rowsOfPostgres(target.url)).toEqual(rows);
      } finally {
        await target.dispose();
      }
    },
  );

  test("a data folder with no embedded database is refused", async () => {
    const dataDir = tempFolder("no-site-");
    mkdirSync(path.join(dataDir, "uploads"));
    await expect(moveToPostgres(dataDir, UNREACHABLE)).rejects.toThrow(
      `${dataDir} holds no embedded database to move.`,
    );
    expect(readdirSync(dataDir)).toEqual(["uploads"]);
  });

  test("an embedded database a running server holds is refused", async () => {
    const dataDir = await embeddedSite();
    writeFileSync(path.join(dataDir, "server.lock"), String(process.ppid));
    await expect(moveToPostgres(dataDir, UNREACHABLE)).rejects.toBeInstanceOf(DataDirLockedError);
  });
});
