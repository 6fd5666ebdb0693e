/**
 * Writes a page's open tab into the address (?tab=…, none for the default) in place, so that Back
 * to the page, or a reload, opens it again. The router is not told: the tab's content is already
 * here, and a tab is not a new page to load or to count as a page view. The history state and the
 * rest of the address are kept as they are.
 */
export function rememberTabInAddress(tab: string, defaultTab: string): void {
  const url = new URL(window.location.href);
  if (tab === defaultTab) url.searchParams.delete("tab");
  else url.searchParams.set("tab", tab);
  try {
    window.history.replaceState(window.history.state, "", url);
  } catch (error) {
    // Safari refuses more than 100 a 10 s (an arrow key held on the tabs): the tab still opens.
    console.warn("The open tab could not be kept in the address", error);
  }
}
