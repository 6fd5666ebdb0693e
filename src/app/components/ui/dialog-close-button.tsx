import * as Dialog from "@radix-ui/react-dialog";
import { X } from "./icons.tsx";

/** The round × in a dialog's top-right corner; `label` names it for screen readers. */
export function DialogCloseButton({ label }: { label: string }) {
  return (
    <Dialog.Close
      aria-label={label}
      className="absolute top-4 right-4 flex size-9 items-center justify-center rounded-full text-slate-600 transition-colors hover:bg-slate-100 hover:text-ink"
    >
      <X aria-hidden="true" className="size-5" />
    </Dialog.Close>
  );
}
