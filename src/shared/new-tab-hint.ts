/**
 * The id of the page's one hidden "opens in a new tab" text (components/ui/external-link.tsx),
 * which every link opening a new tab is described by: the site's own and those in blog posts.
 */
export const NEW_TAB_HINT_ID = "new-tab-hint";
