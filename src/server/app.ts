import fastifyCompress from "@fastify/compress";
import fastifyHelmet from "@fastify/helmet";
import path from "node:path";
import Fastify, { type FastifyInstance } from "fastify";
import { serializerCompiler, validatorCompiler } from "fastify-type-provider-zod";
import type { AppConfig } from "./config.ts";
import type { Database } from "#server/db/client.ts";
import { startHousekeeping } from "./housekeeping.ts";
import {
  answerClientError,
  answerFrameworkError,
  indexApiRoutes,
  registerErrorHandling,
  registerNotFound,
} from "#server/http/errors.ts";
import { serializeErrorForLog } from "#server/http/error-log.ts";
import { PATH_PARAM_MAX_LENGTH } from "#server/http/path-params.ts";
import { acceptOnlyUtf8Json } from "#server/http/strict-json-body.ts";
import { COMPRESS_THRESHOLD_BYTES } from "#server/http/prepared-answers.ts";
import { refuseNulCharacters } from "#server/http/nul-characters.ts";
import { serializeRequestForLog } from "#server/http/request-log.ts";
import { compileProxyTrust, warnAboutForwardedHeaders } from "#server/http/trusted-proxies.ts";
import { healthRoutes } from "#server/features/site/health-routes.ts";
import { seoRoutes } from "#server/features/site/seo-routes.ts";
import { mountWebApp, type WebMode } from "./web.ts";
import type { PageOrigins } from "#server/http/content-security-policy.ts";
import { EpisodeCatalog } from "#server/features/episodes/episode-catalog.ts";
import { EpisodeTimedText } from "#server/features/episodes/episode-timed-text.ts";
import { timedTextAdminRoutes } from "#server/features/episodes/timed-text-admin-routes.ts";
import { searchRoutes } from "#server/features/search/search-routes.ts";
import { describeApi } from "#server/http/api-description.ts";
import { APP_VERSION } from "#server/app-version.ts";
import { apiDescriptionRoutes } from "#server/http/api-reference-routes.ts";
import { SiteSearch } from "#server/features/search/site-search.ts";
import { OwnerMail } from "#server/features/owner-email/owner-mail.ts";
import { siteContentVersion } from "#server/features/site/content-version.ts";
import { episodePageTranscript } from "#shared/episodes/episode-detail.ts";
import { listShownPosts } from "#shared/blog/shown-posts.ts";
import { listPublishedPosts } from "#server/features/blog/blog-repository.ts";
import { listTranscripts } from "#server/features/episodes/episode-repository.ts";
import { transcriptFileRoutes } from "#server/features/episodes/transcript-file-routes.ts";
import { episodeRoutes } from "#server/features/episodes/episode-routes.ts";
import { TranscriptRecords } from "#server/features/episodes/transcript-records.ts";
import { createEpisodeSource } from "#server/providers/episode-source/create-episode-source.ts";
import type { EpisodeSource } from "#server/providers/episode-source/episode-source.ts";
import { registerAdminSession } from "#server/features/admin/admin-session.ts";
import { backupRoutes, dashboardBackup } from "#server/features/admin/backup-routes.ts";
import { BACKUPS_FOLDER, startDailyBackups } from "#server/backup/daily-backups.ts";
import { SiteBackups } from "#server/backup/site-backups.ts";
import { blogRoutes } from "#server/features/blog/blog-routes.ts";
import { PublishedPosts } from "#server/features/blog/published-posts.ts";
import { watchContentWrites } from "#server/features/site/content-writes.ts";
import { contactRoutes, pageContactMessages } from "#server/features/contacts/contact-routes.ts";
import { kitWebhookRoutes } from "#server/features/newsletter/kit-webhook-routes.ts";
import { newsletterRoutes } from "#server/features/newsletter/newsletter-routes.ts";
import { pageUnsubscribes } from "#server/features/newsletter/unsubscribes.ts";
import { pageSignups } from "#server/features/newsletter/sign-ups.ts";
import { subscriberAdminRoutes } from "#server/features/newsletter/subscriber-admin-routes.ts";
import { UnsubscribeLinks } from "#server/features/newsletter/unsubscribe-links.ts";
import { siteSecret } from "#server/features/site/site-secret-repository.ts";
import { KitNewsletter } from "#server/providers/newsletter/kit-newsletter.ts";
import { paymentAdminRoutes } from "#server/features/payments/payment-admin-routes.ts";
import { startAbandonedCheckoutCancellation } from "#server/features/payments/abandoned-checkouts.ts";
import { startPaymentReconciliation } from "#server/features/payments/payment-reconciliation.ts";
import { paymentRoutes } from "#server/features/payments/payment-routes.ts";
import { schedulingLinkRoutes } from "#server/features/payments/scheduling-link-routes.ts";
import { stripeWebhookRoutes } from "#server/features/payments/stripe-webhook-routes.ts";
import { createPaymentGateway } from "#server/providers/payments/create-payment-gateway.ts";
import type { PaymentGateway } from "#server/providers/payments/payment-gateway.ts";
import { StripeGateway } from "#server/providers/payments/stripe-gateway.ts";
import { UPLOADS_FOLDER, uploadRoutes } from "#server/features/uploads/upload-routes.ts";
import { createObjectStorage } from "#server/providers/storage/create-object-storage.ts";
import type { ObjectStorage } from "#server/providers/storage/object-storage.ts";

