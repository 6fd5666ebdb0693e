import { brand } from "../../content/brand.ts";

/**
 * SPEC §4 Coaching purchase: the amount 2800 (dollars, the program's price) selects the Blueprint
 * scheduling link; any other amount selects the consultation link.
 */
export function schedulingLinkFor(amountDollars: number): string {
  return amountDollars === 2800 ? brand.links.blueprintScheduling : brand.links.consultationScheduling;
}
