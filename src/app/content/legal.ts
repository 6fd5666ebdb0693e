/**
 * Terms of Service and Privacy Policy (SPEC §2 "Legal pages") as typed data, rendered by the
 * one legal-document component. Names, prices and addresses come from the brand module, so
 * another brand gets correct legal pages by editing this folder alone.
 */
import { formatUsd } from "#shared/money.ts";
import { paths } from "#shared/site-paths.ts";
import { brand } from "#shared/content/brand.ts";

/** A paragraph, a bulleted list, or the contact block (legal entity and mailbox link). */
export type LegalBlock =
  { kind: "paragraph"; text: string } | { kind: "list"; items: string[] } | { kind: "contact" };

export type LegalSection = {
  /** Anchor of the section, used by the table of contents. */
  id: string;
  /** Heading shown with its number, e.g. "4. Refunds". */
  heading: string;
  blocks: LegalBlock[];
};

export type LegalDocument = {
  title: string;
  path: string;
  /** The dated line under the title (SPEC §2). */
  dateLine: string;
  /** The same date as an ISO day, for structured data. */
  dateIso: string;
  metaDescription: string;
  intro: string[];
  sections: LegalSection[];
};

type SectionDraft = { id: string; title: string; blocks: LegalBlock[] };

const p = (text: string): LegalBlock => ({ kind: "paragraph", text });
const list = (...items: string[]): LegalBlock => ({ kind: "list", items });
const contact: LegalBlock = { kind: "contact" };

/** Numbers the sections in order, so adding or removing one never leaves a gap. */
function numbered(drafts: SectionDraft[]): LegalSection[] {
  return drafts.map((draft, index) => ({
    id: draft.id,
    heading: `${index + 1}. ${draft.title}`,
    blocks: draft.blocks,
  }));
}

const { legalEntity, showName, contactEmail, coaching } = brand;
const programPrice = formatUsd(coaching.priceCents);

/** SPEC §2: both legal pages state the refund rule and the minimum age in these words. */
const refundStatement =
  "Refunds are considered case by case within 24 hours of purchase. No refund is given after coaching sessions have been completed.";
const childrenStatement = "Our website and services are not intended for children under 13.";

