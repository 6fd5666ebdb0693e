import type { z } from "#shared/zod.ts";
import { contactMessageInputSchema, type ContactType } from "#shared/contacts/contact-message.ts";

export type ContactFormValues = {
  name: string;
  email: string;
  type: ContactType;
  subject: string;
  message: string;
};
export type ContactField = keyof ContactFormValues;
export type ContactFieldErrors = Partial<Record<ContactField, string>>;

/** The form's fields in the order they are shown, so focus goes to the first one in error. */
const contactFields: ContactField[] = ["name", "email", "type", "subject", "message"];

const isContactField = (name: unknown): name is ContactField => contactFields.includes(name as ContactField);

/** The first message of each field, from the shared schema's verdict. */
export function fieldErrorsOf(error: z.ZodError): ContactFieldErrors {
  const errors: ContactFieldErrors = {};
  for (const issue of error.issues) {
    const field = issue.path[0];
    if (isContactField(field) && !errors[field]) errors[field] = issue.message;
  }
  return errors;
}

/** The server's field messages (400 `fields`) that belong to a field of this form. */
export function knownFieldErrors(fields: Record<string, string>): ContactFieldErrors {
  return Object.fromEntries(
    Object.entries(fields).filter(([field, message]) => isContactField(field) && typeof message === "string"),
  );
}

/** One field checked with the shared schema, for feedback while a visitor corrects it. */
export function fieldError(field: ContactField, value: string): string | undefined {
  const result = contactMessageInputSchema.shape[field].safeParse(value);
  return result.success ? undefined : result.error.issues[0]?.message;
}

export const firstFieldInError = (errors: ContactFieldErrors): ContactField | undefined =>
  contactFields.find((field) => errors[field]);

/**
 * What /support answers the contact form posted to it before the page's script ran (its route
 * action): sent, or what was typed with the fields to mend or the sentence of a refusal.
 */
export type ContactPostAnswer =
  | { ok: true; email: string }
  | { ok: false; values: ContactFormValues; fields: ContactFieldErrors; message?: string };
