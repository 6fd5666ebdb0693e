/**
 * Query parameters that carry a credential or a person's address: an unsubscribe link's e-mail
 * and token, an upload grant, and what Stripe adds to the address a card payment returns to
 * after its bank's check (the intent's id and its client secret); and what a visitor searched for
 * (`q`), which may name anyone or anything. They stay out of the request logs and out of the page
 * addresses reported to analytics.
 */
const PRIVATE_QUERY_PARAMETERS = new Set([
  "q",
  "token",
  "email",
  "payment_intent",
  "payment_intent_client_secret",
  "setup_intent",
  "setup_intent_client_secret",
]);

export function isPrivateQueryParameter(name: string): boolean {
  return PRIVATE_QUERY_PARAMETERS.has(name.toLowerCase());
}

/** A page's full address without its private query parameters, as analytics may receive it. */
export function withoutPrivateQueryParameters(href: string): string {
  const url = new URL(href);
  const names = [...new Set(url.searchParams.keys())];
  if (!names.some(isPrivateQueryParameter)) return href;
  for (const name of names) if (isPrivateQueryParameter(name)) url.searchParams.delete(name);
  return url.href;
}
