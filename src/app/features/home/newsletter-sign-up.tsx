import { newsletterSignUp } from "#app/content/home.ts";
import { newsletterMessages } from "#app/content/newsletter.ts";
import { NewsletterSignUpBand } from "#app/components/newsletter/newsletter-sign-up-band.tsx";

/** The anchor of the tour's newsletter step (SPEC §4 guided tour). */
const NEWSLETTER_SIGNUP_ID = "newsletter-signup";

/** SPEC §2 Home: the newsletter sign-up band. */
export function NewsletterSignUp() {
  return (
    <NewsletterSignUpBand
      id={NEWSLETTER_SIGNUP_ID}
      data-tour={NEWSLETTER_SIGNUP_ID}
      headingId="newsletter-heading"
      copy={newsletterSignUp}
      kind="newsletter"
      messages={newsletterMessages}
      className="-scroll-mt-2 px-5 py-20 sm:px-8 lg:py-24"
    />
  );
}
