import type { FastifyPluginAsync } from "fastify";
import type { Database } from "../../db/client.ts";

/** /healthz: the process answers. /readyz: the database answers too (load balancers route on it). */
export const healthRoutes: FastifyPluginAsync<{ database: Database }> = async (app, { database }) => {
  app.get("/healthz", async () => ({ status: "ok" }));
  app.get("/readyz", async (request, reply) => {
    try {
      await database.ping();
      // Which database the site runs on is not told to anyone who asks.
      return { status: "ready" };
    } catch (err) {
      request.log.warn({ err }, "database is not answering");
      return reply.status(503).send({ error: "not_ready", message: "The database is not answering." });
    }
  });
};
