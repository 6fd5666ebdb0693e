import type { FastifyInstance } from "fastify";
import { buildApp } from "./app.ts";
import { ConfigError, loadConfig, readDotEnvFile, type AppConfig } from "./config.ts";
import { openDatabase, type Database } from "./db/client.ts";

/** Starts the site: validated configuration, migrated database, HTTP server, graceful shutdown. */
async function main() {
  let config: AppConfig;
  try {
    readDotEnvFile(".env");
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }

  let database: Database;
  try {
    database = await openDatabase(
      config.databaseUrl
        ? { kind: "postgres", url: config.databaseUrl }
        : { kind: "pglite", dataDir: config.dataDir },
    );
  } catch (error) {
    console.error(`Could not open the database: ${(error as Error).message}`);
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
    try {
      await app.close(); // stops accepting, waits for in-flight requests
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

/** One line the owner can act on when the port cannot be taken. */
function listenFailure(error: NodeJS.ErrnoException, { host, port }: AppConfig) {
  const address = `${host}:${port}`;
  if (error.code === "EADDRINUSE") {
    return `Could not start the site: ${address} is already in use. Stop the program using it, or set PORT to a free port.`;
  }
  if (error.code === "EADDRNOTAVAIL") {
    return `Could not start the site: this machine has no address ${host}. Set HOST to one of its addresses, or 0.0.0.0 for all of them.`;
  }
  if (error.code === "EACCES") {
    return `Could not start the site: this user may not listen on ${address}. Set PORT to 1024 or above.`;
  }
  return `Could not start the site: listening on ${address} failed: ${error.message}`;
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
