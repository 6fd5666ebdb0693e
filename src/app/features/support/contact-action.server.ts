import { data, type AppLoadContext } from "react-router";
import { contactFormCopy } from "#app/content/support.ts";
import { contactMessageInputSchema } from "#shared/contacts/contact-message.ts";
import { postedFields } from "#app/lib/posted-form.server.ts";
import {
  fieldErrorsOf,
  type ContactFieldErrors,
  type ContactFormValues,
  type ContactPostAnswer,
} from "./contact-form-errors.ts";

/**
 * The route action of /support: the contact form posted when the page's script has not run
 * (without JavaScript, or sent before the page was ready). The same schema as the form and
 * POST /api/contacts, then the same rate limit and inbox (`context.sendContactMessage`). The form
 * shows the answer in place: the confirmation, or what was typed with its messages.
 */
export async function contactAction({ request, context }: { request: Request; context: AppLoadContext }) {
  const fields = await postedFields(request, ["name", "email", "type", "subject", "message"]);
  const values: ContactFormValues = { ...fields, type: fields.type as ContactFormValues["type"] };
  const refused = (status: number, answer: { fields?: ContactFieldErrors; message?: string }) =>
    data<ContactPostAnswer>(
      { ok: false, values, fields: answer.fields ?? {}, message: answer.message },
      { status },
    );

  const parsed = contactMessageInputSchema.safeParse(values);
  if (!parsed.success) return refused(400, { fields: fieldErrorsOf(parsed.error) });
  const outcome = await context.sendContactMessage(parsed.data);
  if (outcome.stored) return data<ContactPostAnswer>({ ok: true, email: parsed.data.email });
  return outcome.message
    ? refused(429, { message: outcome.message })
    : refused(503, { message: contactFormCopy.unreachable });
}
