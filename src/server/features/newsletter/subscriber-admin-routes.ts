import type { FastifyPluginAsync } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { newsletterSubscriberSchema } from "#shared/admin/business-data.ts";
import { z } from "#shared/zod.ts";
import type { AppDb } from "#server/db/client.ts";
import { HttpError } from "#server/http/errors.ts";
import { rowIdParams } from "#server/http/row-id.ts";
import { deleteSubscriber, listSubscribers } from "./subscriber-repository.ts";
import type { UnsubscribeLinks } from "./unsubscribe-links.ts";

const subscriberList = z.array(newsletterSubscriberSchema);

/** SPEC §7 GET /api/newsletters, for the owner only, with each subscriber's unsubscribe link. */
export const subscriberAdminRoutes: FastifyPluginAsync<{
  db: AppDb;
  unsubscribeLinks: UnsubscribeLinks;
}> = async (app, { db, unsubscribeLinks }) => {
  const typed = app.withTypeProvider<ZodTypeProvider>();
  typed.get(
    "/api/newsletters",
    { onRequest: app.requireAdmin, schema: { response: { 200: subscriberList } } },
    async () =>
      (await listSubscribers(db)).map((subscriber) => ({
        ...subscriber,
        subscribed: subscriber.status === "subscribed",
        unsubscribeUrl: unsubscribeLinks.urlFor(subscriber.email),
      })),
  );

  // Not in SPEC §7: the owner deletes a subscriber's details when asked to (privacy policy, "Your Rights").
  typed.delete(
    "/api/admin/subscribers/:id",
    {
      schema: { params: rowIdParams("Subscriber"), response: { 204: z.undefined() } },
      onRequest: app.requireAdminWrite,
    },
    async (request, reply) => {
      if (!(await deleteSubscriber(db, request.params.id))) {
        throw new HttpError(404, "not_found", "No subscriber has this id.");
      }
      request.log.info({ subscriberId: request.params.id }, "newsletter subscriber deleted");
      return reply.status(204).send();
    },
  );
};
