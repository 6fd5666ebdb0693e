import { expect, test as base } from "@playwright/test";

export * from "@playwright/test";

/**
 * Playwright's `test`, with one check every browser test gets: the page broke no rule of its
 * Content-Security-Policy (docs/decisions/002-security-headers.md). A script, frame or request
 * the policy blocks, or an eval it refuses, fails the test that caused it.
 */
export const test = base.extend<{ contentSecurityPolicyKept: void }>({
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