export type AppOptions = {
  config: AppConfig;
  database: Database;
  /** Serve the React pages too; API tests leave this out and exercise the JSON API alone. */
  web?: WebMode;
  /** False for silence (tests), or where the log lines go; standard output otherwise. */
  logger?: false | { stream: { write(line: string): void } };
  /** Overrides the configured episode source (tests point it at stand-in servers). */
  episodeSource?: EpisodeSource;
  /** Overrides the configured object storage for uploaded images. */
  objectStorage?: ObjectStorage;
  /** Overrides the configured payment provider (tests point Stripe at a stand-in server). */
  paymentGateway?: PaymentGateway;
  /** Overrides the configured Kit form (tests point it at a stand-in server). */
  kit?: KitNewsletter;
  /** Overrides how a throttled admin login waits (tests record the delays). */
  loginWait?: (ms: number) => Promise<unknown>;
  /** Overrides how long after start the daily backup is first looked for (tests do not wait a minute). */
  firstDailyBackupAfterMs?: number;
};

declare module "fastify" {
  interface FastifyInstance {
    episodeCatalog: EpisodeCatalog;
    episodeTimedText: EpisodeTimedText;
    /** Present when SMTP settings are: e-mails to the owner about new business. */
    ownerMail?: OwnerMail;
  }
}

/** JSON bodies larger than this are refused with 413; uploads do not pass through JSON. */
export const JSON_BODY_LIMIT_BYTES = 100 * 1024;

/**
 * How long a client may take to send its whole request. Generous for the largest one, a 10 MB
 * image upload over a slow line (80 s at 1 Mbit/s), and bounded, so a client dripping a body
 * byte by byte cannot hold a connection for ever.
 */
const REQUEST_TIMEOUT_MS = 120_000;

