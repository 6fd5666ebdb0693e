import type { AppConfig } from "./config.ts";

/** One line the owner can act on when the port cannot be taken. */
export function listenFailure(
  error: NodeJS.ErrnoException,
  { host, port }: Pick<AppConfig, "host" | "port">,
): string {
  const address = `${host}:${port}`;
  if (error.code === "EADDRINUSE") {
    return `Could not start the site: ${address} is already in use. Stop the program using it, or set PORT to a free port.`;
  }
  if (error.code === "EADDRNOTAVAIL") {
    return `Could not start the site: this machine has no address ${host}. Set HOST to one of its addresses, or 0.0.0.0 for all of them.`;
  }
  if (error.code === "EACCES") {
    return `Could not start the site: this user may not listen on ${address}. Set PORT to 1024 or above.`;
  }
  return `Could not start the site: listening on ${address} failed: ${error.message}`;
}
