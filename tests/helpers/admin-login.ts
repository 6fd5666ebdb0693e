import type { TestApp } from "./test-app.ts";

/** The owner's password every test server is configured with (API tests and Playwright). */
export const TEST_ADMIN_PASSWORD = "owner-test-password";

/** Logs in through the real session endpoint and answers the Cookie header to send. */
export async function adminCookie(t: TestApp): Promise<string> {
  const res = await t.app.inject({ method: "POST", url: "/api/admin/session", payload: { password: TEST_ADMIN_PASSWORD } });
  if (res.statusCode !== 200) throw new Error(`login failed: ${res.statusCode} ${res.body}`);
  // `__Host-admin_session` when the site is https, as the test app's is by default.
  const cookie = res.cookies.find((c) => c.name === "admin_session" || c.name === "__Host-admin_session");
  if (!cookie) throw new Error("login set no admin_session cookie");
  return `${cookie.name}=${cookie.value}`;
}
