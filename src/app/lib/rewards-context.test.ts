import { describe, expect, test } from "vitest";
import { requireRewardsProvider } from "./rewards-context.ts";

describe("the rewards hook's provider check (SPEC §8)", () => {
  test("outside a RewardsProvider it throws 'useRewards must be used within a RewardsProvider'", () => {
    expect(() => requireRewardsProvider(undefined)).toThrow(
      new Error("useRewards must be used within a RewardsProvider"),
    );
  });

  test("inside one it answers the provider's value", () => {
    const actions = { trackDonation: () => {} };
    expect(requireRewardsProvider(actions)).toBe(actions);
  });
});
