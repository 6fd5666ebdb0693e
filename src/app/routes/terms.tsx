import type { Route } from "./+types/terms";
import { LegalDocumentPage } from "../components/legal/legal-document.tsx";
import { legalPageLd } from "../components/legal/legal-page-ld.ts";
import { privacyPolicy, termsOfService } from "../content/legal.ts";
import { baseUrlFrom, pageMeta } from "../lib/meta.ts";

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(matches, {
    title: termsOfService.title,
    description: termsOfService.metaDescription,
    path: termsOfService.path,
    jsonLd: [legalPageLd(baseUrlFrom(matches), termsOfService)],
  });

/** SPEC §2 "Legal pages": Terms of Service. */
export default function TermsPage() {
  return <LegalDocumentPage document={termsOfService} related={{ label: privacyPolicy.title, to: privacyPolicy.path }} />;
}
