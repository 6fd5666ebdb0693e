/** The support feature: what only the server runs (page actions), for routes. */
export { contactAction } from "./contact-action.server.ts";
