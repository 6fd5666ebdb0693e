import js from "@eslint/js";
import jsxA11y from "eslint-plugin-jsx-a11y";
import reactHooks from "eslint-plugin-react-hooks";
import tseslint from "typescript-eslint";

export default tseslint.config(
  {
    ignores: [
      "build/",
      ".react-router/",
      "node_modules/",
      "data/",
      "drizzle/",
      "test-results/",
      "playwright-report/",
      "scratch/",
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ["src/app/**/*.{ts,tsx}"],
    plugins: { "react-hooks": reactHooks, "jsx-a11y": jsxA11y },
    rules: {
      ...reactHooks.configs.recommended.rules,
      ...jsxA11y.flatConfigs.recommended.rules,
    },
  },
  {
    rules: {
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_" }],
    },
  },
  {
    // Only the configuration module reads the environment (CONVENTIONS: config is read once).
    files: ["src/**/*.{ts,tsx}"],
    ignores: ["src/server/config.ts", "src/**/*.test.ts"],
    rules: {
      "no-restricted-properties": [
        "error",
        {
          object: "process",
          property: "env",
          message: "Read settings from AppConfig (src/server/config.ts).",
        },
      ],
    },
  },
  ...importRules(),
);

/**
 * Where a module may import from (README, Architecture): src/shared ← src/app's components, lib,
 * hooks and content ← features ← routes; a feature takes another feature's parts from its
 * index.ts; src/server and src/shared never import the pages; no `../` anywhere in src.
 * Code the browser runs also takes zod from src/shared/zod.ts, configured for the pages'
 * Content-Security-Policy. (One `no-restricted-imports` per file: flat config replaces the rule's
 * options, it does not add to them, so each layer lists all of its own.)
 */
function importRules() {
  const rule = (regex, message) => ({ regex, message });
  const upward = rule(
    "^\\.\\./",
    "Import by alias (#app/, #server/, #shared/, #tests/), not ../ (a file can then move).",
  );
  const pages = rule(
    "^#app/",
    "src/server and src/shared do not import src/app: move what both sides need to src/shared.",
  );
  const server = rule("^#server/", "The pages and src/shared do not import src/server.");
  const features = rule(
    "^#app/features/",
    "Shared components, lib, hooks and content do not import features: move the shared part down.",
  );
  const routes = rule("^#app/routes/", "Only the route table imports routes.");
  const internals = rule(
    "^#app/features/[^/]+/(?!index(\\.server)?\\.ts$)",
    "Import another feature through its index.ts (or index.server.ts), not its internals.",
  );
  const zod = { name: "zod", message: "Import z from src/shared/zod.ts (no eval under the pages' CSP)." };
  const layers = [
    { files: ["src/shared/**/*.ts"], patterns: [upward, pages, server], browser: true },
    { files: ["src/server/**/*.ts"], patterns: [upward, pages], browser: false },
    {
      files: ["src/app/{components,lib,hooks,content}/**/*.{ts,tsx}"],
      patterns: [upward, server, features, routes],
      browser: true,
    },
    {
      files: ["src/app/features/**/*.{ts,tsx}"],
      patterns: [upward, server, routes, internals],
      browser: true,
    },
    {
      files: ["src/app/routes/**/*.{ts,tsx}", "src/app/*.{ts,tsx}"],
      patterns: [upward, server, internals],
      browser: true,
    },
  ];
  const notForTheBrowser = ["src/shared/zod.ts", "src/**/*.test.ts"];
  return layers.flatMap(({ files, patterns, browser }) => [
    { files, rules: { "no-restricted-imports": ["error", { patterns }] } },
    ...(browser
      ? [
          {
            files,
            ignores: notForTheBrowser,
            rules: { "no-restricted-imports": ["error", { paths: [zod], patterns }] },
          },
        ]
      : []),
  ]);
}
