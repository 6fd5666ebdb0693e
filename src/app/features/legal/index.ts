/** The legal feature: what routes and other features may import from it. */
export { LegalDocumentPage } from "./legal-document.tsx";
export { legalPageMeta } from "./legal-page-meta.ts";
