import { createHmac, timingSafeEqual } from "node:crypto";
import { paths } from "#shared/site-paths.ts";

/**
 * One link per subscriber that turns their subscription off: the address and an HMAC of it, so
 * nobody can unsubscribe an address they only guess, and no token has to be stored.
 */
export class UnsubscribeLinks {
  constructor(
    private readonly key: string,
    private readonly publicBaseUrl: string,
  ) {}

  tokenFor(email: string): string {
    return createHmac("sha256", this.key).update(`unsubscribe:${email}`).digest("base64url");
  }

  urlFor(email: string): string {
    const query = new URLSearchParams({ email, token: this.tokenFor(email) });
    return `${this.publicBaseUrl}${paths.unsubscribe}?${query}`;
  }

  isValid(email: string, token: string): boolean {
    const expected = Buffer.from(this.tokenFor(email));
    const given = Buffer.from(token);
    return expected.length === given.length && timingSafeEqual(expected, given);
  }
}
