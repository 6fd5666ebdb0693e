/**
 * The `/` key takes the visitor to the site's search field from anywhere on a page (site search),
 * as on many sites: the search page's own field where there is one, else the header's.
 */

/** Marks a search field the shortcut may focus; the page's wins over the header's. */
export const searchFieldMark = {
  page: { "data-search-field": "page" },
  header: { "data-search-field": "header" },
} as const;

type KeyPress = {
  key: string;
  ctrlKey: boolean;
  metaKey: boolean;
  altKey: boolean;
  defaultPrevented: boolean;
  target: EventTarget | null;
};

/** An element the visitor types into: there, `/` is a character, not a shortcut. */
function takesTyping(target: EventTarget | null): boolean {
  const element = target as { tagName?: string; isContentEditable?: boolean } | null;
  if (!element?.tagName) return false;
  return /^(INPUT|TEXTAREA|SELECT)$/.test(element.tagName) || element.isContentEditable === true;
}

/**
 * Whether a key press is the shortcut: `/` on its own, outside any field. Shift is allowed, since
 * some keyboards (German, Nordic) need it for `/`; with Ctrl, Cmd or Alt it is someone else's
 * shortcut (the browser's quick find, a screen reader's command).
 */
export function isSearchShortcut(press: KeyPress): boolean {
  return (
    press.key === "/" &&
    !press.ctrlKey &&
    !press.metaKey &&
    !press.altKey &&
    !press.defaultPrevented &&
    !takesTyping(press.target)
  );
}

/** While a dialog holds the page (the menu, a payment form, the tour), the shortcut does nothing. */
export function pageHeldByDialog(document: Document): boolean {
  return document.querySelector('[role="dialog"], [role="alertdialog"]') !== null;
}

/**
 * The search field the shortcut focuses: the page's, else the header's, whichever is shown; none
 * below the lg breakpoint, where the header's is in the closed mobile menu.
 */
export function shortcutSearchField(document: Document): HTMLInputElement | null {
  for (const place of ["page", "header"] as const) {
    const field = document.querySelector<HTMLInputElement>(`input[data-search-field="${place}"]`);
    if (field && field.getClientRects().length > 0) return field;
  }
  return null;
}
