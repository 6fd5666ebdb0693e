import { useState, type FocusEvent } from "react";

/**
 * Whether something timed (auto-play, an auto-close) should stand still because the visitor is
 * using the element: the pointer rests on it or focus is inside it. Spread `holdHandlers` on the
 * element.
 *
 * Pointer movement, not entry, starts the hold, so content that arrives under a resting pointer
 * does not stop the clock. Focus leaving for somewhere outside ends the hold; the window losing
 * focus (a tab opened from a link) does not, as the element keeps the page's focus.
 */
export function useHoverFocusHold<Element extends HTMLElement>() {
  const [pointerOn, setPointerOn] = useState(false);
  const [focusIn, setFocusIn] = useState(false);
  const holdHandlers = {
    onPointerMove: () => setPointerOn(true),
    onPointerLeave: () => setPointerOn(false),
    onFocus: () => setFocusIn(true),
    onBlur: (event: FocusEvent<Element>) => {
      const next = event.relatedTarget ?? document.activeElement;
      setFocusIn(next instanceof Node && event.currentTarget.contains(next));
    },
  };
  return { held: pointerOn || focusIn, holdHandlers };
}
