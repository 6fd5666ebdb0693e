import { Menu } from "#app/components/ui/icons.tsx";
import { Suspense, useImperativeHandle, useRef, type Ref } from "react";
import { useLazyDialog } from "#app/hooks/use-lazy-dialog.ts";
import {
  lazyWithFallback,
  FloatingLoadFailedNotice,
  DialogLoading,
} from "#app/components/ui/lazy-with-fallback.tsx";
import { ReadyButton } from "#app/components/ui/ready-button.tsx";

export const MOBILE_MENU_ID = "mobile-menu";

// The dialog code is fetched on the first open, so it never weighs on a page's first load.
const MobileMenuPanel = lazyWithFallback(() => import("./mobile-menu-panel.tsx"), FloatingLoadFailedNotice);

export type MobileMenuHandle = {
  /** Opens the menu with its search field focused; false where the menu is not shown (from lg). */
  openAtSearch(): boolean;
};

/** The menu button below the lg breakpoint and, once opened, its slide-in panel (SPEC §2). */
export function MobileMenu({ ref }: { ref?: Ref<MobileMenuHandle> }) {
  const { open, setOpen, mounted, openDialog, cancelOpening, buttonRef } = useLazyDialog();
  const atSearch = useRef(false);
  useImperativeHandle(ref, () => ({
    openAtSearch: () => {
      if (!buttonRef.current || buttonRef.current.getClientRects().length === 0) return false;
      atSearch.current = true;
      openDialog();
      return true;
    },
  }));
  const takeSearchFocus = () => {
    const asked = atSearch.current;
    atSearch.current = false;
    return asked;
  };

  return (
    <>
      {/* Not ready until the page's script runs; a press made meanwhile opens the menu then. */}
      <ReadyButton
        ref={buttonRef}
        aria-label="Open menu"
        data-tour="menu-button"
        aria-haspopup="dialog"
        aria-expanded={open}
        aria-controls={open ? MOBILE_MENU_ID : undefined}
        onPress={openDialog}
        className="site-header-menu-button"
      >
        <Menu aria-hidden="true" className="size-6" />
      </ReadyButton>
      {mounted && (
        <Suspense fallback={<DialogLoading onCancel={cancelOpening} />}>
          <MobileMenuPanel
            open={open}
            setOpen={setOpen}
            returnFocusTo={buttonRef}
            takeSearchFocus={takeSearchFocus}
          />
        </Suspense>
      )}
    </>
  );
}
