import { ApiRequestError, apiRequest } from "#app/lib/api-request.ts";
import type { SchedulingLinkAnswer, SchedulingLinkRequest } from "#shared/payments/scheduling-link.ts";

/**
 * How long to wait before each further ask while the payment settles: with Stripe the server asks
 * Stripe itself, so the first answer is usually the link; a payment Stripe is still processing, or
 * one the server only hears of by webhook, gets about a minute and a half.
 */
export const SCHEDULING_LINK_RETRY_DELAYS_MS = [
  1_000, 2_000, 3_000, 5_000, 5_000, 10_000, 10_000, 15_000, 15_000, 15_000,
];

const wait = (ms: number, signal: AbortSignal) =>
  new Promise<void>((resolve) => {
    const timer = setTimeout(resolve, ms);
    signal.addEventListener("abort", () => {
      clearTimeout(timer);
      resolve();
    });
  });

/**
 * SPEC §4 Coaching purchase: asks the server for the link to book the first session, proving the
 * payment with its client secret. The link is not in the site's code: the server answers it only
 * once the payment has succeeded. Asks again while the answer is 'not completed yet' (409) or the
 * server or network had a passing fault; null when there is no link to show (an unknown payment,
 * the retries used up, or `signal` aborted).
 */
export async function fetchSchedulingLink(
  clientSecret: string,
  signal: AbortSignal,
  delaysMs: readonly number[] = SCHEDULING_LINK_RETRY_DELAYS_MS,
): Promise<string | null> {
  const body: SchedulingLinkRequest = { clientSecret };
  for (let attempt = 0; !signal.aborted; attempt++) {
    try {
      const answer = await apiRequest<SchedulingLinkAnswer>("POST", "/api/payments/scheduling-link", body, {
        signal,
      });
      return /^https?:\/\//.test(answer.schedulingLink) ? answer.schedulingLink : null;
    } catch (error) {
      const passing = !(error instanceof ApiRequestError) || error.status === 409 || error.status >= 500;
      if (!passing || attempt >= delaysMs.length) return null;
      await wait(delaysMs[attempt]!, signal);
    }
  }
  return null;
}
