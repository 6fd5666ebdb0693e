import { useEffect, useState } from "react";
import { useNavigate } from "react-router";
import { brand } from "#shared/content/brand.ts";
import { landingForm, landingSignup } from "#app/content/landing.ts";
import { toast } from "#app/hooks/use-toast.ts";
import { paths } from "#shared/site-paths.ts";
import type { SignupInput } from "#shared/newsletter/signup-forms.ts";
import { GuideSignUpCard } from "./guide-sign-up-card.tsx";
import { GuideSignUpForm } from "./guide-sign-up-form.tsx";
import { useSignupPostAnswer } from "#app/components/newsletter/use-signup-form.ts";
import { GuideThankYou, type GuideState } from "./guide-thank-you.tsx";
import { markVisited } from "./visited-flag.ts";

/** SPEC §9: the guide opens 1 s after the sign-up, and /home follows 2 s after that. */
const GUIDE_OPEN_DELAY_MS = 1000;
const HOME_AFTER_GUIDE_DELAY_MS = 2000;

/**
 * SPEC §2, §4 landing form: the sign-up card, then the thank-you view. A success sets the visited
 * flag, shows 'Success! Check Your Email', opens the guide in a new tab after 1 s and goes to /home
 * 2 s later, unless the browser blocked the tab. Leaving earlier (the 'Continue' button) cancels
 * what has not happened yet.
 */
export function GuideSignUp() {
  const navigate = useNavigate();
  // A sign-up posted before the page's script ran is already stored: its thank-you view links the guide.
  const posted = useSignupPostAnswer("landing");
  const [signedUp, setSignedUp] = useState<SignupInput | null>(posted?.ok ? posted.values : null);
  const [guide, setGuide] = useState<GuideState>(posted?.ok ? "posted" : "opening");

  useEffect(() => {
    if (!signedUp) return;
    if (guide === "posted") markVisited();
    if (guide !== "opening") return;
    let goHome: number | undefined;
    const openGuide = window.setTimeout(() => {
      // Not opened with "noopener", which always answers null: a null here means the tab was blocked.
      // Without "noreferrer" the guide's host sees the landing page's address, which holds nothing private.
      const guideTab = window.open(brand.links.guideDownload, "_blank");
      // A blocked tab leaves the visitor here, where the thank-you view links to the guide.
      if (!guideTab) {
        setGuide("blocked");
        return;
      }
      guideTab.opener = null;
      goHome = window.setTimeout(() => void navigate(paths.home), HOME_AFTER_GUIDE_DELAY_MS);
    }, GUIDE_OPEN_DELAY_MS);
    return () => {
      window.clearTimeout(openGuide);
      window.clearTimeout(goHome);
    };
  }, [signedUp, guide, navigate]);

  if (signedUp) return <GuideThankYou signup={signedUp} guide={guide} />;

  return (
    <GuideSignUpCard
      heading={landingForm.heading}
      copy={landingForm.copy}
      continueLabel={landingForm.continueLabel}
      continueHint={landingForm.continueHint}
    >
      <GuideSignUpForm
        onSignedUp={(signup) => {
          markVisited();
          toast(landingSignup.success(signup));
          setSignedUp(signup);
        }}
      />
    </GuideSignUpCard>
  );
}
