import { createHmac, timingSafeEqual } from "node:crypto";

/** Deliveries older (or newer) than this are refused, so a captured one cannot be replayed later. */
export const KIT_SIGNATURE_TOLERANCE_SECONDS = 5 * 60;

/**
 * Kit's webhook signature: `X-Kit-Signature: t=<unix seconds>,v1=<hex>[,v1=<hex>…]`, each v1 an
 * HMAC-SHA256 of "<t>.<raw body>" under the endpoint's secret (several while a secret rotates).
 */
export function isValidKitSignature(
  rawBody: Buffer,
  header: string | undefined,
  secret: string,
  nowSeconds = Math.floor(Date.now() / 1000),
): boolean {
  if (!header) return false;
  const parts = header.split(",").map((part) => part.trim().split("="));
  const timestamp = parts.find(([key]) => key === "t")?.[1];
  const signatures = parts.filter(([key, value]) => key === "v1" && value).map(([, value]) => value!);
  if (!timestamp || !/^\d{1,12}$/.test(timestamp) || signatures.length === 0) return false;
  if (Math.abs(nowSeconds - Number(timestamp)) > KIT_SIGNATURE_TOLERANCE_SECONDS) return false;

  const expected = createHmac("sha256", secret).update(`${timestamp}.`).update(rawBody).digest();
  return signatures.some((signature) => {
    const given = /^[0-9a-f]{64}$/i.test(signature) ? Buffer.from(signature, "hex") : null;
    return given !== null && timingSafeEqual(given, expected);
  });
}
