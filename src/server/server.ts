import type { FastifyInstance } from "fastify";
import { databaseSetting, settleNodeEnv, type AppConfig } from "./config.ts";
import { openDatabase, type Database } from "#server/db/client.ts";
import { listenFailure } from "./listen-failure.ts";
import { readConfigOrExit } from "./startup-checks.ts";

/** How long a shutdown waits for in-flight requests before it closes their connections. */
const SHUTDOWN_GRACE_MS = 7_000;

/** Starts the site: validated configuration, migrated database, HTTP server, graceful shutdown. */
async function main() {
  const config = readConfigOrExit();
  settleNodeEnv(config);
  const { buildApp } = await import("./app.ts");

  let database: Database;
  try {
    database = await openDatabase(
      config.databaseUrl
        ? { kind: "postgres", url: config.databaseUrl }
        : { kind: "pglite", dataDir: config.dataDir },
    );
  } catch (error) {
    console.error(`Could not open ${databaseSetting(config)}: ${(error as Error).message}`);
    process.exit(1);
  }

  let app: FastifyInstance;
  try {
    app = await buildApp({
      config,
      database,
      web: config.env === "development" ? "development" : "production",
    });
  } catch (error) {
    // Say what failed in a line, and leave the embedded database closed cleanly.
    console.error(`Could not start the site: ${(error as Error).message}`);
    await database.close().catch(() => undefined);
    process.exit(1);
  }

  let shuttingDown = false;
  const shutdown = async (signal: string) => {
    if (shuttingDown) return;
    shuttingDown = true;
    app.log.info({ signal }, "shutting down: finishing in-flight requests");
    // A client that never finishes its request must not hold the embedded database open past a
    // container's stop grace (Docker kills after 10 s): its connection is cut after the grace.
    const cutStragglers = setTimeout(() => {
      app.log.warn("requests still in flight at the shutdown deadline: closing their connections");
      app.server.closeAllConnections();
    }, SHUTDOWN_GRACE_MS);
    try {
      await app.close(); // stops accepting, waits for in-flight requests
      clearTimeout(cutStragglers);
      await database.close();
      app.log.info("shutdown complete");
      process.exit(0);
    } catch (err) {
      app.log.error({ err }, "shutdown failed");
      process.exit(1);
    }
  };
  process.once("SIGTERM", () => void shutdown("SIGTERM"));
  process.once("SIGINT", () => void shutdown("SIGINT"));

  try {
    await app.listen({ port: config.port, host: config.host });
    app.log.info(`${config.publicBaseUrl} is serving (database: ${database.kind})`);
    announceGeneratedAdminPassword(config);
  } catch (err) {
    console.error(listenFailure(err as NodeJS.ErrnoException, config));
    await app.close().catch(() => undefined);
    await database.close().catch(() => undefined);
    process.exit(1);
  }
}

/**
 * With no ADMIN_PASSWORD configured the owner still needs a way in: the password made for this
 * run is printed once, to the terminal only (never into the structured request logs).
 */
function announceGeneratedAdminPassword({ adminPassword, publicBaseUrl }: AppConfig) {
  if (adminPassword.kind !== "plain" || !adminPassword.generated) return;
  process.stdout.write(
    `\nNo ADMIN_PASSWORD is set. The admin password for this run is:\n\n    ${adminPassword.value}\n\n` +
      `Log in at ${publicBaseUrl}/admin. Set ADMIN_PASSWORD (or ADMIN_PASSWORD_HASH) to keep one across restarts.\n\n`,
  );
}

void main();
