import { defineConfig } from "vitest/config";

export default defineConfig({
  test: {
    include: ["src/**/*.test.ts", "tests/**/*.test.ts"],
    environment: "node",
    // Two cores: keep the parallelism at two workers.
    maxWorkers: 2,
    // Many API tests start an app on a fresh embedded database inside the test.
    testTimeout: 180_000,
    // Starting an embedded database with its migrations can take a minute or more on a slow machine.
    hookTimeout: 180_000,
    setupFiles: ["tests/helpers/fail-on-console-error.ts"],
    globalSetup: ["tests/helpers/pglite-snapshot-setup.ts"],
  },
});
