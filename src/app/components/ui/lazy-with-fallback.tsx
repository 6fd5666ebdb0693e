import { lazy, useEffect, type ComponentType } from "react";
import { createPortal } from "react-dom";
import { loadFailedCopy } from "#app/content/load-failed.ts";
import { Button } from "./button.tsx";

/**
 * React.lazy (the same loader: a module with a default export) for code fetched on demand, with what to render instead when that code cannot be
 * fetched: the connection dropped, or the site was redeployed under an open tab and the old file
 * is gone. Without it the failure would reach the root error boundary and replace the whole page
 * for one part of it. As with React.lazy, the outcome holds for the rest of the page's life.
 */
export function lazyWithFallback<Props extends object>(
  load: () => Promise<{ default: ComponentType<Props> }>,
  Fallback: ComponentType<Props>,
) {
  return lazy(() => load().catch(() => ({ default: Fallback })));
}

/** The fallback for a part the page can do without: a skeleton, a toast, a notification, a banner. */
export const RenderNothing = () => null;

/**
 * In place of a part whose code could not be fetched (`lazyWithFallback` above): says so and offers a
 * reload, which fetches the site as it is now. Inline where the part sits in the page; floating
 * for a dialog or panel, which has no place in the page of its own.
 */
function Notice({ floating }: { floating: boolean }) {
  return (
    <div
      role="alert"
      className={`flex flex-wrap items-center gap-3 rounded-2xl border border-slate-200 bg-white p-4 text-sm text-slate-700 shadow-lg ${
        floating ? "fixed inset-x-4 bottom-4 z-[100] mx-auto max-w-md" : ""
      }`}
    >
      <p className="min-w-0 flex-1 basis-56">{loadFailedCopy.text}</p>
      <Button size="sm" onClick={() => window.location.reload()}>
        {loadFailedCopy.reload}
      </Button>
    </div>
  );
}

/** The notice in the place of a part of the page. */
export const LoadFailedNotice = () => <Notice floating={false} />;

/**
 * The notice for a dialog or panel, at the foot of the window. Portalled to the body: an ancestor
 * with a backdrop filter (the sticky header) would otherwise become the box it is fixed to. It
 * only ever renders in the browser, after a fetch failed.
 */
export const FloatingLoadFailedNotice = () => createPortal(<Notice floating />, document.body);

/**
 * What a dialog or panel shows while its code is still on its way (the first open on a slow
 * connection): the dimmed page at once, so the press visibly did something, and a spinner if the
 * wait goes on. Portalled, as the notice above; it only renders in the browser, after a press.
 * `onCancel` closes what was being opened.
 */
export function DialogLoading({ onCancel }: { onCancel: () => void }) {
  // Escape and a press on the dimmed page give up the opening, as they would close the dialog.
  useEffect(() => {
    const cancelOnEscape = (event: KeyboardEvent) => event.key === "Escape" && onCancel();
    document.addEventListener("keydown", cancelOnEscape);
    return () => document.removeEventListener("keydown", cancelOnEscape);
  }, [onCancel]);
  return createPortal(
    // The press is the backdrop's, as on a dialog's overlay; its keyboard way is Escape, above.
    // eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/no-noninteractive-element-interactions
    <div
      role="status"
      className="fixed inset-0 z-50 flex items-center justify-center bg-ink/60"
      onClick={onCancel}
    >
      <span
        aria-hidden="true"
        className="size-10 animate-spin rounded-full border-4 border-white/30 border-t-white transition-opacity delay-300 duration-200 starting:opacity-0 motion-reduce:animate-none"
      />
      <span className="sr-only">{loadFailedCopy.loading}</span>
    </div>,
    document.body,
  );
}
