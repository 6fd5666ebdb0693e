import { describe, expect, it } from "vitest";
import type { Donation } from "#shared/admin/business-data.ts";
import { intentIdSuffix, listedDonations, paymentBadge } from "./payment-display.ts";

describe("paymentBadge (SPEC §4 Coaching payment badge; decision 011)", () => {
  it("shows Completed for succeeded and Pending for a payment still under way or declined", () => {
    expect(paymentBadge("succeeded")).toBe("completed");
    expect(paymentBadge("pending")).toBe("pending");
    expect(paymentBadge("failed")).toBe("pending");
    expect(paymentBadge("")).toBe("pending");
  });
  it("shows Not completed for a checkout canceled after a day unpaid", () => {
    expect(paymentBadge("canceled")).toBe("notCompleted");
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

describe("listedDonations", () => {
  const donation = (id: number, status: string, donor: Partial<Donation> = {}): Donation => ({
    id,
    donorName: null,
    donorEmail: null,
    amount: 2500,
    tier: "Journey Champion",
    status,
    testPayment: false,
    createdAt: "2026-11-20T10:00:00.000Z",
    ...donor,
  });

  it("leaves out a canceled donation nobody left a name or e-mail on: a dialog opened and closed", () => {
    const list = [
      donation(1, "succeeded"),
      donation(2, "pending"),
      donation(3, "failed"),
      donation(4, "canceled"),
      donation(5, "canceled", { donorName: "  ", donorEmail: "" }),
    ];
    expect(listedDonations(list).map((d) => d.id)).toEqual([1, 2, 3]);
  });

  it("keeps a canceled donation with a donor's name or e-mail, in order", () => {
    const list = [
      donation(1, "canceled", { donorEmail: "grace@navy.example" }),
      donation(2, "succeeded"),
      donation(3, "canceled", { donorName: "Grace Hopper" }),
    ];
    expect(listedDonations(list).map((d) => d.id)).toEqual([1, 2, 3]);
  });
});
