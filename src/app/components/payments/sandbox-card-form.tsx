import { CreditCard, FlaskConical } from "#app/components/ui/icons.tsx";
import { useEffect, useRef, useState, type ChangeEvent, type FormEvent } from "react";
import { cardFormCopy } from "#app/content/payments.ts";
import { apiRequest, ApiRequestError } from "#app/lib/api-request.ts";
import {
  sandboxTestCards,
  type SandboxCard,
  type SandboxConfirmRequest,
  type SandboxConfirmResponse,
} from "#shared/payments/sandbox-card.ts";
import { TextField } from "#app/components/ui/form-field.tsx";
import {
  cardFieldProblem,
  cardFields,
  formatCardNumber,
  formatCvc,
  formatExpiry,
  testCardExpiry,
  type CardField,
} from "./card-format.ts";
import { PayButton } from "./pay-button.tsx";
import type { ProviderFormProps } from "./provider-form-props.ts";

const copy = cardFormCopy;
const emptyCard: SandboxCard = { number: "", expiry: "", cvc: "" };
const noneShown: Record<CardField, boolean> = { number: false, expiry: false, cvc: false };
const fieldId = (field: CardField) => `sandbox-card-${field}`;

/**
 * The sandbox provider's card form (DESIGN: payments default to a labelled sandbox). It looks
 * and answers like Stripe's test mode: the same test cards, live formatting, Stripe's field
 * messages after a field is left or the form is sent, and the server's confirm decides the outcome.
 * Loaded only when the site has no Stripe keys (see card-payment-form.tsx).
 */
export default function SandboxCardForm({
  clientSecret,
  submitLabel,
  extraFields,
  readBilling,
  onSucceeded,
  onDeclined,
  onError,
  onCanceled,
  onProcessingChange,
}: ProviderFormProps) {
  const [card, setCard] = useState<SandboxCard>(emptyCard);
  const [shown, setShown] = useState(noneShown);
  const [processing, setProcessing] = useState(false);
  // Focus moves once the controls are enabled again (a disabled control cannot take it).
  const [focusRequest, setFocusRequest] = useState<{ selector: string } | null>(null);
  const formRef = useRef<HTMLFormElement>(null);

  useEffect(() => {
    if (focusRequest) formRef.current?.querySelector<HTMLElement>(focusRequest.selector)?.focus();
  }, [focusRequest]);

  const errorOf = (field: CardField) => (shown[field] ? cardFieldProblem(field, card) : undefined);

  const change = (field: CardField) => (event: ChangeEvent<HTMLInputElement>) => {
    const raw = event.target.value;
    const formatted =
      field === "number"
        ? formatCardNumber(raw)
        : field === "expiry"
          ? formatExpiry(raw, { deleting: raw.length < card.expiry.length })
          : formatCvc(raw);
    setCard((current) => ({ ...current, [field]: formatted }));
  };

  const fillTestCard = (number: string) => {
    setCard({ number, expiry: testCardExpiry(), cvc: "123" });
    setShown(noneShown);
  };

  const finish = (focusSelector: string) => {
    setProcessing(false);
    onProcessingChange?.(false);
    setFocusRequest({ selector: focusSelector });
  };

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (processing) return;
    setShown({ number: true, expiry: true, cvc: true });
    const firstProblem = cardFields.find((field) => cardFieldProblem(field, card));
    const billing = readBilling();
    if (billing === null) return;
    if (firstProblem) {
      document.getElementById(fieldId(firstProblem))?.focus();
      return;
    }
    setProcessing(true);
    onProcessingChange?.(true);
    const request: SandboxConfirmRequest = { clientSecret, card, billing };
    try {
      const answer = await apiRequest<SandboxConfirmResponse>(
        "POST",
        "/api/payments/sandbox/confirm",
        request,
      );
      if (answer.status === "succeeded") {
        // Stays locked: the dialog closes on success.
        onSucceeded();
        return;
      }
      finish(`#${fieldId("number")}`);
      onDeclined(answer.message);
    } catch (error) {
      // Paid already: this dialog's earlier confirm went through and only its answer was lost on the
      // way (a dropped connection). The purchase succeeded, as Stripe's form says too.
      if (error instanceof ApiRequestError && error.apiErrorCode === "payment_already_completed") {
        onSucceeded();
        return;
      }
      finish('button[type="submit"]');
      // 400 is the provider refusing the card's details, worded like Stripe's validation errors.
      if (error instanceof ApiRequestError && error.status === 400) onDeclined(error.apiMessage);
      else if (error instanceof ApiRequestError && error.apiErrorCode === "payment_canceled") onCanceled();
      else onError();
    }
  }

  return (
    <form ref={formRef} noValidate aria-busy={processing} onSubmit={submit} className="space-y-6">
      <TestModeNotice onUseCard={fillTestCard} disabled={processing} />
      <fieldset disabled={processing} className="min-w-0 space-y-6">
        {extraFields}
        <fieldset className="min-w-0">
          <legend className="flex items-center gap-2 text-sm font-bold tracking-[0.15em] text-brand-blue uppercase">
            <CreditCard aria-hidden="true" className="size-4" />
            {copy.cardDetailsLegend}
          </legend>
          {/* Expiry is the wider column: its label keeps to one line on a 320 px phone. */}
          <div className="mt-3 grid grid-cols-[4fr_3fr] gap-4">
            <div className="col-span-2">
              <TextField
                id={fieldId("number")}
                label={copy.cardNumber}
                name="cardnumber"
                autoComplete="cc-number"
                inputMode="numeric"
                placeholder={copy.cardNumberPlaceholder}
                maxLength={23}
                className="font-mono tracking-wider"
                value={card.number}
                error={errorOf("number")}
                onChange={change("number")}
                onBlur={() => setShown((current) => ({ ...current, number: true }))}
              />
            </div>
            <TextField
              id={fieldId("expiry")}
              label={copy.expiry}
              name="exp-date"
              autoComplete="cc-exp"
              inputMode="numeric"
              placeholder={copy.expiryPlaceholder}
              maxLength={7}
              className="font-mono"
              value={card.expiry}
              error={errorOf("expiry")}
              onChange={change("expiry")}
              onBlur={() => setShown((current) => ({ ...current, expiry: true }))}
            />
            <TextField
              id={fieldId("cvc")}
              label={copy.cvc}
              name="cvc"
              autoComplete="cc-csc"
              inputMode="numeric"
              placeholder={copy.cvcPlaceholder}
              maxLength={4}
              className="font-mono"
              value={card.cvc}
              error={errorOf("cvc")}
              onChange={change("cvc")}
              onBlur={() => setShown((current) => ({ ...current, cvc: true }))}
            />
          </div>
        </fieldset>
      </fieldset>
      <PayButton label={submitLabel} processing={processing} />
    </form>
  );
}

