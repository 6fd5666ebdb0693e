import * as ToastPrimitive from "@radix-ui/react-toast";
import { X } from "./icons.tsx";
import { TOAST_DURATION_MS, dismissToast, removeToast, useToasts } from "#app/hooks/use-toast.ts";

const SWIPE_THRESHOLD_PX = 50;

/** The app-wide toast region (SPEC §9): swipe right past 50 px dismisses, F8 focuses it. */
export default function ToastList() {
  const toasts = useToasts();
  return (
    <ToastPrimitive.Provider
      duration={TOAST_DURATION_MS}
      swipeDirection="right"
      swipeThreshold={SWIPE_THRESHOLD_PX}
      label="Notification"
    >
      {toasts.map(({ id, title, description, action, variant, open, persistent }) => (
        <ToastPrimitive.Root
          key={id}
          open={open}
          duration={persistent ? Infinity : undefined}
          onOpenChange={(isOpen) => {
            if (!isOpen) {
              dismissToast(id);
              setTimeout(() => removeToast(id), 200);
            }
          }}
          data-variant={variant ?? "default"}
          className={
            "group pointer-events-auto relative flex w-full items-start gap-3 overflow-hidden rounded-xl border p-4 pr-10 shadow-xl " +
            "data-[swipe=move]:translate-x-[var(--radix-toast-swipe-move-x)] data-[swipe=cancel]:translate-x-0 data-[swipe=cancel]:transition-transform " +
            "data-[state=closed]:opacity-0 data-[state=closed]:transition-opacity " +
            (variant === "destructive"
              ? "border-brand-red bg-brand-red text-white"
              : "border-slate-200 bg-white text-ink")
          }
        >
          <div className="grid min-w-0 gap-1 [overflow-wrap:anywhere]">
            {title && <ToastPrimitive.Title className="text-sm font-semibold">{title}</ToastPrimitive.Title>}
            {description && (
              <ToastPrimitive.Description className="text-sm opacity-90">
                {description}
              </ToastPrimitive.Description>
            )}
            {action}
          </div>
          <ToastPrimitive.Close
            aria-label="Close notification"
            className="absolute right-2 top-2 rounded-md p-1 opacity-70 hover:opacity-100"
          >
            <X aria-hidden="true" className="h-4 w-4" />
          </ToastPrimitive.Close>
        </ToastPrimitive.Root>
      ))}
      {/* At the top: dialogs keep their actions and the floating player sits at the bottom. */}
      <ToastPrimitive.Viewport className="fixed right-0 top-0 z-[100] flex max-h-screen w-full flex-col gap-2 p-4 outline-none sm:max-w-[420px]" />
    </ToastPrimitive.Provider>
  );
}
