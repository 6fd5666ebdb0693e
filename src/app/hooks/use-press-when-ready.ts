import { useEffectEvent, useLayoutEffect, useSyncExternalStore, type RefObject } from "react";
import { NOT_READY_ATTRIBUTE, NOT_READY_HINT_ID, takePressKeptFor } from "#app/lib/before-ready.ts";

// Readiness never changes once in the browser: nothing to subscribe to.
const subscribeToNothing = () => () => {};

/**
 * False on the server and while the page hydrates, true from then on (and at once for a control
 * that mounts after a move within the site). Both runtimes re-render a store whose server snapshot
 * differs as soon as hydration is done.
 */
function useInTheBrowser(): boolean {
  return useSyncExternalStore(
    subscribeToNothing,
    () => true,
    () => false,
  );
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
