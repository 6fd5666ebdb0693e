import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";
import { firstLoadChunks, isFeatureIndex, isPackageModule } from "./first-load-chunks.ts";

export default defineConfig(({ isSsrBuild }) => ({
  plugins: [tailwindcss(), reactRouter()],
  build: {
    rollupOptions: {
      // A feature's index.ts has no effects of its own: a module that takes one name from it gets
      // that name's module, not every module the feature lists (whose top-level code Rollup would
      // otherwise keep for its possible effects).
      treeshake: { moduleSideEffects: (id: string) => !isFeatureIndex(id) },
      output: {
        // The files every page loads are named by their hash alone: each names the files it
        // imports, and "[name]-[hash]" names cost bytes in every one. Code fetched on demand keeps
        // its name, which says what is loading (decision 003). A file of nothing but packages is
        // named "vendor-…", so the budget test can tell the site's own code from the packages it
        // runs on (decision 018).
        entryFileNames: "assets/[hash].js",
        chunkFileNames: (chunk) =>
          chunk.isDynamicEntry
            ? "assets/[name]-[hash].js"
            : chunk.moduleIds.every(isPackageModule)
              ? "assets/vendor-[hash].js"
              : "assets/[hash].js",
        // What every page needs in three files, not dozens (first-load-chunks.ts, decision 022).
        manualChunks: isSsrBuild ? undefined : firstLoadChunks(),
        // Only the modules firstLoadChunks names: Rollup would otherwise add every module a named
        // one imports, and through a feature's index.ts that is the whole feature.
        onlyExplicitManualChunks: true,
      },
    },
  },
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
}));
