import type { FastifyPluginAsync } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import type { Database } from "#server/db/client.ts";
import { caching } from "#server/http/caching.ts";

const alive = z.object({ status: z.literal("ok") });
const ready = z.object({ status: z.literal("ready") });
/** The API's error shape (errors.ts ApiError), answered here directly rather than thrown. */
const notReady = z.object({ error: z.literal("not_ready"), message: z.string() });

/** /healthz: the process answers. /readyz: the database answers too (load balancers route on it). */
export const healthRoutes: FastifyPluginAsync<{ database: Database }> = async (app, { database }) => {
  const typed = app.withTypeProvider<ZodTypeProvider>();
  // A health check must reach this process, never a copy a proxy kept.
  app.addHook("onSend", async (_request, reply) => {
    reply.header("cache-control", caching.noStore);
  });
  typed.get("/healthz", { schema: { response: { 200: alive } } }, async () => ({ status: "ok" as const }));
  typed.get("/readyz", { schema: { response: { 200: ready, 503: notReady } } }, async (request, reply) => {
    try {
      await database.ping();
      // Which database the site runs on is not told to anyone who asks.
      return { status: "ready" as const };
    } catch (err) {
      request.log.warn({ err }, "database is not answering");
      return reply.status(503).send({ error: "not_ready", message: "The database is not answering." });
    }
  });
};
