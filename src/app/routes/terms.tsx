import type { Route } from "./+types/terms";
import { LegalDocumentPage } from "../components/legal/legal-document.tsx";
import { privacyPolicy, termsOfService } from "../content/legal.ts";
import { pageMeta } from "../lib/meta.ts";

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(matches, {
    title: termsOfService.title,
    description: termsOfService.metaDescription,
    path: termsOfService.path,
  });

/** SPEC §2 "Legal pages": Terms of Service. */
export default function TermsPage() {
  return <LegalDocumentPage document={termsOfService} related={{ label: privacyPolicy.title, to: privacyPolicy.path }} />;
}
