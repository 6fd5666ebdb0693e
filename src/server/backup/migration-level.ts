import { readMigrationFiles } from "drizzle-orm/migrator";
import { readFileSync } from "node:fs";
import path from "node:path";
import { migrationsFolder } from "#server/db/client.ts";
import type { SqlSession } from "#server/db/sql-session.ts";
import { BackupRestoreError } from "./backup-restore-error.ts";

/** One of the site's migrations (drizzle/), as Drizzle's migrator reads and records it. */
export type Migration = { tag: string; hash: string; createdAt: number; statements: string[] };

/** Where Drizzle's migrator records what it applied (`drizzle.__drizzle_migrations`). */
const MIGRATIONS_TABLE = `"drizzle"."__drizzle_migrations"`;

let known: Migration[] | undefined;

/** This release's migrations, oldest first. */
export function siteMigrations(): Migration[] {
  if (known) return known;
  const journal = JSON.parse(readFileSync(path.join(migrationsFolder, "meta", "_journal.json"), "utf8")) as {
    entries: { tag: string }[];
  };
  known = readMigrationFiles({ migrationsFolder }).map((migration, index) => ({
    tag: journal.entries[index]!.tag,
    hash: migration.hash,
    createdAt: migration.folderMillis,
    statements: migration.sql,
  }));
  return known;
}

/** The hashes of the migrations a database has had, oldest first: its migration level. */
export async function appliedMigrations(session: SqlSession): Promise<string[]> {
  const [table] = await session.rows<{ name: string | null }>(
    "select to_regclass('drizzle.__drizzle_migrations')::text as name",
  );
  if (!table?.name) return [];
  const rows = await session.rows<{ hash: string }>(
    `select hash from ${MIGRATIONS_TABLE} order by created_at, id`,
  );
  return rows.map((row) => row.hash);
}

/** The tag of the last of these migrations (such as 0010_owner_notifications), or null when it is not one of this release's. */
export function lastMigrationTag(hashes: readonly string[]): string | null {
  if (hashes.length === 0) return null;
  return siteMigrations().find((migration) => migration.hash === hashes.at(-1))?.tag ?? null;
}

/**
 * This release's migrations split at a dump's level: those that make the tables the dump's rows
 * were taken from, and those that bring them up to this release afterwards. Refuses a level this
 * release cannot reach: a newer release's, or another program's.
 */
export function migrationsAround(level: readonly string[]): { before: Migration[]; after: Migration[] } {
  const migrations = siteMigrations();
  if (level.length > migrations.length) {
    throw new BackupRestoreError(
      `This backup's database is newer than this release of the site (${level.length} migrations; this release knows ${migrations.length}). ` +
        "Restore it with the release that made it, or a newer one.",
    );
  }
  const differs = level.findIndex((hash, index) => hash !== migrations[index]!.hash);
  if (differs !== -1) {
    throw new BackupRestoreError(
      `This backup's database has a migration (number ${differs + 1}) that is not this release's ${migrations[differs]!.tag}: ` +
        "it comes from another version of the site. Restore it with the release that made it.",
    );
  }
  return { before: migrations.slice(0, level.length), after: migrations.slice(level.length) };
}

/**
 * Applies migrations in order and records each as Drizzle's migrator does, so that the migrator
 * finds them applied when the site starts. Runs in the caller's transaction.
 */
export async function applyMigrations(session: SqlSession, migrations: readonly Migration[]): Promise<void> {
  await session.run(
    `create schema if not exists "drizzle"; ` +
      `create table if not exists ${MIGRATIONS_TABLE} (id serial primary key, hash text not null, created_at bigint)`,
  );
  for (const migration of migrations) {
    for (const statement of migration.statements) await session.run(statement);
    await session.rows(`insert into ${MIGRATIONS_TABLE} (hash, created_at) values ($1, $2)`, [
      migration.hash,
      migration.createdAt,
    ]);
  }
}
