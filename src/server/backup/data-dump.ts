import { createHash } from "node:crypto";
import { createReadStream } from "node:fs";
import { open } from "node:fs/promises";
import { createInterface } from "node:readline";
import type { SqlSession } from "#server/db/sql-session.ts";
import { BackupRestoreError } from "./backup-restore-error.ts";
import { appliedMigrations } from "./migration-level.ts";

/**
 * The portable SQL dump of a backup: the rows of every table of the site, as plain INSERT
 * statements any PostgreSQL takes, one statement a line, parents before the tables that refer to
 * them, then the sequences' positions. It holds no schema: that is the site's migrations up to the
 * level the manifest names, which the restore applies first (decision 027).
 */
export const DATA_DUMP_FILE = "data.sql";

export type DataDump = {
  /** Rows dumped, per table (the tables of the `public` schema, every one of them). */
  tables: Record<string, number>;
  /** The database's migration level: the hashes of the migrations it has had, oldest first. */
  migrations: string[];
  bytes: number;
  sha256: string;
};

const FETCH_ROWS = 500;
const FLUSH_CHARS = 1 << 20;

/** `"name"`, with any quote in it doubled. */
export const identifier = (name: string) => `"${name.replaceAll('"', '""')}"`;

/**
 * A value as an SQL string literal the column's type reads back exactly (every value is dumped
 * as its text form). A value with a backslash or a line break is written as an E'' literal with
 * those escaped, so no statement spans two lines.
 */
