import { z } from "#shared/zod.ts";

/**
 * POST /api/contacts answers 201 with the stored message's id. Apart from contact-message.ts,
 * which the public contact form loads, so the form's bundle does not carry it.
 */
export const contactReceivedSchema = z.object({ ok: z.literal(true), id: z.number().int() });
