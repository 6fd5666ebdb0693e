import { reactRouterFastify } from "@mcansh/remix-fastify/react-router";
import type { FastifyInstance, FastifyRequest } from "fastify";
import { existsSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import type { AppConfig } from "./config.ts";
import type { PublishedPosts } from "./features/blog/published-posts.ts";
import type { EpisodeCatalog } from "./features/episodes/episode-catalog.ts";
import type { TranscriptRecords } from "./features/episodes/transcript-records.ts";
import type { DashboardBackup } from "../shared/admin/dashboard-backup.ts";
import type { BlogPost } from "../shared/blog/blog-post.ts";
import type { PaymentsBrowserConfig } from "../shared/payments/payment-requests.ts";
import { newNonce, pageContentSecurityPolicy, type PageOrigins } from "./http/content-security-policy.ts";

export type WebMode = "production" | "development";

const buildDirectory = fileURLToPath(new URL("../../build", import.meta.url));

declare module "react-router" {
  interface AppLoadContext {
    publicBaseUrl: string;
    /** Server-side reads for loaders: the same data the JSON API serves, without an HTTP hop. */
    episodes: Pick<EpisodeCatalog, "list" | "find">;
    transcripts: Pick<TranscriptRecords, "find">;
    /** Published, sanitized posts from memory. */
    blog: { list(): Promise<BlogPost[]>; findBySlug(slug: string): Promise<BlogPost | null> };
    /** Whether this request carries a live owner session (the admin page's first render). */
    hasAdminSession(): Promise<boolean>;
    /** The dashboard's backup download: the embedded database only; null on PostgreSQL. */
    backup: DashboardBackup | null;
    /** What the card form needs from the payment provider (never a secret). */
    payments: PaymentsBrowserConfig;
    /** Whether sign-ups are also sent to an e-mail service (Kit), which e-mails them. */
    emailServiceConnected: boolean;
    /** The Google Analytics 4 measurement id pages report to, when one is configured. */
    analyticsMeasurementId: string | null;
    /**
     * This response's Content-Security-Policy and the nonce its inline scripts carry; null in
     * development, where Vite's hot reload injects scripts of its own.
     */
    contentSecurity: { nonce: string; policy: string } | null;
  }
}

/**
 * Serves the React Router pages: the built client assets and server bundle in production,
 * Vite's dev server with hot reload in development.
 */
export async function mountWebApp(
  app: FastifyInstance,
  {
    mode,
    config,
    catalog,
    posts,
    transcripts,
    payments,
    pageOrigins,
    backup,
  }: {
    mode: WebMode;
    config: AppConfig;
    catalog: EpisodeCatalog;
    posts: PublishedPosts;
    transcripts: TranscriptRecords;
    payments: PaymentsBrowserConfig;
    pageOrigins: PageOrigins;
    backup: DashboardBackup | null;
  },
) {
  if (mode === "production" && !existsSync(path.join(buildDirectory, "server", "index.js"))) {
    throw new Error(
      `the production build is missing from ${buildDirectory}: run \`npm run build\` (\`npm start\` does it first)`,
    );
  }
  const policy = mode === "production" ? pageContentSecurityPolicy(pageOrigins) : null;
  const contentSecurity = () => {
    if (!policy) return null;
    const nonce = newNonce();
    return { nonce, policy: policy(nonce) };
  };
  refuseBodiesOnPages(app);
  headWithoutBodyLength(app);
  await app.register(reactRouterFastify, {
    mode,
    buildDirectory,
    getLoadContext: (request) => ({
      publicBaseUrl: config.publicBaseUrl,
      episodes: catalog,
      transcripts,
      blog: posts,
      payments,
      backup,
      emailServiceConnected: config.newsletter.kind === "kit",
      analyticsMeasurementId: config.analyticsMeasurementId,
      contentSecurity: contentSecurity(),
      // The plugin types the request for any HTTP server; this app serves HTTP/1.1.
      hasAdminSession: () => app.hasAdminSession(request as FastifyRequest),
    }),
    // Hot reload over the site's own port, so several dev servers can run side by side.
    viteOptions: { server: { hmr: { server: app.server } } },
  });
}

/** The path pattern of the pages' catch-all route, which the plugin registers under basename "/". */
const PAGES_ROUTE = "/*";

/**
 * No page takes a form post (no route has an action), so a page request with any other method is
 * answered 405 here, before its body is read or handed to React Router.
 */
function refuseBodiesOnPages(app: FastifyInstance): void {
  app.addHook("onRequest", async (request, reply) => {
    if (request.routeOptions.url !== PAGES_ROUTE) return;
    if (request.method === "GET" || request.method === "HEAD") return;
    return reply
      .status(405)
      .header("allow", "GET, HEAD")
      .send({
        error: "method_not_allowed",
        message: `This address answers GET and HEAD, not ${request.method}.`,
      });
  });
}

/**
 * React Router answers a page's HEAD with an empty body, which would go out as content-length 0,
 * a length the page does not have. The length is left out instead, as HTTP allows for HEAD.
 */
function headWithoutBodyLength(app: FastifyInstance): void {
  app.addHook("onSend", async (request, _reply, payload) =>
    request.method === "HEAD" && request.routeOptions.url === PAGES_ROUTE && payload === "" ? null : payload,
  );
}
