import { paths } from "#shared/site-paths.ts";

/** The analytics question a visitor answers once, shown only when Google Analytics is configured. */
export const analyticsConsentCopy = {
  heading: "May we count your visit?",
  text: "With your permission we use Google Analytics to learn which episodes and pages help people most. It sets cookies of its own; we never use it for advertising.",
  allow: "Allow analytics",
  decline: "No thanks",
  policyLink: "Privacy Policy",
  policyHref: `${paths.privacy}#analytics`,
  /** The footer button that asks again. */
  reopen: "Analytics choices",
};
