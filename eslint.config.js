import js from "@eslint/js";
import jsxA11y from "eslint-plugin-jsx-a11y";
import reactHooks from "eslint-plugin-react-hooks";
import tseslint from "typescript-eslint";

export default tseslint.config(
  { ignores: ["build/", ".react-router/", "node_modules/", "data/", "drizzle/", "test-results/", "playwright-report/", "scratch/"] },
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
      "no-restricted-properties": ["error", { object: "process", property: "env", message: "Read settings from AppConfig (src/server/config.ts)." }],
    },
  },
  {
    // Code the browser runs takes zod configured for the pages' Content-Security-Policy.
    files: ["src/app/**/*.{ts,tsx}", "src/shared/**/*.ts"],
    ignores: ["src/shared/zod.ts", "src/**/*.test.ts"],
    rules: {
      "no-restricted-imports": ["error", { paths: [{ name: "zod", message: "Import z from src/shared/zod.ts (no eval under the pages' CSP)." }] }],
    },
  },
);
