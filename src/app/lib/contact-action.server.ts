import { data, type AppLoadContext } from "react-router";
import { contactFormCopy } from "../content/support.ts";
import { contactMessageInputSchema } from "../../shared/contacts/contact-message.ts";
import {
  fieldErrorsOf,
  type ContactFieldErrors,
  type ContactFormValues,
  type ContactPostAnswer,
} from "../components/contact/contact-form-errors.ts";

const fieldText = (value: FormDataEntryValue | null) => (typeof value === "string" ? value : "");

/**
 * The route action of /support: the contact form posted when the page's script has not run
 * (without JavaScript, or sent before the page was ready). The same schema as the form and
 * POST /api/contacts, then the same rate limit and inbox (`context.sendContactMessage`). The form
 * shows the answer in place: the confirmation, or what was typed with its messages.
 */
export async function contactAction({ request, context }: { request: Request; context: AppLoadContext }) {
  const fields = await request.formData();
  const values: ContactFormValues = {
    name: fieldText(fields.get("name")),
    email: fieldText(fields.get("email")),
    type: fieldText(fields.get("type")) as ContactFormValues["type"],
    subject: fieldText(fields.get("subject")),
    message: fieldText(fields.get("message")),
  };
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