export const termsOfService: LegalDocument = {
  title: "Terms of Service",
  path: paths.terms,
  dateLine: "Effective January 1, 2025",
  dateIso: "2025-01-01",
  metaDescription: `The terms that apply when you listen to ${showName}, use this website or buy ${coaching.programName}.`,
  intro: [
    `These Terms of Service ("Terms") are an agreement between you and ${legalEntity} ("we", "us", "our"), the company behind ${showName}. They apply to this website, the podcast, the newsletter and community lists, donations and our coaching program, ${coaching.programName} (together, the "service").`,
    "By using the service you agree to these Terms. If you do not agree, please do not use the service.",
  ],
  sections: numbered([
    {
      id: "podcast-content",
      title: "Podcast and Website Content",
      blocks: [
        p(
          `Episodes of ${showName}, show notes, transcripts, blog articles and other material on this website are provided free of charge for your personal, non-commercial use.`,
        ),
        p(
          "Episodes are hosted by third-party streaming platforms. When you press play or follow a listening link you leave this website, and that platform's own terms and privacy policy apply.",
        ),
        p(
          "Guests share their own experiences and opinions. Their views are their own and do not necessarily reflect ours.",
        ),
      ],
    },
    {
      id: "coaching-program",
      title: "Coaching Program",
      blocks: [
        p(
          `${coaching.programName} is a ${coaching.durationDays}-day one-on-one coaching program offered for a one-time fee of ${programPrice} (US dollars). To protect the quality of the work, we accept no more than ${coaching.maxClients} clients at a time.`,
        ),
        p(
          `A free ${coaching.discoveryCallMinutes}-minute discovery call is available before you buy, so that we can both decide whether the program is the right fit.`,
        ),
        p(
          `After your purchase we will contact you to schedule your sessions through an external scheduling service. If you complete the program and have not reached the goals we set together, we will keep coaching you for up to ${coaching.guaranteeMonths} additional months at no cost, as described on the coaching page.`,
        ),
      ],
    },
    {
      id: "payments",
      title: "Payments",
      blocks: [
        p(
          "Purchases and donations are paid by card through our payment provider. Prices are shown and charged in US dollars, and the amount is fixed by our server at the time of purchase.",
        ),
        list(
          "Card details are entered directly with the payment provider and are never stored on our servers.",
          "A purchase is complete only once the payment provider confirms the payment.",
          "Donations are voluntary gifts that support the production of the podcast; they are not tax-deductible unless we state otherwise in writing.",
        ),
      ],
    },
    {
      id: "refunds",
      title: "Refunds",
      blocks: [
        p(refundStatement),
        p(
          `To request a refund, write to ${contactEmail} within 24 hours of your purchase with the name and e-mail address used at checkout. Approved refunds are returned to the original card; your bank may take several business days to show the credit. Donations are not refundable except in the case of an obvious error, such as a duplicate charge.`,
        ),
      ],
    },
    {
      id: "intellectual-property",
      title: "Intellectual Property",
      blocks: [
        p(
          `The name and logo of ${showName}, its episodes, articles, guides, coaching materials and the design of this website belong to ${legalEntity} or its licensors and are protected by copyright and trademark law.`,
        ),
        p(
          "You may share links to episodes and articles and quote short excerpts with attribution. You may not copy, republish, sell or create derivative works from our content, or from materials you receive in coaching, without our written permission.",
        ),
      ],
    },
    {
      id: "user-conduct",
      title: "User Conduct and Eligibility",
      blocks: [
        p(
          `${childrenStatement} By using the service you confirm that you are at least 13 years old, and at least 18 years old (or the age of majority where you live) to make a purchase or donation.`,
        ),
        p("When you use the service, you agree not to:"),
        list(
          "submit false information, or someone else's e-mail address or card without their permission;",
          "send messages that are abusive, harassing, unlawful or spam;",
          "attempt to disrupt, probe or gain unauthorised access to the website, its admin area or its data;",
          "scrape, copy or redistribute our content at scale or for commercial purposes.",
        ),
        p("We may refuse service or remove access for anyone who breaks these rules."),
      ],
    },
    {
      id: "disclaimers",
      title: "Disclaimers",
      blocks: [
        p(
          "The podcast, articles, guides and coaching are for education and inspiration. They are not medical, psychological, legal or financial advice, and coaching is not therapy. Always seek the advice of a qualified professional about your health, finances or legal situation.",
        ),
        p(
          'Results described by guests and clients are their own experiences; we do not promise that you will achieve the same outcomes. The service is provided "as is" and "as available", without warranties of any kind to the extent the law allows.',
        ),
      ],
    },
    {
      id: "limitation-of-liability",
      title: "Limitation of Liability",
      blocks: [
        p(
          `To the fullest extent permitted by law, ${legalEntity} is not liable for indirect, incidental, special or consequential damages arising from your use of the service. Our total liability for any claim relating to the service is limited to the amount you paid us in the twelve months before the claim.`,
        ),
        p(
          "Nothing in these Terms limits any liability that cannot be limited under the law that applies to you.",
        ),
      ],
    },
    {
      id: "changes",
      title: "Changes to These Terms",
      blocks: [
        p(
          "We may update these Terms as the service changes. When we do, we will change the effective date at the top of this page. Changes apply from that date; purchases made before it remain governed by the Terms in effect at the time of purchase.",
        ),
      ],
    },
    {
      id: "contact",
      title: "Contact Us",
      blocks: [
        p("Questions about these Terms, a purchase or a refund request? We are happy to help."),
        contact,
      ],
    },
  ]),
};

