import { brand } from "../../content/brand.ts";
import { usePaymentReturn } from "../../lib/payment-return.ts";
import { showCoachingWelcomeToast } from "./coaching-welcome-toast.tsx";

/**
 * SPEC §2 Coaching + §7: the card payment provider returns to /coaching?payment=success after a
 * confirmation that left the page; the page then welcomes the client with the link to book the
 * first session (the program's price selects the Blueprint link). Once per page visit.
 */
export function usePaymentSuccessToast() {
  usePaymentReturn("payment", () => showCoachingWelcomeToast(brand.coaching.priceCents));
}
