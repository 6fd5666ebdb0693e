import { describe, expect, it } from "vitest";
import { coachingPaymentBadge, intentIdSuffix } from "./coaching-payment.ts";

describe("coachingPaymentBadge (SPEC §4 Coaching payment badge)", () => {
  it("shows Completed for succeeded and Pending for anything else", () => {
    expect(coachingPaymentBadge("succeeded")).toBe("Completed");
    expect(coachingPaymentBadge("pending")).toBe("Pending");
    expect(coachingPaymentBadge("failed")).toBe("Pending");
    expect(coachingPaymentBadge("")).toBe("Pending");
  });
});

describe("intentIdSuffix (SPEC §9: last 8 characters)", () => {
  it("keeps the last 8 characters", () => {
    expect(intentIdSuffix("pi_3PqRsTuVwXyZ12345678")).toBe("12345678");
  });
  it("keeps a shorter id whole", () => {
    expect(intentIdSuffix("pi_123")).toBe("pi_123");
  });
});
