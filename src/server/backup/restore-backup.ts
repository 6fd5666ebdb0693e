import { PGlite } from "@electric-sql/pglite";
import { existsSync, mkdirSync, readdirSync, renameSync, rmdirSync } from "node:fs";
import { mkdtemp, rm } from "node:fs/promises";
import path from "node:path";
import pg from "pg";
import { MIGRATION_LOCK_KEY, SITE_APPLICATION_NAME } from "#server/db/client.ts";
import { acquireDataDirLock } from "#server/db/data-dir-lock.ts";
import { PGLITE_FOLDER, swapInPgliteFolder } from "#server/db/pglite-folder-swap.ts";
import { pgliteSession, postgresSession, type SqlSession } from "#server/db/sql-session.ts";
import { UPLOADS_FOLDER } from "#server/features/uploads/upload-routes.ts";
import { isStoredObjectFile } from "#server/providers/storage/disk-storage.ts";
import { BackupRestoreError } from "./backup-restore-error.ts";
import { identifier, loadDataDump, rowCounts, siteTables } from "./data-dump.ts";
import { applyMigrations, migrationsAround, type Migration } from "./migration-level.ts";
import { unpackBackupArchive, type UnpackedBackup } from "./read-backup-archive.ts";

/** The database a restore writes: the embedded one in DATA_DIR, or a PostgreSQL server's. */
export type RestoreTarget = { kind: "pglite" } | { kind: "postgres"; url: string };

export type RestoreOptions = {
  target: RestoreTarget;
  /** DATA_DIR: the embedded database's folder, and the uploaded images' (uploads/). */
  dataDir: string;
  /** Replace a database (and images) that already hold data; without it, such a target is refused. */
  replace: boolean;
  /**
   * Whether the backup's images go to DATA_DIR/uploads: yes with disk storage; with S3 storage the
   * site does not read that folder, so they are left in the archive.
   */
  imagesToDisk: boolean;
};

export type RestoreReport = {
  takenAt: string;
  /** Rows restored per table. */
  tables: Record<string, number>;
  /** What became of the backup's images; null when it holds none (kept in a bucket, or an older database-only backup). */
  images: { restored: number; into: string } | { leftInArchive: number } | null;
  /** Where what the restore replaced was kept: the embedded database's folder, the uploads folder. */
  keptAside: string[];
};

/** How a restore's connection names itself: not a site, so a site's check for other sites never counts it. */
const RESTORE_APPLICATION_NAME = `${SITE_APPLICATION_NAME}-restore`;

/** The target already holds data and the restore was not asked to replace it. Nothing was changed. */
export class TargetHasDataError extends BackupRestoreError {
  /** What the target holds, such as "The PostgreSQL database in DATABASE_URL already has data (…)". */
  readonly holdings: string;
  constructor(holdings: string, whatReplaceDoes: string) {
    super(`${holdings}. Add --replace to replace it with the backup: ${whatReplaceDoes}.`);
    this.name = "TargetHasDataError";
    this.holdings = holdings;
  }
}

const REPLACING_EMBEDDED = "the current database and images are kept beside the restored ones";
const REPLACING_POSTGRES =
  "its tables are dropped in the same transaction that loads the backup, and the current images are kept beside the restored ones";

/**
 * Restores a backup archive (`npm run db:restore-backup`). The archive is unpacked into a folder
 * inside DATA_DIR and checked whole first; the database is then rebuilt at the backup's migration
 * level, its rows loaded and counted, and brought up to this release's migrations, all before
 * anything in use changes. Then the images and the database take the place of the current ones,
 * which are kept aside (the embedded database and the uploads folder) or, on PostgreSQL, replaced
 * in one transaction. Refuses a target that holds data unless `replace`, and an embedded database
 * a running server holds.
 */
export async function restoreBackupFile(archive: string, options: RestoreOptions): Promise<RestoreReport> {
  const dataDir = path.resolve(options.dataDir);
  mkdirSync(dataDir, { recursive: true });
  const release = options.target.kind === "pglite" ? acquireDataDirLock(dataDir) : () => {};
  const staging = await mkdtemp(path.join(dataDir, ".restoring-"));
  try {
    const backup = await unpackBackupArchive(archive, staging);
    return await restoreUnpacked(backup, { ...options, dataDir });
  } finally {
    await rm(staging, { recursive: true, force: true });
    release();
  }
}