export function sqlLiteral(value: string | null): string {
  if (value === null) return "NULL";
  if (!/[\\\n\r]/.test(value)) return `'${value.replaceAll("'", "''")}'`;
  const escaped = value.replace(/[\\'\n\r]/g, (c) =>
    c === "\\" ? "\\\\" : c === "'" ? "''" : c === "\n" ? "\\n" : "\\r",
  );
  return `E'${escaped}'`;
}

/**
 * The tables of the `public` schema, each after every table it refers to (foreign keys), so that
 * rows loaded in this order never point at a row not yet there.
 */
export async function siteTables(session: SqlSession): Promise<string[]> {
  const tables = await session.rows<{ name: string }>(
    `select c.relname as name from pg_class c join pg_namespace n on n.oid = c.relnamespace
     where n.nspname = 'public' and c.relkind = 'r' order by c.relname`,
  );
  const references = await session.rows<{ child: string; parent: string }>(
    `select child.relname as child, parent.relname as parent from pg_constraint k
     join pg_class child on child.oid = k.conrelid join pg_class parent on parent.oid = k.confrelid
     join pg_namespace n on n.oid = child.relnamespace
     where k.contype = 'f' and n.nspname = 'public' and k.conrelid <> k.confrelid`,
  );
  const ordered: string[] = [];
  const placed = new Set<string>();
  const place = (table: string, path: Set<string>) => {
    if (placed.has(table) || path.has(table)) return;
    path.add(table);
    for (const { parent } of references.filter((reference) => reference.child === table)) place(parent, path);
    placed.add(table);
    ordered.push(table);
  };
  for (const { name } of tables) place(name, new Set());
  return ordered;
}

/** How many rows each of these tables holds. */
export async function rowCounts(
  session: SqlSession,
  tables: readonly string[],
): Promise<Record<string, number>> {
  const counts: Record<string, number> = {};
  for (const table of tables) {
    const [row] = await session.rows<{ count: number }>(
      `select count(*)::int as count from "public".${identifier(table)}`,
    );
    counts[table] = row!.count;
  }
  return counts;
}

/**
 * Writes the dump of the database `session` reads into `file`. Run it in one repeatable-read
 * transaction (Database.readSnapshot), so every table is read as of the same moment. Rows are
 * fetched and written a few hundred at a time.
 */
export async function writeDataDump(session: SqlSession, file: string, heading: string): Promise<DataDump> {
  // Text forms that read back the same on any server, whatever its own settings.
  await session.run(
    "set local datestyle = 'ISO'; set local timezone = 'UTC'; set local extra_float_digits = 1",
  );
  const migrations = await appliedMigrations(session);
  const tables = await siteTables(session);
  const output = await open(file, "wx");
  const hash = createHash("sha256");
  let bytes = 0;
  let pending = "";
  const write = async (text: string, force = false) => {
    pending += text;
    if (!force && pending.length < FLUSH_CHARS) return;
    const chunk = Buffer.from(pending, "utf8");
    pending = "";
    hash.update(chunk);
    bytes += chunk.length;
    await output.write(chunk);
  };
  const counts: Record<string, number> = {};
  try {
    await write(
      `-- ${heading}\n` +
        "-- Rows only, one statement a line: the schema is the site's migrations (drizzle/) up to the level\n" +
        "-- manifest.json names. npm run db:restore-backup applies them, loads this, then the newer ones.\n" +
        "SET standard_conforming_strings = on;\nSET datestyle = 'ISO';\n",
    );
    for (const table of tables) counts[table] = await dumpTable(session, table, write);
    const sequences = await session.rows<{ name: string; value: string }>(
      `select sequencename as name, last_value::text as value from pg_sequences
       where schemaname = 'public' and last_value is not null order by sequencename`,
    );
    for (const { name, value } of sequences) {
      await write(
        `SELECT pg_catalog.setval(${sqlLiteral(`"public".${identifier(name)}`)}, ${value}, true);\n`,
      );
    }
    await write("", true);
  } finally {
    await output.close();
  }
  return { tables: counts, migrations, bytes, sha256: hash.digest("hex") };
}

async function dumpTable(
  session: SqlSession,
  table: string,
  write: (text: string) => Promise<void>,
): Promise<number> {
  const columns = (
    await session.rows<{ name: string }>(
      `select a.attname as name from pg_attribute a
       where a.attrelid = $1::regclass and a.attnum > 0 and not a.attisdropped and a.attgenerated = ''
       order by a.attnum`,
      [`"public".${identifier(table)}`],
    )
  ).map((column) => column.name);
  const insert = `INSERT INTO "public".${identifier(table)} (${columns.map(identifier).join(", ")}) VALUES (`;
  const selected = columns.map((column, index) => `${identifier(column)}::text as c${index}`).join(", ");
  await session.run(
    `declare backup_rows no scroll cursor for select ${selected} from "public".${identifier(table)}`,
  );
  let count = 0;
  for (;;) {
    const rows = await session.rows<Record<string, string | null>>(
      `fetch forward ${FETCH_ROWS} from backup_rows`,
    );
    for (const row of rows) {
      await write(
        `${insert}${columns.map((_, index) => sqlLiteral(row[`c${index}`] ?? null)).join(", ")});\n`,
      );
    }
    count += rows.length;
    if (rows.length < FETCH_ROWS) break;
  }
  await session.run("close backup_rows");
  return count;
}

/** The statements a dump is made of; any other line is not one the site wrote. */
const DUMP_STATEMENT = /^(?:INSERT INTO "public"\.|SELECT pg_catalog\.setval\(|SET [a-z_]+ = )[^\n]*;$/;
const LOAD_BATCH_CHARS = 1 << 20;

/** Runs a dump's statements in `session` (in the caller's transaction), a batch at a time. */
export async function loadDataDump(session: SqlSession, file: string): Promise<void> {
  const lines = createInterface({ input: createReadStream(file, "utf8"), crlfDelay: Infinity });
  let batch: string[] = [];
  let size = 0;
  let lineNumber = 0;
  for await (const line of lines) {
    lineNumber++;
    if (line === "" || line.startsWith("--")) continue;
    if (!DUMP_STATEMENT.test(line)) {
      throw new BackupRestoreError(
        `This backup's ${DATA_DUMP_FILE} has a line (${lineNumber}) that is not a statement the site's backup writes.`,
      );
    }
    batch.push(line);
    size += line.length;
    if (size >= LOAD_BATCH_CHARS) {
      await session.run(batch.join("\n"));
      batch = [];
      size = 0;
    }
  }
  if (batch.length > 0) await session.run(batch.join("\n"));
}
