import type { AnchorHTMLAttributes } from "react";
import { NEW_TAB_HINT_ID } from "#shared/new-tab-hint.ts";

/** Rendered once per page (root layout); hidden, but read out as the description of such links. */
export function NewTabHint() {
  return (
    <span id={NEW_TAB_HINT_ID} hidden>
      opens in a new tab
    </span>
  );
}

type ExternalLinkProps = AnchorHTMLAttributes<HTMLAnchorElement> & { href: string };

/**
 * A link to another site: a new tab that gets no handle on this page (SPEC §7 outbound links).
 * A screen reader says so with the link, as sighted visitors see from the icons beside them.
 */
export function ExternalLink({ children, "aria-describedby": describedBy, ...props }: ExternalLinkProps) {
  return (
    <a
      target="_blank"
      rel="noopener noreferrer"
      aria-describedby={describedBy ? `${describedBy} ${NEW_TAB_HINT_ID}` : NEW_TAB_HINT_ID}
      {...props}
    >
      {children}
    </a>
  );
}
