import type { FastifyBaseLogger, FastifyPluginAsync } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { contactMessageSchema } from "#shared/admin/business-data.ts";
import { contactReceivedSchema } from "#shared/contacts/contact-answers.ts";
import { contactMessageInputSchema, type ContactMessageInput } from "#shared/contacts/contact-message.ts";
import { z } from "#shared/zod.ts";
import type { AppDb } from "#server/db/client.ts";
import { tooManyRequests } from "#server/http/rate-limit.ts";
import { HttpError } from "#server/http/errors.ts";
import { rowIdParams } from "#server/http/row-id.ts";
import { contactRateLimit, receiveContactMessage } from "./contact-inbox.ts";
import { deleteContactMessage, listContactMessages } from "./contact-repository.ts";

const contactMessageList = z.array(contactMessageSchema);

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
 * inbox and limit as POST /api/contacts. The page's action has checked the fields with the same
 * schema. A failure is logged and answered as "not stored", for the page to say so.
 */
export function pageContactMessages(db: AppDb): PageContactMessages {
  return async (client, input) => {
    try {
      const receipt = await receiveContactMessage(db, { ...client, via: "page" }, input);
      return receipt.received ? { stored: true } : { stored: false, message: contactRateLimit.message };
    } catch (error) {
      client.log.error({ err: error }, "a contact form's post could not be stored");
      return { stored: false };
    }
  };
}

/** The public contact form's POST and the owner's inbox (GET and DELETE, admin only). */
export const contactRoutes: FastifyPluginAsync<{ db: AppDb }> = async (app, { db }) => {
  const typed = app.withTypeProvider<ZodTypeProvider>();

  const newMessage = { body: contactMessageInputSchema, response: { 201: contactReceivedSchema } };
  typed.post("/api/contacts", { schema: newMessage }, async (request, reply) => {
    const receipt = await receiveContactMessage(
      db,
      { ip: request.ip, log: request.log, via: "api" },
      request.body,
    );
    if (!receipt.received) throw tooManyRequests(reply, receipt.limitedUntil, contactRateLimit.message);
    return reply.status(201).send({ ok: true, id: receipt.id });
  });

  const inbox = { response: { 200: contactMessageList } };
  typed.get("/api/contacts", { onRequest: app.requireAdmin, schema: inbox }, () => listContactMessages(db));

  // Not in SPEC §7: the owner clears spam from the Support tab.
  typed.delete(
    "/api/admin/contacts/:id",
    {
      schema: { params: rowIdParams("Message"), response: { 204: z.undefined() } },
      onRequest: app.requireAdminWrite,
    },
    async (request, reply) => {
      if (!(await deleteContactMessage(db, request.params.id))) {
        throw new HttpError(404, "not_found", "No contact message has this id.");
      }
      request.log.info({ contactId: request.params.id }, "contact message deleted");
      return reply.status(204).send();
    },
  );
};
