import { brand } from "#shared/content/brand.ts";
import type { LegalDocument } from "#app/content/legal.ts";
import { baseUrlFrom, pageMeta } from "#app/lib/meta.ts";

/** schema.org WebPage for a legal document, so search engines see its owner and date. */
function legalPageLd(baseUrl: string, document: LegalDocument) {
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

/** The head tags of a legal page, with its WebPage data. */
export function legalPageMeta(matches: Parameters<typeof pageMeta>[0], document: LegalDocument) {
  return pageMeta(matches, {
    title: document.title,
    description: document.metaDescription,
    path: document.path,
    jsonLd: [legalPageLd(baseUrlFrom(matches), document)],
  });
}
