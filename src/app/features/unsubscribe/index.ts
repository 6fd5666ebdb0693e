/** The unsubscribe feature: what routes and other features may import from it. */
export { UnsubscribePanel } from "./unsubscribe-panel.tsx";
export { unsubscribeLinkFrom } from "./unsubscribe-request.ts";
