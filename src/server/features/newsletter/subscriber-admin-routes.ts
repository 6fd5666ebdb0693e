import type { FastifyPluginAsync } from "fastify";
import type { AppDb } from "../../db/client.ts";
import { listSubscribers } from "./subscriber-repository.ts";
import type { UnsubscribeLinks } from "./unsubscribe-links.ts";

/** SPEC §7 GET /api/newsletters, for the owner only, with each subscriber's unsubscribe link. */
export const subscriberAdminRoutes: FastifyPluginAsync<{ db: AppDb; unsubscribeLinks: UnsubscribeLinks }> = async (
  app,
  { db, unsubscribeLinks },
) => {
  app.get("/api/newsletters", { onRequest: app.requireAdmin }, async () =>
    (await listSubscribers(db)).map((subscriber) => ({
      ...subscriber,
      unsubscribeUrl: unsubscribeLinks.urlFor(subscriber.email),
    })),
  );
};
