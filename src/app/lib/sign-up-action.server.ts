import { data, type AppLoadContext } from "react-router";
import { landingSignup } from "#app/content/landing.ts";
import {
  blogNewsletterMessages,
  communityMessages,
  newsletterMessages,
  signupPostCopy,
  type SignupMessages,
  type ToastText,
} from "#app/content/newsletter.ts";
import {
  missingFields,
  type SignupForm,
  type SignupInput,
  type SignupPostAnswer,
} from "#shared/newsletter/signup-forms.ts";
import type { NewsletterSource } from "#shared/newsletter/newsletter-signup.ts";
import { postedFields } from "./posted-form.server.ts";

/** Each form's words, as its toasts say them when the page's script runs the sign-up. */
const formMessages: Record<SignupForm, SignupMessages> = {
  newsletter: newsletterMessages,
  "blog-newsletter": blogNewsletterMessages,
  community: communityMessages,
  landing: landingSignup,
};

/**
 * The route action of a page with sign-up forms (/, /home, /blog), for the forms it shows. The
 * forms post here when the page's script has not run: without JavaScript, or when a visitor on a
 * slow phone submits before the page is ready. It signs the visitor up on the server
 * (`context.signUp`) and answers what the toast would have said, which the form shows in place
 * (`SignupPostAnswer`); the server checks the post's size, type and origin before it gets here
 * (src/server/web.ts).
 */
export function signUpActionFor(...pageForms: SignupForm[]) {
  return async function signUpAction({ request, context }: { request: Request; context: AppLoadContext }) {
    const fields = await postedFields(request, ["form", "email", "firstName"]);
    const form = pageForms.find((pageForm) => pageForm === fields.form);
    if (!form) throw data("This page takes only its own sign-up forms.", { status: 400 });
    const values: SignupInput = { email: fields.email.trim(), firstName: fields.firstName.trim() };
    const messages = formMessages[form];
    const answer = (
      status: number,
      text: ToastText,
      invalid: (keyof SignupInput)[] = [],
      source?: NewsletterSource,
    ) => data<SignupPostAnswer>({ form, ok: status === 200, ...text, values, invalid, source }, { status });

    const missing = missingFields(form, values);
    if (missing.length > 0) return answer(400, messages.missing, missing);
    const outcome = await context.signUp(form, values);
    if (outcome.stored) {
      return answer(
        200,
        messages.success({ ...values, viaProvider: outcome.viaProvider }),
        [],
        outcome.source,
      );
    }
    if (outcome.field) {
      return answer(400, { title: signupPostCopy.invalidTitle, description: outcome.message }, [
        outcome.field,
      ]);
    }
    return outcome.message
      ? answer(429, { ...messages.failed, description: outcome.message })
      : answer(503, messages.failed);
  };
}
