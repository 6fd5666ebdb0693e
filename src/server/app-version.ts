import { readFileSync } from "node:fs";

/** The site's version, as package.json gives it (the API description carries it). */
export const APP_VERSION: string = (
  JSON.parse(readFileSync(new URL("../../package.json", import.meta.url), "utf8")) as { version: string }
).version;
