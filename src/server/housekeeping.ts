import type { FastifyBaseLogger } from "fastify";
import type { AppDb } from "#server/db/client.ts";
import { deleteExpiredAdminSessions } from "#server/features/admin/admin-session-repository.ts";
import { deleteStaleCounters } from "#server/http/rate-limit-repository.ts";
import { HOUR_MS, repeatEvery } from "#server/lib/repeat-every.ts";

/** A rate-limit counter this old counts nothing any more: every window is at most an hour. */
const COUNTER_MAX_AGE_MS = 24 * HOUR_MS;

/**
 * Deletes the rows that only pile up: admin sessions past their expiry and rate-limit counters
 * whose window ended long ago. Runs once at start and then every `everyMs`, on each instance (the
 * deletes are idempotent), so the tables stay small however long the owner stays signed in.
 * Answers the function that stops it.
 */
export function startHousekeeping(
  db: AppDb,
  log: Pick<FastifyBaseLogger, "warn">,
  everyMs = HOUR_MS,
): () => void {
  const sweep = () =>
    Promise.all([deleteExpiredAdminSessions(db), deleteStaleCounters(db, COUNTER_MAX_AGE_MS)]).catch(
      (err: unknown) => {
        log.warn({ err }, "housekeeping failed; it runs again later");
      },
    );
  return repeatEvery(everyMs, sweep);
}
