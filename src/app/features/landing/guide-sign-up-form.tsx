import { Gift } from "#app/components/ui/icons.tsx";
import { landingSignup as copy } from "#app/content/landing.ts";
import { providerFormId } from "#app/content/newsletter.ts";
import {
  SignupEmailField,
  SignupPostNotice,
  SignupFirstNameField,
  SignupSubmitButton,
} from "#app/components/newsletter/signup-field.tsx";
import type { SignupInput } from "#shared/newsletter/signup-forms.ts";
import { loadSignupFlow, useSignupForm } from "#app/components/newsletter/use-signup-form.ts";

/** The id of the landing page's sign-up area: a post sent before the page's script ran returns there. */
export const GUIDE_SIGN_UP_ID = "guide-sign-up";

/**
 * SPEC §4 landing form: first name and email, both required ('Missing Information' when one is
 * empty). The provider call, then POST /api/newsletter/subscribe; any failure is
 * 'Something went wrong'. What follows a success is the caller's (`onSignedUp`).
 */
export function GuideSignUpForm({ onSignedUp }: { onSignedUp: (signup: SignupInput) => void }) {
  const { formProps, field, submitting, notice } = useSignupForm({
    form: "landing",
    anchor: GUIDE_SIGN_UP_ID,
    missing: copy.missing,
    failed: copy.failed,
    send: async (input) => {
      const { runLandingSignup, postJson } = await loadSignupFlow();
      const stored = await runLandingSignup(input, { post: postJson, formId: providerFormId });
      return stored ? { source: "landing-page" } : null;
    },
    onSuccess: (_result, input) =>
      onSignedUp({ email: input.email.trim(), firstName: input.firstName.trim() }),
  });

  return (
    <form {...formProps} aria-label={copy.formLabel} className="mt-6">
      <input type="hidden" name="form" value="landing" />
      <fieldset disabled={submitting} className="grid gap-4">
        <SignupFirstNameField binding={field("firstName")} />
        <SignupEmailField tone="light" binding={field("email")} />
        <SignupSubmitButton
          submitting={submitting}
          icon={Gift}
          label={copy.submit}
          busyLabel={copy.submitting}
          variant="gold"
          size="md"
          className="mt-1 min-h-13 w-full sm:text-lg"
        />
      </fieldset>
      <SignupPostNotice notice={notice} />
    </form>
  );
}
