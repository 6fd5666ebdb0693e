/** The unsubscribe feature: what only the server runs (page actions), for routes. */
export { unsubscribeAction } from "./unsubscribe-action.server.ts";
