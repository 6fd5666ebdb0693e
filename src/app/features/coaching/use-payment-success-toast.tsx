import { usePaymentReturn } from "#app/lib/payment-return.ts";
import { showCoachingWelcomeToast } from "./coaching-welcome-toast.tsx";

/**
 * SPEC §2 Coaching + §7: the card payment provider returns to /coaching?payment=success after a
 * confirmation that left the page; the page then welcomes the client with the link to book the
 * first session, which the server gives for the intent's client secret (Stripe adds it to the
 * return address as payment_intent_client_secret). Once per page visit.
 */
export function usePaymentSuccessToast() {
  usePaymentReturn("payment", (params) =>
    showCoachingWelcomeToast(params.get("payment_intent_client_secret")),
  );
}
