import { ArrowRight, ExternalLink as ExternalLinkIcon, MailCheck } from "#app/components/ui/icons.tsx";
import { useEffect, useRef } from "react";
import { brand } from "#shared/content/brand.ts";
import { guideThankYou as copy } from "#app/content/landing.ts";
import { paths } from "#shared/site-paths.ts";
import type { SignupInput } from "#shared/newsletter/signup-forms.ts";
import { ButtonLink } from "#app/components/ui/button.tsx";
import { ExternalLink } from "#app/components/ui/external-link.tsx";

/**
 * Where the guide stands: opening in a new tab, blocked by the browser, or never opened because the
 * form was posted before the page's script ran.
 */
export type GuideState = "opening" | "blocked" | "posted";

const guideText: Record<GuideState, (email: string) => string> = {
  opening: copy.text,
  blocked: copy.blockedText,
  posted: copy.postedText,
};

/**
 * SPEC §2 landing page: the thank-you view that takes the sign-up card's place, with a 'Continue'
 * button to /home and a link to the guide in case the browser blocked the new tab.
 */
export function GuideThankYou({ signup, guide }: { signup: SignupInput; guide: GuideState }) {
  const headingRef = useRef<HTMLHeadingElement>(null);
  // The form the visitor was in is gone: focus moves to the news that replaced it.
  useEffect(() => headingRef.current?.focus(), []);

  return (
    <section
      aria-labelledby="guide-thank-you-heading"
      className="rounded-3xl bg-white p-6 text-center text-ink shadow-2xl ring-1 ring-black/5 sm:p-10"
    >
      <span className="mx-auto flex size-16 items-center justify-center rounded-full bg-brand-green text-white shadow-md">
        <MailCheck aria-hidden="true" className="size-8" />
      </span>
      <h2
        id="guide-thank-you-heading"
        ref={headingRef}
        tabIndex={-1}
        className="mt-5 text-3xl font-bold text-brand-blue [overflow-wrap:anywhere] focus:outline-none"
      >
        {copy.heading(signup.firstName)}
      </h2>
      <p className="mx-auto mt-4 max-w-md leading-relaxed text-slate-700 [overflow-wrap:anywhere]">
        {guideText[guide](signup.email)}
      </p>
      <ButtonLink to={paths.home} size="lg" className="mt-8 w-full sm:w-auto">
        {copy.continueLabel}
        <ArrowRight aria-hidden="true" className="size-5" />
      </ButtonLink>
      <p className="mt-6 text-sm text-slate-600">
        {guide !== "posted" && `${copy.openGuideHint} `}
        <ExternalLink
          href={brand.links.guideDownload}
          className="inline-flex items-center gap-1 font-semibold text-brand-blue underline underline-offset-4 hover:text-brand-blue-dark"
        >
          {copy.openGuide}
          <ExternalLinkIcon aria-hidden="true" className="size-3.5" />
        </ExternalLink>
      </p>
    </section>
  );
}
