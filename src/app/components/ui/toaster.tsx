import { Suspense, useEffect, useState } from "react";
import { TOAST_DURATION_MS, dismissToast, useToasts } from "#app/hooks/use-toast.ts";
import { lazyWithFallback } from "./lazy-with-fallback.tsx";

/**
 * When the toast region's code cannot be fetched (a dropped connection, a redeploy under an open
 * tab), the messages still reach the visitor: the open toast shows as plain text for its 5000 ms.
 */
function PlainToasts() {
  const open = useToasts().find((item) => item.open);
  // The region is on the page, empty, before its first message: screen readers announce a message
  // added to a live region, not one it already held when it appeared.
  const [listening, setListening] = useState(false);
  useEffect(() => {
    const frame = requestAnimationFrame(() => setListening(true));
    return () => cancelAnimationFrame(frame);
  }, []);
  const shown = listening ? open : undefined;
  useEffect(() => {
    if (!shown) return;
    const timer = setTimeout(() => dismissToast(shown.id), TOAST_DURATION_MS);
    return () => clearTimeout(timer);
  }, [shown]);
  return (
    <div
      role="status"
      aria-label="Notifications"
      className="fixed right-4 top-4 z-[100] w-[calc(100%-2rem)] max-w-sm"
    >
      {shown && (
        <div
          className={`grid gap-1 rounded-xl border p-4 text-sm shadow-xl [overflow-wrap:anywhere] ${shown.variant === "destructive" ? "border-brand-red bg-brand-red text-white" : "border-slate-200 bg-white text-ink"}`}
        >
          <p className="font-semibold">{shown.title}</p>
          <p>{shown.description}</p>
          {shown.action}
        </div>
      )}
    </div>
  );
}

// The toast region's code is fetched with the first toast, so pages that raise none never load it.
const ToastList = lazyWithFallback(() => import("./toast-list.tsx"), PlainToasts);

/** Mounts the toast region (and keeps it mounted) from the first toast on. */
export function Toaster() {
  const toasts = useToasts();
  // Stays mounted after the last toast closes, so Radix can finish its exit and F8 keeps working.
  const [needed, setNeeded] = useState(false);
  if (toasts.length > 0 && !needed) setNeeded(true);
  if (!needed) return null;
  return (
    <Suspense fallback={null}>
      <ToastList />
    </Suspense>
  );
}
