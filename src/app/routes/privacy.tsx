import type { Route } from "./+types/privacy";
import { LegalDocumentPage } from "../components/legal/legal-document.tsx";
import { legalPageLd } from "../components/legal/legal-page-ld.ts";
import { privacyPolicy, termsOfService } from "../content/legal.ts";
import { baseUrlFrom, pageMeta } from "../lib/meta.ts";

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(matches, {
    title: privacyPolicy.title,
    description: privacyPolicy.metaDescription,
    path: privacyPolicy.path,
    jsonLd: [legalPageLd(baseUrlFrom(matches), privacyPolicy)],
  });

/** SPEC §2 "Legal pages": Privacy Policy. */
export default function PrivacyPage() {
  return <LegalDocumentPage document={privacyPolicy} related={{ label: termsOfService.title, to: termsOfService.path }} />;
}

