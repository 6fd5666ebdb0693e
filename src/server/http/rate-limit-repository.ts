import { and, eq, gt, lt, sql } from "drizzle-orm";
import type { AppDb } from "#server/db/client.ts";
import { rateLimitCounters } from "#server/db/schema.ts";

/**
 * Fixed-window counters in the database, so every server instance on one PostgreSQL counts
 * the same attempts (an in-process counter would let each instance grant its own quota).
 */
export type WindowCount = { count: number; resetAt: Date };

/** Counts one more hit for key and answers the total in the current window. */
export async function countHit(db: AppDb, key: string, windowMs: number): Promise<WindowCount> {
  const windowExpired = sql`${rateLimitCounters.windowStartedAt} <= now() - make_interval(secs => ${windowMs / 1000})`;
  const [row] = await db
    .insert(rateLimitCounters)
    .values({ key, windowStartedAt: sql`now()`, count: 1 })
    .onConflictDoUpdate({
      target: rateLimitCounters.key,
      set: {
        count: sql`case when ${windowExpired} then 1 else ${rateLimitCounters.count} + 1 end`,
        windowStartedAt: sql`case when ${windowExpired} then now() else ${rateLimitCounters.windowStartedAt} end`,
      },
    })
    .returning();
  return { count: row!.count, resetAt: new Date(row!.windowStartedAt.getTime() + windowMs) };
}

/** The hits counted for key in its current window, without counting one more (0 once the window has ended). */
export async function currentHits(db: AppDb, key: string, windowMs: number): Promise<number> {
  const [row] = await db
    .select({ count: rateLimitCounters.count })
    .from(rateLimitCounters)
    .where(
      and(
        eq(rateLimitCounters.key, key),
        gt(rateLimitCounters.windowStartedAt, sql`now() - make_interval(secs => ${windowMs / 1000})`),
      ),
    );
  return row?.count ?? 0;
}

export async function clearHits(db: AppDb, key: string): Promise<void> {
  await db.delete(rateLimitCounters).where(eq(rateLimitCounters.key, key));
}

/** Drops counters whose window ended long ago, so the table stays small. */
export async function deleteStaleCounters(db: AppDb, olderThanMs: number): Promise<void> {
  await db
    .delete(rateLimitCounters)
    .where(lt(rateLimitCounters.windowStartedAt, sql`now() - make_interval(secs => ${olderThanMs / 1000})`));
}
