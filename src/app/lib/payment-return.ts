import { useEffect, useEffectEvent, useRef } from "react";
import { useLocation, useNavigate, useSearchParams } from "react-router";
import { paymentMessages } from "#shared/content/payment-messages.ts";
import { toast } from "#app/hooks/use-toast.ts";

export type PaymentReturnFlag = "payment" | "donation";

/**
 * SPEC §7: a confirmation that had to leave the page (3-D Secure, a bank redirect) comes back to
 * /coaching?payment=success or /support?donation=success. Stripe adds redirect_status to that
 * address, and it may say the payment failed; the flag alone (or succeeded, or processing) means paid.
 */
export function paymentReturnOutcome(
  params: URLSearchParams,
  flag: PaymentReturnFlag,
): "paid" | "failed" | null {
  if (params.get(flag) !== "success") return null;
  const status = params.get("redirect_status");
  return status === null || status === "succeeded" || status === "processing" ? "paid" : "failed";
}

/** What a return address adds to the page's own: our flag and amount, and Stripe's parameters. */
const RETURN_PARAMS = ["amount", "payment_intent", "payment_intent_client_secret", "redirect_status"];

/** The page's query without the return's parameters ("" when nothing else is left). */
export function searchWithoutReturn(params: URLSearchParams, flag: PaymentReturnFlag): string {
  const kept = new URLSearchParams(params);
  for (const name of [flag, ...RETURN_PARAMS]) kept.delete(name);
  const search = kept.toString();
  return search ? `?${search}` : "";
}

/**
 * On arrival at a payment return address, runs `onPaid` with the address's parameters once, after
 * hydration (toasts and modals are browser-only); a return that says the payment failed shows
 * 'Payment Failed' instead. The address then loses the return's parameters, so a reload does not
 * greet, or count, the same payment again.
 */
export function usePaymentReturn(flag: PaymentReturnFlag, onPaid: (params: URLSearchParams) => void) {
  const [searchParams] = useSearchParams();
  const { pathname, hash } = useLocation();
  const navigate = useNavigate();
  const outcome = paymentReturnOutcome(searchParams, flag);
  const handled = useRef(false);
  const handle = useEffectEvent((result: "paid" | "failed") => {
    if (result === "paid") onPaid(searchParams);
    else
      toast({
        variant: "destructive",
        title: paymentMessages.failedTitle,
        description: paymentMessages.notCompleted,
      });
    const search = searchWithoutReturn(searchParams, flag);
    navigate({ pathname, search, hash }, { replace: true, preventScrollReset: true });
  });

  useEffect(() => {
    if (!outcome || handled.current) return;
    handled.current = true;
    handle(outcome);
  }, [outcome]);
}
