import { startTransition, useEffect, useEffectEvent, useLayoutEffect, useState, type RefObject } from "react";
import { NOT_READY_ATTRIBUTE, NOT_READY_HINT_ID, takePressKeptFor } from "#app/lib/before-ready.ts";

/**
 * False on the server and while the page hydrates, true from the first render after. The switch is
 * a transition: every control on the page switches in one render React does in short slices. A
 * store whose server snapshot differs (`useSyncExternalStore`) would switch them in a synchronous
 * render of every such control at once, one long task as the page starts (decision 028). A control
 * that mounts after a move within the site is not ready for that one render; a press meanwhile is
 * kept and carried out all the same.
 */
function useInTheBrowser(): boolean {
  const [inTheBrowser, setInTheBrowser] = useState(false);
  useEffect(() => startTransition(() => setInTheBrowser(true)), []);
  return inTheBrowser;
}

/**
 * A control that is "not ready" until the page's script has run: until then it is rendered with the
 * returned props (marked for the page's inline script `beforeReadyScript`, aria-disabled and described as loading). In the
 * render that makes it ready, a press that script kept for it is carried out: `press` gets
 * the element. The check runs in that render's layout effect, so no press falls between the
 * capture's end and the control's own handler.
 */
export function usePressWhenReady<Element extends HTMLElement>(
  ref: RefObject<Element | null>,
  press: (element: Element) => void,
) {
  const ready = useInTheBrowser();
  const pressKept = useEffectEvent(press);
  useLayoutEffect(() => {
    const element = ref.current;
    if (ready && element && takePressKeptFor(element)) pressKept(element);
  }, [ready, ref]);
  return ready
    ? undefined
    : ({ [NOT_READY_ATTRIBUTE]: "", "aria-disabled": true, "aria-describedby": NOT_READY_HINT_ID } as const);
}
