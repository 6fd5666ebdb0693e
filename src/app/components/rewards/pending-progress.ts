/**
 * The rewards page before this browser's saved progress is read: the section around it carries
 * `data-pending` and the class `group`, and what depends on the progress is held back with these
 * classes (and kept from screen readers with `aria-hidden`), so no one sees a fresh visitor's zeros
 * or locks turn into their own.
 */

/** A number or a line of text: a grey bar of its size in its place. */
export const pendingValue =
  "group-data-pending:animate-pulse group-data-pending:rounded-lg group-data-pending:bg-slate-200 group-data-pending:text-transparent";

/** The same on the blue level card. */
export const pendingValueOnBlue =
  "group-data-pending:animate-pulse group-data-pending:rounded-lg group-data-pending:bg-white/20 group-data-pending:text-transparent";

/** A part with no stand-in (a lock, a progress bar, a badge): kept out of sight. */
export const pendingHidden = "group-data-pending:invisible";
