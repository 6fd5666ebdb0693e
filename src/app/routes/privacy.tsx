import type { Route } from "./+types/privacy";
import { LegalDocumentPage, legalPageMeta } from "#app/features/legal/index.ts";
import { privacyPolicy, termsOfService } from "#app/content/legal.ts";

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
