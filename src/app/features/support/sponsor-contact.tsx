import { Mail } from "#app/components/ui/icons.tsx";
import { contactAnchorId, sponsorMailto, sponsorSection } from "#app/content/support.ts";
import { ContactForm } from "./contact-form.tsx";
import { buttonClasses } from "#app/components/ui/button.tsx";
import { Eyebrow } from "#app/components/ui/eyebrow.tsx";

/**
 * SPEC §2 Support, sponsor tab: how to get in touch — the contact form, preset to a sponsorship
 * enquiry, beside the sponsorship e-mail. The footer's 'Contact form' link lands here.
 */
export function SponsorContact() {
  return (
    <section
      id={contactAnchorId}
      aria-labelledby="contact-heading"
      className="scroll-mt-2 overflow-hidden rounded-3xl border-2 border-brand-gold bg-white shadow-md"
    >
      {/* On narrow screens the form follows the introduction and the e-mail comes last; on wide
          screens both sit in the left column beside the form. */}
      <div className="grid lg:grid-cols-5 lg:grid-rows-[auto_1fr]">
        <div className="px-6 pt-8 sm:px-10 sm:pt-10 lg:col-span-2 lg:bg-paper">
          <Eyebrow>{sponsorSection.contactEyebrow}</Eyebrow>
          <h3 id="contact-heading" className="mt-3 text-3xl font-bold text-ink">
            {sponsorSection.contactHeading}
          </h3>
          <p className="mt-4 text-lg leading-relaxed text-slate-600">{sponsorSection.contactText}</p>
        </div>
        <div className="px-6 py-8 sm:p-10 lg:col-span-3 lg:col-start-3 lg:row-span-2 lg:row-start-1">
          <ContactForm defaultType="sponsor" headingLevel={4} />
        </div>
        <div className="border-t border-slate-200 bg-paper px-6 py-8 sm:px-10 lg:col-span-2 lg:border-t-0 lg:pt-8">
          <p className="text-sm font-semibold text-ink">{sponsorSection.contactMailIntro}</p>
          <a
            href={sponsorMailto()}
            className={buttonClasses({ variant: "outline", size: "sm", className: "mt-3" })}
          >
            <Mail aria-hidden="true" className="size-4 shrink-0" />
            {sponsorSection.contactLabel}
          </a>
          <p className="mt-3 text-sm text-slate-600 [overflow-wrap:anywhere]">
            {sponsorSection.contactAddressNote}
          </p>
        </div>
      </div>
    </section>
  );
}
