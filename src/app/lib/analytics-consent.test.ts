import { afterEach, describe, expect, it, vi } from "vitest";
import { ANALYTICS_CONSENT_KEY, readAnalyticsConsent, setAnalyticsConsent } from "./analytics-consent.ts";
import { memoryStorage } from "#tests/helpers/memory-storage.ts";

/** A bare browser global with the given localStorage: the unit tests run in Node. */
function stubStorage(storage: Pick<Storage, "getItem" | "setItem" | "removeItem">) {
  vi.stubGlobal("window", { localStorage: storage });
}

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe("the visitor's analytics answer (decision 010)", () => {
  it("is kept in this browser, and cleared to ask again", () => {
    const storage = memoryStorage();
    stubStorage(storage);
    setAnalyticsConsent("granted");
    expect(storage.items.get(ANALYTICS_CONSENT_KEY)).toBe("granted");
    expect(readAnalyticsConsent()).toBe("granted");
    setAnalyticsConsent(null);
    expect(storage.items.has(ANALYTICS_CONSENT_KEY)).toBe(false);
    expect(readAnalyticsConsent()).toBeNull();
  });

  it("reads anything but 'granted' or 'denied' as no answer", () => {
    stubStorage(memoryStorage({ [ANALYTICS_CONSENT_KEY]: "yes please" }));
    expect(readAnalyticsConsent()).toBeNull();
  });

  it("lasts for the page when storage is blocked", () => {
    const blocked = () => {
      throw new DOMException("blocked", "SecurityError");
    };
    stubStorage({ getItem: blocked, setItem: blocked, removeItem: blocked });
    const warn = vi.spyOn(console, "warn").mockImplementation(() => undefined);
    setAnalyticsConsent("denied");
    expect(readAnalyticsConsent()).toBe("denied");
    expect(warn).toHaveBeenCalledOnce();
    setAnalyticsConsent(null);
  });
});
