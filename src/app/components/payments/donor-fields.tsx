import { cardFormCopy } from "#app/content/payments.ts";
import { paymentLimits } from "#shared/payments/payment-requests.ts";
import { TextField } from "#app/components/ui/form-field.tsx";
import type { DonorValues } from "./billing-details.ts";

export const donorEmailId = "donor-email";

type DonorFieldsProps = {
  values: DonorValues;
  emailError?: string;
  onChange: (values: DonorValues) => void;
  onEmailBlur: () => void;
};

/** SPEC §5: the donor's optional name and email, sent to the provider as billing details. */
export function DonorFields({ values, emailError, onChange, onEmailBlur }: DonorFieldsProps) {
  const { donor } = cardFormCopy;
  return (
    <fieldset className="min-w-0" aria-describedby="donor-fields-hint">
      <legend className="text-sm font-bold tracking-[0.15em] text-brand-blue uppercase">
        {donor.legend}
      </legend>
      <p id="donor-fields-hint" className="mt-1 text-sm text-slate-600">
        {donor.hint}
      </p>
      <div className="mt-3 grid gap-4 sm:grid-cols-2">
        <TextField
          id="donor-name"
          label={donor.name}
          name="name"
          autoComplete="name"
          maxLength={paymentLimits.name}
          value={values.name}
          onChange={(event) => onChange({ ...values, name: event.target.value })}
        />
        <TextField
          id={donorEmailId}
          label={donor.email}
          name="email"
          type="email"
          inputMode="email"
          autoComplete="email"
          maxLength={paymentLimits.email}
          value={values.email}
          error={emailError}
          onChange={(event) => onChange({ ...values, email: event.target.value })}
          onBlur={onEmailBlur}
        />
      </div>
    </fieldset>
  );
}
