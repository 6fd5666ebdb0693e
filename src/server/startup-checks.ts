import { createServer } from "node:net";
import path from "node:path";
import { ConfigError, databaseSetting, loadConfig, readDotEnvFile, type AppConfig } from "./config.ts";
import { DataDirLockedError, dataDirLockHolder } from "#server/db/data-dir-lock.ts";
import { listenFailure } from "./listen-failure.ts";

/** The configuration from the environment and ./.env; a bad value is printed and ends the process. */
export function readConfigOrExit(): AppConfig {
  try {
    readDotEnvFile(".env");
    return loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
}

/**
 * Why a server with this configuration could not start now, in the line the server itself would
 * print: another server holds the embedded database's folder, or the port is taken. Null when
 * neither is so.
 */
export async function startBlocker(config: AppConfig): Promise<string | null> {
  if (!config.databaseUrl) {
    const dataDir = path.resolve(config.dataDir);
    const holder = dataDirLockHolder(dataDir);
    if (holder !== null) {
      return `Could not open ${databaseSetting(config)}: ${new DataDirLockedError(dataDir, holder).message}`;
    }
  }
  return portBlocker(config);
}

function portBlocker(config: Pick<AppConfig, "host" | "port">): Promise<string | null> {
  return new Promise((resolve) => {
    const probe = createServer();
    probe.once("error", (error) => resolve(listenFailure(error, config)));
    probe.listen(config.port, config.host, () => probe.close(() => resolve(null)));
  });
}
