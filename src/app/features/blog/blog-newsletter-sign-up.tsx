import { blogListCopy } from "#shared/content/blog.ts";
import { blogNewsletterMessages } from "#app/content/newsletter.ts";
import { NewsletterSignUpBand } from "#app/components/newsletter/newsletter-sign-up-band.tsx";

/** SPEC §2 Blog list: the newsletter sign-up below the articles, as a card on the page. */
export function BlogNewsletterSignUp() {
  return (
    <div className="mx-auto max-w-6xl px-5 pb-16 sm:px-8 sm:pb-20">
      <NewsletterSignUpBand
        id="blog-newsletter-signup"
        headingId="blog-newsletter-heading"
        copy={blogListCopy.newsletter}
        kind="blog-newsletter"
        messages={blogNewsletterMessages}
        className="rounded-3xl px-6 py-12 shadow-xl sm:px-12 sm:py-14"
      />
    </div>
  );
}
