import type { FastifyPluginAsync } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "#shared/zod.ts";
import type { AppDb } from "#server/db/client.ts";
import { HttpError } from "#server/http/errors.ts";
import { receiveJsonAsRawBytes } from "#server/http/raw-json-body.ts";
import { isValidKitSignature } from "#server/providers/newsletter/kit-webhook-signature.ts";
import { signupEmailSchema } from "#shared/newsletter/newsletter-signup.ts";
import type { SubscriberStatus } from "#shared/newsletter/subscriber-status.ts";
import { recordLeaving } from "./subscriber-repository.ts";

/** Up to 100 events per delivery, each with one subscriber: well under this. */
const KIT_WEBHOOK_BODY_LIMIT_BYTES = 1024 * 1024;

/**
 * The events after which Kit sends a subscriber no more e-mail, and the state each leaves the
 * address in: our list stops counting them too, and a bounced or complained address is never
 * signed up again by a form (decision 008).
 */
const LEAVING_EVENTS = new Map<string, Exclude<SubscriberStatus, "subscribed">>([
  ["subscriber.unsubscribed", "unsubscribed"],
  ["subscriber.bounced", "bounced"],
  ["subscriber.complained", "complained"],
]);

/** Any 2xx tells Kit the delivery arrived; the body is ours. */
const receivedAnswer = z.object({ received: z.literal(true) });
const received = { received: true } as const;

const deliverySchema = z.object({
  events: z
    .array(
      z.object({
        type: z.string(),
        data: z
          .object({ subscriber: z.object({ email_address: z.string().max(320) }).optional() })
          .optional(),
      }),
    )
    .max(1000),
});

/**
 * POST /api/webhooks/kit: Kit's word that subscribers left (decision 008). Registered when
 * KIT_WEBHOOK_SECRET is set; the owner creates the endpoint in Kit for the three leaving events.
 * A delivery whose signature does not match is refused with 400 and changes nothing; any 2xx
 * tells Kit to stop retrying, and recording the same event twice is harmless.
 */
export const kitWebhookRoutes: FastifyPluginAsync<{ db: AppDb; secret: string }> = async (
  app,
  { db, secret },
) => {
  receiveJsonAsRawBytes(app, KIT_WEBHOOK_BODY_LIMIT_BYTES);

  const typed = app.withTypeProvider<ZodTypeProvider>();
  typed.post("/api/webhooks/kit", { schema: { response: { 200: receivedAnswer } } }, async (request) => {
    const raw = request.body as Buffer;
    const header = request.headers["x-kit-signature"];
    if (!isValidKitSignature(raw, typeof header === "string" ? header : undefined, secret)) {
      request.log.warn("kit webhook refused: bad or stale signature");
      throw new HttpError(400, "invalid_signature", "The X-Kit-Signature header does not match this body.");
    }
    let delivery;
    try {
      delivery = deliverySchema.parse(JSON.parse(raw.toString("utf8")));
    } catch {
      throw new HttpError(400, "invalid_body", "The body is not a Kit webhook delivery.");
    }
    const leaving = delivery.events.filter((event) => LEAVING_EVENTS.has(event.type));
    for (const event of leaving) {
      // Stored as sign-ups store it: trimmed and lower-cased.
      const email = signupEmailSchema.safeParse(event.data?.subscriber?.email_address);
      if (email.success) await recordLeaving(db, email.data, LEAVING_EVENTS.get(event.type)!);
    }
    request.log.info(
      { events: delivery.events.length, unsubscribed: leaving.length },
      "kit webhook recorded",
    );
    return received;
  });
};
