import { createHmac } from "node:crypto";
import { scryptAsync, type AdminPassword } from "./admin-password.ts";

const LABEL = "admin-session password fingerprint v1";

/**
 * A value that changes whenever the configured owner password changes, stored with each session
 * so a new ADMIN_PASSWORD or ADMIN_PASSWORD_HASH ends every session made under the old one (a
 * password generated for one run ends them at the next start). It must not help anyone who copies
 * the database guess the password: a configured hash is keyed by its random salt, which is not in
 * the database, and a plain password goes through scrypt first, salted by this site's own secret
 * (`siteSalt`), so it is as slow to guess as a hash and no table computed once fits every site.
 */
export async function adminPasswordFingerprint(password: AdminPassword, siteSalt: string): Promise<string> {
  const key =
    password.kind === "scrypt"
      ? Buffer.concat([password.salt, password.hash])
      : await scryptAsync(password.value, `${LABEL} ${siteSalt}`, 32);
  return createHmac("sha256", key).update(LABEL).digest("base64url");
}