export const privacyPolicy: LegalDocument = {
  title: "Privacy Policy",
  path: paths.privacy,
  dateLine: "Last updated July 4, 2025",
  dateIso: "2025-07-04",
  metaDescription: `How ${legalEntity} collects, uses and protects your information when you use the website of ${showName}.`,
  intro: [
    `This Privacy Policy explains what information ${legalEntity} ("we", "us", "our") collects when you visit the website of ${showName}, why we collect it and the choices you have. We collect as little as we can and never sell your personal information.`,
  ],
  sections: numbered([
    {
      id: "information-we-collect",
      title: "Information We Collect",
      blocks: [
        p("We only collect information you give us or that is needed to run the service:"),
        list(
          "Newsletter and community sign-ups: your first name, e-mail address and the date you signed up.",
          `Purchases and donations: your name, e-mail address, the amount, the program or donation tier and the payment status. Card details are collected and processed by our card payment provider, not by us.`,
          "Contact messages: the name, e-mail address, subject and message you send us.",
          "Listening history and rewards: the episodes you open, your points, levels and achievements. These are stored only in your browser's local storage on your own device; they are never sent to our servers.",
        ),
      ],
    },
    {
      id: "how-we-use-information",
      title: "How We Use Your Information",
      blocks: [
        list(
          "To send the free guide, newsletters and community updates you asked for. Every e-mail has an unsubscribe link.",
          "To process purchases and donations, schedule coaching sessions and handle refund requests.",
          "To answer your messages and guest or sponsorship enquiries.",
          "To keep the website secure and to understand, in aggregate, which pages and episodes are useful.",
        ),
        p(`Purchase records are also kept so that we can apply our refund rule. ${refundStatement}`),
      ],
    },
    {
      id: "cookies-and-local-storage",
      title: "Cookies and Local Storage",
      blocks: [
        p(
          "The public website does not use advertising cookies; the analytics service, when enabled and only if you allow it, sets its own (see Analytics). Your browser's local storage keeps a flag that you have visited before, your listening history and your rewards progress, so that the site can remember them between visits. You can clear them at any time in your browser settings; doing so resets your history and rewards.",
        ),
        p(
          "The admin area, used only by the site owner, sets a strictly necessary session cookie to keep the owner signed in.",
        ),
      ],
    },
    {
      id: "analytics",
      title: "Analytics",
      blocks: [
        p(
          "When analytics are enabled, we ask for your permission first, and nothing is sent to the analytics service unless you allow it. With your permission we use it to count page views and a few events, such as shares, newsletter sign-ups and donations. It sets first-party cookies to tell one visit from another. This helps us understand which content is valuable. Analytics data is reported to us in aggregate, and we do not use it to identify you or to show you advertising. You can change your answer at any time with 'Analytics choices' at the foot of every page.",
        ),
      ],
    },
    {
      id: "sharing-with-processors",
      title: "Sharing With Service Providers",
      blocks: [
        p(
          "We share information only with the service providers that help us run the service, and only as much as each one needs:",
        ),
        list(
          "Our card payment provider, which processes purchases and donations.",
          "Our e-mail provider, which stores subscriber lists and delivers newsletters.",
          "Our hosting, storage and analytics providers, which run and measure the website.",
        ),
        p(
          "These providers act on our instructions and may not use your information for their own purposes. We do not sell or rent personal information, and we disclose it to authorities only when the law requires it.",
        ),
      ],
    },
    {
      id: "retention",
      title: "Data Retention",
      blocks: [
        p(
          "We keep subscriber details until you ask us to delete them; when you unsubscribe, we stop e-mailing you and mark your sign-up as ended. We keep payment and donation records for as long as tax and accounting laws require. Contact messages are kept for as long as needed to answer them and for reasonable follow-up. Information in your browser's local storage stays on your device until you clear it.",
        ),
      ],
    },
    {
      id: "security",
      title: "Security",
      blocks: [
        p(
          "We use encrypted connections, restricted admin access and reputable providers to protect your information. No method of transmission or storage is completely secure, but we work to protect your data and will tell you promptly if a breach affects you.",
        ),
      ],
    },
    {
      id: "your-rights",
      title: "Your Rights",
      blocks: [
        p("Depending on where you live, you may have the right to:"),
        list(
          "access the personal information we hold about you;",
          "correct information that is inaccurate;",
          "ask us to delete your information;",
          "object to or restrict how we use it, and unsubscribe from e-mails at any time.",
        ),
        p(`To exercise any of these rights, write to ${contactEmail}. We will respond within 30 days.`),
      ],
    },
    {
      id: "childrens-privacy",
      title: "Children's Privacy",
      blocks: [
        p(
          `${childrenStatement} We do not knowingly collect personal information from children under 13. If you believe a child has given us their information, contact us and we will delete it.`,
        ),
      ],
    },
    {
      id: "changes",
      title: "Changes to This Policy",
      blocks: [
        p(
          "We may update this Privacy Policy from time to time. When we do, we will change the date at the top of this page, and for significant changes we will let subscribers know by e-mail.",
        ),
      ],
    },
    {
      id: "contact",
      title: "Contact Us",
      blocks: [p("Questions about your privacy or this policy? Reach us here:"), contact],
    },
  ]),
};

/** The contact block and the page footer of both legal documents. */
export const legalContact = {
  entity: legalEntity,
  email: contactEmail,
  backToHome: { label: "Back to Home", to: paths.home },
};
