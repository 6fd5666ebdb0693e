import { unsubscribeCopy as copy } from "#app/content/unsubscribe.ts";
import { apiRequest, ApiRequestError } from "#app/lib/api-request.ts";

/** The two parts of a subscriber's signed link (/newsletter/unsubscribe?email=…&token=…). */
export type UnsubscribeLink = { email: string; token: string };

/** The link's address and token, or null when either is missing or blank (an incomplete link). */
export function unsubscribeLinkFrom(query: URLSearchParams): UnsubscribeLink | null {
  const email = query.get("email")?.trim() ?? "";
  const token = query.get("token")?.trim() ?? "";
  return email && token ? { email, token } : null;
}

export type UnsubscribeResult =
  | { status: "done" }
  /** The server refused the link itself: retrying cannot help. */
  | { status: "invalid"; message: string }
  /** Anything else (too many tries, the server or the network down): the visitor may try again. */
  | { status: "failed"; message: string };

/** What a failed POST /api/newsletter/unsubscribe means for the visitor. */
export function unsubscribeFailure(error: unknown): Exclude<UnsubscribeResult, { status: "done" }> {
  if (!(error instanceof ApiRequestError)) return { status: "failed", message: copy.failed };
  if (error.status === 400) {
    // The API's own sentence for a link whose token does not match; a damaged address gets ours.
    return {
      status: "invalid",
      message: error.apiErrorCode === "invalid_unsubscribe_link" ? error.apiMessage : copy.invalidText,
    };
  }
  return { status: "failed", message: error.status === 429 ? error.apiMessage : copy.failed };
}

/** POST /api/newsletter/unsubscribe: only on the visitor's click, never on page load (mail scanners open links). */
export async function requestUnsubscribe(link: UnsubscribeLink): Promise<UnsubscribeResult> {
  try {
    await apiRequest("POST", "/api/newsletter/unsubscribe", link);
    return { status: "done" };
  } catch (error) {
    return unsubscribeFailure(error);
  }
}