export async function buildApp({
  config,
  database,
  web,
  logger,
  episodeSource,
  objectStorage,
  paymentGateway,
  kit,
  loginWait,
  firstDailyBackupAfterMs,
}: AppOptions): Promise<FastifyInstance> {
  // One judgement of which peers are proxies, for Fastify's client address and the warnings below.
  const isTrustedProxy = compileProxyTrust(config.trustProxy);
  const app = Fastify({
    logger:
      logger === false
        ? false
        : {
            level: config.logLevel,
            ...logger,
            // Request lines carry no headers; their URL loses its private query values. A failed
            // query is logged without its parameters (what visitors typed).
            serializers: { req: serializeRequestForLog, err: serializeErrorForLog },
          },
    bodyLimit: JSON_BODY_LIMIT_BYTES,
    requestTimeout: REQUEST_TIMEOUT_MS,
    // Every `:param` the routes accept fits (path-params.ts); the router's default is 100.
    routerOptions: { maxParamLength: PATH_PARAM_MAX_LENGTH },
    frameworkErrors: answerFrameworkError,
    clientErrorHandler: answerClientError,
    trustProxy: config.trustProxy === true || isTrustedProxy,
    return503OnClosing: true,
    forceCloseConnections: "idle",
    // Vite's dev server can take a while to start on a busy machine.
    pluginTimeout: 60_000,
  });

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandling(app);
  warnAboutForwardedHeaders(app, isTrustedProxy);
  const apiMethodsAt = indexApiRoutes(app);
  await describeApi(app, APP_VERSION);
  // Every route takes JSON (or, for uploads, image bytes): a text/plain body would reach the
  // schema as a string and get a confusing 400 instead of 415. No browser code sends text/plain.
  app.removeContentTypeParser("text/plain");
  acceptOnlyUtf8Json(app);
  refuseNulCharacters(app);

  await app.register(fastifyHelmet, {
    // Pages get their own policy, with a nonce for React Router's inline scripts (web.ts,
    // docs/decisions/002-security-headers.md); JSON answers run no scripts.
    contentSecurityPolicy: false,
    crossOriginEmbedderPolicy: false,
    // HTTPS for a year on this host only: the owner's other subdomains may not all have it.
    strictTransportSecurity: { maxAge: 31_536_000, includeSubDomains: false },
    // No referrer to other sites. Within the site the browser may send one: with "no-referrer" a
    // form posted to a page carries `Origin: null`, which React Router refuses as cross-site.
    referrerPolicy: { policy: "same-origin" },
  });

  await app.register(fastifyCompress, { global: true, threshold: COMPRESS_THRESHOLD_BYTES });

  const source =
    episodeSource ??
    (await createEpisodeSource(config.episodeSource, {
      db: database.db,
      onWarning: (message) => app.log.warn({ component: "episode-source" }, message),
    }));
  const timedText = new EpisodeTimedText({
    db: database.db,
    log: app.log.child({ component: "episode-timed-text" }),
  });
  await timedText.start();
  app.addHook("onClose", async () => timedText.stop());
  const catalog = new EpisodeCatalog({
    db: database.db,
    source,
    log: app.log.child({ component: "episode-catalog" }),
    onReplaced: (episodes) => void timedText.syncFeed(episodes),
  });
  await catalog.start();
  app.decorate("episodeCatalog", catalog);
  app.decorate("episodeTimedText", timedText);
  app.addHook("onClose", async () => catalog.stop());

  const db = database.db;
  const stopHousekeeping = startHousekeeping(db, app.log.child({ component: "housekeeping" }));
  app.addHook("onClose", async () => stopHousekeeping());
  const posts = new PublishedPosts(db);
  await registerAdminSession(app, {
    db,
    password: config.adminPassword,
    publicOrigin: config.publicBaseUrlSet ? config.publicBaseUrl : null,
    fingerprintSalt: await siteSecret(db, "admin-password-fingerprint"),
    wait: loginWait,
  });

  await app.register(healthRoutes, { database });
  const storage = objectStorage ?? createObjectStorage(config.objectStorage, { dataDir: config.dataDir });
  const backups = new SiteBackups({
    database,
    images:
      storage.kind === "disk"
        ? { storage: "disk", folder: path.resolve(config.dataDir, UPLOADS_FOLDER) }
        : { storage: "s3" },
  });
  await app.register(backupRoutes, { backups });
  if (config.dailyBackups) {
    const stopBackups = startDailyBackups({
      backups,
      folder: path.resolve(config.dataDir, BACKUPS_FOLDER),
      log: app.log.child({ component: "daily-backups" }),
      firstLookAfterMs: firstDailyBackupAfterMs,
    });
    app.addHook("onClose", stopBackups);
  }
  await app.register(seoRoutes, { config, catalog, posts });
  const transcripts = new TranscriptRecords(db);
  if (database.kind === "postgres") {
    const stopWatching = watchContentWrites(db, {
      onPostsWritten: () => posts.invalidate(),
      onTranscriptsWritten: () => {
        transcripts.forgetAll();
        void timedText.reload();
      },
      log: app.log.child({ component: "content-writes" }),
    });
    app.addHook("onClose", async () => stopWatching());
  }
  const search = new SiteSearch(
    db,
    {
      version: siteContentVersion({ catalog, posts, transcripts, timedText }),
      // Read from the database, not through the pages' memory copies: indexing must not decide
      // what those copies hold, nor when they load.
      posts: () => listShownPosts({ list: () => listPublishedPosts(db) }),
      episodes: () => catalog.list(),
      records: () => listTranscripts(db),
      transcript: (episodeId, record) => episodePageTranscript(episodeId, record, timedText.find(episodeId)),
    },
    app.log.child({ component: "search" }),
  );
  const stopIndexing = search.keepCurrent();
  app.addHook("onClose", async () => stopIndexing());
  await app.register(searchRoutes, { search });
  await app.register(episodeRoutes, { catalog, transcripts });
  await app.register(transcriptFileRoutes, { catalog, timedText, transcripts });
  await app.register(timedTextAdminRoutes, { catalog, timedText, transcripts });
  await app.register(blogRoutes, { db, published: posts, publicBaseUrl: config.publicBaseUrl });
  await app.register(contactRoutes, { db });
  const gateway = paymentGateway ?? createPaymentGateway(config.payments, { db });
  await app.register(paymentRoutes, { db, gateway });
  await app.register(schedulingLinkRoutes, { db, gateway });
  const stripe = gateway instanceof StripeGateway ? gateway : null;
  const stopCanceling = startAbandonedCheckoutCancellation(
    db,
    stripe,
    app.log.child({ component: "abandoned-checkouts" }),
  );
  app.addHook("onClose", async () => stopCanceling());
  if (stripe) {
    await app.register(stripeWebhookRoutes, { db, stripe });
    const stopReconciling = startPaymentReconciliation(
      db,
      stripe,
      app.log.child({ component: "payment-reconciliation" }),
    );
    app.addHook("onClose", async () => stopReconciling());
  }
  await app.register(paymentAdminRoutes, { db });
  const unsubscribeLinks = new UnsubscribeLinks(
    await siteSecret(db, "unsubscribe-links"),
    config.publicBaseUrl,
  );
  const kitForm = kit ?? (config.newsletter.kind === "kit" ? new KitNewsletter(config.newsletter) : null);
  await app.register(newsletterRoutes, { db, kit: kitForm, unsubscribeLinks });
  if (config.newsletter.kind === "kit" && config.newsletter.webhookSecret) {
    await app.register(kitWebhookRoutes, { db, secret: config.newsletter.webhookSecret });
  }
  await app.register(subscriberAdminRoutes, { db, unsubscribeLinks });
  await app.register(uploadRoutes, { db, storage });

  if (config.ownerEmail.kind === "smtp") {
    const ownerMail = new OwnerMail({
      db,
      settings: config.ownerEmail,
      log: app.log.child({ component: "owner-email" }),
      publicBaseUrl: config.publicBaseUrl,
    });
    ownerMail.start();
    app.addHook("onClose", async () => ownerMail.stop());
    app.decorate("ownerMail", ownerMail);
  }
  await app.register(apiDescriptionRoutes);
  registerNotFound(app, apiMethodsAt);

  if (web) {
    const pageOrigins: PageOrigins = {
      stripe: gateway.browserConfig.provider === "stripe",
      analytics: config.analyticsMeasurementId !== null,
      uploadOrigins: storage.upload.mode === "direct" ? storage.upload.origins : [],
    };
    await mountWebApp(app, {
      mode: web,
      config,
      catalog,
      posts,
      transcripts,
      timedText,
      search,
      payments: gateway.browserConfig,
      pageOrigins,
      backup: dashboardBackup(storage),
      signups: pageSignups(db, kitForm),
      contactMessages: pageContactMessages(db),
      unsubscribes: pageUnsubscribes(db, unsubscribeLinks),
    });
  }
  return app;
}
