import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, test } from "vitest";
import { ConfigError, databaseSetting, loadConfig, readDotEnvFile } from "./config.ts";

describe("configuration", () => {
  test("an empty environment gives the offline defaults", () => {
    expect(loadConfig({})).toEqual({
      env: "production",
      port: 3000,
      host: "0.0.0.0",
      publicBaseUrl: "http://localhost:3000",
      publicBaseUrlSet: false,
      dataDir: "./data",
      databaseUrl: undefined,
      dailyBackups: true,
      logLevel: "info",
      episodeSource: { kind: "sample" },
      adminPassword: { kind: "plain", value: expect.any(String), generated: true },
      objectStorage: { kind: "disk" },
      trustProxy: ["loopback"],
      payments: { kind: "sandbox" },
      newsletter: { kind: "local" },
      analyticsMeasurementId: null,
      ownerEmail: { kind: "off" },
    });
  });

  test("SMTP settings e-mail the owner about new business; a partial set stops start-up, the password never echoed", () => {
    const smtp = { SMTP_HOST: "smtp.example.com", SMTP_FROM: "Site <site@example.com>", OWNER_EMAIL: "owner@example.com" };
    expect(loadConfig(smtp).ownerEmail).toEqual({
      kind: "smtp",
      host: "smtp.example.com",
      port: 587,
      auth: null,
      from: "Site <site@example.com>",
      to: "owner@example.com",
      dailySummary: false,
    });
    expect(
      loadConfig({ ...smtp, SMTP_PORT: "465", SMTP_USER: "site", SMTP_PASSWORD: "pw", OWNER_DAILY_SUMMARY: "true" })
        .ownerEmail,
    ).toMatchObject({ port: 465, auth: { user: "site", password: "pw" }, dailySummary: true });
    expect(() => loadConfig({ SMTP_HOST: "smtp.example.com" })).toThrow(/SMTP_FROM is required to e-mail the owner/);
    expect(() => loadConfig({ OWNER_EMAIL: "owner@example.com" })).toThrow(/SMTP_HOST is required/);
    expect(() => loadConfig({ ...smtp, SMTP_USER: "site" })).toThrow(/SMTP_PASSWORD is required with SMTP_USER/);
    expect(() => loadConfig({ ...smtp, OWNER_EMAIL: "not an address" })).toThrow(/OWNER_EMAIL="not an address" is invalid/);
    expect(() => loadConfig({ ...smtp, SMTP_USER: "site", SMTP_PASSWORD: "x".repeat(1001) })).toThrow(
      /SMTP_PASSWORD=\(hidden\) is invalid/,
    );
  });

  test("GA_MEASUREMENT_ID sends page views and events to Google Analytics; a malformed id stops start-up", () => {
    expect(loadConfig({ GA_MEASUREMENT_ID: "G-ABC123XYZ" }).analyticsMeasurementId).toBe("G-ABC123XYZ");
    expect(() => loadConfig({ GA_MEASUREMENT_ID: "UA-12345-1" })).toThrow(
      /GA_MEASUREMENT_ID="UA-12345-1" is invalid: expected a Google Analytics 4 measurement id/,
    );
    expect(() => loadConfig({ GA_MEASUREMENT_ID: 'G-1"><script>' })).toThrow(/GA_MEASUREMENT_ID=.* is invalid/);
  });

  test("KIT_API_KEY and KIT_FORM_ID together add sign-ups to a Kit form; one alone stops start-up", () => {
    expect(loadConfig({ KIT_API_KEY: "kit_abcdef123", KIT_FORM_ID: "1234567" }).newsletter).toEqual({
      kind: "kit",
      apiKey: "kit_abcdef123",
      formId: "1234567",
      webhookSecret: null,
    });
    expect(() => loadConfig({ KIT_API_KEY: "kit_abcdef123" })).toThrow(/KIT_FORM_ID is required when the newsletter uses Kit/);
    expect(() => loadConfig({ KIT_FORM_ID: "1234567" })).toThrow(/KIT_API_KEY is required/);
    expect(() => loadConfig({ KIT_API_KEY: "kit abc!", KIT_FORM_ID: "1" })).toThrow(/KIT_API_KEY=\(hidden\) is invalid/);
    expect(() => loadConfig({ KIT_API_KEY: "kit_abcdef123", KIT_FORM_ID: "form-1" })).toThrow(/KIT_FORM_ID="form-1" is invalid/);
  });

  test("KIT_WEBHOOK_SECRET lets Kit report unsubscribes; it needs the Kit form, and is never echoed", () => {
    const kit = { KIT_API_KEY: "kit_abcdef123", KIT_FORM_ID: "1234567" };
    expect(loadConfig({ ...kit, KIT_WEBHOOK_SECRET: "kit-endpoint-secret-0123" }).newsletter).toMatchObject({
      webhookSecret: "kit-endpoint-secret-0123",
    });
    expect(() => loadConfig({ KIT_WEBHOOK_SECRET: "kit-endpoint-secret-0123" })).toThrow(/KIT_WEBHOOK_SECRET needs KIT_API_KEY and KIT_FORM_ID/);
    expect(() => loadConfig({ ...kit, KIT_WEBHOOK_SECRET: "short" })).toThrow(/KIT_WEBHOOK_SECRET=\(hidden\) is invalid/);
  });

  const stripeKeys = {
    STRIPE_SECRET_KEY: "sk_test_51Abc",
    STRIPE_PUBLISHABLE_KEY: "pk_test_51Abc",
    STRIPE_WEBHOOK_SECRET: "whsec_abc123",
  };

  test("an https site without Stripe keys stops start-up unless PAYMENTS_SANDBOX=true asks for the sandbox", () => {
    const live = { PUBLIC_BASE_URL: "https://podcast.example.com" };
    expect(() => loadConfig(live)).toThrow(ConfigError);
    expect(() => loadConfig(live)).toThrow(
      /PAYMENTS_SANDBOX=true is required to take test-mode payments on https:\/\/podcast\.example\.com: .*Set STRIPE_SECRET_KEY/,
    );
    expect(loadConfig({ ...live, PAYMENTS_SANDBOX: "true" }).payments).toEqual({ kind: "sandbox" });
    expect(loadConfig({ ...live, ...stripeKeys }).payments.kind).toBe("stripe");
    // A plain-http address (this machine, a private test) keeps the sandbox without being asked.
    expect(loadConfig({ PUBLIC_BASE_URL: "http://localhost:3000" }).payments).toEqual({ kind: "sandbox" });
    expect(() => loadConfig({ PAYMENTS_SANDBOX: "false" })).toThrow(/PAYMENTS_SANDBOX=false needs the Stripe keys/);
    expect(() => loadConfig({ ...stripeKeys, PAYMENTS_SANDBOX: "true" })).toThrow(
      /PAYMENTS_SANDBOX=true asks for the test-mode sandbox, but the Stripe keys are set/,
    );
    expect(() => loadConfig({ PAYMENTS_SANDBOX: "yes" })).toThrow('PAYMENTS_SANDBOX="yes" is invalid: expected true or false');
  });

  test("the three Stripe keys switch payments from the sandbox to Stripe", () => {
    expect(loadConfig(stripeKeys).payments).toEqual({
      kind: "stripe",
      secretKey: "sk_test_51Abc",
      publishableKey: "pk_test_51Abc",
      webhookSecret: "whsec_abc123",
      api: undefined,
    });
  });

  test("STRIPE_API_URL sends a test key's calls elsewhere: https anywhere, plain http only on this machine", () => {
    const apiFor = (url: string) => {
      const { payments } = loadConfig({ ...stripeKeys, STRIPE_API_URL: url });
      return payments.kind === "stripe" ? payments.api : null;
    };
    expect(apiFor("http://localhost:12111")).toEqual({ host: "localhost", port: 12111, protocol: "http" });
    expect(apiFor("http://127.0.0.1:4002/")).toEqual({ host: "127.0.0.1", port: 4002, protocol: "http" });
    expect(apiFor("http://[::1]:4002")).toEqual({ host: "::1", port: 4002, protocol: "http" });
    expect(apiFor("https://stripe-proxy.example.com")).toEqual({ host: "stripe-proxy.example.com", port: 443, protocol: "https" });

    expect(() => loadConfig({ ...stripeKeys, STRIPE_API_URL: "http://stripe-proxy.example.com" })).toThrow(
      /STRIPE_API_URL must use https unless it is on this machine/,
    );
    expect(() => loadConfig({ ...stripeKeys, STRIPE_API_URL: "https://proxy.example.com/v1" })).toThrow(
      /STRIPE_API_URL must not have a path: use https:\/\/proxy.example.com/,
    );
    expect(() => loadConfig({ ...stripeKeys, STRIPE_API_URL: "https://proxy.example.com/#top" })).toThrow(
      /STRIPE_API_URL must not have a path/,
    );
    expect(() => loadConfig({ ...stripeKeys, STRIPE_API_URL: "https://user:pass@proxy.example.com" })).toThrow(
      /STRIPE_API_URL must not carry a user or password/,
    );
    // A URL may carry credentials, so a malformed one is not echoed.
    expect(() => loadConfig({ ...stripeKeys, STRIPE_API_URL: "ftp://user:pass@localhost" })).toThrow(/STRIPE_API_URL=\(hidden\) is invalid/);
  });

  test("STRIPE_API_URL is refused with live keys, whose calls go to Stripe only, and without Stripe keys", () => {
    const live = { ...stripeKeys, STRIPE_SECRET_KEY: "sk_live_51Abc", STRIPE_PUBLISHABLE_KEY: "pk_live_51Abc" };
    expect(() => loadConfig({ ...live, STRIPE_API_URL: "https://stripe-proxy.example.com" })).toThrow(
      /STRIPE_API_URL takes test keys only/,
    );
    expect(() => loadConfig({ STRIPE_API_URL: "http://localhost:12111" })).toThrow(/STRIPE_API_URL needs the Stripe keys/);
  });

  test("a partial or mixed set of Stripe keys stops start-up instead of taking sandbox payments", () => {
    expect(() => loadConfig({ STRIPE_SECRET_KEY: "sk_live_51Abc" })).toThrow(
      /STRIPE_PUBLISHABLE_KEY is required when payments use Stripe \(STRIPE_SECRET_KEY set\)/,
    );
    expect(() => loadConfig({ ...stripeKeys, STRIPE_SECRET_KEY: "sk_live_51Abc" })).toThrow(
      /STRIPE_SECRET_KEY is a live key but STRIPE_PUBLISHABLE_KEY is a test key/,
    );
  });

  test("a malformed Stripe key is named without echoing a secret", () => {
    const error = (() => {
      try {
        loadConfig({ ...stripeKeys, STRIPE_SECRET_KEY: "pk_test_secretlooking" });
      } catch (caught) {
        return caught as Error;
      }
    })();
    expect(error?.message).toMatch(/STRIPE_SECRET_KEY=\(hidden\) is invalid: expected a Stripe secret or restricted key/);
    expect(error?.message).not.toContain("secretlooking");
    expect(() => loadConfig({ ...stripeKeys, STRIPE_PUBLISHABLE_KEY: "sk_test_x" })).toThrow(
      /STRIPE_PUBLISHABLE_KEY="sk_test_x" is invalid: expected a Stripe publishable key/,
    );
  });

  test("PUBLIC_BASE_URL is the site's origin: a path, query or fragment stops start-up", () => {
    expect(loadConfig({ PUBLIC_BASE_URL: "https://podcast.example.com/", PAYMENTS_SANDBOX: "true" }).publicBaseUrl).toBe(
      "https://podcast.example.com",
    );
    for (const value of ["https://example.com/podcast", "https://example.com/sub/", "https://example.com/?a=1", "https://example.com/#top"]) {
      expect(() => loadConfig({ PUBLIC_BASE_URL: value }), value).toThrow(
        `PUBLIC_BASE_URL=${JSON.stringify(value)} is invalid: expected the site's own address, an absolute http(s) URL without a path, such as https://example.com`,
      );
    }
  });

  test("a .env file adds the variables the environment does not set; the environment wins", () => {
    const folder = mkdtempSync(path.join(tmpdir(), "dotenv-"));
    const file = path.join(folder, ".env");
    // Saved with a byte-order mark, as some editors do; one name misspelled.
    writeFileSync(file, '\uFEFFPORT=4000\n# the site\nLOG_LEVEL=debug\nHOST=127.0.0.1\nPUBLIC_BASE_URL="https://podcast.example.com"\nPAYMENTS_SANDBOX=true\nADMIN_PASSWRD=oops\n');
    // An empty variable in the environment (as Compose passes a declared one) counts as unset.
    const env: Record<string, string | undefined> = { LOG_LEVEL: "warn", HOST: "" };
    const warnings: string[] = [];
    readDotEnvFile(file, env, (message) => warnings.push(message));
    expect(warnings).toEqual([`${file} sets ADMIN_PASSWRD, which this site does not read`]);
    expect(env).toMatchObject({ LOG_LEVEL: "warn", PORT: "4000", HOST: "127.0.0.1", PUBLIC_BASE_URL: "https://podcast.example.com" });
    expect(loadConfig(env)).toMatchObject({ port: 4000, host: "127.0.0.1", logLevel: "warn", publicBaseUrl: "https://podcast.example.com" });

    const untouched: Record<string, string | undefined> = {};
    readDotEnvFile(path.join(folder, "missing.env"), untouched);
    expect(untouched).toEqual({});
    expect(() => readDotEnvFile(folder, {})).toThrow(ConfigError);
  });

  test("TRUST_PROXY chooses whose X-Forwarded-* headers are believed", () => {
    expect(loadConfig({ TRUST_PROXY: "true" }).trustProxy).toBe(true);
    expect(loadConfig({ TRUST_PROXY: "false" }).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: "10.0.0.0/8, 127.0.0.1" }).trustProxy).toEqual(["10.0.0.0/8", "127.0.0.1"]);
    expect(() => loadConfig({ TRUST_PROXY: "everyone!" })).toThrow(/TRUST_PROXY="everyone!" is invalid/);
    // Addresses, ranges and the names of the private ranges.
    expect(loadConfig({ TRUST_PROXY: "loopback, 10.0.0.0/8, ::1, fd00::/8" }).trustProxy).toEqual([
      "loopback",
      "10.0.0.0/8",
      "::1",
      "fd00::/8",
    ]);
    // Words Fastify would read as addresses, or a hop count it would read as no proxy at all, stop start-up.
    for (const value of ["1", "yes", "TRUE", "10.0.0.0/33", "10.0.0", "proxy.internal", "10.0.0.1/8/2", ","]) {
      expect(() => loadConfig({ TRUST_PROXY: value }), value).toThrow(
        `TRUST_PROXY=${JSON.stringify(value)} is invalid: expected true, false, or a comma-separated list of proxy addresses, CIDR ranges or loopback/linklocal/uniquelocal (not a hop count: name the proxy's address)`,
      );
    }
  });

  test("an RSS feed URL switches the episode source to rss", () => {
    expect(loadConfig({ PODCAST_RSS_URL: "https://feeds.example.com/show.xml" }).episodeSource).toEqual({
      kind: "rss",
      feedUrl: "https://feeds.example.com/show.xml",
    });
  });

  test("PODCAST_RSS_URL must be https unless the feed is on this machine", () => {
    expect(() => loadConfig({ PODCAST_RSS_URL: "http://feeds.example.com/show.xml" })).toThrow(
      "PODCAST_RSS_URL must use https unless it is on this machine (localhost, 127.0.0.1 or [::1])",
    );
    for (const local of ["http://localhost:8080/feed.xml", "http://127.0.0.1:9/feed.xml", "http://[::1]/feed.xml"]) {
      expect(loadConfig({ PODCAST_RSS_URL: local }).episodeSource).toEqual({ kind: "rss", feedUrl: local });
    }
  });

  test("Spotify credentials switch the episode source to spotify, with optional YouTube enrichment", () => {
    const env = { SPOTIFY_CLIENT_ID: "id", SPOTIFY_CLIENT_SECRET: "secret", SPOTIFY_SHOW_ID: "0ThrivingPathSample000" };
    expect(loadConfig(env).episodeSource).toEqual({
      kind: "spotify",
      clientId: "id",
      clientSecret: "secret",
      showId: "0ThrivingPathSample000",
      youtube: null,
    });
    expect(loadConfig({ ...env, YOUTUBE_API_KEY: "k", YOUTUBE_CHANNEL_ID: "UC1" }).episodeSource).toMatchObject({
      youtube: { apiKey: "k", channelId: "UC1" },
    });
  });

  test("an RSS feed and Spotify credentials together make one source: the feed's episodes with Spotify's links", () => {
    const spotify = { SPOTIFY_CLIENT_ID: "id", SPOTIFY_CLIENT_SECRET: "secret", SPOTIFY_SHOW_ID: "0ThrivingPathSample000" };
    const feed = "https://feeds.example.com/show.xml";
    expect(loadConfig({ PODCAST_RSS_URL: feed, ...spotify }).episodeSource).toEqual({
      kind: "rss+spotify",
      feedUrl: feed,
      spotify: { clientId: "id", clientSecret: "secret", showId: "0ThrivingPathSample000", youtube: null },
    });
    // Either one alone can still be chosen while both are set.
    expect(loadConfig({ EPISODE_SOURCE: "rss", PODCAST_RSS_URL: feed, ...spotify }).episodeSource.kind).toBe("rss");
    expect(() => loadConfig({ EPISODE_SOURCE: "rss+spotify", PODCAST_RSS_URL: feed })).toThrow(
      /SPOTIFY_CLIENT_ID is required when the episode source is rss\+spotify/,
    );
    expect(() => loadConfig({ EPISODE_SOURCE: "rss+spotify", ...spotify })).toThrow(
      "PODCAST_RSS_URL is required when the episode source is rss+spotify",
    );
  });

  test("a chosen episode source with missing settings names what is missing", () => {
    expect(() => loadConfig({ EPISODE_SOURCE: "rss" })).toThrow("PODCAST_RSS_URL is required when the episode source is rss");
    expect(() => loadConfig({ SPOTIFY_CLIENT_ID: "id" })).toThrow(
      /SPOTIFY_CLIENT_SECRET is required when the episode source is spotify[\s\S]*SPOTIFY_SHOW_ID is required/,
    );
    expect(() =>
      loadConfig({ SPOTIFY_CLIENT_ID: "i", SPOTIFY_CLIENT_SECRET: "s", SPOTIFY_SHOW_ID: "0ThrivingPathSample000", YOUTUBE_API_KEY: "k" }),
    ).toThrow("YOUTUBE_API_KEY and YOUTUBE_CHANNEL_ID go together");
  });

  test("values are read and normalised", () => {
    const config = loadConfig({
      PORT: "8080",
      PUBLIC_BASE_URL: "https://podcast.example.com/",
      PAYMENTS_SANDBOX: "true",
      DATABASE_URL: "postgres://u:p@db:5432/site",
      LOG_LEVEL: "warn",
    });
    expect(config.port).toBe(8080);
    expect(config.publicBaseUrl).toBe("https://podcast.example.com");
    expect(config.databaseUrl).toBe("postgres://u:p@db:5432/site");
    expect(config.logLevel).toBe("warn");
  });

  test("daily backups are on with the embedded database and off with PostgreSQL, unless DAILY_BACKUPS says", () => {
    const postgres = { DATABASE_URL: "postgres://u:p@db:5432/site" };
    expect(loadConfig({}).dailyBackups).toBe(true);
    expect(loadConfig(postgres).dailyBackups).toBe(false);
    expect(loadConfig({ DAILY_BACKUPS: "false" }).dailyBackups).toBe(false);
    expect(loadConfig({ ...postgres, DAILY_BACKUPS: "true" }).dailyBackups).toBe(true);
    expect(loadConfig({ DAILY_BACKUPS: "" }).dailyBackups).toBe(true);
    expect(() => loadConfig({ DAILY_BACKUPS: "daily" })).toThrow(
      'DAILY_BACKUPS="daily" is invalid: expected true or false',
    );
  });

  test("empty values count as unset", () => {
    expect(loadConfig({ PORT: "", DATABASE_URL: "" })).toMatchObject({ port: 3000, databaseUrl: undefined });
  });

  test("a bad value names the variable and what is expected", () => {
    let error: unknown;
    try {
      loadConfig({ PORT: "eighty", DATABASE_URL: "mysql://app:hunter2@db/site", PUBLIC_BASE_URL: "podcast.example.com" });
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(ConfigError);
    const problems = (error as ConfigError).problems;
    expect(problems).toEqual([
      'PORT="eighty" is invalid: expected a whole number from 0 to 65535',
      'PUBLIC_BASE_URL="podcast.example.com" is invalid: expected the site\'s own address, an absolute http(s) URL without a path, such as https://example.com',
      // A connection URL carries the database password, so it is never echoed.
      "DATABASE_URL=(hidden) is invalid: expected a postgres:// or postgresql:// connection URL",
    ]);
  });
});

describe("databaseSetting: the database named in a start-up failure", () => {
  test("the embedded database by its DATA_DIR folder, PostgreSQL by its variable without the connection string", () => {
    expect(databaseSetting({ databaseUrl: undefined, dataDir: "/srv/site/data" })).toBe(
      "the embedded database in DATA_DIR (/srv/site/data)",
    );
    const postgres = databaseSetting({ databaseUrl: "postgres://owner:secret@db:5432/site", dataDir: "data" });
    expect(postgres).toBe("the PostgreSQL database in DATABASE_URL");
    expect(postgres).not.toContain("secret");
  });
});
