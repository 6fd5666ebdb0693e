import { describe, expect, test } from "vitest";
import { ConfigError, loadConfig } from "#server/config.ts";
import { scrypt } from "node:crypto";
import { promisify } from "node:util";
import {
  ADMIN_HASH_COST,
  adminPasswordMatches,
  hashAdminPassword,
  MIN_ADMIN_PASSWORD_LENGTH,
  parseAdminPasswordHash,
} from "./admin-password.ts";

describe("admin password", () => {
  test("a plain password matches only itself", async () => {
    const expected = { kind: "plain", value: "correct horse battery", generated: false } as const;
    expect(await adminPasswordMatches(expected, "correct horse battery")).toBe(true);
    expect(await adminPasswordMatches(expected, "correct horse batter")).toBe(false);
    expect(await adminPasswordMatches(expected, "")).toBe(false);
  });

  test("a scrypt hash made by admin:hash-password matches its password and nothing else", async () => {
    const text = await hashAdminPassword("owner secret 2026");
    expect(text).toMatch(/^scrypt\$N=131072,r=8,p=1\$[A-Za-z0-9+/=]+\$[A-Za-z0-9+/=]+$/);
    const expected = parseAdminPasswordHash(text)!;
    expect(await adminPasswordMatches(expected, "owner secret 2026")).toBe(true);
    expect(await adminPasswordMatches(expected, "owner secret 2025")).toBe(false);
  });

  test("a new hash costs what OWASP advises for scrypt (N=2^17, r=8, p=1), named in the hash", async () => {
    expect(ADMIN_HASH_COST).toEqual({ N: 131072, r: 8, p: 1 });
    const parsed = parseAdminPasswordHash(await hashAdminPassword("owner secret 2026"));
    expect(parsed).toMatchObject({ kind: "scrypt", cost: { N: 131072, r: 8, p: 1 } });
  });

  test("a hash made with the first format's cost (scrypt$salt$hash, Node's defaults) still matches", async () => {
    const salt = Buffer.from("0123456789abcdef0123456789abcdef", "hex");
    const firstFormatHash = (await promisify(scrypt)("an older owner password", salt, 32)) as Buffer;
    const text = `scrypt$${salt.toString("base64")}$${firstFormatHash.toString("base64")}`;
    const expected = parseAdminPasswordHash(text)!;
    expect(expected).toMatchObject({ kind: "scrypt", cost: { N: 16384, r: 8, p: 1 } });
    expect(await adminPasswordMatches(expected, "an older owner password")).toBe(true);
    expect(await adminPasswordMatches(expected, "an older owner passwort")).toBe(false);
    expect(loadConfig({ ADMIN_PASSWORD_HASH: text }).adminPassword.kind).toBe("scrypt");
  });

  test(`a plain ADMIN_PASSWORD needs at least ${MIN_ADMIN_PASSWORD_LENGTH} characters; start-up says so, naming the variable`, () => {
    expect(MIN_ADMIN_PASSWORD_LENGTH).toBe(16);
    expect(loadConfig({ ADMIN_PASSWORD: "sixteen-chars-ok" }).adminPassword).toMatchObject({
      value: "sixteen-chars-ok",
    });
    expect(() => loadConfig({ ADMIN_PASSWORD: "fifteen-chars-x" })).toThrow(
      "ADMIN_PASSWORD=(hidden) is invalid: expected a password of 16 to 200 characters",
    );
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
    const hash = await hashAdminPassword("the hashed one here");
    expect(
      loadConfig({ ADMIN_PASSWORD: "a long enough password", ADMIN_PASSWORD_HASH: hash }).adminPassword.kind,
    ).toBe("scrypt");
  });

  test("a cut or mangled hash is refused at start-up, so it can never match every password", async () => {
    const good = await hashAdminPassword("owner secret 2026");
    const [, cost, salt, hash] = good.split("$");
    const mangled = [
      `scrypt$${cost}$${salt}$${hash!.slice(0, 20)}`,
      `scrypt$N=131072,r=8$${salt}$${hash}`, // a cost cut short
      `scrypt$N=1000,r=8,p=1$${salt}$${hash}`, // N not a power of two
      `scrypt$N=1024,r=8,p=1$${salt}$${hash}`, // weaker than any hash this site made
      `scrypt$N=16777216,r=8,p=1$${salt}$${hash}`, // a login would need 16 GiB
      `scrypt$${salt}$${hash}$${hash}`,
      "scrypt$AAAAAAAAAAAAAAAAAAAAAA==$A", // a hash part that decodes to nothing
      `scrypt$${salt}$`,
      `scrypt$${salt}$${hash!.slice(0, 20)}`, // cut short when pasted
      `scrypt$${salt!.slice(0, 8)}$${hash}`, // a salt too short
      `scrypt$${salt}$${hash}$extra`,
      `bcrypt$${salt}$${hash}`,
      `scrypt$${salt}$${hash!.replace("=", "")}`, // padding lost
    ];
    for (const text of mangled) {
      expect(parseAdminPasswordHash(text), text).toBeNull();
      expect(() => loadConfig({ ADMIN_PASSWORD_HASH: text }), text).toThrow(
        "ADMIN_PASSWORD_HASH=(hidden) is invalid: expected the output of `npm run admin:hash-password` (scrypt$N=…,r=…,p=…$salt$hash)",
      );
    }
    // Even if one got through, an empty or short hash matches nothing.
    const empty = {
      kind: "scrypt",
      salt: Buffer.alloc(16),
      hash: Buffer.alloc(0),
      cost: ADMIN_HASH_COST,
    } as const;
    expect(await adminPasswordMatches(empty, "whatever-i-type")).toBe(false);
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
