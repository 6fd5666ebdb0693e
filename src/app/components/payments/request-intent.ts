import { apiRequest } from "#app/lib/api-request.ts";
import {
  intentResponseSchema,
  type CoachingIntentRequest,
  type DonationIntentRequest,
} from "#shared/payments/payment-requests.ts";

type IntentCall =
  | { url: "/api/create-coaching-intent"; body: CoachingIntentRequest }
  | { url: "/api/create-donation-intent"; body: DonationIntentRequest };

/**
 * SPEC §7: asks the server for a payment intent and returns its client secret. The server fixes
 * the amount and records the pending payment; any non-ok answer throws an ApiRequestError, and an
 * answer without a client secret throws too, so the dialog shows the intent failure either way.
 */
export async function requestIntent({ url, body }: IntentCall): Promise<string> {
  const answer = await apiRequest<unknown>("POST", url, body);
  return intentResponseSchema.parse(answer).clientSecret;
}
