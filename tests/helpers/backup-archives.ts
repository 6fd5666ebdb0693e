import { PGlite } from "@electric-sql/pglite";
import { randomBytes } from "node:crypto";
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import pg from "pg";
import { create as createTar, extract as extractTar } from "tar";
import { writeBackupArchive } from "#server/backup/write-backup-archive.ts";
import type { Database } from "#server/db/client.ts";
import { pgliteSession, postgresSession } from "#server/db/sql-session.ts";
import { everyRow } from "./site-rows.ts";

export const tempFolder = (prefix: string) => mkdtempSync(path.join(tmpdir(), prefix));

/**
 * A folder of uploaded images as disk storage keeps them (random bytes under stored names), with a
 * write still under way and a stray file beside them, which a backup leaves out. Answers the folder
 * and the images' bytes by name.
 */
export function uploadsFolder(): { folder: string; images: Record<string, Buffer> } {
  const folder = tempFolder("uploads-");
  const images = {
    "3f9c0d1e-large.webp": randomBytes(300_000),
    "b2.png": randomBytes(10),
  };
  for (const [name, bytes] of Object.entries(images)) writeFileSync(path.join(folder, name), bytes);
  writeFileSync(path.join(folder, "c3.jpg.1a2b3c.tmp"), "half an upload");
  writeFileSync(path.join(folder, "notes.txt"), "not an image");
  return { folder, images };
}

/** The images (stored names only) of a folder, by name. */
export function imagesIn(folder: string): Record<string, Buffer> {
  return Object.fromEntries(
    readdirSync(folder)
      .filter((name) => !name.endsWith(".tmp") && name !== "notes.txt")
      .map((name) => [name, readFileSync(path.join(folder, name))]),
  );
}

/** A backup archive of `database` with the images of `uploads` (disk storage), in a new folder. */
export async function backupOf(database: Pick<Database, "kind" | "readSnapshot">, uploads: string) {
  const file = path.join(tempFolder("backup-"), "site-backup.tar.gz");
  const manifest = await writeBackupArchive({ database, images: { storage: "disk", folder: uploads }, file });
  return { file, manifest };
}

/** Every row of the embedded database in `dataDir/pglite`. */
export async function rowsOfEmbedded(dataDir: string) {
  const client = await PGlite.create(path.join(dataDir, "pglite"));
  try {
    return await everyRow(pgliteSession(client));
  } finally {
    await client.close();
  }
}

/** Every row of the PostgreSQL database at `url`. */
export async function rowsOfPostgres(url: string) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await everyRow(postgresSession(client));
  } finally {
    await client.end();
  }
}

/**
 * A copy of a backup archive with its files edited: `edit` gets the unpacked folder and may
 * change, add or remove files; the copy is packed again, manifest.json first.
 */
export async function editedArchive(archive: string, edit: (folder: string) => void): Promise<string> {
  const folder = tempFolder("edited-");
  await extractTar({ file: archive, cwd: folder });
  edit(folder);
  const entries = readdirSync(folder).sort((a, b) =>
    a === "manifest.json" ? -1 : b === "manifest.json" ? 1 : a.localeCompare(b),
  );
  const out = path.join(tempFolder("edited-archive-"), "edited.tar.gz");
  await createTar({ gzip: true, file: out, cwd: folder, portable: true }, entries);
  return out;
}

/** Edits the manifest.json of an unpacked archive. */
export function editManifest(folder: string, edit: (manifest: Record<string, unknown>) => void): void {
  const file = path.join(folder, "manifest.json");
  const manifest = JSON.parse(readFileSync(file, "utf8")) as Record<string, unknown>;
  edit(manifest);
  writeFileSync(file, JSON.stringify(manifest));
}

/** A gzip tar of some other program's files. */
export async function foreignArchive(): Promise<string> {
  const folder = tempFolder("foreign-");
  mkdirSync(path.join(folder, "docs"));
  writeFileSync(path.join(folder, "docs", "readme.txt"), "hello");
  const out = path.join(tempFolder("foreign-archive-"), "foreign.tar.gz");
  await createTar({ gzip: true, file: out, cwd: folder, portable: true }, ["docs"]);
  return out;
}
