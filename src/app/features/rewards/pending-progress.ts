/**
 * The rewards page before this browser's saved progress is read: the section around it carries
 * `data-pending` and the class `group`, and what depends on the progress is held back with these
 * classes of app.css (and kept from screen readers with `aria-hidden`), so no one sees a fresh
 * visitor's zeros or locks turn into their own.
 */

/** A number or a line of text: a grey bar of its size in its place. */
export const pendingValue = "pending-value";

/** The same on the blue level card. */
export const pendingValueOnBlue = "pending-value-on-blue";

/** A part with no stand-in (a lock, a progress bar, a badge): kept out of sight. */
export const pendingHidden = "pending-hidden";
