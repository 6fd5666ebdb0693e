import { UsersRound } from "#app/components/ui/icons.tsx";
import { Suspense, useState } from "react";
import { communityFormCopy as copy, communityMessages, signupFieldCopy } from "#app/content/newsletter.ts";
import { toast } from "#app/hooks/use-toast.ts";
import {
  SignupEmailField,
  SignupPostNotice,
  SignupFirstNameField,
  SignupSubmitButton,
} from "./signup-field.tsx";
import type { SignupInput } from "#shared/newsletter/signup-forms.ts";
import { celebrateSignupSoon, newsletterFlowSender, useSignupForm } from "./use-signup-form.ts";
import { lazyWithFallback, LoadFailedNotice } from "#app/components/ui/lazy-with-fallback.tsx";

// The success panel is only ever seen after a sign-up: it loads with the sign-up's calls.
const loadJoinedPanel = () => import("./community-joined-panel.tsx");
const CommunityJoinedPanel = lazyWithFallback(loadJoinedPanel, LoadFailedNotice);

/** The id of the home page's community section. */
export const COMMUNITY_SIGNUP_ID = "community-signup";

/**
 * A post sent before the page's script ran returns to the form itself: on a phone the section's
 * pitch above it would push the form's answer off the screen.
 */
const COMMUNITY_FORM_ID = "community-sign-up-form";

/**
 * The home page's community sign-up (SPEC §2 Home, §4 "Sign-up forms"): first name and email, the
 * newsletter flow of SPEC §7 with the community sources, then a success panel whose
 * 'Join Another Person' brings back an empty form.
 */
export function CommunityForm({ label }: { label: string }) {
  const [joined, setJoined] = useState<SignupInput | null>(null);
  const { formProps, field, submitting, reset, notice } = useSignupForm({
    form: "community",
    anchor: COMMUNITY_FORM_ID,
    missing: communityMessages.missing,
    failed: communityMessages.failed,
    send: newsletterFlowSender("community", loadJoinedPanel),
    onSuccess: (outcome, input) => {
      const member = { email: input.email.trim(), firstName: input.firstName.trim() };
      toast(communityMessages.success({ ...member, viaProvider: outcome.viaProvider }));
      setJoined(member);
      celebrateSignupSoon();
    },
  });

  if (joined) {
    return (
      <Suspense fallback={null}>
        <CommunityJoinedPanel
          member={joined}
          onJoinAnother={() => {
            setJoined(null);
            reset();
          }}
        />
      </Suspense>
    );
  }

  return (
    <form {...formProps} id={COMMUNITY_FORM_ID} aria-label={label}>
      <h3 className="mb-5 text-2xl font-bold text-brand-blue">{copy.heading}</h3>
      <input type="hidden" name="form" value="community" />
      <fieldset disabled={submitting} className="grid gap-4">
        <SignupFirstNameField binding={field("firstName")} />
        <SignupEmailField tone="light" binding={field("email")} />
        <SignupSubmitButton
          submitting={submitting}
          icon={UsersRound}
          label={copy.submit}
          busyLabel={copy.submitting}
          size="lg"
          className="mt-1 w-full"
        />
      </fieldset>
      <SignupPostNotice notice={notice} />
      <p className="mt-3 text-center text-sm text-slate-600">{signupFieldCopy.privacy}</p>
    </form>
  );
}