/** Restores a checked backup (an unpacked archive, or a dump just taken by the move to PostgreSQL). */
export async function restoreUnpacked(
  backup: UnpackedBackup,
  options: RestoreOptions,
): Promise<RestoreReport> {
  const stamp = new Date().toISOString().replace(/[:.]/g, "-");
  const dataDir = path.resolve(options.dataDir);
  const levels = migrationsAround(backup.dump.migrations);
  const uploads = path.join(dataDir, UPLOADS_FOLDER);
  const images = backup.images && options.imagesToDisk ? backup.images : null;
  const imagesPresent = images ? storedImagesIn(uploads) : 0;
  const holdings = (database: string, rows: Record<string, number> | "unreadable") =>
    describeHoldings(database, rows, imagesPresent, uploads);

  const prepared =
    options.target.kind === "pglite"
      ? await prepareEmbedded(dataDir, stamp, (session) => loadAt(session, backup, levels), {
          replace: options.replace,
          holdings,
        })
      : await preparePostgres(options.target.url, (session) => loadAt(session, backup, levels), {
          replace: options.replace,
          holdings,
        });
  const keptAside: string[] = [];
  let swappedImages: ImageSwap | null = null;
  try {
    if (images) {
      swappedImages = swapInImages(uploads, images, stamp);
      if (swappedImages.keptAs) keptAside.push(swappedImages.keptAs);
    }
    const { keptAs } = await prepared.commit();
    if (keptAs) keptAside.unshift(keptAs);
  } catch (error) {
    swappedImages?.undo();
    await prepared.abandon();
    throw error;
  }
  return {
    takenAt: backup.takenAt,
    tables: backup.dump.tables,
    images: images
      ? { restored: images.names.length, into: uploads }
      : backup.images
        ? { leftInArchive: backup.images.names.length }
        : null,
    keptAside,
  };
}

/** A database rebuilt and loaded, waiting to take the current one's place. */
type PreparedDatabase = {
  /** Puts it in place; answers where the database it replaced was kept, if anywhere. */
  commit(): Promise<{ keptAs: string | null }>;
  /** Throws it away, leaving the current database as it was. */
  abandon(): Promise<void>;
};

type Holdings = (database: string, rows: Record<string, number> | "unreadable") => string | null;

/**
 * In the empty database `session` writes, in its transaction: the tables as the backup's
 * migration level had them, its rows, a check that every table has the backup's count of rows,
 * then this release's newer migrations.
 */
async function loadAt(
  session: SqlSession,
  backup: UnpackedBackup,
  levels: { before: Migration[]; after: Migration[] },
): Promise<void> {
  await applyMigrations(session, levels.before);
  await loadDataDump(session, backup.dump.file);
  const loaded = await rowCounts(session, Object.keys(backup.dump.tables));
  for (const [table, count] of Object.entries(backup.dump.tables)) {
    if (loaded[table] !== count) {
      throw new BackupRestoreError(
        `This backup is damaged: its manifest counts ${count} rows in ${table}, its data.sql gave ${loaded[table]}.`,
      );
    }
  }
  await applyMigrations(session, levels.after);
}

/**
 * Builds the restored embedded database in a folder beside the current one; committing swaps the
 * folders, keeping the current database beside the restored one.
 */
async function prepareEmbedded(
  dataDir: string,
  stamp: string,
  load: (session: SqlSession) => Promise<void>,
  { replace, holdings }: { replace: boolean; holdings: Holdings },
): Promise<PreparedDatabase> {
  const current = path.join(dataDir, PGLITE_FOLDER);
  if (!replace) {
    const present = holdings(
      `The embedded database in ${current}`,
      existsSync(current) ? await embeddedRows(current) : {},
    );
    if (present) throw new TargetHasDataError(present, REPLACING_EMBEDDED);
  }
  const staging = path.join(dataDir, `pglite-restoring-${stamp}`);
  try {
    const client = await PGlite.create(staging);
    try {
      await client.transaction((tx) => load(pgliteSession(tx)));
      await client.exec("CHECKPOINT");
    } finally {
      await client.close();
    }
  } catch (error) {
    await rm(staging, { recursive: true, force: true });
    throw error;
  }
  return {
    commit: async () => swapInPgliteFolder(dataDir, staging, stamp),
    abandon: () => rm(staging, { recursive: true, force: true }),
  };
}

/** Rows per table of an embedded database's folder; "unreadable" when it is no database PGlite opens. */
async function embeddedRows(folder: string): Promise<Record<string, number> | "unreadable"> {
  // PGlite would make a new database in a folder that holds none: look before opening.
  if (!existsSync(path.join(folder, "PG_VERSION"))) return "unreadable";
  let client: PGlite;
  try {
    client = await PGlite.create(folder);
  } catch {
    return "unreadable";
  }
  try {
    const session = pgliteSession(client);
    return await rowCounts(session, await siteTables(session));
  } finally {
    await client.close();
  }
}

