import type { FastifyInstance } from "fastify";
import pg from "pg";
import { afterEach, inject } from "vitest";
import { randomBytes } from "node:crypto";
import { readFileSync } from "node:fs";
import { buildApp } from "#server/app.ts";
import { loadConfig, type AppConfig } from "#server/config.ts";
import { openDatabase, type Database } from "#server/db/client.ts";
import type { EpisodeSource } from "#server/providers/episode-source/episode-source.ts";
import type { PaymentGateway } from "#server/providers/payments/payment-gateway.ts";
import type { KitNewsletter } from "#server/providers/newsletter/kit-newsletter.ts";
import { TEST_ADMIN_PASSWORD } from "./admin-login.ts";

export type TestDatabaseKind = "pglite" | "postgres";

/**
 * The databases every API suite runs against: the embedded one always, PostgreSQL too when
 * TEST_DATABASE_URL points at a server (CI sets it when 127.0.0.1:5432 answers).
 */
export const testDatabaseKinds: TestDatabaseKind[] = process.env.TEST_DATABASE_URL
  ? ["pglite", "postgres"]
  : ["pglite"];

export type TestDatabase = Database & { dispose(): Promise<void> };

/** The run's migrated embedded database (see pglite-snapshot-setup.ts), read once per test file. */
let migratedPglite: Blob | undefined;

/** A fresh, migrated database of the given kind; PostgreSQL gets a throw-away database of its own. */
export async function createTestDatabase(kind: TestDatabaseKind): Promise<TestDatabase> {
  if (kind === "pglite") {
    migratedPglite ??= new Blob([readFileSync(inject("pgliteSnapshotPath"))]);
    const database = await openDatabase({ kind: "pglite", snapshot: migratedPglite });
    return { ...database, dispose: () => database.close() };
  }
  const empty = await createEmptyPostgresDatabase();
  const database = await openDatabase({ kind: "postgres", url: empty.url });
  return {
    ...database,
    dispose: async () => {
      await database.close();
      await empty.dispose();
    },
  };
}

/**
 * A throw-away PostgreSQL database of its own on the TEST_DATABASE_URL server, with nothing in it
 * (not even the site's tables), and the function that drops it.
 */
export async function createEmptyPostgresDatabase(): Promise<{ url: string; dispose(): Promise<void> }> {
  const adminUrl = process.env.TEST_DATABASE_URL!;
  const name = `site_test_${randomBytes(6).toString("hex")}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    dispose: async () => {
      const cleanup = new pg.Client({ connectionString: adminUrl });
      await cleanup.connect();
      await cleanup.query(`drop database if exists ${name} with (force)`);
      await cleanup.end();
    },
  };
}

export type TestApp = {
  app: FastifyInstance;
  database: TestDatabase;
  config: AppConfig;
  /** Stops the app and drops its database. */
  close(): Promise<void>;
  /** Stops the app but keeps the database, to start another app on it (a restart). */
  stop(): Promise<void>;
};

export type TestAppOptions = {
  env?: Record<string, string>;
  /** Adds routes before the app is ready (probes of shared behaviour). */
  configure?: (app: FastifyInstance) => void;
  episodeSource?: EpisodeSource;
  paymentGateway?: PaymentGateway;
  kit?: KitNewsletter;
  loginWait?: (ms: number) => Promise<unknown>;
  /** How long after start the daily backup (DAILY_BACKUPS=true) is first looked for. */
  firstDailyBackupAfterMs?: number;
  /** An existing database (to see what survives a restart); a fresh one otherwise. */
  database?: TestDatabase;
  /** Serves the pages too, from the production build (`npm run build` first). */
  web?: "production";
};

/** The API as the server builds it, without the React pages unless asked, on a fresh database. */
export async function createTestApp(kind: TestDatabaseKind, options: TestAppOptions = {}): Promise<TestApp> {
  const config = loadConfig({
    NODE_ENV: "test",
    PUBLIC_BASE_URL: "https://podcast.example.com",
    ADMIN_PASSWORD: TEST_ADMIN_PASSWORD,
    // A daily backup would be written into DATA_DIR a minute after start; the tests of it ask for it.
    DAILY_BACKUPS: "false",
    // An https site takes sandbox payments only when asked to; tests that set Stripe keys leave it out.
    ...(options.env?.STRIPE_SECRET_KEY ? {} : { PAYMENTS_SANDBOX: "true" }),
    ...options.env,
  });
  const database = options.database ?? (await createTestDatabase(kind));
  const app = await buildApp({
    config,
    database,
    logger: false,
    episodeSource: options.episodeSource,
    paymentGateway: options.paymentGateway,
    kit: options.kit,
    loginWait: options.loginWait,
    firstDailyBackupAfterMs: options.firstDailyBackupAfterMs,
    web: options.web,
  });
  options.configure?.(app);
  await app.ready();
  return {
    app,
    database,
    config,
    close: async () => {
      await app.close();
      await database.dispose();
    },
    stop: () => app.close(),
  };
}

/**
 * For a describe block: answers a `start` that creates a test app (same arguments as
 * createTestApp) and closes every app it made after each test.
 */
export function appsClosedAfterEach() {
  const open: TestApp[] = [];
  afterEach(async () => {
    for (const t of open.splice(0)) await t.close();
  });
  return async (...args: Parameters<typeof createTestApp>) => {
    const t = await createTestApp(...args);
    open.push(t);
    return t;
  };
}
