import type { FastifyBaseLogger } from "fastify";
import type { ContactMessageInput } from "#shared/contacts/contact-message.ts";
import type { AppDb } from "#server/db/client.ts";
import { rateLimitClientKey, rateLimitReached } from "#server/http/rate-limit.ts";
import { insertContactMessage, repeatedContactMessage } from "./contact-repository.ts";

/** Per client address: enough for a real conversation, too few for a spam run. */
export const contactRateLimit = {
  limit: 5,
  windowMs: 60 * 60 * 1000,
  message: "You have sent several messages already. Please wait an hour or write to us by e-mail.",
};

/** Where a message came from: the browser's call (`POST /api/contacts`) or the /support form posted to its page. */
export type ContactClient = { ip: string; log: FastifyBaseLogger; via: "api" | "page" };

export type ContactReceipt = { received: true; id: number } | { received: false; limitedUntil: Date };

/**
 * A visitor's message to the owner's inbox, however it was sent: the same message again (a double
 * press, a retry) answers the one stored and is not counted, since it stores nothing; a new one
 * counts against the sender's limit first. The fields have been checked with
 * `contactMessageInputSchema` already.
 */
export async function receiveContactMessage(
  db: AppDb,
  { ip, log, via }: ContactClient,
  input: Required<ContactMessageInput>,
): Promise<ContactReceipt> {
  const repeated = await repeatedContactMessage(db, input);
  if (!repeated) {
    const limitedUntil = await rateLimitReached(db, `contact:${rateLimitClientKey(ip)}`, contactRateLimit);
    if (limitedUntil) return { received: false, limitedUntil };
  }
  const row = repeated ?? (await insertContactMessage(db, input));
  log.info(
    { contactId: row.id, type: row.type, repeated: repeated !== undefined, via },
    "contact message received",
  );
  return { received: true, id: row.id };
}
