import { Sparkles } from "#app/components/ui/icons.tsx";
import { Suspense, useRef, useState } from "react";
import { purchaseButton } from "#app/content/coaching.ts";
import type { PaymentsBrowserConfig } from "#shared/payments/payment-requests.ts";
import { buttonClasses, type ButtonSize, type ButtonVariant } from "#app/components/ui/button.tsx";
import {
  lazyWithFallback,
  FloatingLoadFailedNotice,
  DialogLoading,
} from "#app/components/ui/lazy-with-fallback.tsx";
import { ReadyButton } from "#app/components/ui/ready-button.tsx";

// The dialog and the payment code behind it are fetched on the first press (or when the pointer
// comes near), so they never weigh on the page's first load (DESIGN principle 5).
const loadDialog = () => import("./coaching-purchase-dialog.tsx");
const CoachingPurchaseDialog = lazyWithFallback(loadDialog, FloatingLoadFailedNotice);

type PurchaseButtonProps = {
  payments: PaymentsBrowserConfig;
  variant?: ButtonVariant;
  size?: ButtonSize;
  className?: string;
};

/** One of the page's repeated 'ready' buttons that open the purchase dialog (SPEC §2 Coaching). */
export function PurchaseButton({
  payments,
  variant = "gold",
  size = "lg",
  className = "",
}: PurchaseButtonProps) {
  const [open, setOpen] = useState(false);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const preload = () => void loadDialog().catch(() => undefined);
  return (
    <>
      {/* Not ready until the page's script runs; a press made meanwhile opens the dialog then. */}
      <ReadyButton
        ref={buttonRef}
        aria-haspopup="dialog"
        className={buttonClasses({ variant, size, className: `shadow-lg ${className}` })}
        onPointerEnter={preload}
        onFocus={preload}
        onPress={() => setOpen(true)}
      >
        <Sparkles aria-hidden="true" className="size-5 shrink-0" />
        {purchaseButton.label}
      </ReadyButton>
      {/* Mounted only while open: every purchase starts from step 1 with a fresh intent. */}
      {open && (
        <Suspense fallback={<DialogLoading onCancel={() => setOpen(false)} />}>
          <CoachingPurchaseDialog
            payments={payments}
            onClose={() => setOpen(false)}
            returnFocusTo={() => buttonRef.current}
          />
        </Suspense>
      )}
    </>
  );
}
