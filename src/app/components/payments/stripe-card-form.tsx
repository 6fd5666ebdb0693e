import { Elements, PaymentElement, useElements, useStripe } from "@stripe/react-stripe-js";
import { loadStripe, type Appearance, type PaymentIntentResult, type Stripe } from "@stripe/stripe-js";
import { LoaderCircle, ShieldCheck } from "#app/components/ui/icons.tsx";
import { useEffect, useState, type FormEvent } from "react";
import { cardFormCopy } from "#app/content/payments.ts";
import { paymentMessages } from "#shared/content/payment-messages.ts";
import {
  confirmedIntentOutcome,
  confirmErrorOutcome,
  isPayerError,
  type ConfirmedIntent,
  type ConfirmOutcome,
} from "./confirm-outcome.ts";
import { PayButton } from "./pay-button.tsx";
import type { ProviderFormProps } from "./provider-form-props.ts";

// Stripe.js is fetched once per page and key (Stripe asks for a single loadStripe call).
const stripeLoads = new Map<string, Promise<Stripe | null>>();
function stripeFor(publishableKey: string): Promise<Stripe | null> {
  let load = stripeLoads.get(publishableKey);
  if (!load) {
    load = loadStripe(publishableKey);
    // A failed fetch (offline, blocked) may be retried on the next open.
    load.catch(() => stripeLoads.delete(publishableKey));
    stripeLoads.set(publishableKey, load);
  }
  return load;
}

/** How long the form waits to read an intent back before it gives the payer its answer. */
const INTENT_READ_TIMEOUT_MS = 10_000;

/** Stripe's Payment Element in the site's colours and type (app.css theme). */
const appearance: Appearance = {
  theme: "stripe",
  variables: {
    colorPrimary: "#1e3a8a",
    colorText: "#0f172a",
    colorDanger: "#b91c1c",
    colorBackground: "#ffffff",
    borderRadius: "12px",
    fontFamily:
      'ui-sans-serif, system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
  },
};

type StripeCardFormProps = ProviderFormProps & { publishableKey: string };

/**
 * The real card form (SPEC §7 card payment provider): Stripe's Payment Element on the intent's
 * client secret. Loaded, with Stripe.js, only when the server is configured for Stripe.
 */
export default function StripeCardForm({ publishableKey, ...form }: StripeCardFormProps) {
  const [stripe, setStripe] = useState<Stripe | null>(null);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    let current = true;
    stripeFor(publishableKey).then(
      (loaded) => {
        if (!current) return;
        if (loaded) setStripe(loaded);
        else setFailed(true);
      },
      () => current && setFailed(true),
    );
    return () => {
      current = false;
    };
  }, [publishableKey]);

  if (failed) return <LoadFailure />;
  if (!stripe) return <StripeLoading />;
  return (
    <Elements stripe={stripe} options={{ clientSecret: form.clientSecret, appearance }}>
      <PaymentElementForm {...form} onLoadError={() => setFailed(true)} />
    </Elements>
  );
}

function PaymentElementForm({
  clientSecret,
  returnPath,
  submitLabel,
  extraFields,
  readBilling,
  onSucceeded,
  onDeclined,
  onError,
  onCanceled,
  onAwaitingBankVerification,
  onProcessingChange,
  onLoadError,
}: ProviderFormProps & { onLoadError: () => void }) {
  const stripe = useStripe();
  const elements = useElements();
  const [ready, setReady] = useState(false);
  const [processing, setProcessing] = useState(false);

  const setBusy = (busy: boolean) => {
    setProcessing(busy);
    onProcessingChange?.(busy);
  };

  /** The intent as Stripe has it now, or undefined when it cannot be read in time. */
  async function readIntent(): Promise<ConfirmedIntent | undefined> {
    const unread = new Promise<undefined>((resolve) => setTimeout(resolve, INTENT_READ_TIMEOUT_MS));
    try {
      const read = stripe
        ?.retrievePaymentIntent(clientSecret)
        .then((answer) => answer.paymentIntent ?? undefined);
      return await Promise.race([read, unread]);
    } catch {
      return undefined;
    }
  }

  function settle(outcome: ConfirmOutcome) {
    if (outcome.kind === "paid") return onSucceeded();
    setBusy(false);
    if (outcome.kind === "canceled") onCanceled();
    else if (outcome.kind === "verify-bank") onAwaitingBankVerification();
    else if (outcome.kind === "declined") onDeclined(outcome.message ?? paymentMessages.unexpected);
    else if (outcome.kind === "error") onError();
    // "invalid": the Payment Element shows what is missing next to the field.
  }

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!stripe || !elements || processing) return;
    const billing = readBilling();
    if (billing === null) return;
    setBusy(true);
    let answer: PaymentIntentResult;
    try {
      answer = await stripe.confirmPayment({
        elements,
        confirmParams: {
          return_url: `${window.location.origin}${returnPath}`,
          payment_method_data: { billing_details: billing },
        },
        // Cards confirm in place; a method that must leave the page comes back to returnPath.
        redirect: "if_required",
      });
    } catch {
      // Stripe.js itself failed: whether the card was charged is only known from the intent.
      return settle(confirmErrorOutcome({ type: "api_connection_error" }, await readIntent()));
    }
    const { error, paymentIntent } = answer;
    if (error) {
      // An error that is not the payer's says nothing about the money: a connection dropped after
      // the charge, or a confirm refused because another tab paid. The intent says.
      const intent = error.payment_intent ?? (isPayerError(error) ? undefined : await readIntent());
      settle(confirmErrorOutcome(error, intent));
    } else {
      settle(confirmedIntentOutcome(paymentIntent));
    }
  }

  return (
    <form noValidate aria-busy={processing} onSubmit={submit} className="space-y-6">
      <fieldset disabled={processing} className="min-w-0 space-y-6">
        {extraFields}
        <div>
          {!ready && <StripeLoading />}
          <PaymentElement
            options={{ layout: "tabs", readOnly: processing }}
            onReady={() => setReady(true)}
            onLoadError={onLoadError}
          />
        </div>
      </fieldset>
      <p className="flex items-start gap-2 text-sm text-slate-600">
        <ShieldCheck aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-brand-green" />
        {cardFormCopy.stripe.secureNote}
      </p>
      <PayButton label={submitLabel} processing={processing} disabled={!ready || !stripe || !elements} />
    </form>
  );
}

function StripeLoading() {
  return (
    <p role="status" className="flex items-center justify-center gap-2 py-6 text-slate-600">
      <LoaderCircle aria-hidden="true" className="size-5 animate-spin text-brand-blue" />
      {cardFormCopy.loading}
    </p>
  );
}

function LoadFailure() {
  return (
    <p
      role="alert"
      className="rounded-xl border border-brand-red/30 bg-red-50 p-4 text-sm font-medium text-brand-red"
    >
      {cardFormCopy.stripe.unavailable}
    </p>
  );
}