/** The unmistakable test-mode label, with the test cards and what each one does. */
function TestModeNotice({ onUseCard, disabled }: { onUseCard: (number: string) => void; disabled: boolean }) {
  const { testMode } = copy;
  return (
    <section
      aria-labelledby="sandbox-test-mode"
      className="rounded-2xl border-2 border-dashed border-amber-300 bg-amber-50 p-3 sm:p-4"
    >
      <div className="flex flex-wrap items-center gap-x-2.5 gap-y-1.5">
        <span className="inline-flex items-center gap-1.5 rounded-full bg-amber-400 px-2.5 py-0.5 text-xs font-bold tracking-wider text-ink uppercase">
          <FlaskConical aria-hidden="true" className="size-3.5" />
          {testMode.badge}
        </span>
        <h3 id="sandbox-test-mode" className="font-sans text-sm font-bold text-ink">
          {testMode.notice}
        </h3>
      </div>
      <p className="mt-1.5 text-sm text-slate-700">{testMode.explanation}</p>
      <ul
        aria-label={testMode.cardsHeading}
        className="mt-2.5 divide-y divide-amber-200 rounded-xl border border-amber-200 bg-white"
      >
        {sandboxTestCards.map((testCard) => (
          <li
            key={testCard.number}
            className="flex items-center gap-2 px-2.5 py-1.5 min-[360px]:gap-3 min-[360px]:px-3"
          >
            <span className="flex min-w-0 flex-1 flex-col sm:flex-row sm:items-baseline sm:gap-3">
              {/* Smaller below 360 px, so the whole number fits beside its button on a 320 px phone. */}
              <span className="font-mono text-xs whitespace-nowrap text-ink min-[360px]:text-sm">
                {testCard.number}
              </span>
              <span
                className={`text-xs font-semibold ${testCard.declineMessage ? "text-brand-red" : "text-brand-green"}`}
              >
                {testCard.label}
              </span>
            </span>
            <button
              type="button"
              disabled={disabled}
              aria-label={testMode.useCardLabel(testCard.number, testCard.label)}
              onClick={() => onUseCard(testCard.number)}
              className="shrink-0 rounded-full border-2 border-brand-blue px-3 py-0.5 text-sm font-semibold text-brand-blue transition-colors hover:bg-brand-blue hover:text-white disabled:opacity-60"
            >
              {testMode.useCard}
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
}
