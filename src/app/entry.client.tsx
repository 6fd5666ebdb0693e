import { hydrateRoot } from "react-dom/client";
import { HydratedRouter } from "react-router/dom";
import { behaveAsReactInTheBrowser } from "./lib/preact-options.ts";

/**
 * The browser's entry: Preact, through its React compatibility layer, hydrates the page the server
 * rendered with Preact (decision 013).
 */

/**
 * React Router decodes the server's data before its first render, and suspends that render until it
 * has. Preact cannot suspend the root of a hydration without discarding the server's HTML, so the
 * decoding is started and awaited first: calling the router outside a render makes it throw the
 * promise it would suspend on. A React Router release that changes this fails every browser test.
 */
async function serverDataDecoded() {
  try {
    (HydratedRouter as (props: object) => unknown)({});
  } catch (thrown) {
    if (!(thrown instanceof Promise)) throw thrown;
    await thrown;
  }
}

behaveAsReactInTheBrowser();
await serverDataDecoded();
hydrateRoot(document, <HydratedRouter />);
