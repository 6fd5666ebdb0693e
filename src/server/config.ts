import { z } from "zod";

/**
 * The one place the server reads its environment. Every variable is validated
 * once at start-up; a bad value stops the process with a message naming it.
 */
const emptyAsUndefined = (value: unknown) => (value === "" ? undefined : value);

const envSchema = z.object({
  NODE_ENV: z.preprocess(
    emptyAsUndefined,
    z.enum(["development", "production", "test"]).default("production"),
  ),
  PORT: z.preprocess(emptyAsUndefined, z.coerce.number().int().min(0).max(65535).default(3000)),
  HOST: z.preprocess(emptyAsUndefined, z.string().min(1).default("0.0.0.0")),
  PUBLIC_BASE_URL: z.preprocess(emptyAsUndefined, z.url({ protocol: /^https?$/ }).optional()),
  DATA_DIR: z.preprocess(emptyAsUndefined, z.string().min(1).default("./data")),
  DATABASE_URL: z.preprocess(
    emptyAsUndefined,
    z.url({ protocol: /^postgres(ql)?$/ }).optional(),
  ),
  LOG_LEVEL: z.preprocess(
    emptyAsUndefined,
    z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
  ),
});

export type AppConfig = {
  env: "development" | "production" | "test";
  port: number;
  host: string;
  /** Absolute origin used for canonical URLs, sitemaps and social tags, without a trailing slash. */
  publicBaseUrl: string;
  dataDir: string;
  /** PostgreSQL connection string; the embedded database under dataDir is used when absent. */
  databaseUrl: string | undefined;
  logLevel: string;
};

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((p) => `  - ${p}`).join("\n")}`);
    this.name = "ConfigError";
  }
}

const expectations: Record<string, string> = {
  NODE_ENV: "one of development, production, test",
  PORT: "a whole number from 0 to 65535",
  HOST: "a host name or address to listen on",
  PUBLIC_BASE_URL: "an absolute http(s) URL such as https://example.com",
  DATA_DIR: "a folder path",
  DATABASE_URL: "a postgres:// or postgresql:// connection URL",
  LOG_LEVEL: "one of fatal, error, warn, info, debug, trace, silent",
};

export function loadConfig(env: Record<string, string | undefined> = process.env): AppConfig {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const names = [...new Set(parsed.error.issues.map((issue) => String(issue.path[0])))];
    throw new ConfigError(
      names.map((name) => `${name}=${JSON.stringify(env[name])} is invalid: expected ${expectations[name]}`),
    );
  }
  const e = parsed.data;
  const publicBaseUrl = (e.PUBLIC_BASE_URL ?? `http://localhost:${e.PORT}`).replace(/\/+$/, "");
  return {
    env: e.NODE_ENV,
    port: e.PORT,
    host: e.HOST,
    publicBaseUrl,
    dataDir: e.DATA_DIR,
    databaseUrl: e.DATABASE_URL,
    logLevel: e.LOG_LEVEL,
  };
}
