import { brand } from "#shared/content/brand.ts";
import { schedulingLinks } from "./scheduling-links.ts";

/**
 * SPEC §4 Coaching purchase: the program's price selects the Blueprint scheduling link; any other
 * amount selects the consultation link. Answered to the buyer of a succeeded payment and put in
 * the owner's 'Contact Client' mail; never sent to a browser otherwise.
 */
export function schedulingLinkFor(amountCents: number): string {
  return amountCents === brand.coaching.priceCents ? schedulingLinks.blueprint : schedulingLinks.consultation;
}
