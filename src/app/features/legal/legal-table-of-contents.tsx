import type { LegalSection } from "#app/content/legal.ts";

/** Jump links to every numbered section of a legal page. */
export function LegalTableOfContents({ sections }: { sections: LegalSection[] }) {
  return (
    <nav
      aria-labelledby="legal-contents-label"
      className="mt-10 rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200 sm:p-8"
    >
      <p
        id="legal-contents-label"
        className="text-sm font-semibold tracking-widest text-brand-blue uppercase"
      >
        Contents
      </p>
      <ol className="mt-4 gap-x-8 space-y-2 sm:columns-2">
        {sections.map((section) => (
          <li key={section.id} className="break-inside-avoid">
            <a href={`#${section.id}`} className="text-slate-700 hover:text-brand-blue hover:underline">
              {section.heading}
            </a>
          </li>
        ))}
      </ol>
    </nav>
  );
}
