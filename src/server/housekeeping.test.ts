import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { createTestDatabase, testDatabaseKinds, type TestDatabase } from "#tests/helpers/test-app.ts";
import { createAdminSession, isLiveAdminSession } from "#server/features/admin/admin-session-repository.ts";
import { adminSessions, rateLimitCounters } from "#server/db/schema.ts";
import { startHousekeeping } from "./housekeeping.ts";

import { HOUR_MS } from "#server/lib/repeat-every.ts";

describe.each(testDatabaseKinds)("housekeeping on %s", (kind) => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase(kind);
  });
  afterAll(() => database.dispose());

  test("deletes expired admin sessions and day-old rate-limit counters, and keeps the live ones", async () => {
    const { db } = database;
    const expired = await createAdminSession(db, -1000, "fingerprint");
    const live = await createAdminSession(db, HOUR_MS, "fingerprint");
    await db.insert(rateLimitCounters).values([
      { key: "old-window", windowStartedAt: new Date(Date.now() - 25 * HOUR_MS), count: 3 },
      { key: "current-window", windowStartedAt: new Date(), count: 1 },
    ]);

    const warnings: unknown[] = [];
    const stop = startHousekeeping(db, { warn: (...args: unknown[]) => void warnings.push(args) }, 50);
    try {
      await expect
        .poll(async () => (await db.select().from(rateLimitCounters)).map((row) => row.key))
        .toEqual(["current-window"]);
      expect(await db.select().from(adminSessions)).toHaveLength(1);
      expect(await isLiveAdminSession(db, live.token, "fingerprint")).toBe(true);
      expect(await isLiveAdminSession(db, expired.token, "fingerprint")).toBe(false);

      // It keeps running: a counter that ages later goes too.
      await db
        .insert(rateLimitCounters)
        .values({ key: "aged-later", windowStartedAt: new Date(Date.now() - 30 * HOUR_MS), count: 1 });
      await expect
        .poll(async () => (await db.select().from(rateLimitCounters)).map((row) => row.key))
        .toEqual(["current-window"]);
      expect(warnings).toEqual([]);
    } finally {
      stop();
    }
  });
});
