import { MailOpen } from "#app/components/ui/icons.tsx";
import type { ComponentProps } from "react";
import type { SignupMessages } from "#app/content/newsletter.ts";
import { HeroBand } from "#app/components/ui/hero-band.tsx";
import { IconTile } from "#app/components/ui/icon-tile.tsx";
import { SectionHeading } from "#app/components/ui/section-heading.tsx";
import { NewsletterForm } from "./newsletter-form.tsx";

type NewsletterSignUpBandProps = Omit<ComponentProps<"section">, "children"> & {
  id: string;
  headingId: string;
  copy: { eyebrow: string; heading: string; intro: string; formLabel: string };
  kind: "newsletter" | "blog-newsletter";
  messages: SignupMessages;
};

/**
 * A newsletter sign-up on the blue band: the pitch beside the e-mail form (SPEC §2 Home and Blog
 * list). The caller sets the padding and shape: full width on Home, a rounded card on the blog.
 */
export function NewsletterSignUpBand({
  id,
  headingId,
  copy,
  kind,
  messages,
  ...section
}: NewsletterSignUpBandProps) {
  return (
    <HeroBand shade="deep" id={id} aria-labelledby={headingId} {...section}>
      <div className="mx-auto grid max-w-5xl items-center gap-8 lg:grid-cols-[1fr_1.1fr] lg:gap-14">
        <div className="flex flex-col items-start gap-5">
          <IconTile icon={MailOpen} tone="glass" size="lg" />
          <SectionHeading
            id={headingId}
            heading={copy.heading}
            intro={copy.intro}
            eyebrow={copy.eyebrow}
            colour="white"
            align="left"
          />
        </div>
        {/* The tour's newsletter step points here when the band fills the screen. */}
        <div data-tour-focus className="lg:rounded-2xl lg:bg-white/5 lg:p-8 lg:ring-1 lg:ring-white/15">
          <NewsletterForm kind={kind} anchor={id} label={copy.formLabel} messages={messages} />
        </div>
      </div>
    </HeroBand>
  );
}
