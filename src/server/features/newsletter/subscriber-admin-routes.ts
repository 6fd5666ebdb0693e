import type { FastifyPluginAsync } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { newsletterSubscriberSchema } from "../../../shared/admin/business-data.ts";
import { z } from "../../../shared/zod.ts";
import type { AppDb } from "../../db/client.ts";
import { listSubscribers } from "./subscriber-repository.ts";
import type { UnsubscribeLinks } from "./unsubscribe-links.ts";

const subscriberList = z.array(newsletterSubscriberSchema);

/** SPEC §7 GET /api/newsletters, for the owner only, with each subscriber's unsubscribe link. */
export const subscriberAdminRoutes: FastifyPluginAsync<{ db: AppDb; unsubscribeLinks: UnsubscribeLinks }> = async (
  app,
  { db, unsubscribeLinks },
) => {
  app.withTypeProvider<ZodTypeProvider>().get(
    "/api/newsletters",
    { onRequest: app.requireAdmin, schema: { response: { 200: subscriberList } } },
    async () =>
      (await listSubscribers(db)).map((subscriber) => ({
        ...subscriber,
        unsubscribeUrl: unsubscribeLinks.urlFor(subscriber.email),
      })),
  );
};
