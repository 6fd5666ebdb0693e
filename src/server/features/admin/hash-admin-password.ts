import { hashAdminPassword } from "./admin-password.ts";

/**
 * `npm run admin:hash-password -- 'the password'` prints the value for ADMIN_PASSWORD_HASH,
 * so a deployment can keep the plain password out of its environment.
 */
const password = process.argv[2];
if (!password || password.length < 10) {
  console.error("Usage: npm run admin:hash-password -- '<password of at least 10 characters>'");
  process.exit(1);
}
console.log(await hashAdminPassword(password));
