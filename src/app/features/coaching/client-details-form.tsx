import { ArrowRight, LoaderCircle } from "#app/components/ui/icons.tsx";
import { useRef, useState, type FormEvent } from "react";
import { purchaseDialog } from "#app/content/coaching.ts";
import { toast } from "#app/hooks/use-toast.ts";
import { coachingEmailSchema, coachingNameSchema, paymentLimits } from "#shared/payments/payment-requests.ts";
import { TextField } from "#app/components/ui/form-field.tsx";
import { buttonClasses } from "#app/components/ui/button.tsx";

export type CoachingClient = { name: string; email: string };
type Field = keyof CoachingClient;

const copy = purchaseDialog.details;
const fieldId = (field: Field) => `coaching-client-${field}`;
const schemas = { name: coachingNameSchema, email: coachingEmailSchema } as const;

/** The field's first problem under the shared schema (SPEC §5 messages), and its clean value. */
function check(field: Field, value: string) {
  const parsed = schemas[field].safeParse(value);
  return parsed.success ? { value: parsed.data } : { error: parsed.error.issues[0]?.message ?? "" };
}

/**
 * What the visitor typed, kept while the page is open: a dialog closed by mistake and opened again
 * still holds it. Forgotten once a purchase succeeds.
 */
let typedDetails: CoachingClient = { name: "", email: "" };

export function forgetTypedDetails() {
  typedDetails = { name: "", email: "" };
}

type ClientDetailsFormProps = {
  /** The intent is being requested: the fields and the button are locked. */
  requesting: boolean;
  onContinue: (client: CoachingClient) => void;
};

/**
 * Step 1 of the purchase (SPEC §4, §5): name and email, validated on each change with the same
 * schemas the server uses. 'Continue to Payment' reads as disabled until both are valid; it stays
 * focusable (aria-disabled), so pressing it or Enter early says what is missing instead of
 * doing nothing.
 */
export function ClientDetailsForm({ requesting, onContinue }: ClientDetailsFormProps) {
  const [values, setValues] = useState<CoachingClient>(typedDetails);
  const [touched, setTouched] = useState<Record<Field, boolean>>({ name: false, email: false });
  const checks = { name: check("name", values.name), email: check("email", values.email) };
  const valid = checks.name.error === undefined && checks.email.error === undefined;
  const errorOf = (field: Field) => (touched[field] ? checks[field].error : undefined);
  // The "complete all fields" toast, closed once the details are complete: it must not linger over step 2.
  const closeIncompleteToast = useRef<(() => void) | null>(null);

  const change = (field: Field, value: string) => {
    typedDetails = { ...typedDetails, [field]: value };
    setValues(typedDetails);
    setTouched((current) => ({ ...current, [field]: true }));
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (requesting) return;
    if (checks.name.value === undefined || checks.email.value === undefined) {
      setTouched({ name: true, email: true });
      closeIncompleteToast.current = toast({ variant: "destructive", ...purchaseDialog.incompleteToast });
      const firstInvalid: Field = checks.name.error !== undefined ? "name" : "email";
      document.getElementById(fieldId(firstInvalid))?.focus();
      return;
    }
    closeIncompleteToast.current?.();
    closeIncompleteToast.current = null;
    onContinue({ name: checks.name.value, email: checks.email.value });
  };

  return (
    <form noValidate aria-busy={requesting} onSubmit={submit}>
      <fieldset disabled={requesting} className="min-w-0 space-y-5">
        <TextField
          id={fieldId("name")}
          label={copy.name}
          name="name"
          autoComplete="name"
          required
          maxLength={paymentLimits.name}
          value={values.name}
          error={errorOf("name")}
          onChange={(event) => change("name", event.target.value)}
          onBlur={() => setTouched((current) => ({ ...current, name: true }))}
        />
        <TextField
          id={fieldId("email")}
          label={copy.email}
          name="email"
          type="email"
          inputMode="email"
          autoComplete="email"
          required
          maxLength={paymentLimits.email}
          value={values.email}
          error={errorOf("email")}
          onChange={(event) => change("email", event.target.value)}
          onBlur={() => setTouched((current) => ({ ...current, email: true }))}
        />
        <button
          type="submit"
          aria-disabled={!valid || undefined}
          // The field being left keeps the focus, so its message cannot push the button from under
          // the pointer mid-click; sending the form shows every message anyway.
          onMouseDown={(event) => event.preventDefault()}
          className={buttonClasses({
            size: "lg",
            className: "w-full shadow-md aria-disabled:cursor-not-allowed aria-disabled:opacity-60",
          })}
        >
          {requesting ? copy.preparing : copy.continue}
          {requesting ? (
            <LoaderCircle aria-hidden="true" className="size-5 animate-spin" />
          ) : (
            <ArrowRight aria-hidden="true" className="size-5" />
          )}
        </button>
      </fieldset>
    </form>
  );
}
