import { reactRouterFastify } from "@mcansh/remix-fastify/react-router";
import type { FastifyInstance } from "fastify";
import { fileURLToPath } from "node:url";
import type { AppConfig } from "./config.ts";

export type WebMode = "production" | "development";

declare module "react-router" {
  interface AppLoadContext {
    publicBaseUrl: string;
  }
}

/**
 * Serves the React Router pages: the built client assets and server bundle in production,
 * Vite's dev server with hot reload in development.
 */
export async function mountWebApp(app: FastifyInstance, { mode, config }: { mode: WebMode; config: AppConfig }) {
  await app.register(reactRouterFastify, {
    mode,
    buildDirectory: fileURLToPath(new URL("../../build", import.meta.url)),
    getLoadContext: () => ({ publicBaseUrl: config.publicBaseUrl }),
    // Hot reload over the site's own port, so several dev servers can run side by side.
    viteOptions: { server: { hmr: { server: app.server } } },
  });
}
