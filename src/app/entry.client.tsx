import { startTransition, StrictMode } from "react";
import { hydrateRoot } from "react-dom/client";
import { HydratedRouter } from "react-router/dom";

/**
 * The browser's entry: React Router's default one (React DOM hydrates the page React DOM rendered
 * on the server, decision 018), except that a part React had to render afresh because the server's
 * HTML did not match is reported on the console with what React said, rather than as the
 * production build's bare error number. Such a mismatch fails the browser tests
 * (tests/helpers/test.ts), as it costs the visitor the server's HTML for that part.
 */
startTransition(() => {
  hydrateRoot(
    document,
    <StrictMode>
      <HydratedRouter />
    </StrictMode>,
    {
      onRecoverableError(error, { componentStack }) {
        console.error("React could not hydrate part of the page and rendered it again in the browser:", error, componentStack ?? "");
      },
    },
  );
});
