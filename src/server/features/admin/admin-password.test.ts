import { describe, expect, test } from "vitest";
import { ConfigError, loadConfig } from "../../config.ts";
import { adminPasswordMatches, hashAdminPassword, parseAdminPasswordHash } from "./admin-password.ts";

describe("admin password", () => {
  test("a plain password matches only itself", async () => {
    const expected = { kind: "plain", value: "correct horse battery", generated: false } as const;
    expect(await adminPasswordMatches(expected, "correct horse battery")).toBe(true);
    expect(await adminPasswordMatches(expected, "correct horse batter")).toBe(false);
    expect(await adminPasswordMatches(expected, "")).toBe(false);
  });

  test("a scrypt hash made by admin:hash-password matches its password and nothing else", async () => {
    const text = await hashAdminPassword("owner secret 2026");
    expect(text).toMatch(/^scrypt\$[A-Za-z0-9+/=]+\$[A-Za-z0-9+/=]+$/);
    const expected = parseAdminPasswordHash(text);
    expect(await adminPasswordMatches(expected, "owner secret 2026")).toBe(true);
    expect(await adminPasswordMatches(expected, "owner secret 2025")).toBe(false);
  });

  test("with nothing configured a random password is generated for the run", () => {
    const a = loadConfig({}).adminPassword;
    const b = loadConfig({}).adminPassword;
    expect(a).toMatchObject({ kind: "plain", generated: true });
    expect(a.kind === "plain" && a.value.length).toBeGreaterThanOrEqual(16);
    expect(a).not.toEqual(b);
  });

  test("ADMIN_PASSWORD is used as configured; ADMIN_PASSWORD_HASH wins over it", async () => {
    expect(loadConfig({ ADMIN_PASSWORD: "a long enough password" }).adminPassword).toEqual({
      kind: "plain",
      value: "a long enough password",
      generated: false,
    });
    const hash = await hashAdminPassword("the hashed one");
    expect(loadConfig({ ADMIN_PASSWORD: "a long enough password", ADMIN_PASSWORD_HASH: hash }).adminPassword.kind).toBe("scrypt");
  });

  test.each([
    ["ADMIN_PASSWORD", "short"],
    ["ADMIN_PASSWORD_HASH", "plain-text-not-a-hash"],
  ])("a bad %s stops start-up with a message naming it", (name, value) => {
    expect(() => loadConfig({ [name]: value })).toThrow(ConfigError);
    expect(() => loadConfig({ [name]: value })).toThrow(new RegExp(`${name}=.*is invalid: expected`));
  });

  test("the configuration error never echoes the password itself", () => {
    try {
      loadConfig({ ADMIN_PASSWORD: "tiny" });
      expect.unreachable();
    } catch (error) {
      expect((error as Error).message).not.toContain("tiny");
    }
  });
});
