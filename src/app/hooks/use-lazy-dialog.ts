import { useRef, useState } from "react";

/**
 * A dialog whose code loads on its first open (SPEC §2 menu, §4 Share dialog): `open` and `setOpen`
 * for the dialog, `mounted` true from the first open on (render the lazy dialog only then, and keep
 * it mounted so its closing animation and focus return run), `openDialog` for the trigger's click,
 * `cancelOpening` for the loading overlay, and `buttonRef` for the trigger, where the dialog returns
 * the focus.
 */
export function useLazyDialog() {
  const [open, setOpen] = useState(false);
  const [mounted, setMounted] = useState(false);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const openDialog = () => {
    setMounted(true);
    setOpen(true);
  };
  /** Gives up an opening whose code is still loading (`DialogLoading`'s onCancel). */
  const cancelOpening = () => {
    setOpen(false);
    setMounted(false);
  };
  return { open, setOpen, mounted, openDialog, cancelOpening, buttonRef };
}
