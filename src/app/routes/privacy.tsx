import type { Route } from "./+types/privacy";
import { LegalDocumentPage } from "../components/legal/legal-document.tsx";
import { legalPageMeta } from "../components/legal/legal-page-meta.ts";
import { privacyPolicy, termsOfService } from "../content/legal.ts";

export const meta: Route.MetaFunction = ({ matches }) => legalPageMeta(matches, privacyPolicy);

/** SPEC §2 "Legal pages": Privacy Policy. */
export default function PrivacyPage() {
  return (
    <LegalDocumentPage
      document={privacyPolicy}
      related={{ label: termsOfService.title, to: termsOfService.path }}
    />
  );
}
