import * as Dialog from "@radix-ui/react-dialog";
import { Headphones, X } from "#app/components/ui/icons.tsx";
import { useEffect, type RefObject } from "react";
import { brand } from "#shared/content/brand.ts";
import { listenNow, mobileMenuCopy, platformLinks } from "#app/content/navigation.ts";
import { ExternalButtonLink } from "#app/components/ui/button.tsx";
import { PlatformIconLink } from "#app/components/ui/platform-icon-link.tsx";
import { SiteLogo } from "#app/components/ui/site-logo.tsx";
import { TourButton } from "#app/features/tour/index.ts";
import { HeaderNav, type HeaderNavStyle } from "./header-nav.tsx";
import { MOBILE_MENU_ID } from "./mobile-menu.tsx";
import { MENU_SEARCH_ID, SiteSearchForm } from "./site-search-form.tsx";

const menuNavStyle: HeaderNavStyle = {
  list: "space-y-1",
  link: "menu-link",
  externalIcon: "size-4",
};

/**
 * The slide-in panel of the mobile menu (SPEC §2): the site's search, the header's eight links, the
 * Tour button, the listening platforms and a Listen Now button. Radix Dialog traps focus and closes on Escape; focus goes
 * back to the menu button on close. Loaded on the first open (see mobile-menu.tsx).
 */
export default function MobileMenuPanel({
  open,
  setOpen,
  returnFocusTo,
  takeSearchFocus,
}: {
  open: boolean;
  setOpen: (open: boolean) => void;
  returnFocusTo: RefObject<HTMLButtonElement | null>;
  /** True (once) when the `/` shortcut opened the menu: focus goes to its search field. */
  takeSearchFocus: () => boolean;
}) {
  const close = () => setOpen(false);

  // The panel is hidden from lg up; close it there so focus is not trapped in an invisible dialog.
  useEffect(() => {
    const wide = window.matchMedia("(min-width: 64rem)");
    const onChange = () => wide.matches && setOpen(false);
    wide.addEventListener("change", onChange);
    return () => wide.removeEventListener("change", onChange);
  }, [setOpen]);

  return (
    <Dialog.Root open={open} onOpenChange={setOpen}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-ink/60 backdrop-blur-sm transition-opacity duration-300 starting:opacity-0 lg:hidden" />
        <Dialog.Content
          id={MOBILE_MENU_ID}
          onOpenAutoFocus={(event) => {
            if (!takeSearchFocus()) return;
            event.preventDefault();
            document.getElementById(MENU_SEARCH_ID)?.focus();
          }}
          onCloseAutoFocus={(event) => {
            event.preventDefault();
            returnFocusTo.current?.focus();
          }}
          aria-describedby={undefined}
          // The focus trap wraps round without scrolling (Shift+Tab from Close lands on the last
          // control, at the foot): bring whatever takes focus into view, clear of the sticky bar.
          onFocus={(event) => event.target.scrollIntoView({ block: "nearest" })}
          className="fixed inset-y-0 right-0 z-50 flex w-[85vw] max-w-sm scroll-pt-20 flex-col overflow-y-auto bg-paper shadow-2xl transition-transform duration-300 ease-out starting:translate-x-full motion-reduce:transition-none lg:hidden"
        >
          {/* Sticky, so Tab wrapping round to Close from the foot of a scrolled panel shows it; the
              panel's scroll padding keeps a control focused further down from sliding under it. */}
          <div className="sticky top-0 z-10 flex items-center justify-between bg-gradient-to-br from-brand-blue to-brand-blue-dark px-5 py-4 text-white">
            <div className="flex items-center gap-3">
              <SiteLogo size={36} className="size-9 rounded-lg ring-2 ring-brand-gold-light/60" />
              <Dialog.Title className="font-display text-lg leading-tight font-bold">
                {brand.shortName}
              </Dialog.Title>
            </div>
            <Dialog.Close
              aria-label={mobileMenuCopy.close}
              className="flex size-10 items-center justify-center rounded-full text-white transition-colors hover:bg-white/15"
            >
              <X aria-hidden="true" className="size-6" />
            </Dialog.Close>
          </div>

          <SiteSearchForm place="menu" onSearch={close} />
          <HeaderNav
            label="Mobile navigation"
            className="px-3 py-4"
            style={menuNavStyle}
            onNavigate={close}
          />
          <div className="mx-3 border-t border-slate-200 py-2">
            <TourButton
              onStart={close}
              returnFocusTo={returnFocusTo}
              className="flex w-full items-center gap-3 rounded-xl px-4 py-3 text-lg font-semibold text-slate-800 transition-colors hover:bg-brand-blue/5 hover:text-brand-blue"
            />
          </div>

          <div className="mt-auto border-t border-slate-200 px-5 py-6">
            <p className="text-sm font-semibold tracking-wide text-slate-600 uppercase">
              {mobileMenuCopy.listenOn}
            </p>
            <ul className="mt-3 flex gap-2">
              {platformLinks.map((platform) => (
                <li key={platform.icon}>
                  <PlatformIconLink
                    platform={platform}
                    onClick={close}
                    className="size-12 bg-brand-blue/10 text-brand-blue hover:bg-brand-blue hover:text-white"
                    logoClassName="size-6"
                  />
                </li>
              ))}
            </ul>
            <ExternalButtonLink
              href={listenNow.href}
              onClick={close}
              variant="gold"
              size="lg"
              className="mt-5 w-full shadow-md"
            >
              <Headphones aria-hidden="true" className="size-5" />
              {listenNow.label}
            </ExternalButtonLink>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
