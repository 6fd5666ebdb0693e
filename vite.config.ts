import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { fileURLToPath } from "node:url";
import { defineConfig } from "vite";

/** The UI runtime every page loads: React, React DOM (with its scheduler) and React Router. */
const RUNTIME_PACKAGE = /\/node_modules\/(react|react-dom|scheduler|react-router|cookie|set-cookie-parser)\//;

/** A bundled package's module, or one of the bundler's own helpers (ids starting with a NUL byte). */
function isPackageModule(id: string) {
  return id.includes("/node_modules/") || id.startsWith("\0");
}

export default defineConfig({
  plugins: [tailwindcss(), reactRouter()],
  build: {
    rollupOptions: {
      output: {
        // The first load's 60-odd files each name the files they import, and "[name]-[hash]" names
        // cost /home about 1 KB gzip, so the files every page loads are named by their hash alone.
        // Code fetched on demand keeps its name, which says what is loading (decision 003). A file
        // of nothing but packages is named "vendor-…", so the budget test can tell the site's own
        // code from the packages it runs on (decision 018).
        entryFileNames: "assets/[hash].js",
        chunkFileNames: (chunk) =>
          chunk.isDynamicEntry
            ? "assets/[name]-[hash].js"
            : chunk.moduleIds.every(isPackageModule)
              ? "assets/vendor-[hash].js"
              : "assets/[hash].js",
        // React, React DOM and React Router, which every page needs, in one file of their own:
        // otherwise a module of ours used as widely could share their file.
        manualChunks: (id) => (RUNTIME_PACKAGE.test(id) ? "vendor" : undefined),
      },
    },
  },
  resolve: { alias: { "~": fileURLToPath(new URL("./src", import.meta.url)) } },
  // Lazily loaded dependencies are pre-bundled up front, so the dev server never reloads the page
  // the first time a visitor opens a dialog or the admin (which made dev-mode browser tests flaky).
  optimizeDeps: {
    include: [
      "@radix-ui/react-dialog",
      "@radix-ui/react-switch",
      "@radix-ui/react-tabs",
      "@radix-ui/react-toast",
      "@tanstack/react-query",
      "canvas-confetti",
      "driver.js",
    ],
  },
});
