import { Form } from "react-router";
import { AlertCircle, Search } from "#app/components/ui/icons.tsx";
import { searchPageCopy } from "#app/content/search.ts";
import { searchFieldMark } from "#app/lib/search-shortcut.ts";
import { SEARCH_MAX_LENGTH, type SearchType } from "#shared/search/search-limits.ts";
import { paths } from "#shared/site-paths.ts";

type SearchFormProps = {
  q: string;
  type: SearchType;
  /** Why the search was refused, shown under the field. */
  message: string | null;
  /** The field takes focus when the page opens (the page without a search). */
  focusOnArrival: boolean;
};

const MESSAGE_ID = "search-message";

/**
 * The search page's own form, on its blue band: a GET form to /search (React Router's Form, so
 * with the page's script it searches without a page load and the player keeps playing). A search
 * narrowed to one kind stays narrowed; a refused one is shown back with the reason beside it.
 */
export function SearchForm({ q, type, message, focusOnArrival }: SearchFormProps) {
  return (
    <Form
      // A new search starts from what its address says, not from what the field held before.
      key={`${type}:${q}`}
      method="get"
      action={paths.search}
      role="search"
      aria-label={searchPageCopy.formLabel}
      className="mt-8"
    >
      <label htmlFor="search-query" className="sr-only">
        {searchPageCopy.fieldLabel}
      </label>
      <div className="flex items-center gap-2 rounded-full bg-white p-1.5 shadow-xl ring-1 ring-white/40 focus-within:ring-4 focus-within:ring-brand-gold-light/70">
        <Search aria-hidden="true" className="ml-3 size-6 shrink-0 text-slate-500" />
        <input
          id="search-query"
          type="search"
          name="q"
          defaultValue={q}
          placeholder={searchPageCopy.placeholder}
          maxLength={SEARCH_MAX_LENGTH}
          autoComplete="off"
          enterKeyHint="search"
          // eslint-disable-next-line jsx-a11y/no-autofocus -- a visitor who opens the search page came to type
          autoFocus={focusOnArrival}
          aria-invalid={message ? true : undefined}
          aria-describedby={message ? MESSAGE_ID : undefined}
          {...searchFieldMark.page}
          className="h-12 min-w-0 flex-1 bg-transparent text-lg text-ink placeholder:text-slate-500 focus:outline-none [&::-webkit-search-cancel-button]:cursor-pointer"
        />
        <button type="submit" className="btn btn-gold h-12 shrink-0 px-5 text-base sm:px-7">
          {searchPageCopy.submit}
        </button>
      </div>
      {type !== "all" && <input type="hidden" name="type" value={type} />}
      {message && (
        <p
          id={MESSAGE_ID}
          role="alert"
          className="mt-4 flex items-start gap-2 rounded-2xl bg-white/10 px-4 py-3 font-semibold text-brand-gold-light ring-1 ring-brand-gold-light/40"
        >
          <AlertCircle aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
          {message}
        </p>
      )}
    </Form>
  );
}
