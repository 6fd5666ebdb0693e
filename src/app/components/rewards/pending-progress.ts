/**
 * The rewards page before this browser's saved progress is read: the section around it carries
 * `aria-busy` and the class `group`, and what depends on the progress is held back with these
 * classes, so no one sees a fresh visitor's zeros or locks turn into their own.
 */

/** A number or a line of text: a grey bar of its size in its place. */
export const pendingValue =
  "group-aria-busy:animate-pulse group-aria-busy:rounded-lg group-aria-busy:bg-slate-200 group-aria-busy:text-transparent";

/** The same on the blue level card. */
export const pendingValueOnBlue =
  "group-aria-busy:animate-pulse group-aria-busy:rounded-lg group-aria-busy:bg-white/20 group-aria-busy:text-transparent";

/** A part with no stand-in (a lock, a progress bar, a badge): kept out of sight. */
export const pendingHidden = "group-aria-busy:invisible";
