import { paymentMessages } from "#shared/content/payment-messages.ts";
import { toast } from "#app/hooks/use-toast.ts";

/**
 * SPEC §8 'Payment Failed' with the provider's own message (a decline, an invalid card). Like the
 * error below, returns what closes it: a payment that then succeeds takes it off the screen.
 */
export function showPaymentFailedToast(message: string): () => void {
  return toast({ variant: "destructive", title: paymentMessages.failedTitle, description: message });
}

/** SPEC §8 unexpected payment error: 'Error' / 'Something went wrong. Please try again.' */
export function showPaymentErrorToast(): () => void {
  return toast({
    variant: "destructive",
    title: paymentMessages.errorTitle,
    description: paymentMessages.unexpected,
  });
}

/** The payment was canceled, left unpaid for a day (decision 007); the dialog closes for a fresh start. */
export function showPaymentCanceledToast() {
  toast({
    variant: "destructive",
    title: paymentMessages.failedTitle,
    description: paymentMessages.canceled,
  });
}

/** A bank debit waits until the payer verifies the account with Stripe's small deposits (decision 007). */
export function showVerifyBankToast() {
  toast({ title: paymentMessages.verifyBankTitle, description: paymentMessages.verifyBank });
}

/** SPEC §8 coaching and donation intent failure. */
export function showIntentFailedToast() {
  toast({
    variant: "destructive",
    title: paymentMessages.errorTitle,
    description: paymentMessages.intentFailed,
  });
}
