import { afterEach, describe, expect, it, vi } from "vitest";
import { COUNTED_DONATION_RETURNS_KEY, countDonationReturnOnce } from "./counted-donation-returns.ts";
import { memoryStorage } from "#tests/helpers/memory-storage.ts";

const stubStorage = (storage: Pick<Storage, "getItem" | "setItem">) =>
  vi.stubGlobal("window", { localStorage: storage });
const counted = (storage: ReturnType<typeof memoryStorage>) =>
  JSON.parse(storage.items.get(COUNTED_DONATION_RETURNS_KEY) ?? "null") as unknown;

afterEach(() => vi.unstubAllGlobals());

describe("a donation return counts once per payment (decision 011)", () => {
  it("counts a payment's first return and not the same payment's later ones", () => {
    const storage = memoryStorage();
    stubStorage(storage);
    expect(countDonationReturnOnce("pi_1")).toBe(true);
    expect(countDonationReturnOnce("pi_1")).toBe(false);
    expect(countDonationReturnOnce("pi_2")).toBe(true);
    expect(counted(storage)).toEqual(["pi_1", "pi_2"]);
  });

  it("keeps the 20 latest payments", () => {
    const storage = memoryStorage();
    stubStorage(storage);
    for (let gift = 1; gift <= 21; gift += 1) countDonationReturnOnce(`pi_${gift}`);
    expect(counted(storage)).toHaveLength(20);
    expect(countDonationReturnOnce("pi_21")).toBe(false);
    expect(countDonationReturnOnce("pi_1")).toBe(true);
  });

  it("reads a record that is not a list of ids as none, and keeps only the ids of one that mixes them", () => {
    const storage = memoryStorage({ [COUNTED_DONATION_RETURNS_KEY]: "{broken" });
    stubStorage(storage);
    expect(countDonationReturnOnce("pi_1")).toBe(true);
    expect(counted(storage)).toEqual(["pi_1"]);
    storage.items.set(COUNTED_DONATION_RETURNS_KEY, JSON.stringify(["pi_1", 7, null]));
    expect(countDonationReturnOnce("pi_1")).toBe(false);
    expect(countDonationReturnOnce("pi_2")).toBe(true);
    expect(counted(storage)).toEqual(["pi_1", "pi_2"]);
  });

  it("counts every return where the browser keeps nothing", () => {
    stubStorage({
      getItem: () => {
        throw new Error("SecurityError");
      },
      setItem: () => undefined,
    });
    expect(countDonationReturnOnce("pi_1")).toBe(true);
    expect(countDonationReturnOnce("pi_1")).toBe(true);
  });
});
