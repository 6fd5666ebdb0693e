import { useContext } from "react";
import { UNSAFE_FrameworkContext as FrameworkContext } from "react-router";
import { beforeReadyScript, NOT_READY_HINT_ID } from "#app/lib/before-ready.ts";

/**
 * The page's one inline script of its own (decision 016): it keeps what a visitor types and presses
 * before the page's script has run. It carries the response's nonce, as React Router's own inline
 * scripts do (decision 002); the browser hides a nonce from the page, hence no hydration warning.
 */
export function BeforeReadyScript() {
  const nonce = useContext(FrameworkContext)?.nonce;
  return (
    <script nonce={nonce} suppressHydrationWarning dangerouslySetInnerHTML={{ __html: beforeReadyScript }} />
  );
}

/** Rendered once per page (root layout); hidden, but read out as the description of a control not ready yet. */
export function NotReadyHint() {
  return (
    <span id={NOT_READY_HINT_ID} hidden>
      Loading…
    </span>
  );
}
