import { describe, expect, test } from "vitest";
import { hashAdminPassword, parseAdminPasswordHash, type AdminPassword } from "./admin-password.ts";
import { adminPasswordFingerprint } from "./admin-password-fingerprint.ts";

const plain = (value: string): AdminPassword => ({ kind: "plain", value, generated: false });

describe("admin password fingerprint", () => {
  test("the same configured password always gives the same fingerprint", async () => {
    const hash = parseAdminPasswordHash(await hashAdminPassword("owner secret 2026"))!;
    expect(await adminPasswordFingerprint(plain("owner secret 2026"))).toBe(
      await adminPasswordFingerprint(plain("owner secret 2026")),
    );
    expect(await adminPasswordFingerprint(hash)).toBe(await adminPasswordFingerprint({ ...hash }));
  });

  test("a changed password, or a new hash of the same password, gives another fingerprint", async () => {
    const fingerprints = await Promise.all([
      adminPasswordFingerprint(plain("owner secret 2026")),
      adminPasswordFingerprint(plain("owner secret 2027")),
      adminPasswordFingerprint(parseAdminPasswordHash(await hashAdminPassword("owner secret 2026"))!),
      adminPasswordFingerprint(parseAdminPasswordHash(await hashAdminPassword("owner secret 2026"))!),
    ]);
    expect(new Set(fingerprints).size).toBe(4);
  });

  test("is no plain SHA-256 of the password that a copy of the database could be checked against", async () => {
    const { createHash } = await import("node:crypto");
    const fingerprint = await adminPasswordFingerprint(plain("owner secret 2026"));
    expect(fingerprint).toMatch(/^[A-Za-z0-9_-]{43}$/);
    for (const encoding of ["hex", "base64url"] as const) {
      expect(fingerprint).not.toBe(createHash("sha256").update("owner secret 2026").digest(encoding));
    }
    expect(fingerprint).not.toContain("owner");
  });
});
