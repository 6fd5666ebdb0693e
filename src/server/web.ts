import { reactRouterFastify } from "@mcansh/remix-fastify/react-router";
import type { FastifyInstance, FastifyRequest } from "fastify";
import { existsSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import type { AppConfig } from "./config.ts";
import type { PublishedPosts } from "#server/features/blog/published-posts.ts";
import type { EpisodeCatalog } from "#server/features/episodes/episode-catalog.ts";
import type { TranscriptRecords } from "#server/features/episodes/transcript-records.ts";
import type { EpisodeTimedText } from "#server/features/episodes/episode-timed-text.ts";
import type { PageContactMessages, PageContactOutcome } from "#server/features/contacts/contact-routes.ts";
import type { PageSignupOutcome, PageSignups } from "#server/features/newsletter/sign-ups.ts";
import type { PageUnsubscribeOutcome, PageUnsubscribes } from "#server/features/newsletter/unsubscribes.ts";
import type { DashboardBackup } from "#shared/admin/dashboard-backup.ts";
import type { SignupForm, SignupInput } from "#shared/newsletter/signup-forms.ts";
import type { ContactMessageInput } from "#shared/contacts/contact-message.ts";
import type { BlogPost } from "#shared/blog/blog-post.ts";
import type { PaymentsBrowserConfig } from "#shared/payments/payment-requests.ts";
import {
  newNonce,
  pageContentSecurityPolicy,
  type PageOrigins,
} from "#server/http/content-security-policy.ts";
import { siteContentVersion } from "#server/features/site/content-version.ts";
import type { SiteSearch } from "#server/features/search/site-search.ts";
import type { SearchAnswer, SearchRequest } from "#shared/search/search-schema.ts";
import { PageCache, servePagesFromCache, type SharedPageRender } from "#server/http/page-cache.ts";
import { checkPageRequests, PAGES_ROUTE, sharedPageKey } from "#server/http/page-requests.ts";

export type WebMode = "production" | "development";

const buildDirectory = fileURLToPath(new URL("../../build", import.meta.url));

declare module "react-router" {
  interface AppLoadContext {
    publicBaseUrl: string;
    /** Server-side reads for loaders: the same data the JSON API serves, without an HTTP hop. */
    episodes: Pick<EpisodeCatalog, "list" | "find" | "highlights">;
    transcripts: Pick<TranscriptRecords, "find">;
    /** Each episode's transcript and chapters from the feed or the owner, from memory. */
    timedText: Pick<EpisodeTimedText, "find">;
    /** Site search over episodes, their transcripts and published posts (the /search page). */
    search(request: SearchRequest): Promise<SearchAnswer>;
    /** The configured episode source, which the episode grids name when it has not answered. */
    episodeSource: AppConfig["episodeSource"]["kind"];
    /** Published, sanitized posts from memory. */
    blog: { list(): Promise<BlogPost[]>; findBySlug(slug: string): Promise<BlogPost | null> };
    /** Whether this request carries a live owner session (the admin page's first render). */
    hasAdminSession(): Promise<boolean>;
    /** What the dashboard's backup download holds besides the database (its images, or not). */
    backup: DashboardBackup;
    /** What the card form needs from the payment provider (never a secret). */
    payments: PaymentsBrowserConfig;
    /** A sign-up form posted to its page (see `acceptOnlyTheirFormsOnPages`), from this request's client. */
    signUp(form: SignupForm, input: SignupInput): Promise<PageSignupOutcome>;
    /** The contact form posted to /support, checked already, from this request's client. */
    sendContactMessage(input: Required<ContactMessageInput>): Promise<PageContactOutcome>;
    /** The unsubscribe page's 'Unsubscribe' posted to it, with the link's address and token. */
    unsubscribe(link: { email: string; token: string }): Promise<PageUnsubscribeOutcome>;
    /** Whether sign-ups are also sent to an e-mail service (Kit), which e-mails them. */
    emailServiceConnected: boolean;
    /** Whether the owner is e-mailed about new business (SMTP settings are given). */
    ownerEmailed: boolean;
    /** The Google Analytics 4 measurement id pages report to, when one is configured. */
    analyticsMeasurementId: string | null;
    /**
     * This response's Content-Security-Policy and the nonce its inline scripts carry; null for a
     * shared page, and in development, where Vite's hot reload injects scripts of its own.
     */
    contentSecurity: { nonce: string; policy: string } | null;
    /** Set when this page is the same for every visitor and is kept once rendered (`page-cache.ts`). */
    sharedPage: SharedPageRender | null;
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
    timedText,
    search,
    payments,
    pageOrigins,
    backup,
    signups,
    contactMessages,
    unsubscribes,
  }: {
    mode: WebMode;
    config: AppConfig;
    catalog: EpisodeCatalog;
    posts: PublishedPosts;
    transcripts: TranscriptRecords;
    timedText: EpisodeTimedText;
    search: SiteSearch;
    payments: PaymentsBrowserConfig;
    pageOrigins: PageOrigins;
    backup: DashboardBackup;
    signups: PageSignups;
    contactMessages: PageContactMessages;
    unsubscribes: PageUnsubscribes;
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
    return { nonce, policy: policy({ nonce }) };
  };
  checkPageRequests(app, { publicOrigin: config.publicBaseUrlSet ? config.publicBaseUrl : null });
  const sharedPageRender = policy
    ? servePagesFromCache(app, {
        cache: new PageCache(siteContentVersion({ catalog, posts, transcripts, timedText })),
        pagesRoute: PAGES_ROUTE,
        sharedPageKey,
        policy,
      })
    : () => null;
  await app.register(reactRouterFastify, {
    mode,
    buildDirectory,
    getLoadContext: (request) => {
      // The plugin types the request for any HTTP server; this app serves HTTP/1.1.
      const sharedPage = sharedPageRender(request as FastifyRequest);
      return {
        publicBaseUrl: config.publicBaseUrl,
        episodes: catalog,
        transcripts,
        timedText,
        search: (request) => search.search(request),
        episodeSource: config.episodeSource.kind,
        blog: posts,
        payments,
        backup,
        emailServiceConnected: config.newsletter.kind === "kit",
        ownerEmailed: config.ownerEmail.kind === "smtp",
        signUp: (form, input) => signups({ ip: request.ip, log: request.log }, form, input),
        sendContactMessage: (input) => contactMessages({ ip: request.ip, log: request.log }, input),
        unsubscribe: (link) => unsubscribes({ ip: request.ip, log: request.log }, link),
        analyticsMeasurementId: config.analyticsMeasurementId,
        contentSecurity: sharedPage ? null : contentSecurity(),
        sharedPage,
        hasAdminSession: () => app.hasAdminSession(request as FastifyRequest),
      };
    },
    // Hot reload over the site's own port, so several dev servers can run side by side.
    viteOptions: { server: { hmr: { server: app.server } } },
  });
}
