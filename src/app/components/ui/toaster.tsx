import { Suspense, useState } from "react";
import { useToasts } from "../../hooks/use-toast.ts";
import { lazyWithFallback, RenderNothing } from "./lazy-with-fallback.tsx";

// The toast region's code is fetched with the first toast, so pages that raise none never load it.
const ToastList = lazyWithFallback(() => import("./toast-list.tsx"), RenderNothing);

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
