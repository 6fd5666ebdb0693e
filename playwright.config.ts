import { defineConfig, devices } from "@playwright/test";
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";

const port = Number(process.env.E2E_PORT ?? 3999);
const baseURL = `http://127.0.0.1:${port}`;
const chromiumPath = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";
// A fresh embedded database for every run, so tests never depend on a developer's data.
const dataDir = process.env.E2E_DATA_DIR ?? mkdtempSync(path.join(tmpdir(), "site-e2e-"));

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

export default defineConfig({
  testDir: "tests/e2e",
  fullyParallel: true,
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  reporter: process.env.CI ? [["list"]] : [["list"]],
  // Axe on a long page takes a while on a busy two-core machine.
  timeout: 60_000,
  use: { baseURL, launchOptions, trace: "retain-on-failure" },
  projects: [
    { name: "desktop", use: { ...devices["Desktop Chrome"], viewport: { width: 1280, height: 800 }, launchOptions } },
    {
      name: "mobile",
      use: { ...devices["Desktop Chrome"], viewport: { width: 375, height: 740 }, isMobile: false, hasTouch: true, launchOptions },
      grep: /@mobile/,
    },
  ],
  webServer: {
    // The production build is served exactly as `npm start` serves it (npm test builds first);
    // E2E_DEV=1 serves the sources through Vite instead, for quick runs while developing.
    command: "node --import tsx src/server/server.ts",
    url: `${baseURL}/readyz`,
    reuseExistingServer: false,
    timeout: 60_000,
    env: { PORT: String(port), HOST: "127.0.0.1", DATA_DIR: dataDir, NODE_ENV: process.env.E2E_DEV ? "development" : "production", LOG_LEVEL: "warn", PUBLIC_BASE_URL: baseURL },
  },
});
