import { expect, test as base } from "@playwright/test";

export * from "@playwright/test";

/**
 * What React reports when the server's HTML did not match what the page renders: the browser entry's
 * report (entry.client.tsx), React's own message, or the production build's error numbers for it
 * (418: the HTML did not match; 423: an error while hydrating; 425: text did not match).
 */
const HYDRATION_PROBLEM = /React could not hydrate|Hydration failed|Minified React error #(418|423|425)\b/;

/**
 * Playwright's `test`, with two checks every browser test gets:
 * - the page broke no rule of its Content-Security-Policy (docs/decisions/002-security-headers.md):
 *   a script, frame or request the policy blocks, or an eval it refuses, fails the test that caused it;
 * - every page hydrated what the server rendered: a hydration mismatch fails the test that met it
 *   (a test that makes one on purpose sets `hydrationMismatchExpected`).
 */
export const test = base.extend<{
  contentSecurityPolicyKept: void;
  hydratedAsServerRendered: void;
  hydrationMismatchExpected: boolean;
}>({
  hydrationMismatchExpected: [false, { option: true }],
  hydratedAsServerRendered: [
    async ({ context, hydrationMismatchExpected }, use) => {
      const mismatches: string[] = [];
      context.on("console", (message) => {
        if (message.type() === "error" && HYDRATION_PROBLEM.test(message.text())) mismatches.push(message.text());
      });
      context.on("weberror", (webError) => {
        const { message } = webError.error();
        if (HYDRATION_PROBLEM.test(message)) mismatches.push(message);
      });
      await use();
      if (!hydrationMismatchExpected) expect(mismatches, "hydration mismatches").toEqual([]);
    },
    { auto: true },
  ],
  contentSecurityPolicyKept: [
    async ({ context }, use) => {
      const violations: string[] = [];
      await context.exposeBinding("__reportPolicyViolation", (_source, violation: string) => {
        violations.push(violation);
      });
      await context.addInitScript(() => {
        document.addEventListener("securitypolicyviolation", (event) => {
          const report = (window as unknown as { __reportPolicyViolation(violation: string): void }).__reportPolicyViolation;
          report(`${event.effectiveDirective} blocked ${event.blockedURI || "(inline)"} on ${event.documentURI}`);
        });
      });
      await use();
      expect(violations, "Content-Security-Policy violations").toEqual([]);
    },
    { auto: true },
  ],
});
