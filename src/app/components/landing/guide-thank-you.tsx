import { ArrowRight, ExternalLink as ExternalLinkIcon, MailCheck } from "lucide-react";
import { useEffect, useRef } from "react";
import { useNavigate } from "react-router";
import { brand } from "../../content/brand.ts";
import { guideThankYou as copy } from "../../content/landing.ts";
import { paths } from "../../../shared/site-paths.ts";
import type { SignupInput } from "../newsletter/signup-fields.ts";
import { Button } from "../ui/button.tsx";
import { ExternalLink } from "../ui/external-link.tsx";

/**
 * SPEC §2 landing page: the thank-you view that takes the sign-up card's place, with a 'Continue'
 * button to /home and a link to the guide in case the browser blocked the new tab.
 */
export function GuideThankYou({ signup, guideBlocked }: { signup: SignupInput; guideBlocked: boolean }) {
  const navigate = useNavigate();
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
        {guideBlocked ? copy.blockedText(signup.email) : copy.text(signup.email)}
      </p>
      <Button size="lg" className="mt-8 w-full sm:w-auto" onClick={() => void navigate(paths.home)}>
        {copy.continueLabel}
        <ArrowRight aria-hidden="true" className="size-5" />
      </Button>
      <p className="mt-6 text-sm text-slate-600">
        {copy.openGuideHint}{" "}
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
