import { Send } from "#app/components/ui/icons.tsx";
import { newsletterFormCopy as copy, signupFieldCopy, type SignupMessages } from "#app/content/newsletter.ts";
import { toast } from "#app/hooks/use-toast.ts";
import { SignupEmailField, SignupPostNotice, SignupSubmitButton } from "./signup-field.tsx";
import { celebrateSignupSoon, newsletterFlowSender, useSignupForm } from "./use-signup-form.ts";

type NewsletterFormProps = {
  kind: "newsletter" | "blog-newsletter";
  /** The id of the section around the form (see `useSignupForm`). */
  anchor: string;
  /** The form's accessible name. */
  label: string;
  messages: SignupMessages;
};

/**
 * An e-mail-only newsletter sign-up on the blue band (SPEC §2 Home and Blog list): the newsletter
 * flow of SPEC §7, the success toast, the emptied field, and the celebration 500 ms later.
 */
export function NewsletterForm({ kind, anchor, label, messages }: NewsletterFormProps) {
  const { formProps, field, submitting, reset, notice } = useSignupForm({
    form: kind,
    anchor,
    missing: messages.missing,
    failed: messages.failed,
    send: newsletterFlowSender(kind),
    onSuccess: (outcome, input) => {
      toast(messages.success({ ...input, viaProvider: outcome.viaProvider }));
      reset();
      celebrateSignupSoon();
    },
  });

  return (
    <form {...formProps} aria-label={label}>
      <input type="hidden" name="form" value={kind} />
      <fieldset disabled={submitting} className="flex flex-col gap-3 sm:flex-row sm:items-end">
        <SignupEmailField tone="dark" className="flex-1" binding={field("email")} />
        <SignupSubmitButton
          submitting={submitting}
          icon={Send}
          label={copy.submit}
          busyLabel={copy.submitting}
          variant="gold"
          size="md"
          className="min-h-12 shrink-0 px-6"
        />
      </fieldset>
      <SignupPostNotice notice={notice} />
      <p className="mt-3 text-sm text-blue-100">{signupFieldCopy.privacy}</p>
    </form>
  );
}
