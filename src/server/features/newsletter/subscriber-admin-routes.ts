import type { FastifyPluginAsync } from "fastify";
import type { AppDb } from "../../db/client.ts";
import { listSubscribers } from "./subscriber-repository.ts";

/** SPEC §7 GET /api/newsletters, for the owner only. */
export const subscriberAdminRoutes: FastifyPluginAsync<{ db: AppDb }> = async (app, { db }) => {
  app.get("/api/newsletters", { preHandler: app.requireAdmin }, () => listSubscribers(db));
};
