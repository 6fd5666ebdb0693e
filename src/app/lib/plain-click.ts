import type { MouseEvent } from "react";

/**
 * A press of a link that the page may handle itself: the main button with no modifier key. A
 * middle click, or one with Ctrl, Cmd, Shift or Alt, is the visitor asking the browser to open or
 * save the link, and is left to it.
 */
export function isPlainClick(event: MouseEvent): boolean {
  return event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;
}
