import { describe, expect, test } from "vitest";
import { hashAdminPassword, parseAdminPasswordHash, type AdminPassword } from "./admin-password.ts";
import { adminPasswordFingerprint } from "./admin-password-fingerprint.ts";

const plain = (value: string): AdminPassword => ({ kind: "plain", value, generated: false });
const SALT = "this-site-secret";

describe("admin password fingerprint", () => {
  test("the same configured password always gives the same fingerprint", async () => {
    const hash = parseAdminPasswordHash(await hashAdminPassword("owner secret 2026"))!;
    expect(await adminPasswordFingerprint(plain("owner secret 2026"), SALT)).toBe(
      await adminPasswordFingerprint(plain("owner secret 2026"), SALT),
    );
    expect(await adminPasswordFingerprint(hash, SALT)).toBe(await adminPasswordFingerprint({ ...hash }, SALT));
  });

  test("a changed password, or a new hash of the same password, gives another fingerprint", async () => {
    const fingerprints = await Promise.all([
      adminPasswordFingerprint(plain("owner secret 2026"), SALT),
      adminPasswordFingerprint(plain("owner secret 2027"), SALT),
      adminPasswordFingerprint(parseAdminPasswordHash(await hashAdminPassword("owner secret 2026"))!, SALT),
      adminPasswordFingerprint(parseAdminPasswordHash(await hashAdminPassword("owner secret 2026"))!, SALT),
    ]);
    expect(new Set(fingerprints).size).toBe(4);
  });

  test("a plain password's fingerprint differs from site to site: each site salts it with its own secret", async () => {
    expect(await adminPasswordFingerprint(plain("owner secret 2026"), SALT)).not.toBe(
      await adminPasswordFingerprint(plain("owner secret 2026"), "another-site-secret"),
    );
  });

  test("is no plain SHA-256 of the password that a copy of the database could be checked against", async () => {
    const { createHash } = await import("node:crypto");
    const fingerprint = await adminPasswordFingerprint(plain("owner secret 2026"), SALT);
    expect(fingerprint).toMatch(/^[A-Za-z0-9_-]{43}$/);
    for (const encoding of ["hex", "base64url"] as const) {
      expect(fingerprint).not.toBe(createHash("sha256").update("owner secret 2026").digest(encoding));
    }
    expect(fingerprint).not.toContain("owner");
  });
});
