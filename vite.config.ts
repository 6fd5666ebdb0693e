import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { fileURLToPath } from "node:url";
import { defineConfig } from "vite";

export default defineConfig({
  plugins: [tailwindcss(), reactRouter()],
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
