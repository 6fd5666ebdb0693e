import path from "node:path";
import { existsSync, readFileSync } from "node:fs";
import { isIP } from "node:net";
import { parseEnv } from "node:util";
import { z } from "zod";
import {
  generateAdminPassword,
  MAX_ADMIN_PASSWORD_LENGTH,
  MIN_ADMIN_PASSWORD_LENGTH,
  parseAdminPasswordHash,
  type AdminPassword,
} from "#server/features/admin/admin-password.ts";
import { PROXY_RANGES } from "#server/http/trusted-proxies.ts";

/**
 * The one place the server reads its environment. Every variable is validated
 * once at start-up; a bad value stops the process with a message naming it.
 */
const emptyAsUndefined = (value: unknown) => (value === "" ? undefined : value);

/** "owner@example.com", or "The Thriving Path <owner@example.com>". */
const MAIL_ADDRESS = /^(?:[^<>\r\n]{0,100} <[^\s@<>]+@[^\s@<>]+\.[^\s@<>]+>|[^\s@<>]+@[^\s@<>]+\.[^\s@<>]+)$/;

const envSchema = z.object({
  NODE_ENV: z.preprocess(
    emptyAsUndefined,
    z.enum(["development", "production", "test"]).default("production"),
  ),
  PORT: z.preprocess(emptyAsUndefined, z.coerce.number().int().min(0).max(65535).default(3000)),
  HOST: z.preprocess(emptyAsUndefined, z.string().min(1).default("0.0.0.0")),
  PUBLIC_BASE_URL: z.preprocess(
    emptyAsUndefined,
    z
      .url({ protocol: /^https?$/ })
      // Every path of the site starts at the root: an address with a path would build broken links.
      .refine((url) => !URL.canParse(url) || (new URL(url).pathname === "/" && !/[?#]/.test(url)))
      .optional(),
  ),
  DATA_DIR: z.preprocess(emptyAsUndefined, z.string().min(1).default("./data")),
  DATABASE_URL: z.preprocess(emptyAsUndefined, z.url({ protocol: /^postgres(ql)?$/ }).optional()),
  DAILY_BACKUPS: z.preprocess(emptyAsUndefined, z.enum(["true", "false"]).optional()),
  EPISODE_SOURCE: z.preprocess(
    emptyAsUndefined,
    z.enum(["sample", "rss", "spotify", "rss+spotify"]).optional(),
  ),
  PODCAST_RSS_URL: z.preprocess(emptyAsUndefined, z.url({ protocol: /^https?$/ }).optional()),
  SPOTIFY_CLIENT_ID: z.preprocess(emptyAsUndefined, z.string().optional()),
  SPOTIFY_CLIENT_SECRET: z.preprocess(emptyAsUndefined, z.string().optional()),
  SPOTIFY_SHOW_ID: z.preprocess(
    emptyAsUndefined,
    z
      .string()
      .regex(/^[A-Za-z0-9]{22}$/)
      .optional(),
  ),
  YOUTUBE_API_KEY: z.preprocess(emptyAsUndefined, z.string().optional()),
  YOUTUBE_CHANNEL_ID: z.preprocess(emptyAsUndefined, z.string().optional()),
  ADMIN_PASSWORD: z.preprocess(
    emptyAsUndefined,
    z.string().min(MIN_ADMIN_PASSWORD_LENGTH).max(MAX_ADMIN_PASSWORD_LENGTH).optional(),
  ),
  ADMIN_PASSWORD_HASH: z.preprocess(
    emptyAsUndefined,
    z
      .string()
      .refine((text) => parseAdminPasswordHash(text) !== null)
      .optional(),
  ),
  TRUST_PROXY: z.preprocess(emptyAsUndefined, z.string().refine(isTrustProxySetting).optional()),
  LOG_LEVEL: z.preprocess(
    emptyAsUndefined,
    z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
  ),
  // S3 and S3-compatible stores (MinIO, R2, …) name buckets with these characters.
  S3_BUCKET: z.preprocess(
    emptyAsUndefined,
    z
      .string()
      .regex(/^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/)
      .optional(),
  ),
  S3_REGION: z.preprocess(
    emptyAsUndefined,
    z
      .string()
      .regex(/^[a-z0-9-]+$/)
      .optional(),
  ),
  S3_ENDPOINT: z.preprocess(emptyAsUndefined, z.url({ protocol: /^https?$/ }).optional()),
  S3_ACCESS_KEY_ID: z.preprocess(emptyAsUndefined, z.string().optional()),
  S3_SECRET_ACCESS_KEY: z.preprocess(emptyAsUndefined, z.string().optional()),
  KIT_API_KEY: z.preprocess(
    emptyAsUndefined,
    z
      .string()
      .regex(/^[A-Za-z0-9_-]{8,200}$/)
      .optional(),
  ),
  KIT_FORM_ID: z.preprocess(
    emptyAsUndefined,
    z
      .string()
      .regex(/^\d{1,20}$/)
      .optional(),
  ),
  KIT_WEBHOOK_SECRET: z.preprocess(
    emptyAsUndefined,
    z
      .string()
      .regex(/^\S{16,200}$/)
      .optional(),
  ),
  STRIPE_SECRET_KEY: z.preprocess(
    emptyAsUndefined,
    z
      .string()
      .regex(/^(sk|rk)_(test|live)_[A-Za-z0-9]+$/)
      .optional(),
  ),
  STRIPE_PUBLISHABLE_KEY: z.preprocess(
    emptyAsUndefined,
    z
      .string()
      .regex(/^pk_(test|live)_[A-Za-z0-9]+$/)
      .optional(),
  ),
  STRIPE_WEBHOOK_SECRET: z.preprocess(
    emptyAsUndefined,
    z
      .string()
      .regex(/^whsec_[A-Za-z0-9+/=]+$/)
      .optional(),
  ),
  STRIPE_API_URL: z.preprocess(emptyAsUndefined, z.url({ protocol: /^https?$/ }).optional()),
  PAYMENTS_SANDBOX: z.preprocess(emptyAsUndefined, z.enum(["true", "false"]).optional()),
  GA_MEASUREMENT_ID: z.preprocess(
    emptyAsUndefined,
    z
      .string()
      .regex(/^G-[A-Z0-9]{4,20}$/)
      .optional(),
  ),
  SMTP_HOST: z.preprocess(
    emptyAsUndefined,
    z
      .string()
      .regex(/^[A-Za-z0-9.-]{1,253}$/)
      .optional(),
  ),
  SMTP_PORT: z.preprocess(emptyAsUndefined, z.coerce.number().int().min(1).max(65535).default(587)),
  SMTP_USER: z.preprocess(emptyAsUndefined, z.string().max(320).optional()),
  SMTP_PASSWORD: z.preprocess(emptyAsUndefined, z.string().max(1000).optional()),
  SMTP_FROM: z.preprocess(emptyAsUndefined, z.string().regex(MAIL_ADDRESS).optional()),
  OWNER_EMAIL: z.preprocess(emptyAsUndefined, z.string().regex(MAIL_ADDRESS).optional()),
  OWNER_DAILY_SUMMARY: z.preprocess(emptyAsUndefined, z.enum(["true", "false"]).default("false")),
});

export type AppConfig = {
  env: "development" | "production" | "test";
  port: number;
  host: string;
  /** Absolute origin used for canonical URLs, sitemaps and social tags, without a trailing slash. */
  publicBaseUrl: string;
  /** Whether PUBLIC_BASE_URL was set: the default (http://localhost:PORT) is only a stand-in. */
  publicBaseUrlSet: boolean;
  dataDir: string;
  /** PostgreSQL connection string; the embedded database under dataDir is used when absent. */
  databaseUrl: string | undefined;
  /**
   * A backup of the site every day into dataDir/backups, the last seven kept: on by default with
   * the embedded database, off with PostgreSQL (turn it on for one instance only).
   */
  dailyBackups: boolean;
  logLevel: string;
  /**
   * Which proxies' X-Forwarded-* headers are believed (Fastify's trustProxy): the client address
   * behind them decides login throttling and form rate limits, so it must not be spoofable.
   */
  trustProxy: boolean | string[];
  episodeSource: EpisodeSourceConfig;
  /** The owner's password for /admin; generated for this run when none is configured. */
  adminPassword: AdminPassword;
  /** Where uploaded images are kept: files under dataDir/uploads, or an S3-compatible bucket. */
  objectStorage: ObjectStorageConfig;
  /** Newsletter sign-ups: kept in the database, and added to a Kit form when Kit is configured. */
  newsletter: NewsletterConfig;
  /** Card payments: the labelled sandbox, or Stripe when its keys are set. */
  payments: PaymentsConfig;
  /** Google Analytics 4 measurement id; page views and events stay in the page when absent. */
  analyticsMeasurementId: string | null;
  /** E-mails to the owner about new business, through their SMTP server; none when off. */
  ownerEmail: OwnerEmailConfig;
};

export type OwnerEmailConfig =
  | { kind: "off" }
  | {
      kind: "smtp";
      host: string;
      port: number;
      /** Absent for a server that takes mail without logging in (a relay on this machine). */
      auth: { user: string; password: string } | null;
      from: string;
      to: string;
      /** A summary of the last day's business every morning, as well as one e-mail per event. */
      dailySummary: boolean;
    };

export type NewsletterConfig =
  | { kind: "local" }
  | {
      kind: "kit";
      apiKey: string;
      formId: string;
      /** The signing secret of a Kit webhook endpoint that reports unsubscribes; null without one. */
      webhookSecret: string | null;
    };

export type PaymentsConfig =
  | { kind: "sandbox" }
  | {
      kind: "stripe";
      secretKey: string;
      publishableKey: string;
      webhookSecret: string;
      /** Another Stripe-compatible API (stripe-mock, a proxy); Stripe's own when undefined. */
      api: StripeApiAddress | undefined;
    };

export type StripeApiAddress = { host: string; port: number; protocol: "http" | "https" };

export type ObjectStorageConfig =
  | { kind: "disk" }
  | {
      kind: "s3";
      bucket: string;
      region: string;
      /** Custom endpoint (MinIO, R2, …) without a trailing slash; AWS's own when undefined. */
      endpoint: string | undefined;
      accessKeyId: string;
      secretAccessKey: string;
    };

export type SpotifySettings = {
  clientId: string;
  clientSecret: string;
  showId: string;
  /** Optional enrichment with YouTube video links and thumbnails. */
  youtube: { apiKey: string; channelId: string } | null;
};

export type EpisodeSourceConfig =
  | { kind: "sample" }
  | { kind: "rss"; feedUrl: string }
  | ({ kind: "spotify" } & SpotifySettings)
  /** The feed's episodes, audio, transcripts and chapters, with Spotify's links to the same episodes. */
  | { kind: "rss+spotify"; feedUrl: string; spotify: SpotifySettings };

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
  PUBLIC_BASE_URL:
    "the site's own address, an absolute http(s) URL without a path, such as https://example.com",
  DATA_DIR: "a folder path",
  DATABASE_URL: "a postgres:// or postgresql:// connection URL",
  DAILY_BACKUPS: "true or false",
  TRUST_PROXY:
    "true, false, or a comma-separated list of proxy addresses, CIDR ranges or loopback/linklocal/uniquelocal (not a hop count: name the proxy's address)",
  LOG_LEVEL: "one of fatal, error, warn, info, debug, trace, silent",
  EPISODE_SOURCE: "one of sample, rss, spotify, rss+spotify",
  PODCAST_RSS_URL: "an absolute https URL of a podcast RSS feed (http only on this machine)",
  SPOTIFY_SHOW_ID: "a 22-character Spotify show id",
  ADMIN_PASSWORD: `a password of ${MIN_ADMIN_PASSWORD_LENGTH} to ${MAX_ADMIN_PASSWORD_LENGTH} characters (it is checked with one fast hash, so it must be long; or set ADMIN_PASSWORD_HASH instead)`,
  ADMIN_PASSWORD_HASH: "the output of `npm run admin:hash-password` (scrypt$N=…,r=…,p=…$salt$hash)",
  S3_BUCKET: "a bucket name of 3 to 63 lowercase letters, digits, dots and hyphens",
  S3_REGION: "a region name such as us-east-1 (auto for Cloudflare R2)",
  S3_ENDPOINT: "an absolute http(s) URL of an S3-compatible service such as https://s3.example.com",
  KIT_API_KEY: "a Kit (ConvertKit) API key from Settings → Developer",
  KIT_FORM_ID: "the numeric id of a Kit form",
  KIT_WEBHOOK_SECRET:
    "the signing secret Kit shows once when the webhook endpoint is created (16 or more characters, no spaces)",
  STRIPE_SECRET_KEY: "a Stripe secret or restricted key (sk_test_…, sk_live_…, rk_…)",
  STRIPE_PUBLISHABLE_KEY: "a Stripe publishable key (pk_test_… or pk_live_…)",
  STRIPE_WEBHOOK_SECRET: "a Stripe webhook signing secret (whsec_…)",
  STRIPE_API_URL: "an absolute http(s) URL without a path, such as http://localhost:12111 for stripe-mock",
  PAYMENTS_SANDBOX: "true or false",
  GA_MEASUREMENT_ID: "a Google Analytics 4 measurement id such as G-ABC123XYZ",
  SMTP_HOST: "the host name of an SMTP server, such as smtp.example.com",
  SMTP_PORT: "a whole number from 1 to 65535 (587 for STARTTLS, 465 for TLS)",
  SMTP_USER: "the SMTP server's user name",
  SMTP_PASSWORD: "the SMTP server's password",
  SMTP_FROM: "an e-mail address, or a name and one: Site <site@example.com>",
  OWNER_EMAIL: "the e-mail address the owner reads, or a name and one",
  OWNER_DAILY_SUMMARY: "true or false",
};

/** Never echoed back in an error message: the message ends up in logs. */
const secretVariables = new Set([
  "DATABASE_URL",
  "ADMIN_PASSWORD",
  "ADMIN_PASSWORD_HASH",
  "SPOTIFY_CLIENT_SECRET",
  "S3_ACCESS_KEY_ID",
  "S3_SECRET_ACCESS_KEY",
  "STRIPE_SECRET_KEY",
  "STRIPE_WEBHOOK_SECRET",
  // A URL may carry a user and password.
  "STRIPE_API_URL",
  "KIT_API_KEY",
  "KIT_WEBHOOK_SECRET",
  "SMTP_PASSWORD",
]);

/**
 * Adds the variables of a `.env` file (the format `.env.example` shows) to `env`, for each one it
 * leaves unset or empty: the real environment wins. No file, nothing added. A name in the file
 * that the site does not read is warned about, since a typo would otherwise pass unnoticed.
 */
export function readDotEnvFile(
  file: string,
  env: Record<string, string | undefined> = process.env,
  warn: (message: string) => void = console.warn,
): void {
  if (!existsSync(file)) return;
  let values: Record<string, string | undefined>;
  try {
    // An editor's byte-order mark would otherwise become part of the first name.
    values = parseEnv(readFileSync(file, "utf8").replace(/^\uFEFF/, ""));
  } catch (error) {
    throw new ConfigError([`${file} could not be read: ${(error as Error).message}`]);
  }
  for (const [name, value] of Object.entries(values)) {
    if (!env[name]) env[name] = value;
  }
  for (const name of Object.keys(values)) {
    if (!(name in envSchema.shape)) warn(`${file} sets ${name}, which this site does not read`);
  }
}

/**
 * React picks its development or production build from NODE_ENV when it is first loaded, so an
 * unset variable takes the configuration's value (production by default) before anything loads
 * React: `npm start` must not serve React's slower development build.
 */
export function settleNodeEnv(
  config: AppConfig,
  env: Record<string, string | undefined> = process.env,
): void {
  if (!env.NODE_ENV) env.NODE_ENV = config.env;
}

/**
 * Which database start-up opens, named by the variable that chose it, for a message when it
 * cannot be opened. The connection string is not repeated: it holds the password.
 */
export function databaseSetting(config: Pick<AppConfig, "databaseUrl" | "dataDir">): string {
  return config.databaseUrl
    ? "the PostgreSQL database in DATABASE_URL"
    : `the embedded database in DATA_DIR (${path.resolve(config.dataDir)})`;
}

export function loadConfig(env: Record<string, string | undefined> = process.env): AppConfig {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const names = [...new Set(parsed.error.issues.map((issue) => String(issue.path[0])))];
    throw new ConfigError(
      names.map((name) => {
        const shown = secretVariables.has(name) ? "(hidden)" : JSON.stringify(env[name]);
        return `${name}=${shown} is invalid: expected ${expectations[name]}`;
      }),
    );
  }
  const e = parsed.data;
  const episodeSource = episodeSourceFrom(e, env);
  const publicBaseUrl = (e.PUBLIC_BASE_URL ?? `http://localhost:${e.PORT}`).replace(/\/+$/, "");
  return {
    env: e.NODE_ENV,
    port: e.PORT,
    host: e.HOST,
    publicBaseUrl,
    publicBaseUrlSet: e.PUBLIC_BASE_URL !== undefined,
    dataDir: e.DATA_DIR,
    databaseUrl: e.DATABASE_URL,
    dailyBackups: e.DAILY_BACKUPS ? e.DAILY_BACKUPS === "true" : e.DATABASE_URL === undefined,
    logLevel: e.LOG_LEVEL,
    trustProxy: trustProxyFrom(e.TRUST_PROXY),
    episodeSource,
    adminPassword: adminPasswordFrom(e),
    objectStorage: objectStorageFrom(e),
    newsletter: newsletterFrom(e),
    payments: paymentsFrom(e, publicBaseUrl),
    analyticsMeasurementId: e.GA_MEASUREMENT_ID ?? null,
    ownerEmail: ownerEmailFrom(e),
  };
}

/** All of host, sender and recipient, or none of the SMTP settings; a password needs its user. */
function ownerEmailFrom(e: ParsedEnv): OwnerEmailConfig {
  const given = {
    SMTP_HOST: e.SMTP_HOST,
    SMTP_FROM: e.SMTP_FROM,
    OWNER_EMAIL: e.OWNER_EMAIL,
    SMTP_USER: e.SMTP_USER,
    SMTP_PASSWORD: e.SMTP_PASSWORD,
  };
  if (Object.values(given).every((value) => value === undefined)) return { kind: "off" };
  const missing = (["SMTP_HOST", "SMTP_FROM", "OWNER_EMAIL"] as const).filter((name) => !given[name]);
  if (missing.length > 0) {
    throw new ConfigError(
      missing.map((name) => `${name} is required to e-mail the owner (another SMTP_* or OWNER_EMAIL is set)`),
    );
  }
  if (Boolean(e.SMTP_USER) !== Boolean(e.SMTP_PASSWORD)) {
    throw new ConfigError([
      e.SMTP_USER ? "SMTP_PASSWORD is required with SMTP_USER" : "SMTP_USER is required with SMTP_PASSWORD",
    ]);
  }
  return {
    kind: "smtp",
    host: e.SMTP_HOST!,
    port: e.SMTP_PORT,
    auth: e.SMTP_USER && e.SMTP_PASSWORD ? { user: e.SMTP_USER, password: e.SMTP_PASSWORD } : null,
    from: e.SMTP_FROM!,
    to: e.OWNER_EMAIL!,
    dailySummary: e.OWNER_DAILY_SUMMARY === "true",
  };
}

/**
 * By default only a proxy on this machine (nginx beside the app) is believed. Private ranges are
 * not: behind a container's port mapping or a platform's router every visitor arrives from a
 * private address, and would then pick their own client address with X-Forwarded-For (a fresh
 * login throttle per guess). A proxy elsewhere is named in TRUST_PROXY; the server warns when
 * forwarded headers come from a peer it does not trust (http/trusted-proxies.ts).
 */
const DEFAULT_TRUSTED_PROXIES = ["loopback"];

const PROXY_RANGE_NAMES = new Set(Object.keys(PROXY_RANGES));

const proxyEntries = (value: string) =>
  value
    .split(",")
    .map((entry) => entry.trim())
    .filter(Boolean);

/** An address, a CIDR range (address/prefix) or one of the range names Fastify knows. */
function isProxyEntry(entry: string): boolean {
  if (PROXY_RANGE_NAMES.has(entry)) return true;
  const [address, prefix, ...rest] = entry.split("/");
  const version = isIP(address!);
  if (version === 0 || rest.length > 0) return false;
  if (prefix === undefined) return true;
  return /^\d{1,3}$/.test(prefix) && Number(prefix) <= (version === 4 ? 32 : 128);
}

function isTrustProxySetting(value: string): boolean {
  if (value === "true" || value === "false") return true;
  const entries = proxyEntries(value);
  return entries.length > 0 && entries.every(isProxyEntry);
}

/**
 * A hop count is refused: Fastify reads a number as trusting no proxy at all (it cannot check the
 * nearest peer), so `1` would silently give every visitor the proxy's address.
 */
function trustProxyFrom(value: string | undefined): boolean | string[] {
  if (value === undefined) return DEFAULT_TRUSTED_PROXIES;
  if (value === "true" || value === "false") return value === "true";
  return proxyEntries(value);
}

/** A configured hash wins over a plain password; with neither, a random one is made for this run. */
function adminPasswordFrom(e: ParsedEnv): AdminPassword {
  if (e.ADMIN_PASSWORD_HASH) return parseAdminPasswordHash(e.ADMIN_PASSWORD_HASH)!;
  if (e.ADMIN_PASSWORD) return { kind: "plain", value: e.ADMIN_PASSWORD, generated: false };
  return { kind: "plain", value: generateAdminPassword(), generated: true };
}

type ParsedEnv = z.infer<typeof envSchema>;

/**
 * EPISODE_SOURCE picks the source; without it the configured ones are used (an RSS feed and
 * Spotify credentials together, either alone), else the bundled sample catalog. A chosen source
 * with missing settings is an error.
 */
function episodeSourceFrom(e: ParsedEnv, env: Record<string, string | undefined>): EpisodeSourceConfig {
  const spotifyConfigured = Boolean(e.SPOTIFY_CLIENT_ID || e.SPOTIFY_CLIENT_SECRET || e.SPOTIFY_SHOW_ID);
  const kind =
    e.EPISODE_SOURCE ??
    (e.PODCAST_RSS_URL
      ? spotifyConfigured
        ? "rss+spotify"
        : "rss"
      : spotifyConfigured
        ? "spotify"
        : "sample");
  const missing = (names: string[]) =>
    new ConfigError(names.map((name) => `${name} is required when the episode source is ${kind}`));
  const feedUrl = () => {
    if (!e.PODCAST_RSS_URL) throw missing(["PODCAST_RSS_URL"]);
    // Its episodes' links are trusted only as far as the feed is: plain http lets anyone on the way rewrite them.
    const feed = new URL(e.PODCAST_RSS_URL);
    if (feed.protocol !== "https:" && !isThisMachine(feed.hostname)) {
      throw new ConfigError([
        "PODCAST_RSS_URL must use https unless it is on this machine (localhost, 127.0.0.1 or [::1])",
      ]);
    }
    return e.PODCAST_RSS_URL;
  };
  const spotify = (): SpotifySettings => {
    const absent = (["SPOTIFY_CLIENT_ID", "SPOTIFY_CLIENT_SECRET", "SPOTIFY_SHOW_ID"] as const).filter(
      (n) => !e[n],
    );
    if (absent.length > 0) throw missing(absent);
    if (Boolean(e.YOUTUBE_API_KEY) !== Boolean(e.YOUTUBE_CHANNEL_ID)) {
      throw new ConfigError([
        `YOUTUBE_API_KEY and YOUTUBE_CHANNEL_ID go together (got ${env.YOUTUBE_API_KEY ? "only YOUTUBE_API_KEY" : "only YOUTUBE_CHANNEL_ID"})`,
      ]);
    }
    return {
      clientId: e.SPOTIFY_CLIENT_ID!,
      clientSecret: e.SPOTIFY_CLIENT_SECRET!,
      showId: e.SPOTIFY_SHOW_ID!,
      youtube: e.YOUTUBE_API_KEY ? { apiKey: e.YOUTUBE_API_KEY, channelId: e.YOUTUBE_CHANNEL_ID! } : null,
    };
  };
  switch (kind) {
    case "rss":
      return { kind, feedUrl: feedUrl() };
    case "spotify":
      return { kind, ...spotify() };
    case "rss+spotify":
      return { kind, feedUrl: feedUrl(), spotify: spotify() };
    case "sample":
      return { kind };
  }
}

const s3Variables = [
  "S3_BUCKET",
  "S3_REGION",
  "S3_ENDPOINT",
  "S3_ACCESS_KEY_ID",
  "S3_SECRET_ACCESS_KEY",
] as const;

/**
 * Any S3_ variable switches uploads to the bucket (DESIGN: providers); a half-configured bucket
 * is an error rather than a silent fall-back to the local disk, where images would be lost on
 * the next deploy.
 */
function objectStorageFrom(e: ParsedEnv): ObjectStorageConfig {
  const set = s3Variables.filter((name) => e[name] !== undefined);
  if (set.length === 0) return { kind: "disk" };
  const absent = (["S3_BUCKET", "S3_ACCESS_KEY_ID", "S3_SECRET_ACCESS_KEY"] as const).filter(
    (name) => !e[name],
  );
  if (absent.length > 0) {
    throw new ConfigError(
      absent.map((name) => `${name} is required when object storage is s3 (${set.join(", ")} set)`),
    );
  }
  return {
    kind: "s3",
    bucket: e.S3_BUCKET!,
    region: e.S3_REGION ?? "us-east-1",
    endpoint: e.S3_ENDPOINT?.replace(/\/+$/, ""),
    accessKeyId: e.S3_ACCESS_KEY_ID!,
    secretAccessKey: e.S3_SECRET_ACCESS_KEY!,
  };
}

const stripeVariables = ["STRIPE_SECRET_KEY", "STRIPE_PUBLISHABLE_KEY", "STRIPE_WEBHOOK_SECRET"] as const;

/**
 * Any STRIPE_ variable switches payments to Stripe; all three are needed (the webhook secret is
 * how the server hears that a payment succeeded), so a partial set stops start-up instead of
 * quietly taking test-mode payments on a live site. Test and live keys must not be mixed.
 *
 * Without keys the test-mode sandbox takes payments; no money moves, yet a buyer gets what a paid
 * purchase gets. On a public (https) site that is a mistake unless PAYMENTS_SANDBOX=true says the
 * owner wants it (a staging site, a demo), so start-up stops otherwise.
 */
function paymentsFrom(e: ParsedEnv, publicBaseUrl: string): PaymentsConfig {
  const set = stripeVariables.filter((name) => e[name] !== undefined);
  if (set.length === 0) {
    if (e.STRIPE_API_URL)
      throw new ConfigError(["STRIPE_API_URL needs the Stripe keys (payments use the sandbox without them)"]);
    if (e.PAYMENTS_SANDBOX === "false") {
      throw new ConfigError([
        "PAYMENTS_SANDBOX=false needs the Stripe keys: set STRIPE_SECRET_KEY, STRIPE_PUBLISHABLE_KEY and STRIPE_WEBHOOK_SECRET",
      ]);
    }
    if (e.PAYMENTS_SANDBOX !== "true" && publicBaseUrl.startsWith("https://")) {
      throw new ConfigError([
        `PAYMENTS_SANDBOX=true is required to take test-mode payments on ${publicBaseUrl}: without Stripe keys the sandbox accepts test cards and treats them as paid. ` +
          "Set STRIPE_SECRET_KEY, STRIPE_PUBLISHABLE_KEY and STRIPE_WEBHOOK_SECRET for real payments, or PAYMENTS_SANDBOX=true if this site should take test payments (README: Deploying, step 8)",
      ]);
    }
    return { kind: "sandbox" };
  }
  if (e.PAYMENTS_SANDBOX === "true") {
    throw new ConfigError([
      "PAYMENTS_SANDBOX=true asks for the test-mode sandbox, but the Stripe keys are set: remove one or the other",
    ]);
  }
  const absent = stripeVariables.filter((name) => !e[name]);
  if (absent.length > 0) {
    throw new ConfigError(
      absent.map((name) => `${name} is required when payments use Stripe (${set.join(", ")} set)`),
    );
  }
  const secretMode = e.STRIPE_SECRET_KEY!.includes("_live_") ? "live" : "test";
  const publishableMode = e.STRIPE_PUBLISHABLE_KEY!.startsWith("pk_live_") ? "live" : "test";
  if (secretMode !== publishableMode) {
    throw new ConfigError([
      `STRIPE_SECRET_KEY is a ${secretMode} key but STRIPE_PUBLISHABLE_KEY is a ${publishableMode} key: use both from the same mode`,
    ]);
  }
  return {
    kind: "stripe",
    secretKey: e.STRIPE_SECRET_KEY!,
    publishableKey: e.STRIPE_PUBLISHABLE_KEY!,
    webhookSecret: e.STRIPE_WEBHOOK_SECRET!,
    api: e.STRIPE_API_URL ? stripeApiAddress(e.STRIPE_API_URL, secretMode) : undefined,
  };
}

/**
 * Where Stripe calls go instead of Stripe itself, e.g. stripe-mock while trying the site out. The
 * secret key travels with every call, so a live key goes nowhere but Stripe, and a test key over
 * plain http only to this machine.
 */
function stripeApiAddress(url: string, mode: "live" | "test"): StripeApiAddress {
  const { protocol, hostname, port, pathname, search, hash, username, password } = new URL(url);
  if (mode === "live") {
    throw new ConfigError(["STRIPE_API_URL takes test keys only: live keys are sent to Stripe itself"]);
  }
  if (username || password)
    throw new ConfigError([
      "STRIPE_API_URL must not carry a user or password: the Stripe key is the credential",
    ]);
  if (pathname !== "/" || search || hash)
    throw new ConfigError([
      `STRIPE_API_URL must not have a path: use ${protocol}//${hostname}${port ? `:${port}` : ""}`,
    ]);
  const scheme = protocol === "https:" ? "https" : "http";
  if (scheme === "http" && !isThisMachine(hostname)) {
    throw new ConfigError([
      "STRIPE_API_URL must use https unless it is on this machine (localhost, 127.0.0.1 or [::1])",
    ]);
  }
  // stripe-node takes an IPv6 address without URL brackets.
  return {
    host: hostname.replace(/^\[(.*)\]$/, "$1"),
    port: port ? Number(port) : scheme === "https" ? 443 : 80,
    protocol: scheme,
  };
}

const isThisMachine = (hostname: string) =>
  hostname === "localhost" || hostname === "[::1]" || /^127\.\d{1,3}\.\d{1,3}\.\d{1,3}$/.test(hostname);

/**
 * Both Kit variables switch sign-ups to Kit as well; one without the other is an error. The
 * webhook secret only makes sense with them.
 */
function newsletterFrom(e: ParsedEnv): NewsletterConfig {
  if (!e.KIT_API_KEY && !e.KIT_FORM_ID) {
    if (e.KIT_WEBHOOK_SECRET)
      throw new ConfigError([
        "KIT_WEBHOOK_SECRET needs KIT_API_KEY and KIT_FORM_ID (the newsletter uses Kit)",
      ]);
    return { kind: "local" };
  }
  if (!e.KIT_API_KEY || !e.KIT_FORM_ID) {
    const [missing, set] = e.KIT_API_KEY ? ["KIT_FORM_ID", "KIT_API_KEY"] : ["KIT_API_KEY", "KIT_FORM_ID"];
    throw new ConfigError([`${missing} is required when the newsletter uses Kit (${set} set)`]);
  }
  return {
    kind: "kit",
    apiKey: e.KIT_API_KEY,
    formId: e.KIT_FORM_ID,
    webhookSecret: e.KIT_WEBHOOK_SECRET ?? null,
  };
}