/**
 * Rebuilds the PostgreSQL database inside one transaction: the current tables and functions are
 * dropped, the backup's loaded; committing makes the change at once, abandoning leaves everything as it was.
 * Servers starting meanwhile wait (the migrations' advisory lock); a site still connected is refused.
 */
async function preparePostgres(
  url: string,
  load: (session: SqlSession) => Promise<void>,
  { replace, holdings }: { replace: boolean; holdings: Holdings },
): Promise<PreparedDatabase> {
  const client = new pg.Client({ connectionString: url, application_name: RESTORE_APPLICATION_NAME });
  await client.connect();
  const end = () => client.end().catch(() => {});
  const session = postgresSession(client);
  try {
    await session.run("begin");
    await session.rows("select pg_advisory_xact_lock($1)", [MIGRATION_LOCK_KEY]);
    const [sites] = await session.rows<{ count: number }>(
      "select count(*)::int as count from pg_stat_activity where datname = current_database() and application_name = $1",
      [SITE_APPLICATION_NAME],
    );
    if (sites!.count > 0) {
      throw new BackupRestoreError(
        `A running site is connected to the PostgreSQL database in DATABASE_URL (${sites!.count} connections): stop every instance of the site first.`,
      );
    }
    const tables = await siteTables(session);
    const present = holdings("The PostgreSQL database in DATABASE_URL", await rowCounts(session, tables));
    if (present && !replace) throw new TargetHasDataError(present, REPLACING_POSTGRES);
    for (const table of tables) await session.run(`drop table "public".${identifier(table)} cascade`);
    // And the functions the migrations made (site search's), which they make again; an
    // extension's functions are the extension's.
    const functions = await session.rows<{ signature: string }>(
      `select p.oid::regprocedure::text as signature from pg_proc p join pg_namespace n on n.oid = p.pronamespace
       where n.nspname = 'public' and not exists (select 1 from pg_depend d where d.objid = p.oid and d.deptype = 'e')`,
    );
    for (const { signature } of functions) await session.run(`drop function ${signature} cascade`);
    await session.run(`drop table if exists "drizzle"."__drizzle_migrations"`);
    await load(session);
  } catch (error) {
    await session.run("rollback").catch(() => {});
    await end();
    throw error;
  }
  return {
    commit: async () => {
      try {
        await session.run("commit");
      } finally {
        await end();
      }
      return { keptAs: null };
    },
    abandon: async () => {
      await session.run("rollback").catch(() => {});
      await end();
    },
  };
}

/** What a target holds, as a sentence's subject; null when it holds nothing. */
function describeHoldings(
  database: string,
  rows: Record<string, number> | "unreadable",
  images: number,
  uploads: string,
): string | null {
  const parts: string[] = [];
  if (rows === "unreadable") {
    parts.push(`${database} is there but cannot be opened`);
  } else {
    const filled = Object.entries(rows)
      .filter(([, count]) => count > 0)
      .map(([table, count]) => `${table}: ${count} ${count === 1 ? "row" : "rows"}`);
    if (filled.length > 0) {
      const shown =
        filled.length > 5 ? [...filled.slice(0, 5), `and ${filled.length - 5} more tables`] : filled;
      parts.push(`${database} already has data (${shown.join(", ")})`);
    }
  }
  if (images > 0) parts.push(`${uploads} already has ${images} ${images === 1 ? "image" : "images"}`);
  return parts.length > 0 ? parts.join(", and ") : null;
}

/** How many stored images a folder holds (none when it does not exist). */
function storedImagesIn(folder: string): number {
  try {
    return readdirSync(folder).filter(isStoredObjectFile).length;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "ENOENT") return 0;
    throw error;
  }
}

type ImageSwap = { keptAs: string | null; undo(): void };

/**
 * Puts the unpacked images in place of DATA_DIR/uploads: the current folder, when it holds
 * anything, is kept beside it. Undo puts everything back as it was.
 */
function swapInImages(
  uploads: string,
  images: { folder: string; names: string[] },
  stamp: string,
): ImageSwap {
  let keptAs: string | null = null;
  if (existsSync(uploads)) {
    if (readdirSync(uploads).length > 0) {
      keptAs = `${uploads}-before-restore-${stamp}`;
      renameSync(uploads, keptAs);
    } else {
      rmdirSync(uploads);
    }
  }
  const moved = images.names.length > 0;
  try {
    if (moved) renameSync(images.folder, uploads);
  } catch (error) {
    if (keptAs) renameSync(keptAs, uploads);
    throw error;
  }
  return {
    keptAs,
    undo: () => {
      if (moved) renameSync(uploads, images.folder);
      if (keptAs) renameSync(keptAs, uploads);
    },
  };
}
