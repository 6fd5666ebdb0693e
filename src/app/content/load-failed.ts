/** Shown in place of a part of the page whose code could not be fetched (`components/ui/lazy-with-fallback.tsx`). */
export const loadFailedCopy = {
  text: "This part of the page could not be loaded. Check your connection, then reload the page.",
  reload: "Reload page",
  /** Read out while a dialog's code is still on its way. */
  loading: "Loading…",
};
