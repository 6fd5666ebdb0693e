import { ArrowLeft, FileText, Mail } from "#app/components/ui/icons.tsx";
import { Link } from "react-router";
import { legalContact, type LegalBlock, type LegalDocument } from "#app/content/legal.ts";
import { LegalTableOfContents } from "./legal-table-of-contents.tsx";

type Related = { label: string; to: string };

/** One renderer for both legal pages (SPEC §2 "Legal pages"): title, date line, numbered sections. */
export function LegalDocumentPage({ document, related }: { document: LegalDocument; related: Related }) {
  return (
    <article>
      <header className="bg-linear-to-br from-brand-blue to-brand-blue-dark text-white">
        <div className="mx-auto max-w-3xl px-5 py-14 sm:px-8 md:py-20">
          <BackToHomeLink className="text-sm text-brand-gold-light hover:underline" />
          <p className="mt-8 flex items-center gap-2 text-sm font-semibold tracking-widest text-white/80 uppercase">
            <FileText className="size-4" />
            Legal
          </p>
          <h1 className="mt-3 text-4xl font-bold sm:text-5xl">{document.title}</h1>
          <p className="mt-4 text-lg text-brand-gold-light">{document.dateLine}</p>
        </div>
      </header>

      <div className="mx-auto max-w-3xl px-5 py-12 sm:px-8 md:py-16">
        <div className="space-y-4 text-lg leading-relaxed text-slate-700">
          {document.intro.map((paragraph) => (
            <p key={paragraph}>{paragraph}</p>
          ))}
        </div>

        <LegalTableOfContents sections={document.sections} />

        <div className="mt-12 space-y-12">
          {document.sections.map((section) => (
            <section
              key={section.id}
              id={section.id}
              aria-labelledby={`${section.id}-heading`}
              className="scroll-mt-6"
            >
              <h2
                id={`${section.id}-heading`}
                className="text-2xl font-bold text-brand-blue-dark sm:text-3xl"
              >
                {section.heading}
              </h2>
              <div className="mt-4 space-y-4 leading-relaxed text-slate-700 sm:text-lg">
                {section.blocks.map((block, index) => (
                  <LegalBlockView key={index} block={block} />
                ))}
              </div>
            </section>
          ))}
        </div>

        <footer className="mt-16 flex flex-col gap-4 rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200 sm:flex-row sm:items-center sm:justify-between sm:p-8">
          <p className="text-slate-700">
            Also read our{" "}
            <Link
              to={related.to}
              className="font-semibold text-brand-blue underline underline-offset-4 hover:text-brand-blue-dark"
            >
              {related.label}
            </Link>
            .
          </p>
          <BackToHomeLink className="self-start bg-brand-blue px-5 py-2.5 text-white hover:bg-brand-blue-dark sm:self-auto" />
        </footer>
      </div>
    </article>
  );
}

function BackToHomeLink({ className }: { className: string }) {
  return (
    <Link
      to={legalContact.backToHome.to}
      className={`inline-flex items-center gap-2 rounded-full font-semibold ${className}`}
    >
      <ArrowLeft className="size-4" />
      {legalContact.backToHome.label}
    </Link>
  );
}

function LegalBlockView({ block }: { block: LegalBlock }) {
  switch (block.kind) {
    case "paragraph":
      return <p>{block.text}</p>;
    case "list":
      return (
        <ul className="list-disc space-y-2 pl-6 marker:text-brand-gold">
          {block.items.map((item) => (
            <li key={item}>{item}</li>
          ))}
        </ul>
      );
    case "contact":
      return (
        <address className="not-italic">
          <div className="flex flex-col gap-3 rounded-2xl border-l-4 border-brand-gold bg-white p-5 shadow-sm sm:p-6 ring-1 ring-slate-200">
            <span className="flex items-center gap-2 font-semibold text-ink">
              <Mail className="size-5 shrink-0 text-brand-blue" />
              {legalContact.entity}
            </span>
            <a
              href={`mailto:${legalContact.email}`}
              className="font-semibold break-words text-brand-blue underline underline-offset-4 hover:text-brand-blue-dark"
            >
              {legalContact.email}
            </a>
          </div>
        </address>
      );
  }
}
