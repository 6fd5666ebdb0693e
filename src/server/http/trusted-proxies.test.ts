import { describe, expect, test } from "vitest";
import { buildApp } from "#server/app.ts";
import { loadConfig } from "#server/config.ts";
import { createTestDatabase } from "#tests/helpers/test-app.ts";
import { TEST_ADMIN_PASSWORD } from "#tests/helpers/admin-login.ts";
import { compileProxyTrust } from "./trusted-proxies.ts";

describe("compileProxyTrust", () => {
  test("the default trusts this machine only, not private or link-local networks", () => {
    const trusted = compileProxyTrust(loadConfig({}).trustProxy);
    for (const address of ["127.0.0.1", "127.8.0.1", "::1", "::ffff:127.0.0.1"])
      expect(trusted(address), address).toBe(true);
    for (const address of [
      "10.0.0.5",
      "172.17.0.1",
      "192.168.1.1",
      "169.254.169.254",
      "fd00::1",
      "fe80::1",
      "203.0.113.9",
      "::ffff:10.0.0.5",
    ]) {
      expect(trusted(address), address).toBe(false);
    }
  });

  test("names, addresses and CIDR ranges from TRUST_PROXY are trusted; true and false trust everyone and no one", () => {
    const trusted = compileProxyTrust(
      loadConfig({ TRUST_PROXY: "uniquelocal, 203.0.113.7, 2001:db8::/32" }).trustProxy,
    );
    for (const address of [
      "10.1.2.3",
      "172.31.0.1",
      "fd12::9",
      "203.0.113.7",
      "::ffff:203.0.113.7",
      "2001:db8:5::1",
    ]) {
      expect(trusted(address), address).toBe(true);
    }
    for (const address of ["127.0.0.1", "203.0.113.8", "2001:db9::1", "not an address"])
      expect(trusted(address), address).toBe(false);
    expect(compileProxyTrust(true)("198.51.100.1")).toBe(true);
    expect(compileProxyTrust(false)("127.0.0.1")).toBe(false);
  });
});

/** An app whose log lines the test reads, built from the given environment. */
async function withLoggedApp(
  env: Record<string, string>,
  run: (app: Awaited<ReturnType<typeof buildApp>>, warnings: () => string[]) => Promise<void>,
) {
  const lines: string[] = [];
  const database = await createTestDatabase("pglite");
  const config = loadConfig({
    NODE_ENV: "test",
    LOG_LEVEL: "warn",
    ADMIN_PASSWORD: TEST_ADMIN_PASSWORD,
    ...env,
  });
  const app = await buildApp({ config, database, logger: { stream: { write: (line) => lines.push(line) } } });
  const warnings = () =>
    lines
      .map((line) => JSON.parse(line) as { level: number; msg: string })
      .filter((line) => line.level === 40)
      .map((line) => line.msg);
  try {
    await app.ready();
    await run(app, warnings);
  } finally {
    await app.close();
    await database.dispose();
  }
}

describe("forwarded headers that do not fit TRUST_PROXY", () => {
  test("X-Forwarded-For from a peer that is not a trusted proxy is ignored and warned about once", async () => {
    await withLoggedApp({}, async (app, warnings) => {
      for (let i = 0; i < 3; i++) {
        const res = await app.inject({
          method: "GET",
          url: "/api/admin/session",
          remoteAddress: "172.17.0.1",
          headers: { "x-forwarded-for": `198.51.100.${i}` },
        });
        expect(res.statusCode).toBe(200);
      }
      expect(warnings()).toEqual([
        expect.stringMatching(
          /^a request from 172\.17\.0\.1 carried x-forwarded-for, which are ignored: .*TRUST_PROXY/,
        ),
      ]);
    });
  });

  test("a request from a trusted proxy without X-Forwarded-For is warned about once; health probes are not", async () => {
    await withLoggedApp({ TRUST_PROXY: "10.0.0.2" }, async (app, warnings) => {
      await app.inject({ method: "GET", url: "/healthz", remoteAddress: "10.0.0.2" });
      expect(warnings()).toEqual([]);
      await app.inject({
        method: "GET",
        url: "/api/admin/session",
        remoteAddress: "10.0.0.2",
        headers: { "x-forwarded-for": "203.0.113.1" },
      });
      expect(warnings()).toEqual([]);
      for (let i = 0; i < 3; i++)
        await app.inject({ method: "GET", url: "/api/admin/session", remoteAddress: "10.0.0.2" });
      expect(warnings()).toEqual([
        expect.stringMatching(
          /^a request from 10\.0\.0\.2, a trusted proxy \(TRUST_PROXY\), came without X-Forwarded-For/,
        ),
      ]);
    });
  });

  test("a visitor reaching the server directly without forwarded headers is not warned about", async () => {
    await withLoggedApp({}, async (app, warnings) => {
      await app.inject({ method: "GET", url: "/api/admin/session", remoteAddress: "203.0.113.5" });
      expect(warnings()).toEqual([]);
    });
  });
});
