import { describe, expect, test } from "vitest";
import { kitSignatureHeader, TEST_KIT_WEBHOOK_SECRET } from "#tests/stand-ins/kit-stand-in.ts";
import { isValidKitSignature, KIT_SIGNATURE_TOLERANCE_SECONDS } from "./kit-webhook-signature.ts";

const body = '{"delivery_id":1,"events":[]}';
const now = 1_795_000_000;
const valid = (header: string | undefined, raw = body, at = now) =>
  isValidKitSignature(Buffer.from(raw), header, TEST_KIT_WEBHOOK_SECRET, at);

describe("Kit's webhook signature (X-Kit-Signature)", () => {
  test("a delivery signed with the endpoint's secret, within five minutes, is genuine", () => {
    expect(valid(kitSignatureHeader(body, TEST_KIT_WEBHOOK_SECRET, now))).toBe(true);
    expect(
      valid(kitSignatureHeader(body, TEST_KIT_WEBHOOK_SECRET, now - KIT_SIGNATURE_TOLERANCE_SECONDS)),
    ).toBe(true);
  });

  test("another body, another secret or a stale timestamp is refused", () => {
    expect(valid(kitSignatureHeader(body, TEST_KIT_WEBHOOK_SECRET, now), body.replace("[]", "[{}]"))).toBe(
      false,
    );
    expect(valid(kitSignatureHeader(body, "someone-elses-secret-000", now))).toBe(false);
    expect(
      valid(kitSignatureHeader(body, TEST_KIT_WEBHOOK_SECRET, now - KIT_SIGNATURE_TOLERANCE_SECONDS - 1)),
    ).toBe(false);
    expect(
      valid(kitSignatureHeader(body, TEST_KIT_WEBHOOK_SECRET, now + KIT_SIGNATURE_TOLERANCE_SECONDS + 1)),
    ).toBe(false);
  });

  test("while a secret rotates, one matching v1 among several is enough", () => {
    const good = kitSignatureHeader(body, TEST_KIT_WEBHOOK_SECRET, now).split(",v1=")[1];
    expect(valid(`t=${now},v1=${"0".repeat(64)},v1=${good}`)).toBe(true);
  });

  test("a missing or malformed header is refused", () => {
    for (const header of [
      undefined,
      "",
      `t=${now}`,
      "v1=abc",
      `t=soon,v1=${"a".repeat(64)}`,
      `t=${now},v1=not-hex`,
    ]) {
      expect(valid(header)).toBe(false);
    }
  });
});
