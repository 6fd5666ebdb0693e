import { useEffectEvent, useLayoutEffect, type RefObject } from "react";
import { valueKeptFor } from "#app/lib/before-ready.ts";

export type FormControl = HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement;

/**
 * What the visitor changed in `control` before the page's script ran: its value (`checked` for a
 * checkbox or radio) when it differs from what the server's HTML set, otherwise undefined. The
 * HTML's own `value`, `checked` and `selected` attributes are the control's defaults, so any
 * difference is the visitor's typing, a choice, or the browser's autofill or restore. What the
 * page's inline script saw typed comes first: hydration may already have written the server's
 * value back (Preact does for a textarea).
 */
export function changedSinceServerRender(control: FormControl): string | boolean | undefined {
  const kept = valueKeptFor(control);
  if (typeof kept === "boolean" && control instanceof HTMLInputElement)
    return kept !== control.defaultChecked ? kept : undefined;
  if (kept !== undefined && !(control instanceof HTMLSelectElement))
    return kept !== control.defaultValue ? kept : undefined;
  if (control instanceof HTMLSelectElement) {
    const changed = [...control.options].some((option) => option.selected !== option.defaultSelected);
    return changed ? control.value : undefined;
  }
  if (control instanceof HTMLInputElement && (control.type === "checkbox" || control.type === "radio")) {
    return control.checked !== control.defaultChecked ? control.checked : undefined;
  }
  if (control instanceof HTMLInputElement && control.type === "hidden") return undefined;
  return control.value !== control.defaultValue ? control.value : undefined;
}

function controlsOf(element: HTMLFormElement | FormControl): FormControl[] {
  if (!(element instanceof HTMLFormElement)) return [element];
  return [...element.elements].filter(
    (control): control is FormControl =>
      control instanceof HTMLInputElement ||
      control instanceof HTMLSelectElement ||
      control instanceof HTMLTextAreaElement,
  );
}

/**
 * Pages are server-rendered and usable before their script arrives (decision 016): a visitor on a
 * slow connection may type into a field, tick a box or choose an option before the form's state
 * exists. The state starts from what the server rendered, so on mount this hands every control of
 * `ref` (a form, or one control) that the visitor changed meanwhile to `keep`, to seed the state
 * with what is on the screen. Without it the first submit would read the rendered value, and the
 * next render would write it back over what the visitor typed.
 *
 * `keep` gets the control's name, and its value: a string, or `checked` for a checkbox (a radio is
 * handed over only when it is the one now checked, with its value). It runs once, in a layout
 * effect, so the corrected state renders before the browser paints. It relies on no runtime's
 * hydration details: React 19 replays such a change as an onChange event as well, and keeping the
 * same value twice changes nothing.
 */
export function useTypedBeforeReady(
  ref: RefObject<HTMLFormElement | FormControl | null>,
  keep: (name: string, value: string | boolean, control: FormControl) => void,
): void {
  const keepTyped = useEffectEvent(keep);
  useLayoutEffect(() => {
    if (!ref.current) return;
    for (const control of controlsOf(ref.current)) {
      const typed = changedSinceServerRender(control);
      if (typed === undefined) continue;
      if (control instanceof HTMLInputElement && control.type === "radio") {
        if (typed === true) keepTyped(control.name, control.value, control);
        continue;
      }
      keepTyped(control.name, typed, control);
    }
  }, [ref]);
}
