import { defineConfig, devices } from "@playwright/test";
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { TEST_ADMIN_PASSWORD } from "./tests/helpers/admin-login.ts";
import { isolatedWorkingFolder, repositoryRoot } from "./tests/helpers/isolated-working-folder.ts";
import { configuredSiteEnv } from "./tests/helpers/configured-site.ts";
import { tourSeenStorageState } from "./tests/helpers/tour-seen.ts";

const port = Number(process.env.E2E_PORT ?? 3999);
const baseURL = `http://127.0.0.1:${port}`;
/**
 * A second server that no test writes to, for tests tagged @pristine that need the site as a
 * fresh install shows it (the built-in blog posts appear only while the server has none).
 */
const pristinePort = port + 1;
const pristineURL = `http://127.0.0.1:${pristinePort}`;
/** A third server, configured as tests/helpers/configured-site.ts describes, for tests tagged @configured. */
const configuredPort = port + 2;
const configuredURL = `http://127.0.0.1:${configuredPort}`;
/** The Stripe API stand-in the configured server's payments go to. */
const stripeStandInPort = port + 3;
/** A fourth server whose episodes come from a podcast feed with audio, a transcript and chapters (tests tagged @listening). */
const listeningPort = port + 4;
const listeningURL = `http://127.0.0.1:${listeningPort}`;
/** The podcast host stand-in that server's feed, audio, transcript and chapters come from. */
const feedStandInPort = port + 5;
const chromiumPath = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";
// Fresh embedded databases for every run, so tests never depend on a developer's data.
const freshDataDir = () => mkdtempSync(path.join(tmpdir(), "site-e2e-"));

const launchOptions = {
  executablePath: chromiumPath,
  args: [
    "--no-sandbox",
    "--disable-gpu",
    "--disable-quic",
    "--no-first-run",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
  ],
};

const desktop = { ...devices["Desktop Chrome"], viewport: { width: 1280, height: 800 }, launchOptions };
const mobile = {
  ...devices["Desktop Chrome"],
  viewport: { width: 375, height: 740 },
  isMobile: false,
  hasTouch: true,
  launchOptions,
};

function server(listenPort: number, extraEnv: Record<string, string> = {}) {
  const url = `http://127.0.0.1:${listenPort}`;
  return {
    command: `node --import tsx "${path.join(repositoryRoot, "src/server/server.ts")}"`,
    cwd: isolatedWorkingFolder(),
    url: `${url}/readyz`,
    reuseExistingServer: false,
    // A ceiling, not a wait: the embedded database's first start can take minutes on a slow machine.
    timeout: 300_000,
    env: {
      PORT: String(listenPort),
      HOST: "127.0.0.1",
      DATA_DIR: freshDataDir(),
      // Left unset, as `npm start` leaves it (the server's default is production).
      ...(process.env.E2E_DEV ? { NODE_ENV: "development" } : {}),
      LOG_LEVEL: "warn",
      PUBLIC_BASE_URL: url,
      ADMIN_PASSWORD: TEST_ADMIN_PASSWORD,
      // Taken a minute into the run, the daily backup would hold the embedded database for a moment
      // under whichever test runs then; its own tests are in src/server/backup.
      DAILY_BACKUPS: "false",
      ...extraEnv,
    },
  };
}

export default defineConfig({
  testDir: "tests/e2e",
  fullyParallel: true,
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  reporter: "list",
  // Axe on a long page takes a while on a busy two-core machine.
  timeout: 60_000,
  // Recording a trace of every test costs about a third of the suite's time; a failure's retry
  // records one instead (locally, where nothing is retried, pass --trace=retain-on-failure).
  use: { baseURL, launchOptions, trace: "on-first-retry" },
  // Each project's browser has seen the guided tour (see tests/helpers/tour-seen.ts).
  projects: [
    {
      name: "desktop",
      use: { ...desktop, storageState: tourSeenStorageState(baseURL) },
      grepInvert: /@pristine|@configured|@listening/,
    },
    {
      name: "mobile",
      use: { ...mobile, storageState: tourSeenStorageState(baseURL) },
      grep: /@mobile/,
      grepInvert: /@pristine|@configured|@listening/,
    },
    {
      name: "pristine-desktop",
      use: { ...desktop, baseURL: pristineURL, storageState: tourSeenStorageState(pristineURL) },
      grep: /@pristine/,
    },
    {
      name: "pristine-mobile",
      use: { ...mobile, baseURL: pristineURL, storageState: tourSeenStorageState(pristineURL) },
      grep: /(?=.*@pristine)(?=.*@mobile)/,
    },
    {
      name: "configured-desktop",
      use: { ...desktop, baseURL: configuredURL, storageState: tourSeenStorageState(configuredURL) },
      grep: /@configured/,
    },
    {
      name: "listening-desktop",
      use: { ...desktop, baseURL: listeningURL, storageState: tourSeenStorageState(listeningURL) },
      grep: /@listening/,
    },
    {
      name: "listening-mobile",
      use: { ...mobile, baseURL: listeningURL, storageState: tourSeenStorageState(listeningURL) },
      grep: /(?=.*@listening)(?=.*@mobile)/,
    },
  ],
  // The production build is served exactly as `npm start` serves it (npm test builds first);
  // E2E_DEV=1 serves the sources through Vite instead, for quick runs while developing.
  webServer: [
    {
      command: `node --import tsx "${path.join(repositoryRoot, "tests/stand-ins/run-stripe-stand-in.ts")}"`,
      port: stripeStandInPort,
      reuseExistingServer: false,
      env: { STRIPE_STAND_IN_PORT: String(stripeStandInPort) },
    },
    server(port),
    server(pristinePort),
    server(configuredPort, configuredSiteEnv(`http://127.0.0.1:${stripeStandInPort}`)),
    {
      command: `node --import tsx "${path.join(repositoryRoot, "tests/stand-ins/run-podcast-feed-stand-in.ts")}"`,
      port: feedStandInPort,
      reuseExistingServer: false,
      env: { FEED_STAND_IN_PORT: String(feedStandInPort) },
    },
    server(listeningPort, { PODCAST_RSS_URL: `http://127.0.0.1:${feedStandInPort}/feed.xml` }),
  ],
});
