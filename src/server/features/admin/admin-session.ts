import fastifyCookie from "@fastify/cookie";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { setTimeout as sleep } from "node:timers/promises";
import { adminLoginSchema, adminSessionAnswerSchema } from "#shared/admin/admin-session.ts";
import type { AppDb } from "#server/db/client.ts";
import { HttpError } from "#server/http/errors.ts";
import { minutesUntil, rateLimitNetworkKeys, tooManyRequests } from "#server/http/rate-limit.ts";
import { clearHits, countHit, currentHits } from "#server/http/rate-limit-repository.ts";
import { crossSiteRequestCheck } from "#server/http/same-origin.ts";
import { z } from "#shared/zod.ts";
import { adminPasswordMatches, type AdminPassword } from "./admin-password.ts";
import { adminPasswordFingerprint } from "./admin-password-fingerprint.ts";
import {
  createAdminSession,
  deleteAdminSession,
  deleteAdminSessionsOfOtherPasswords,
  isLiveAdminSession,
} from "./admin-session-repository.ts";

export const ADMIN_COOKIE = "admin_session";
/**
 * The cookie's name over https. Browsers take a `__Host-` cookie only when it is Secure, for
 * Path=/ and without a Domain, so no subdomain and no plain-http page can set or replace it.
 */
export const SECURE_ADMIN_COOKIE = `__Host-${ADMIN_COOKIE}`;
const ADMIN_SESSION_TTL_MS = 7 * 24 * 60 * 60 * 1000;

/**
 * Login attempts per client address: after `slowAfter` in the window each further wrong password
 * waits a little longer; after `refuseAfter` the address gets 429 until the window ends. An IPv6
 * client is counted by its /64 and also by its /56 and /48 (`widerNetworks`), each with a larger
 * allowance, so someone holding a /48 cannot multiply their guesses by moving between its 65,536
 * /64s. Other addresses (the owner elsewhere) are not refused.
 *
 * Wrong passwords are also counted across the whole site (`siteWide`): while more than
 * `slowAfter` arrived in the window, from however many addresses, every login attempt waits
 * `delayStepMs` more per `slowAfter` failures, up to `maxDelayMs`, before its password is checked.
 * That slows a guesser spread over many networks; it never refuses, so the owner can always still
 * log in with the right password, only more slowly.
 */
export const loginThrottle = {
  windowMs: 15 * 60 * 1000,
  slowAfter: 3,
  refuseAfter: 10,
  delayStepMs: 500,
  maxDelayMs: 4000,
  widerNetworks: [
    { prefix: 56, refuseAfter: 30 },
    { prefix: 48, refuseAfter: 100 },
  ],
  siteWide: { slowAfter: 50, delayStepMs: 1000, maxDelayMs: 5000 },
} as const;

/** The key of the site-wide count of wrong passwords. */
const SITE_FAILURES_KEY = "admin-login-failures:site";

declare module "fastify" {
  interface FastifyInstance {
    /** onRequest hook for every owner-only route: 401 without a live session. */
    requireAdmin: (request: FastifyRequest, reply: FastifyReply) => Promise<void>;
    /** onRequest hook for owner-only writes: cross-site refusal, then the session check. */
    requireAdminWrite: (request: FastifyRequest, reply: FastifyReply) => Promise<void>;
    /** Whether the request carries a live owner session (the admin page's loader asks). */
    hasAdminSession: (request: FastifyRequest) => Promise<boolean>;
  }
}

export type AdminSessionOptions = {
  db: AppDb;
  password: AdminPassword;
  /** The site's configured public origin (PUBLIC_BASE_URL, when set): a browser's Origin matching it is the site's own. */
  publicOrigin: string | null;
  /** This site's own secret, salting the stored fingerprint of a plain password. */
  fingerprintSalt: string;
  /** How a slowed login waits; tests record the delays instead of sitting through them. */
  wait?: (ms: number) => Promise<unknown>;
};

