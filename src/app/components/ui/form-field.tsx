import { ChevronDown } from "./icons.tsx";
import type { InputHTMLAttributes, ReactNode, SelectHTMLAttributes, TextareaHTMLAttributes } from "react";

const controlClasses =
  "block w-full rounded-xl border bg-white px-4 py-3 text-base text-ink shadow-sm transition-colors " +
  "placeholder:text-slate-500 focus:outline-none focus-visible:ring-4 disabled:cursor-not-allowed disabled:bg-slate-50 disabled:text-slate-500";
const validControl = "border-slate-300 focus:border-brand-blue focus-visible:ring-brand-blue/20";
const invalidControl = "border-brand-red focus:border-brand-red focus-visible:ring-brand-red/20";

type FieldShellProps = {
  id: string;
  label: string;
  error?: string;
  /** Shown under the control on the right, e.g. a character count. */
  aside?: ReactNode;
  /** A line of help under the control (its id is `fieldHintId(id)`: add it to the control's description). */
  hint?: string;
  /** More help under the control, such as a list (the control names its id in its description). */
  note?: ReactNode;
  /** A star after the label; the control itself says it is required (aria-required). */
  showRequired?: boolean;
  className?: string;
  children: ReactNode;
};

/** The label above a control, its help and its error message below, tied together for screen readers. */
export function FieldShell({
  id,
  label,
  error,
  aside,
  hint,
  note,
  showRequired = false,
  className,
  children,
}: FieldShellProps) {
  return (
    <div className={className}>
      {showRequired ? (
        // The star stays outside the label: the field's name is its label, "required" is announced
        // from aria-required.
        <div className="text-sm font-semibold text-ink">
          <label htmlFor={id}>{label}</label>
          <span aria-hidden="true" className="text-brand-red">
            *
          </span>
        </div>
      ) : (
        <label htmlFor={id} className="block text-sm font-semibold text-ink">
          {label}
        </label>
      )}
      <div className="mt-2">{children}</div>
      {hint && (
        <p id={fieldHintId(id)} className="mt-1 text-xs text-slate-600">
          {hint}
        </p>
      )}
      {note}
      {(error || aside) && (
        <div className="mt-2 flex items-start justify-between gap-4 text-sm">
          {error ? (
            <p id={errorId(id)} className="font-medium text-brand-red">
              {error}
            </p>
          ) : (
            <span />
          )}
          {aside}
        </div>
      )}
    </div>
  );
}

const errorId = (id: string) => `${id}-error`;
export const fieldHintId = (id: string) => `${id}-hint`;

/**
 * aria-invalid and aria-describedby for a control with an optional error and extra descriptions
 * (`before` the error, such as a hint, or after it, such as a count).
 */
export function describedBy(
  id: string,
  error: string | undefined,
  more: string[] = [],
  before: string[] = [],
) {
  const ids = [...before, ...(error ? [errorId(id)] : []), ...more];
  return {
    "aria-invalid": error ? true : undefined,
    "aria-describedby": ids.length > 0 ? ids.join(" ") : undefined,
  } as const;
}

type Common = { id: string; label: string; error?: string };

export function TextField({
  id,
  label,
  error,
  className = "",
  ...input
}: Common & InputHTMLAttributes<HTMLInputElement>) {
  return (
    <FieldShell id={id} label={label} error={error}>
      <input
        id={id}
        {...describedBy(id, error)}
        className={`${controlClasses} ${error ? invalidControl : validControl} ${className}`}
        {...input}
      />
    </FieldShell>
  );
}

export function SelectField({
  id,
  label,
  error,
  options,
  ...select
}: Common & { options: { value: string; label: string }[] } & SelectHTMLAttributes<HTMLSelectElement>) {
  return (
    <FieldShell id={id} label={label} error={error}>
      <div className="relative">
        <select
          id={id}
          {...describedBy(id, error)}
          className={`${controlClasses} ${error ? invalidControl : validControl} appearance-none pr-11`}
          {...select}
        >
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
        <ChevronDown
          aria-hidden="true"
          className="pointer-events-none absolute right-4 top-1/2 size-5 -translate-y-1/2 text-slate-500"
        />
      </div>
    </FieldShell>
  );
}

type TextAreaFieldProps = Common & {
  /** How much of the limit the text uses, updated as the visitor types. */
  count: { value: number; limit: number; text: string; srText: string };
} & TextareaHTMLAttributes<HTMLTextAreaElement>;

export function TextAreaField({ id, label, error, count, ...textarea }: TextAreaFieldProps) {
  const countId = `${id}-count`;
  const over = count.value > count.limit;
  return (
    <FieldShell
      id={id}
      label={label}
      error={error}
      aside={
        <p
          id={countId}
          className={`shrink-0 tabular-nums ${over ? "font-semibold text-brand-red" : "text-slate-600"}`}
        >
          {count.text}
          <span className="sr-only"> {count.srText}</span>
        </p>
      }
    >
      <textarea
        id={id}
        {...describedBy(id, error, [countId])}
        className={`${controlClasses} ${error ? invalidControl : validControl} min-h-40 resize-y`}
        {...textarea}
      />
    </FieldShell>
  );
}
