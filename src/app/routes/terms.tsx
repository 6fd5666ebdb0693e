import type { Route } from "./+types/terms";
import { LegalDocumentPage } from "../components/legal/legal-document.tsx";
import { legalPageMeta } from "../components/legal/legal-page-meta.ts";
import { privacyPolicy, termsOfService } from "../content/legal.ts";

export const meta: Route.MetaFunction = ({ matches }) => legalPageMeta(matches, termsOfService);

/** SPEC §2 "Legal pages": Terms of Service. */
export default function TermsPage() {
  return (
    <LegalDocumentPage
      document={termsOfService}
      related={{ label: privacyPolicy.title, to: privacyPolicy.path }}
    />
  );
}
