import { brand } from "../content/brand.ts";

/**
 * SPEC §4 Coaching purchase: the program's price selects the Blueprint scheduling link; any other
 * amount selects the consultation link. Used by the buyer's welcome toast and the owner's
 * 'Contact Client' mail.
 */
export function schedulingLinkFor(amountCents: number): string {
  return amountCents === brand.coaching.priceCents
    ? brand.links.blueprintScheduling
    : brand.links.consultationScheduling;
}
