/** SPEC §2 not-found page: the fixed heading and hint, kept as the spec writes them. */
export const notFoundCopy = {
  title: "Page not found",
  heading: "404 Page Not Found",
  hint: "Did you forget to add the page to the router?",
} as const;
