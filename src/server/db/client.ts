import { PGlite, type Results } from "@electric-sql/pglite";
import { sql } from "drizzle-orm";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import { drizzle as drizzlePg } from "drizzle-orm/node-postgres";
import { migrate as migratePg } from "drizzle-orm/node-postgres/migrator";
import pg from "pg";
import { existsSync, mkdirSync, readdirSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { acquireDataDirLock } from "./data-dir-lock.ts";
import { KEPT_PREFIX, PGLITE_FOLDER } from "./pglite-folder-swap.ts";
import * as schema from "./schema.ts";
import { pgliteSession, postgresSession, type SqlSession } from "./sql-session.ts";

export type AppDb = PgDatabase<PgQueryResultHKT, typeof schema>;

export type Database = {
  db: AppDb;
  kind: "pglite" | "postgres";
  /** Resolves when the database answers a trivial query. */
  ping(): Promise<void>;
  /**
   * Runs `read` in one read-only transaction that sees the database as it was when it began (the
   * backup's dump). On the embedded database, which answers one query at a time, other queries
   * wait until it ends; on PostgreSQL it takes one pooled connection and blocks nothing.
   */
  readSnapshot<T>(read: (session: SqlSession) => Promise<T>): Promise<T>;
  close(): Promise<void>;
};

export const migrationsFolder = fileURLToPath(new URL("../../../drizzle", import.meta.url));
/** Any fixed number: serialises migrations when several instances start at once on one PostgreSQL. */
export const MIGRATION_LOCK_KEY = 727_001;
/**
 * How the site's connections name themselves to PostgreSQL (pg_stat_activity), so a restore can
 * tell that a site is still connected to the database it would replace.
 */
export const SITE_APPLICATION_NAME = "thriving-site";

export type DatabaseOptions =
  | { kind: "postgres"; url: string }
  /**
   * dataDir undefined keeps the embedded database in memory (tests); such a database can start
   * from a snapshot (see snapshotMigratedPglite), which is much faster than creating a new one.
   */
  | { kind: "pglite"; dataDir?: string; snapshot?: Blob };

export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  return options.kind === "postgres"
    ? openPostgres(options.url)
    : openPglite(options.dataDir, options.snapshot);
}

/** An in-memory embedded database with every migration applied, as a snapshot to start others from. */
export async function snapshotMigratedPglite(): Promise<Blob> {
  const client = new PGlite();
  try {
    await migratePglite(drizzlePglite(client, { schema }), { migrationsFolder });
    return await client.dumpDataDir("none");
  } finally {
    await client.close();
  }
}

async function openPglite(dataDir: string | undefined, snapshot: Blob | undefined): Promise<Database> {
  let releaseLock = () => {};
  let client: PGlite;
  if (dataDir) {
    const absolute = path.resolve(dataDir);
    mkdirSync(absolute, { recursive: true });
    releaseLock = acquireDataDirLock(absolute);
    try {
      refuseAfterInterruptedRestore(absolute);
    } catch (error) {
      releaseLock();
      throw error;
    }
    client = new PGlite(path.join(absolute, PGLITE_FOLDER));
  } else {
    client = new PGlite({ loadDataDir: snapshot });
  }
  try {
    // Once it has started: starting runs statements of its own.
    await client.waitReady;
    takeTurns(client);
    const db = drizzlePglite(client, { schema });
    await migratePglite(db, { migrationsFolder });
    return {
      db: db as unknown as AppDb,
      kind: "pglite",
      ping: async () => {
        await client.query("select 1");
      },
      readSnapshot: (read) =>
        client.transaction(async (tx) => {
          await tx.exec("set transaction isolation level repeatable read, read only");
          return read(pgliteSession(tx));
        }),
      close: async () => {
        try {
          // PGlite does not fsync on every write: flush before closing so nothing is lost.
          if (dataDir) await client.exec("CHECKPOINT");
          await client.close();
        } finally {
          releaseLock();
        }
      },
    };
  } catch (error) {
    await client.close().catch(() => {});
    releaseLock();
    throw error;
  }
}

/**
 * The embedded database runs one statement at a time on the server's own thread, and hands over
 * from one waiting query to the next without letting the event loop run: under a burst (fifty
 * searches at once), requests read later were answered while some read first waited for seconds.
 * Here queries take turns in the order they were asked, and the event loop runs between any two,
 * so every request waits for those before it and no others.
 */
function takeTurns(client: PGlite): void {
  let last: Promise<unknown> = Promise.resolve();
  const inTurn = <T>(run: () => Promise<T>): Promise<T> => {
    const turn = last.then(() => new Promise<void>((resolve) => setImmediate(resolve))).then(run);
    last = turn.catch(() => {});
    return turn;
  };
  const { query, exec, transaction } = client;
  client.query = <T>(...args: Parameters<PGlite["query"]>) =>
    inTurn(() => query.apply(client, args) as Promise<Results<T>>);
  client.exec = (...args) => inTurn(() => exec.apply(client, args));
  client.transaction = <T>(...args: Parameters<PGlite["transaction"]>) =>
    inTurn(() => transaction.apply(client, args) as Promise<T>);
}

/**
 * A restore moves the database aside, then puts the restored one in its place. Stopped between
 * the two, the folder has no database: starting would make a new, empty one and the site would
 * look as if everything were gone. Say what happened instead.
 */
function refuseAfterInterruptedRestore(dataDir: string): void {
  if (existsSync(path.join(dataDir, PGLITE_FOLDER))) return;
  const kept = readdirSync(dataDir)
    .filter((name) => name.startsWith(KEPT_PREFIX))
    .sort()
    .at(-1);
  if (!kept) return;
  throw new Error(
    `${dataDir} holds no database but a database kept by a restore (${kept}): the restore was interrupted. ` +
      `Rename ${kept} to pglite to go back to it, or run npm run db:restore-backup again.`,
  );
}

async function openPostgres(url: string): Promise<Database> {
  await runPostgresMigrations(url);
  const pool = new pg.Pool({ connectionString: url, max: 10, application_name: SITE_APPLICATION_NAME });
  // An idle connection the server drops (restart, failover) emits here; without a listener the
  // process would crash. The pool replaces the connection on the next query.
  pool.on("error", (error) => console.warn(`PostgreSQL closed an idle connection: ${error.message}`));
  const db = drizzlePg(pool, { schema });
  return {
    db: db as unknown as AppDb,
    kind: "postgres",
    ping: async () => {
      await db.execute(sql`select 1`);
    },
    readSnapshot: async (read) => {
      const client = await pool.connect();
      let broken = false;
      try {
        await client.query("begin isolation level repeatable read, read only");
        const result = await read(postgresSession(client));
        await client.query("commit");
        return result;
      } catch (error) {
        // A connection that cannot even roll back goes, rather than back to the pool.
        broken = await client.query("rollback").then(
          () => false,
          () => true,
        );
        throw error;
      } finally {
        client.release(broken);
      }
    },
    close: () => pool.end(),
  };
}

async function runPostgresMigrations(url: string): Promise<void> {
  const client = new pg.Client({ connectionString: url, application_name: SITE_APPLICATION_NAME });
  await client.connect();
  try {
    await client.query("select pg_advisory_lock($1)", [MIGRATION_LOCK_KEY]);
    await migratePg(drizzlePg(client), { migrationsFolder });
  } finally {
    await client.query("select pg_advisory_unlock($1)", [MIGRATION_LOCK_KEY]).catch(() => {});
    await client.end();
  }
}
