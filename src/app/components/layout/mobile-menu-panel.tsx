import * as Dialog from "@radix-ui/react-dialog";
import { ExternalLink, Headphones, X } from "lucide-react";
import { useEffect, type RefObject } from "react";
import { NavLink } from "react-router";
import { brand } from "../../content/brand.ts";
import { MOBILE_MENU_ID } from "./mobile-menu.tsx";
import { headerLinks, listenNow, platformLinks } from "../../content/navigation.ts";
import { PlatformLogo } from "../ui/brand-icons.tsx";
import { buttonClasses } from "../ui/button.tsx";

const rowBase =
  "flex items-center justify-between rounded-xl px-4 py-3 text-lg font-semibold transition-colors";
const rowIdle = "text-slate-800 hover:bg-brand-blue/5 hover:text-brand-blue";
const rowCurrent = "bg-brand-blue/10 text-brand-blue";

/**
 * The slide-in panel of the mobile menu (SPEC §2): the header's eight links, the listening
 * platforms and a Listen Now button. Radix Dialog traps focus and closes on Escape; focus goes
 * back to the menu button on close. Loaded on the first open (see mobile-menu.tsx).
 */
export default function MobileMenuPanel({
  open,
  setOpen,
  returnFocusTo,
}: {
  open: boolean;
  setOpen: (open: boolean) => void;
  returnFocusTo: RefObject<HTMLButtonElement | null>;
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
          onCloseAutoFocus={(event) => {
            event.preventDefault();
            returnFocusTo.current?.focus();
          }}
          aria-describedby={undefined}
          className="fixed inset-y-0 right-0 z-50 flex w-[85vw] max-w-sm flex-col overflow-y-auto bg-paper shadow-2xl transition-transform duration-300 ease-out starting:translate-x-full motion-reduce:transition-none lg:hidden"
        >
          <div className="flex items-center justify-between bg-gradient-to-br from-brand-blue to-brand-blue-dark px-5 py-4 text-white">
            <div className="flex items-center gap-3">
              <img
                src="/logo.svg"
                alt=""
                width={36}
                height={36}
                className="size-9 rounded-lg ring-2 ring-brand-gold-light/60"
              />
              <Dialog.Title className="font-display text-lg leading-tight font-bold">
                {brand.shortName}
              </Dialog.Title>
            </div>
            <Dialog.Close
              aria-label="Close menu"
              className="flex size-10 items-center justify-center rounded-full text-white transition-colors hover:bg-white/15"
            >
              <X aria-hidden="true" className="size-6" />
            </Dialog.Close>
          </div>

          <nav aria-label="Mobile navigation" className="px-3 py-4">
            <ul className="space-y-1">
              {headerLinks.map((link) => (
                <li key={link.label}>
                  {link.kind === "internal" ? (
                    <NavLink
                      to={link.to}
                      onClick={close}
                      className={({ isActive }) => `${rowBase} ${isActive ? rowCurrent : rowIdle}`}
                    >
                      {link.label}
                    </NavLink>
                  ) : (
                    <a
                      href={link.href}
                      target="_blank"
                      rel="noopener noreferrer"
                      onClick={close}
                      className={`${rowBase} ${rowIdle}`}
                    >
                      {link.label}
                      <ExternalLink aria-hidden="true" className="size-4 opacity-70" />
                    </a>
                  )}
                </li>
              ))}
            </ul>
          </nav>

          <div className="mt-auto border-t border-slate-200 px-5 py-6">
            <p className="text-sm font-semibold tracking-wide text-slate-600 uppercase">Listen on</p>
            <ul className="mt-3 flex gap-2">
              {platformLinks.map((platform) => (
                <li key={platform.icon}>
                  <a
                    href={platform.href}
                    target="_blank"
                    rel="noopener noreferrer"
                    aria-label={platform.label}
                    onClick={close}
                    className="flex size-12 items-center justify-center rounded-full bg-brand-blue/10 text-brand-blue transition-colors hover:bg-brand-blue hover:text-white"
                  >
                    <PlatformLogo icon={platform.icon} className="size-6" />
                  </a>
                </li>
              ))}
            </ul>
            <a
              href={listenNow.href}
              target="_blank"
              rel="noopener noreferrer"
              onClick={close}
              className={buttonClasses({ variant: "gold", size: "lg", className: "mt-5 w-full shadow-md" })}
            >
              <Headphones aria-hidden="true" className="size-5" />
              {listenNow.label}
            </a>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