/** Server-side owner access (SPEC §4 Admin session, enforced here rather than in the browser). */
export async function registerAdminSession(
  app: FastifyInstance,
  { db, password, publicOrigin, fingerprintSalt, wait = sleep }: AdminSessionOptions,
): Promise<void> {
  await app.register(fastifyCookie);
  const rejectCrossSiteRequest = crossSiteRequestCheck(publicOrigin);
  // A changed password ends the sessions made with the old one: they are not live, and gone.
  const passwordFingerprint = await adminPasswordFingerprint(password, fingerprintSalt);
  await deleteAdminSessionsOfOtherPasswords(db, passwordFingerprint);
  // TLS may end at a proxy that does not say so: a site whose public address is https sends its
  // cookie only over https all the same.
  const publicSiteIsHttps = publicOrigin?.startsWith("https://") ?? false;
  const secureCookie = (request: FastifyRequest) => publicSiteIsHttps || request.protocol === "https";
  // Over https only the __Host- cookie is read, so a cookie planted without the prefix counts for nothing.
  const cookieName = (request: FastifyRequest) =>
    secureCookie(request) ? SECURE_ADMIN_COOKIE : ADMIN_COOKIE;

  const hasAdminSession = async (request: FastifyRequest) => {
    const token = request.cookies[cookieName(request)];
    return Boolean(token) && (await isLiveAdminSession(db, token!, passwordFingerprint));
  };
  const requireAdmin = async (request: FastifyRequest, reply: FastifyReply) => {
    if (!(await hasAdminSession(request))) {
      throw new HttpError(401, "unauthorized", "Log in on /admin to use this.");
    }
    // Owner data must never sit in a shared or browser cache.
    reply.header("cache-control", "no-store");
  };
  const requireAdminWrite = async (request: FastifyRequest, reply: FastifyReply) => {
    await rejectCrossSiteRequest(request);
    await requireAdmin(request, reply);
  };
  app.decorate("hasAdminSession", hasAdminSession);
  app.decorate("requireAdmin", requireAdmin);
  app.decorate("requireAdminWrite", requireAdminWrite);

  // The guards belong in onRequest, which runs before the body is read and validated. As a
  // preHandler they would let a visitor without a session read a route's field messages and make
  // the server parse a large body, so a route that puts them there fails at start-up.
  app.addHook("onRoute", (route) => {
    const preHandlers = [route.preHandler ?? []].flat();
    if (preHandlers.some((hook) => hook === requireAdmin || hook === requireAdminWrite)) {
      throw new Error(`${route.method} ${route.url}: run the admin guard in onRequest, not preHandler`);
    }
  });

  const typed = app.withTypeProvider<ZodTypeProvider>();
  const sessionAnswer = { 200: adminSessionAnswerSchema };

  typed.get("/api/admin/session", { schema: { response: sessionAnswer } }, async (request, reply) => {
    reply.header("cache-control", "no-store");
    return { authenticated: await hasAdminSession(request) };
  });

  typed.post(
    "/api/admin/session",
    {
      schema: { body: adminLoginSchema, response: sessionAnswer },
      onRequest: rejectCrossSiteRequest,
    },
    async (request, reply) => {
      const { windowMs, widerNetworks, siteWide } = loginThrottle;
      const networkKeys = rateLimitNetworkKeys(request.ip, [
        64,
        ...widerNetworks.map((network) => network.prefix),
      ]);
      const [throttleKey, ...widerKeys] = networkKeys.map((key) => `admin-login:${key}`);
      // Every attempt is counted before the password is checked, in one atomic upsert per network,
      // so a burst of guesses sent at once cannot all slip in under the limit.
      const attempts = await countHit(db, throttleKey!, windowMs);
      const counts = [{ ...attempts, refuseAfter: loginThrottle.refuseAfter as number }];
      for (const [i, key] of widerKeys.entries()) {
        counts.push({ ...(await countHit(db, key, windowMs)), refuseAfter: widerNetworks[i]!.refuseAfter });
      }
      const exceeded = counts.filter((count) => count.count > count.refuseAfter);
      if (exceeded.length > 0) {
        const resetAt = new Date(Math.max(...exceeded.map((count) => count.resetAt.getTime())));
        throw tooManyRequests(
          reply,
          resetAt,
          `Too many incorrect passwords. Please try again in ${minutesUntil(resetAt)}.`,
        );
      }
      const siteFailures = await currentHits(db, SITE_FAILURES_KEY, windowMs);
      const siteSteps = Math.floor(siteFailures / siteWide.slowAfter);
      if (siteSteps > 0) await wait(Math.min(siteSteps * siteWide.delayStepMs, siteWide.maxDelayMs));
      if (!(await adminPasswordMatches(password, request.body.password))) {
        await countHit(db, SITE_FAILURES_KEY, windowMs);
        const extra = attempts.count - loginThrottle.slowAfter;
        if (extra > 0) await wait(Math.min(extra * loginThrottle.delayStepMs, loginThrottle.maxDelayMs));
        request.log.warn(
          { failures: attempts.count, siteFailures: siteFailures + 1 },
          "admin login refused: incorrect password",
        );
        throw new HttpError(401, "incorrect_password", "Incorrect password");
      }
      await clearHits(db, throttleKey!);
      const { token, expiresAt } = await createAdminSession(db, ADMIN_SESSION_TTL_MS, passwordFingerprint);
      reply.setCookie(cookieName(request), token, {
        path: "/",
        httpOnly: true,
        sameSite: "strict",
        secure: secureCookie(request),
        expires: expiresAt,
      });
      request.log.info("admin logged in");
      return reply.header("cache-control", "no-store").send({ authenticated: true });
    },
  );

  typed.delete(
    "/api/admin/session",
    { onRequest: rejectCrossSiteRequest, schema: { response: { 204: z.undefined() } } },
    async (request, reply) => {
      const token = request.cookies[cookieName(request)];
      if (token) await deleteAdminSession(db, token);
      reply.clearCookie(cookieName(request), {
        path: "/",
        httpOnly: true,
        sameSite: "strict",
        secure: secureCookie(request),
      });
      return reply.status(204).send();
    },
  );
}
