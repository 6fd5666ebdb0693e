import { useEffect, useEffectEvent, useRef } from "react";
import { useSearchParams } from "react-router";
import { paymentMessages } from "../content/payments.ts";
import { toast } from "../hooks/use-toast.ts";

export type PaymentReturnFlag = "payment" | "donation";

/**
 * SPEC §7: a confirmation that had to leave the page (3-D Secure, a bank redirect) comes back to
 * /coaching?payment=success or /support?donation=success. Stripe adds redirect_status to that
 * address, and it may say the payment failed; the flag alone (or succeeded, or processing) means paid.
 */
export function paymentReturnOutcome(params: URLSearchParams, flag: PaymentReturnFlag): "paid" | "failed" | null {
  if (params.get(flag) !== "success") return null;
  const status = params.get("redirect_status");
  return status === null || status === "succeeded" || status === "processing" ? "paid" : "failed";
}

/**
 * On arrival at a payment return address, runs `onPaid` once, after hydration (toasts and modals
 * are browser-only); a return that says the payment failed shows 'Payment Failed' instead.
 */
export function usePaymentReturn(flag: PaymentReturnFlag, onPaid: () => void) {
  const [searchParams] = useSearchParams();
  const outcome = paymentReturnOutcome(searchParams, flag);
  const handled = useRef(false);
  const paid = useEffectEvent(onPaid);

  useEffect(() => {
    if (!outcome || handled.current) return;
    handled.current = true;
    if (outcome === "paid") paid();
    else toast({ variant: "destructive", title: paymentMessages.failedTitle, description: paymentMessages.notCompleted });
  }, [outcome]);
}
