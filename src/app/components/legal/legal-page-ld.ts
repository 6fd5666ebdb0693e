import { brand } from "../../content/brand.ts";
import type { LegalDocument } from "../../content/legal.ts";

/** schema.org WebPage for a legal document, so search engines see its owner and date. */
export function legalPageLd(baseUrl: string, document: LegalDocument) {
  return {
    "@context": "https://schema.org",
    "@type": "WebPage",
    name: document.title,
    url: `${baseUrl}${document.path}`,
    description: document.metaDescription,
    dateModified: document.dateIso,
    inLanguage: "en",
    publisher: { "@type": "Organization", name: brand.legalEntity, email: brand.contactEmail },
  };
}
