import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { fileURLToPath } from "node:url";
import { defineConfig } from "vite";

export default defineConfig({
  plugins: [tailwindcss(), reactRouter()],
  // The first load's 60-odd files each name the files they import, and "[name]-[hash]" names cost
  // /home about 1 KB gzip, so the files every page loads are named by their hash alone. Code
  // fetched on demand keeps its name, which says what is loading (decision 003).
  build: {
    rollupOptions: {
      output: {
        entryFileNames: "assets/[hash].js",
        chunkFileNames: (chunk) => (chunk.isDynamicEntry ? "assets/[name]-[hash].js" : "assets/[hash].js"),
      },
    },
  },
  resolve: {
    alias: [
      { find: "~", replacement: fileURLToPath(new URL("./src", import.meta.url)) },
      // The site is written against React's API and runs on Preact, in the browser and on the
      // server alike (decision 013).
      { find: /^react$/, replacement: "preact/compat" },
      { find: /^react-dom$/, replacement: "preact/compat" },
      { find: /^react-dom\/client$/, replacement: "preact/compat/client" },
      { find: /^react\/jsx-(dev-)?runtime$/, replacement: "preact/jsx-runtime" },
    ],
  },
  // Packages that import React are bundled into the server build, so their imports get Preact too.
  ssr: {
    noExternal: [
      "react-router",
      /^@radix-ui\//,
      "lucide-react",
      "@tanstack/react-query",
      "@stripe/react-stripe-js",
      /^react-remove-scroll/,
      "react-style-singleton",
      "use-callback-ref",
      "use-sidecar",
    ],
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
});
