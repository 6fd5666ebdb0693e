import { z } from "#shared/zod.ts";
import { emailSchema } from "#shared/email.ts";
import { requiredText } from "#shared/text-field.ts";
import { emailMaxLength } from "#shared/field-limits.ts";

/** Who is writing: the public contact form's choices (sponsor enquiries come from /support). */
export const contactTypes = ["sponsor", "guest", "coaching", "general"] as const;
export type ContactType = (typeof contactTypes)[number];

export const contactTypeLabels: Record<ContactType, string> = {
  sponsor: "Sponsorship",
  guest: "Be a guest",
  coaching: "Coaching",
  general: "General",
};

export const contactLimits = { name: 120, email: emailMaxLength, subject: 200, message: 5000 } as const;

// An empty field is "required" whatever its minimum; a short one is told the minimum.
const text = (label: string, min: number, max: number) => requiredText(label, { min, max });

/** POST /api/contacts: one schema for the form and the server. */
export const contactMessageInputSchema = z.object({
  name: text("Name", 2, contactLimits.name),
  email: emailSchema,
  type: z.enum(contactTypes, { error: `Type must be one of: ${contactTypes.join(", ")}` }),
  subject: text("Subject", 1, contactLimits.subject),
  message: text("Message", 10, contactLimits.message),
});
export type ContactMessageInput = z.input<typeof contactMessageInputSchema>;
