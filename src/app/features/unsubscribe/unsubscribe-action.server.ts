import { data, type AppLoadContext } from "react-router";
import { unsubscribeCopy as copy } from "#app/content/unsubscribe.ts";
import type { UnsubscribeResult } from "./unsubscribe-request.ts";
import { postedFields } from "#app/lib/posted-form.server.ts";

/**
 * The route action of the unsubscribe page: its 'Unsubscribe' posted when the page's script has
 * not run. The link's address and token travel as the form's hidden fields, and the server makes
 * the same check and change as POST /api/newsletter/unsubscribe (`context.unsubscribe`). The page
 * shows the answer as it would after the script's request.
 */
export async function unsubscribeAction({ request, context }: { request: Request; context: AppLoadContext }) {
  const { email, token } = await postedFields(request, ["email", "token"]);
  const outcome = await context.unsubscribe({ email: email.trim(), token: token.trim() });
  if (outcome.done) return data<UnsubscribeResult>({ status: "done" });
  if (outcome.invalid) {
    return data<UnsubscribeResult>(
      { status: "invalid", message: outcome.message ?? copy.invalidText },
      { status: 400 },
    );
  }
  return data<UnsubscribeResult>(
    { status: "failed", message: outcome.message ?? copy.failed },
    { status: outcome.message ? 429 : 503 },
  );
}
