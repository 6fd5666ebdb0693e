import type { Route } from "./+types/terms";
import { LegalDocumentPage, legalPageMeta } from "#app/features/legal/index.ts";
import { privacyPolicy, termsOfService } from "#app/content/legal.ts";

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
