import { PGlite } from "@electric-sql/pglite";
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { drizzle } from "drizzle-orm/pglite";
import { migrate } from "drizzle-orm/pglite/migrator";
import { afterEach, expect, test } from "vitest";

const migrationsFolder = fileURLToPath(new URL("../../../drizzle", import.meta.url));
/** Found by name, not number: migrations written in parallel are renumbered when they meet. */
const STATUS_MIGRATION = /_newsletter_subscriber_status$/;

let folders: string[] = [];
afterEach(() => {
  for (const folder of folders) rmSync(folder, { recursive: true, force: true });
  folders = [];
});

/** A copy of the migrations folder that ends just before the subscriber-status migration. */
function migrationsBeforeStatus(): string {
  const folder = mkdtempSync(path.join(tmpdir(), "migrations-"));
  folders.push(folder);
  cpSync(migrationsFolder, folder, { recursive: true });
  const journalPath = path.join(folder, "meta", "_journal.json");
  const journal = JSON.parse(readFileSync(journalPath, "utf8")) as { entries: { tag: string }[] };
  const at = journal.entries.findIndex((entry) => STATUS_MIGRATION.test(entry.tag));
  expect(at).toBeGreaterThan(0);
  journal.entries = journal.entries.slice(0, at);
  writeFileSync(journalPath, JSON.stringify(journal));
  return folder;
}

test("subscribers kept before states existed: the flag becomes the state, the first sign-up the consent", async () => {
  const client = new PGlite();
  try {
    const db = drizzle(client);
    await migrate(db, { migrationsFolder: migrationsBeforeStatus() });
    await client.exec(`
      insert into newsletter_subscribers (email, subscribed, created_at) values
        ('on@example.com', true, '2025-03-01T10:00:00Z'),
        ('off@example.com', false, '2025-04-01T10:00:00Z');`);

    await migrate(db, { migrationsFolder });

    const { rows } = await client.query<{ email: string; status: string; consented_at: Date; created_at: Date }>(
      "select email, status, consented_at, created_at from newsletter_subscribers order by email",
    );
    expect(rows).toEqual([
      { email: "off@example.com", status: "unsubscribed", consented_at: new Date("2025-04-01T10:00:00Z"), created_at: new Date("2025-04-01T10:00:00Z") },
      { email: "on@example.com", status: "subscribed", consented_at: new Date("2025-03-01T10:00:00Z"), created_at: new Date("2025-03-01T10:00:00Z") },
    ]);
    const columns = await client.query<{ column_name: string }>(
      "select column_name from information_schema.columns where table_name = 'newsletter_subscribers'",
    );
    expect(columns.rows.map((column) => column.column_name)).not.toContain("subscribed");
  } finally {
    await client.close();
  }
});
