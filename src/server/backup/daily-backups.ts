import type { FastifyBaseLogger } from "fastify";
import { randomBytes } from "node:crypto";
import { mkdir, readdir, rename, rm, stat } from "node:fs/promises";
import path from "node:path";
import { HOUR_MS } from "#server/lib/repeat-every.ts";
import { backupFileDay, backupFileName, type SiteBackups } from "./site-backups.ts";

/** DATA_DIR's folder of daily backups. */
export const BACKUPS_FOLDER = "backups";
/** How many daily backups are kept: a week's. */
export const KEPT_DAILY_BACKUPS = 7;
/** The first look after a start waits this long, so a start is never slowed by a backup. */
const FIRST_LOOK_AFTER_MS = 60_000;
const PARTIAL_SUFFIX = ".partial";

export type DailyBackupOutcome = { taken: string; bytes: number } | { skipped: "taken-today" | "busy" };

/**
 * Today's backup (UTC day) into `folder`, unless one from today is there already or another backup
 * is being made; then the oldest beyond `keep` are deleted. An archive is written under a
 * temporary name and renamed when whole, so the folder never shows a half-written backup.
 */
export async function takeDailyBackup({
  backups,
  folder,
  now = new Date(),
  keep = KEPT_DAILY_BACKUPS,
}: {
  backups: Pick<SiteBackups, "take">;
  folder: string;
  now?: Date;
  keep?: number;
}): Promise<DailyBackupOutcome> {
  await mkdir(folder, { recursive: true, mode: 0o700 });
  const name = backupFileName(now);
  const names = await readdir(folder);
  await removeAbandonedPartials(folder, names, now);
  if (names.includes(name)) return { skipped: "taken-today" };
  const partial = path.join(folder, `${name}.${randomBytes(4).toString("hex")}${PARTIAL_SUFFIX}`);
  let taken;
  try {
    taken = await backups.take(partial);
  } catch (error) {
    await rm(partial, { force: true });
    throw error;
  }
  if (!taken) return { skipped: "busy" };
  const file = path.join(folder, name);
  await rename(partial, file);
  await deleteBeyond(folder, keep);
  return { taken: file, bytes: (await stat(file)).size };
}

/** Deletes the daily backups older than the newest `keep`; other files in the folder are left alone. */
async function deleteBeyond(folder: string, keep: number): Promise<void> {
  const daily = (await readdir(folder))
    .filter((name) => backupFileDay(name) !== null)
    .sort()
    .reverse();
  for (const name of daily.slice(keep)) await rm(path.join(folder, name), { force: true });
}

/** A temporary archive left by a process that stopped while writing it (a day old: nobody is still writing it). */
async function removeAbandonedPartials(folder: string, names: string[], now: Date): Promise<void> {
  for (const name of names.filter((n) => n.endsWith(PARTIAL_SUFFIX))) {
    const file = path.join(folder, name);
    const { mtimeMs } = await stat(file);
    if (now.getTime() - mtimeMs > 24 * HOUR_MS) await rm(file, { force: true });
  }
}

/**
 * Looks once a minute after start, then every hour, whether today's backup is there, and takes it
 * when not: one backup a day, taken early in the day (UTC) or soon after a start. A failure is
 * logged and tried again at the next look; it never stops the site. Answers the function that
 * stops it, which waits for a backup under way.
 */
export function startDailyBackups({
  backups,
  folder,
  log,
  firstLookAfterMs = FIRST_LOOK_AFTER_MS,
  everyMs = HOUR_MS,
}: {
  backups: Pick<SiteBackups, "take" | "settled">;
  folder: string;
  log: Pick<FastifyBaseLogger, "info" | "warn">;
  firstLookAfterMs?: number;
  everyMs?: number;
}): () => Promise<void> {
  let looking: Promise<void> | null = null;
  const look = () => {
    if (looking) return;
    const startedAt = Date.now();
    looking = takeDailyBackup({ backups, folder })
      .then(
        (outcome) => {
          if ("taken" in outcome) {
            log.info(
              { file: outcome.taken, bytes: outcome.bytes, ms: Date.now() - startedAt },
              "daily backup taken",
            );
          }
        },
        (err: unknown) => log.warn({ err }, "the daily backup failed; it is tried again within the hour"),
      )
      .finally(() => {
        looking = null;
      });
  };
  let interval: NodeJS.Timeout | undefined;
  const first = setTimeout(() => {
    look();
    interval = setInterval(look, everyMs);
    interval.unref();
  }, firstLookAfterMs);
  first.unref();
  return async () => {
    clearTimeout(first);
    clearInterval(interval);
    await looking;
    await backups.settled();
  };
}
