import { emailMessages, emailPattern, localPartFits } from "./email-address.ts";
import { emailMaxLength } from "./field-limits.ts";
import { requiredText, text } from "./text-field.ts";
import { z } from "./zod.ts";

/**
 * The one e-mail rule for every form and endpoint (newsletter, coaching, contact, donor billing):
 * trimmed and lower-cased so an address is stored once however it was typed, with the SPEC §5
 * messages, at most `emailMaxLength` characters, of which at most 64 before the @. A value that is not text is told so
 * ("Email must be text"); only a missing or blank one is "Email is required" (text-field.ts).
 */
export const emailSchema = requiredText("Email", { max: emailMaxLength, required: emailMessages.required })
  .toLowerCase()
  .pipe(z.email({ pattern: emailPattern, error: emailMessages.invalid }))
  .refine(localPartFits, emailMessages.invalid);

/**
 * Where an address is optional (the donor's billing email): blank means none (""), anything else
 * must pass the rule above. zod answers a failed union with a bare "Invalid input", so the address
 * rule's own message is passed on instead.
 */
export const optionalEmailSchema = text("Email").pipe(
  z.union([z.literal(""), emailSchema], {
    error: (issue) => issue.errors.at(-1)?.[0]?.message ?? emailMessages.invalid,
  }),
);
