import type { FastifyBaseLogger, FastifyPluginAsync } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { contactMessageSchema } from "../../../shared/admin/business-data.ts";
import { contactReceivedSchema } from "../../../shared/contacts/contact-answers.ts";
import {
  contactMessageInputSchema,
  type ContactMessageInput,
} from "../../../shared/contacts/contact-message.ts";
import { z } from "../../../shared/zod.ts";
import type { AppDb } from "../../db/client.ts";
import { enforceRateLimit, rateLimitClientKey, rateLimitReached } from "../../http/rate-limit.ts";
import { HttpError } from "../../http/errors.ts";
import { rowIdParams } from "../../http/row-id.ts";
import {
  deleteContactMessage,
  insertContactMessage,
  listContactMessages,
  repeatedContactMessage,
} from "./contact-repository.ts";

/** Per client address: enough for a real conversation, too few for a spam run. */
export const contactRateLimit = {
  limit: 5,
  windowMs: 60 * 60 * 1000,
  message: "You have sent several messages already. Please wait an hour or write to us by e-mail.",
};

const contactMessageList = z.array(contactMessageSchema);

const contactRateLimitKey = (ip: string) => `contact:${rateLimitClientKey(ip)}`;

export type PageContactOutcome =
  | { stored: true }
  /** Refused for too many messages (the sentence says when to try again), or not stored (no sentence). */
  | { stored: false; message?: string };

export type PageContactMessages = (
  client: { ip: string; log: FastifyBaseLogger },
  input: Required<ContactMessageInput>,
) => Promise<PageContactOutcome>;

/**
 * The contact form posted to /support by a browser that has not run the page's script: the same
 * rate limit and the same inbox as POST /api/contacts. The page's action has checked the fields
 * with the same schema.
 */
export function pageContactMessages(db: AppDb): PageContactMessages {
  return async ({ ip, log }, input) => {
    try {
      // A repeat stores nothing, so the limit does not count it.
      const repeated = await repeatedContactMessage(db, input);
      if (!repeated && (await rateLimitReached(db, contactRateLimitKey(ip), contactRateLimit))) {
        return { stored: false, message: contactRateLimit.message };
      }
      const row = repeated ?? (await insertContactMessage(db, input));
      log.info(
        { contactId: row.id, type: row.type, repeated: repeated !== undefined },
        "contact message received from the page's form",
      );
      return { stored: true };
    } catch (error) {
      log.error({ err: error }, "a contact form's post could not be stored");
      return { stored: false };
    }
  };
}

/** The public contact form's POST and the owner's inbox (GET and DELETE, admin only). */
export const contactRoutes: FastifyPluginAsync<{ db: AppDb }> = async (app, { db }) => {
  const typed = app.withTypeProvider<ZodTypeProvider>();

  const newMessage = { body: contactMessageInputSchema, response: { 201: contactReceivedSchema } };
  typed.post("/api/contacts", { schema: newMessage }, async (request, reply) => {
    // The same message sent again is answered with the one stored (a double press, a retry), which
    // the limit does not count: it stores nothing.
    const repeated = await repeatedContactMessage(db, request.body);
    if (!repeated) await enforceRateLimit(db, reply, contactRateLimitKey(request.ip), contactRateLimit);
    const saved = repeated ?? (await insertContactMessage(db, request.body));
    request.log.info(
      { contactId: saved.id, type: saved.type, repeated: repeated !== undefined },
      "contact message received",
    );
    return reply.status(201).send({ ok: true, id: saved.id });
  });

  const inbox = { response: { 200: contactMessageList } };
  typed.get("/api/contacts", { onRequest: app.requireAdmin, schema: inbox }, () => listContactMessages(db));

  // Not in SPEC §7: the owner clears spam from the Support tab.
  typed.delete(
    "/api/admin/contacts/:id",
    { schema: { params: rowIdParams("Message") }, onRequest: app.requireAdminWrite },
    async (request, reply) => {
      if (!(await deleteContactMessage(db, request.params.id))) {
        throw new HttpError(404, "not_found", "No contact message has this id.");
      }
      request.log.info({ contactId: request.params.id }, "contact message deleted");
      return reply.status(204).send();
    },
  );
};
