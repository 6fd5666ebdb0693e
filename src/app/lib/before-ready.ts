/**
 * What the page keeps of a visitor's doing before its script has run (decision 016). The inline
 * script `beforeReadyScript` runs in the page's <head>, before any module loads; the hooks
 * `useTypedBeforeReady` and `usePressWhenReady` read what it kept once the page is interactive.
 */

/**
 * Marks a control whose press needs the page's script while that script has not run yet; the
 * control removes it once ready (`usePressWhenReady`).
 */
export const NOT_READY_ATTRIBUTE = "data-press-when-ready";

/** The id of the page's one hidden "Loading…" text, which describes every control not ready yet. */
export const NOT_READY_HINT_ID = "not-ready-hint";

type BeforeReadyWindow = Window & {
  /** The control last pressed while not ready. */
  __pressedBeforeReady?: Element | null;
  /** Each form control the visitor changed before the page was interactive, with its last value. */
  __typedBeforeReady?: Map<Element, string | boolean>;
};

const page = () => window as BeforeReadyWindow;

/**
 * - A press (a click, or Enter or Space on the focused control) on a control marked not ready does
 *   nothing else and is kept, the last one only. The event goes no further, so a runtime that
 *   replays events from before its hydration (React) does not carry the press out a second time.
 * - Each input or change is kept with the control's value (checked, for a box or a radio) until the
 *   page is interactive: a runtime may write the server's value back while it hydrates (Preact does
 *   for a textarea), and then only this record still has what the visitor typed.
 */
export const beforeReadyScript =
  `(function(w){` +
  `w.addEventListener("click",function(e){var t=e.target,c=t instanceof Element&&t.closest("[${NOT_READY_ATTRIBUTE}]");` +
  `if(c){e.preventDefault();e.stopImmediatePropagation();w.__pressedBeforeReady=c}},true);` +
  `var m=w.__typedBeforeReady=new Map();` +
  `function k(e){var t=e.target;if(document.documentElement.dataset.hydrated||!(t instanceof Element)||!("value" in t))return;` +
  `m.set(t,t.type=="checkbox"||t.type=="radio"?t.checked:t.value)}` +
  `w.addEventListener("input",k,true);w.addEventListener("change",k,true)})(window)`;

/** Takes the press kept for `element`, if the last press before the page was ready was on it. */
export function takePressKeptFor(element: Element): boolean {
  if (page().__pressedBeforeReady !== element) return false;
  page().__pressedBeforeReady = null;
  return true;
}

/** The value the visitor last gave `control` before the page was interactive, if the script saw one. */
export function valueKeptFor(control: Element): string | boolean | undefined {
  return page().__typedBeforeReady?.get(control);
}
