import { reactRouterFastify } from "@mcansh/remix-fastify/react-router";
import type { FastifyInstance } from "fastify";
import { fileURLToPath } from "node:url";
import type { AppConfig } from "./config.ts";
import type { AppDb } from "./db/client.ts";
import type { EpisodeCatalog } from "./features/episodes/episode-catalog.ts";
import { findTranscript } from "./features/episodes/episode-repository.ts";
import type { TranscriptRecord } from "../shared/episodes/episode-schema.ts";

export type WebMode = "production" | "development";

declare module "react-router" {
  interface AppLoadContext {
    publicBaseUrl: string;
    /** Server-side reads for loaders: the same data the JSON API serves, without an HTTP hop. */
    episodes: Pick<EpisodeCatalog, "list" | "find">;
    transcripts: { find(episodeId: string): Promise<TranscriptRecord | null> };
  }
}

/**
 * Serves the React Router pages: the built client assets and server bundle in production,
 * Vite's dev server with hot reload in development.
 */
export async function mountWebApp(
  app: FastifyInstance,
  { mode, config, catalog, db }: { mode: WebMode; config: AppConfig; catalog: EpisodeCatalog; db: AppDb },
) {
  const transcripts = { find: (episodeId: string) => findTranscript(db, episodeId) };
  await app.register(reactRouterFastify, {
    mode,
    buildDirectory: fileURLToPath(new URL("../../build", import.meta.url)),
    getLoadContext: () => ({ publicBaseUrl: config.publicBaseUrl, episodes: catalog, transcripts }),
    // Hot reload over the site's own port, so several dev servers can run side by side.
    viteOptions: { server: { hmr: { server: app.server } } },
  });
}
