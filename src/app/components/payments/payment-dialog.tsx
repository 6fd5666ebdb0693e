import * as Dialog from "@radix-ui/react-dialog";
import { useEffect, useRef, type ReactNode } from "react";
import { useBlocker } from "react-router";
import { DialogCloseButton } from "#app/components/ui/dialog-close-button.tsx";

const TABBABLE = 'a[href], button:not([disabled]), input:not([disabled]), select, textarea, [tabindex="0"]';

type PaymentDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Small capitals above the title. */
  eyebrow?: string;
  title: ReactNode;
  description: ReactNode;
  /** A medallion above the title (the thank-you modal's heart). */
  medallion?: ReactNode;
  align?: "left" | "center";
  /** While a payment is on its way the dialog cannot be closed and its buttons are locked. */
  busy?: boolean;
  closeLabel: string;
  /** Where focus goes once the dialog has closed; by default back to where it was. */
  returnFocusTo?: () => HTMLElement | null | undefined;
  children: ReactNode;
};

/**
 * The modal of the coaching purchase, the donation and the thank-you (Radix Dialog: focus
 * moves in and is trapped, Escape and the × close it, a title and a description name it).
 */
export function PaymentDialog({
  open,
  onOpenChange,
  eyebrow,
  title,
  description,
  medallion,
  align = "left",
  busy = false,
  closeLabel,
  returnFocusTo,
  children,
}: PaymentDialogProps) {
  useStayWhileBusy(busy);
  const body = useRef<HTMLDivElement>(null);
  const centred = align === "center";
  const holdWhileBusy = (event: Event) => {
    if (busy) event.preventDefault();
  };
  return (
    <Dialog.Root open={open} onOpenChange={(next) => (busy && !next ? undefined : onOpenChange(next))}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-ink/60 backdrop-blur-sm" />
        <Dialog.Content
          onOpenAutoFocus={(event) => {
            // With nothing in its body to act on yet (the donation's form is still on its way),
            // focus starts on the dialog itself, at its top, rather than on the × at its end.
            if (body.current?.querySelector(TABBABLE)) return;
            event.preventDefault();
            (event.currentTarget as HTMLElement).focus();
          }}
          onEscapeKeyDown={holdWhileBusy}
          onInteractOutside={holdWhileBusy}
          onCloseAutoFocus={(event) => {
            const target = returnFocusTo?.();
            if (!target) return;
            event.preventDefault();
            target.focus();
          }}
          className="fixed top-1/2 left-1/2 z-50 max-h-[calc(100dvh-1.5rem)] w-[calc(100vw-1.5rem)] max-w-lg -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-2xl bg-white shadow-2xl focus:outline-none"
        >
          <div
            aria-hidden="true"
            className="h-1.5 bg-gradient-to-r from-brand-gold-light via-brand-gold to-brand-gold-light"
          />
          <div ref={body} className="px-5 pt-5 pb-6 sm:px-8 sm:pt-7 sm:pb-8">
            <div className={centred ? "flex flex-col items-center text-center" : "pr-10"}>
              {medallion && <div className="mb-4">{medallion}</div>}
              {eyebrow && (
                <p className="text-xs font-bold tracking-[0.2em] text-brand-blue uppercase">{eyebrow}</p>
              )}
              <Dialog.Title
                className={`font-display text-2xl leading-snug font-bold text-ink sm:text-3xl ${eyebrow ? "mt-1.5" : ""}`}
              >
                {title}
              </Dialog.Title>
              <Dialog.Description className="mt-2 leading-relaxed text-slate-600">
                {description}
              </Dialog.Description>
            </div>
            <div className="mt-5 sm:mt-6">{children}</div>
          </div>
          {/* A disabled fieldset locks the × while a payment is on its way. */}
          <fieldset disabled={busy} className="contents">
            <DialogCloseButton label={closeLabel} />
          </fieldset>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

/**
 * Leaving the page while a payment is on its way would lose its outcome: a visitor charged but
 * never told. Back, or any other move within the site, is dropped until the payment has answered,
 * so the dialog stays to show it. (A reload or a closed tab is not held: a provider's 3-D Secure
 * redirect leaves the page the same way, and must not be asked about.)
 */
function useStayWhileBusy(busy: boolean): void {
  const blocker = useBlocker(busy);
  useEffect(() => {
    if (blocker.state === "blocked") blocker.reset();
  }, [blocker]);
}
