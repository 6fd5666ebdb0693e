import { useRef, type Ref } from "react";
import { Search } from "#app/components/ui/icons.tsx";
import { blogListCopy } from "#shared/content/blog.ts";
import { paths } from "#shared/site-paths.ts";
import { useTypedBeforeReady } from "#app/hooks/use-typed-before-ready.ts";

type BlogSearchBoxProps = {
  ref?: Ref<HTMLInputElement>;
  query: string;
  category: string | null;
  onQueryChange: (query: string) => void;
};

/**
 * SPEC §2 Blog list: the search box. It filters as the visitor types; before the page's script
 * has loaded, Enter submits it to /blog?q=…, which the server renders already filtered.
 */
export function BlogSearchBox({ ref, query, category, onQueryChange }: BlogSearchBoxProps) {
  const form = useRef<HTMLFormElement>(null);
  // Words typed before the page's script ran filter the list once it runs (decision 016).
  useTypedBeforeReady(form, (name, typed) => {
    if (name === "q" && typeof typed === "string") onQueryChange(typed);
  });
  return (
    <form
      ref={form}
      role="search"
      method="get"
      action={paths.blog}
      onSubmit={(event) => event.preventDefault()}
      className="relative w-full lg:max-w-sm"
    >
      <label htmlFor="blog-search" className="sr-only">
        {blogListCopy.searchLabel}
      </label>
      <Search
        aria-hidden="true"
        className="pointer-events-none absolute left-4 top-1/2 size-5 -translate-y-1/2 text-slate-500"
      />
      <input
        ref={ref}
        id="blog-search"
        type="search"
        name="q"
        value={query}
        onChange={(event) => onQueryChange(event.target.value)}
        placeholder={blogListCopy.searchPlaceholder}
        autoComplete="off"
        enterKeyHint="search"
        className="w-full rounded-full border border-slate-300 bg-white py-3 pl-12 pr-4 text-base text-ink shadow-sm placeholder:text-slate-500 focus:border-brand-blue focus:outline-none focus-visible:ring-4 focus-visible:ring-brand-blue/20"
      />
      {category && <input type="hidden" name="category" value={category} />}
    </form>
  );
}
