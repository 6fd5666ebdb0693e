import { adminLoginCopy } from "#app/content/admin.ts";
import { ApiRequestError } from "#app/lib/api-request.ts";

/** SPEC §8 'Incorrect password'; the server's own sentence for too many tries or a refused request. */
export function loginErrorMessage(error: unknown): string {
  if (!(error instanceof ApiRequestError)) return adminLoginCopy.unexpectedError;
  if (error.status === 401) return adminLoginCopy.incorrectPassword;
  if (error.status === 429 || error.status === 400) return error.apiMessage;
  return adminLoginCopy.unexpectedError;
}

/**
 * SPEC §4: a wrong password clears the field. Any other failure (no connection, a server error,
 * too many tries) says nothing about what was typed, so it stays for the next try.
 */
export function clearsPassword(error: unknown): boolean {
  return error instanceof ApiRequestError && error.status === 401;
}
