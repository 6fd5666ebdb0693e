import { LoaderCircle, Lock } from "#app/components/ui/icons.tsx";
import { cardFormCopy } from "#app/content/payments.ts";
import { Button } from "#app/components/ui/button.tsx";

type PayButtonProps = { label: string; processing: boolean; disabled?: boolean };

/** The submit button of both card forms: locked with a spinner and 'Processing...' while paying. */
export function PayButton({ label, processing, disabled = false }: PayButtonProps) {
  return (
    <Button
      type="submit"
      size="lg"
      disabled={processing || disabled}
      className="w-full shadow-md"
      // Keeps the focus in the field being left, so its blur message does not appear between
      // press and release and push the button from under the pointer (the click would be lost);
      // sending the form shows every message anyway.
      onMouseDown={(event) => event.preventDefault()}
    >
      {processing ? (
        <LoaderCircle aria-hidden="true" className="size-5 animate-spin" />
      ) : (
        <Lock aria-hidden="true" className="size-5" />
      )}
      {processing ? cardFormCopy.processing : label}
    </Button>
  );
}
