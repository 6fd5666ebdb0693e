import { LoaderCircle } from "#app/components/ui/icons.tsx";
import { Suspense, useState } from "react";
import { cardFormCopy } from "#app/content/payments.ts";
import type { PaymentsBrowserConfig } from "#shared/payments/payment-requests.ts";
import { donorBilling, type BillingDetails, type DonorValues } from "./billing-details.ts";
import { DonorFields, donorEmailId } from "./donor-fields.tsx";
import type { ProviderFormProps } from "./provider-form-props.ts";
import { lazyWithFallback, LoadFailedNotice } from "#app/components/ui/lazy-with-fallback.tsx";

// Each provider's form is its own chunk: Stripe.js and @stripe/* are fetched only on a site
// configured for Stripe, the sandbox form only on one that is not (DESIGN principle 5).
const loadSandboxForm = () => import("./sandbox-card-form.tsx");
const loadStripeForm = () => import("./stripe-card-form.tsx");
const SandboxCardForm = lazyWithFallback(loadSandboxForm, LoadFailedNotice);
const StripeCardForm = lazyWithFallback(loadStripeForm, LoadFailedNotice);

/** Starts fetching the provider's form early, e.g. while the intent is being requested. */
export function preloadCardForm(payments: PaymentsBrowserConfig) {
  void (payments.provider === "stripe" ? loadStripeForm() : loadSandboxForm()).catch(() => {
    // When rendered, the form shows its own notice if its code could not be fetched.
  });
}

export type CardPaymentFormProps = Omit<ProviderFormProps, "extraFields" | "readBilling"> & {
  payments: PaymentsBrowserConfig;
  /**
   * The payer, when already known (coaching: SPEC §5 step 1), or "optional" to ask for the
   * donor's name and email on the form (SPEC §5 donor fields).
   */
  billing: Required<BillingDetails> | "optional";
};

/**
 * The card step shared by the coaching purchase and the donations: the configured provider's
 * form on the intent's client secret, reporting success, a decline (with the provider's
 * message) or an unexpected error to the dialog that owns it.
 */
export function CardPaymentForm({ payments, billing, ...form }: CardPaymentFormProps) {
  const [donor, setDonor] = useState<DonorValues>({ name: "", email: "" });
  const [emailError, setEmailError] = useState<string>();

  const checkDonor = () => {
    const checked = donorBilling(donor);
    setEmailError(checked.emailError);
    return checked;
  };

  const readBilling = (): BillingDetails | null => {
    if (billing !== "optional") return billing;
    const checked = checkDonor();
    if (checked.emailError === undefined) return checked.billing;
    document.getElementById(donorEmailId)?.focus();
    return null;
  };

  const extraFields =
    billing === "optional" ? (
      <DonorFields
        values={donor}
        emailError={emailError}
        onChange={(next) => {
          setDonor(next);
          // Once shown, the message follows the corrections as they are typed.
          if (emailError) setEmailError(donorBilling(next).emailError);
        }}
        onEmailBlur={checkDonor}
      />
    ) : undefined;

  const props: ProviderFormProps = { ...form, extraFields, readBilling };
  return (
    <Suspense fallback={<CardFormLoading />}>
      {payments.provider === "stripe" ? (
        <StripeCardForm publishableKey={payments.publishableKey} {...props} />
      ) : (
        <SandboxCardForm {...props} />
      )}
    </Suspense>
  );
}

function CardFormLoading() {
  return (
    <p role="status" className="flex items-center justify-center gap-2 py-10 text-slate-600">
      <LoaderCircle aria-hidden="true" className="size-5 animate-spin text-brand-blue" />
      {cardFormCopy.loading}
    </p>
  );
}
