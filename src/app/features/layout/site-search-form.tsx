import { useEffect, type RefObject } from "react";
import { Form } from "react-router";
import { Search } from "#app/components/ui/icons.tsx";
import { siteSearchCopy } from "#app/content/navigation.ts";
import {
  isSearchShortcut,
  pageHeldByDialog,
  searchFieldMark,
  shortcutSearchField,
} from "#app/lib/search-shortcut.ts";
import type { MobileMenuHandle } from "./mobile-menu.tsx";
import { SEARCH_MAX_LENGTH } from "#shared/search/search-limits.ts";
import { paths } from "#shared/site-paths.ts";

/**
 * The site's search field in the header (every page) and in the mobile menu: a plain GET form to
 * /search, so it searches without the page's script; with it, React Router's Form goes there
 * without a page load, and the player keeps playing. In the header, from lg, it is a round button
 * whose field opens over the links while it has focus (the .site-search rules of app.css, CSS
 * alone); below lg the menu holds it, and where no script runs it is a row under the links.
 */
/** The menu's search field, which the `/` shortcut focuses as it opens the menu. */
export const MENU_SEARCH_ID = "menu-search";

export function SiteSearchForm({ place, onSearch }: { place: "header" | "menu"; onSearch?: () => void }) {
  const header = place === "header";
  const id = header ? "header-search" : MENU_SEARCH_ID;
  return (
    <Form
      method="get"
      action={paths.search}
      role="search"
      aria-label={siteSearchCopy.label}
      onSubmit={(event) => {
        // Emptied once sent (React Router has read it by then): the results page shows the search.
        const form = event.currentTarget;
        setTimeout(() => form.reset());
        onSearch?.();
      }}
      className={header ? "site-search" : "menu-search"}
    >
      <label htmlFor={id} className="sr-only">
        {siteSearchCopy.label}
      </label>
      <input
        id={id}
        type="search"
        name="q"
        placeholder={siteSearchCopy.placeholder}
        maxLength={SEARCH_MAX_LENGTH}
        autoComplete="off"
        enterKeyHint="search"
        {...(header && {
          ...searchFieldMark.header,
          title: siteSearchCopy.shortcutTitle,
          "aria-keyshortcuts": "/",
        })}
      />
      {header && (
        <>
          <kbd aria-hidden="true">/</kbd>
          <Search aria-hidden="true" className="site-search-icon" />
        </>
      )}
      <button type="submit" aria-label={siteSearchCopy.submit}>
        <Search aria-hidden="true" className="size-5" />
      </button>
    </Form>
  );
}

/**
 * `/` focuses the search field from anywhere on the page, except while typing (lib/search-shortcut.ts);
 * where no field is shown (below lg), it opens the mobile menu at its search.
 */
export function useSearchShortcut(menu: RefObject<MobileMenuHandle | null>) {
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (!isSearchShortcut(event) || pageHeldByDialog(document)) return;
      const field = shortcutSearchField(document);
      if (field) {
        event.preventDefault();
        field.focus();
        field.select();
      } else if (menu.current?.openAtSearch()) {
        event.preventDefault();
      }
    };
    document.addEventListener("keydown", onKeyDown);
    return () => document.removeEventListener("keydown", onKeyDown);
  }, [menu]);
}
