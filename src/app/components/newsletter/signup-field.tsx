import { LoaderCircle, type IconComponent } from "#app/components/ui/icons.tsx";
import { useId, type InputHTMLAttributes } from "react";
import { emailMaxLength, firstNameMaxLength } from "#shared/field-limits.ts";
import { signupFieldCopy } from "#app/content/newsletter.ts";
import type { SignupPostAnswer } from "#shared/newsletter/signup-forms.ts";
import { Button, type ButtonSize, type ButtonVariant } from "#app/components/ui/button.tsx";

export type SignupTone = "light" | "dark";

const labelTone: Record<SignupTone, string> = {
  light: "text-ink",
  dark: "text-blue-50",
};

// White fields on both backgrounds; on the blue band the focus ring is gold so it stays visible
// (.signup-input and its tones in app.css).
const inputTone: Record<SignupTone, string> = {
  light: "signup-input signup-input-light",
  dark: "signup-input signup-input-dark",
};

type SignupFieldProps = { label: string; tone: SignupTone } & Omit<
  InputHTMLAttributes<HTMLInputElement>,
  "id"
>;

/** A labelled text or email field of the sign-up forms (SPEC §4), for a white card or the blue band. */
function SignupField({ label, tone, className = "", ...input }: SignupFieldProps) {
  const id = useId();
  return (
    <div className={`min-w-0 ${className}`}>
      <label htmlFor={id} className={`block text-sm font-semibold ${labelTone[tone]}`}>
        {label}
      </label>
      <input id={id} className={inputTone[tone]} {...input} />
    </div>
  );
}

type FieldBinding = {
  name: string;
  value: string;
  /** Set while the last attempt found the field empty or malformed (use-signup-form.ts). */
  "aria-invalid"?: true;
  "aria-describedby"?: string;
  onChange: InputHTMLAttributes<HTMLInputElement>["onChange"];
};

/** The sign-up forms' e-mail field: type email (the browser's own hint for a malformed address). */
export function SignupEmailField({
  tone,
  className,
  binding,
}: {
  tone: SignupTone;
  className?: string;
  binding: FieldBinding;
}) {
  return (
    <SignupField
      tone={tone}
      label={signupFieldCopy.email}
      type="email"
      autoComplete="email"
      inputMode="email"
      placeholder={signupFieldCopy.emailPlaceholder}
      maxLength={emailMaxLength}
      required
      className={className}
      {...binding}
    />
  );
}

export function SignupFirstNameField({ binding }: { binding: FieldBinding }) {
  return (
    <SignupField
      tone="light"
      label={signupFieldCopy.firstName}
      autoComplete="given-name"
      placeholder={signupFieldCopy.firstNamePlaceholder}
      maxLength={firstNameMaxLength}
      required
      {...binding}
    />
  );
}

type SignupSubmitButtonProps = {
  submitting: boolean;
  icon: IconComponent;
  label: string;
  busyLabel: string;
} & { variant?: ButtonVariant; size?: ButtonSize; className?: string };

/** SPEC §4 submitting state: a spinner and the busy label while the calls run. */
export function SignupSubmitButton({
  submitting,
  icon: Icon,
  label,
  busyLabel,
  ...button
}: SignupSubmitButtonProps) {
  return (
    <Button type="submit" {...button}>
      {submitting ? (
        <LoaderCircle aria-hidden="true" className="size-5 animate-spin" />
      ) : (
        <Icon aria-hidden="true" className="size-5" />
      )}
      {submitting ? busyLabel : label}
    </Button>
  );
}

/** The page's answer to a form posted before the page's script ran, where the toast would have been. */
export function SignupPostNotice({
  notice,
}: {
  notice: { answer: SignupPostAnswer; id: string } | undefined;
}) {
  if (!notice) return null;
  const { answer, id } = notice;
  const tone = answer.ok
    ? "border-emerald-300 bg-emerald-50 text-emerald-950"
    : "border-red-300 bg-red-50 text-red-950";
  return (
    <div
      id={id}
      role={answer.ok ? "status" : "alert"}
      className={`mt-4 rounded-xl border px-4 py-3 text-sm ${tone}`}
    >
      <p className="font-semibold">{answer.title}</p>
      <p className="mt-1 [overflow-wrap:anywhere]">{answer.description}</p>
    </div>
  );
}
