import { useEffect, useState } from "react";
import { brand } from "#shared/content/brand.ts";
import { purchaseDialog } from "#app/content/coaching.ts";
import { paymentReturnPaths, type PaymentsBrowserConfig } from "#shared/payments/payment-requests.ts";
import { CardPaymentForm, preloadCardForm } from "#app/components/payments/card-payment-form.tsx";
import { PaymentDialog } from "#app/components/payments/payment-dialog.tsx";
import {
  showIntentFailedToast,
  showPaymentCanceledToast,
  showPaymentErrorToast,
  showPaymentFailedToast,
  showVerifyBankToast,
} from "#app/components/payments/payment-toasts.ts";
import { requestIntent } from "#app/components/payments/request-intent.ts";
import { ClientDetailsForm, forgetTypedDetails, type CoachingClient } from "./client-details-form.tsx";
import { showCoachingWelcomeToast } from "./coaching-welcome-toast.tsx";
import { OrderSummary } from "./order-summary.tsx";

/** SPEC §3 coaching intent: the amount is in dollars; the server charges the configured price. */
const amountDollars = brand.coaching.priceCents / 100;

type CoachingPurchaseDialogProps = {
  payments: PaymentsBrowserConfig;
  onClose: () => void;
  returnFocusTo: () => HTMLElement | null;
};

/**
 * SPEC §4 Coaching purchase: (1) name and email; (2) 'Continue to Payment' requests the intent
 * (a failure keeps step 1 and says 'Failed to initialize payment. Please try again.'); (3) with
 * the client secret the card form shows; (4) a confirmed payment closes the dialog with one
 * welcome toast carrying the scheduling link. Loaded on the first press of a purchase button.
 */
export default function CoachingPurchaseDialog({
  payments,
  onClose,
  returnFocusTo,
}: CoachingPurchaseDialogProps) {
  const [client, setClient] = useState<CoachingClient | null>(null);
  const [clientSecret, setClientSecret] = useState<string | null>(null);
  const [requesting, setRequesting] = useState(false);
  const [paying, setPaying] = useState(false);

  // The card form's code downloads while the visitor types their details.
  useEffect(() => preloadCardForm(payments), [payments]);

  async function continueToPayment(details: CoachingClient) {
    setRequesting(true);
    try {
      const secret = await requestIntent({
        url: "/api/create-coaching-intent",
        body: { amount: amountDollars, clientName: details.name, clientEmail: details.email },
      });
      setClient(details);
      setClientSecret(secret);
    } catch {
      showIntentFailedToast();
    } finally {
      setRequesting(false);
    }
  }

  const step = client && clientSecret ? purchaseDialog.payment : purchaseDialog.details;
  return (
    <PaymentDialog
      open
      onOpenChange={(open) => !open && onClose()}
      eyebrow={step.eyebrow}
      title={purchaseDialog.title}
      description={step.description}
      busy={paying}
      closeLabel={purchaseDialog.close}
      returnFocusTo={returnFocusTo}
    >
      {client && clientSecret ? (
        <div className="space-y-6">
          <OrderSummary client={client} />
          <CardPaymentForm
            payments={payments}
            clientSecret={clientSecret}
            returnPath={paymentReturnPaths.coaching}
            billing={client}
            submitLabel={purchaseDialog.payment.submit}
            onProcessingChange={setPaying}
            onSucceeded={() => {
              forgetTypedDetails();
              onClose();
              showCoachingWelcomeToast(clientSecret);
            }}
            onDeclined={showPaymentFailedToast}
            onError={showPaymentErrorToast}
            onCanceled={() => {
              onClose();
              showPaymentCanceledToast();
            }}
            onAwaitingBankVerification={() => {
              onClose();
              showVerifyBankToast();
            }}
          />
        </div>
      ) : (
        <ClientDetailsForm
          requesting={requesting}
          onContinue={(details) => void continueToPayment(details)}
        />
      )}
    </PaymentDialog>
  );
}
