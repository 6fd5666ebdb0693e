import { blogListCopy } from "#shared/content/blog.ts";

/** The magazine-style heading of the blog list. */
export function BlogMasthead() {
  return (
    <header className="border-b border-slate-200 bg-paper">
      <div className="mx-auto max-w-6xl px-5 pb-12 pt-16 sm:px-8 sm:pb-16 sm:pt-20">
        <p className="flex items-center gap-3 text-sm font-semibold uppercase tracking-[0.25em] text-brand-blue">
          <span aria-hidden="true" className="h-px w-10 bg-brand-gold" />
          {blogListCopy.eyebrow}
        </p>
        <h1 className="mt-4 text-5xl font-bold tracking-tight text-ink sm:text-6xl lg:text-7xl">
          {blogListCopy.title}
        </h1>
        <p className="mt-6 max-w-2xl text-lg leading-relaxed text-slate-600 sm:text-xl">
          {blogListCopy.intro}
        </p>
      </div>
    </header>
  );
}
