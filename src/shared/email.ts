import { emailMessages, emailPattern } from "./email-address.ts";
import { emailMaxLength } from "./field-limits.ts";
import { z } from "./zod.ts";

/**
 * The one e-mail rule for every form and endpoint (newsletter, coaching, contact, donor billing):
 * trimmed and lower-cased so an address is stored once however it was typed, with the SPEC §5
 * messages, at most `emailMaxLength` characters.
 */
export const emailSchema = z
  .string({ error: emailMessages.required })
  .trim()
  .toLowerCase()
  .min(1, emailMessages.required)
  .max(emailMaxLength, emailMessages.tooLong)
  .pipe(z.email({ pattern: emailPattern, error: emailMessages.invalid }));

/**
 * Where an address is optional (the donor's billing email): blank means none (""), anything else
 * must pass the rule above. zod answers a failed union with a bare "Invalid input", so the address
 * rule's own message is passed on instead.
 */
export const optionalEmailSchema = z
  .string({ error: emailMessages.invalid })
  .trim()
  .pipe(
    z.union([z.literal(""), emailSchema], {
      error: (issue) => issue.errors.at(-1)?.[0]?.message ?? emailMessages.invalid,
    }),
  );
