import { describe, expect, test } from "vitest";
import { minutesUntil, rateLimitClientKey, rateLimitNetworkKeys } from "./rate-limit.ts";

describe("rate-limit client key", () => {
  test("an IPv4 address counts as itself, however it reaches the server", () => {
    expect(rateLimitClientKey("203.0.113.7")).toBe("203.0.113.7");
    expect(rateLimitClientKey("::ffff:203.0.113.7")).toBe("203.0.113.7");
    expect(rateLimitClientKey("::FFFF:cb00:7107")).toBe("203.0.113.7");
    expect(rateLimitClientKey("0:0:0:0:0:ffff:203.0.113.7")).toBe("203.0.113.7");
  });

  test("every address of one IPv6 /64 shares one key, written one way", () => {
    const sameNetwork = [
      "2001:db8:0:1::1",
      "2001:db8:0:1:ffff:ffff:ffff:ffff",
      "2001:0DB8:0000:0001:1234:5678:9abc:def0",
      "2001:db8::1:0:0:0:1",
      "2001:db8:0:1::10.0.0.1",
      "2001:db8:0:1::1%eth0",
    ];
    expect(new Set(sameNetwork.map(rateLimitClientKey))).toEqual(new Set(["2001:db8:0:1::/64"]));
  });

  test("neighbouring /64 networks and special addresses get keys of their own", () => {
    expect(rateLimitClientKey("2001:db8:0:2::1")).toBe("2001:db8:0:2::/64");
    expect(rateLimitClientKey("2001:db8:1:1::1")).toBe("2001:db8:1:1::/64");
    expect(rateLimitClientKey("::1")).toBe("0:0:0:0::/64");
    expect(rateLimitClientKey("fe80::1")).toBe("fe80:0:0:0::/64");
    expect(rateLimitClientKey("1::")).toBe("1:0:0:0::/64");
    // IPv4-compatible and NAT64 addresses are IPv6 networks, not the IPv4 address they embed.
    expect(rateLimitClientKey("64:ff9b::203.0.113.7")).toBe("64:ff9b:0:0::/64");
  });

  test("anything that is not an IPv6 address is kept as it is", () => {
    expect(rateLimitClientKey("")).toBe("");
    expect(rateLimitClientKey("not-an-address")).toBe("not-an-address");
  });
});

describe("rate-limit network keys", () => {
  test("an IPv6 address also counts as its /56 and /48, each written one way", () => {
    expect(rateLimitNetworkKeys("2001:db8:abcd:12ff:1::1", [64, 56, 48])).toEqual([
      "2001:db8:abcd:12ff::/64",
      "2001:db8:abcd:1200::/56",
      "2001:db8:abcd:0::/48",
    ]);
    const oneSlash56 = ["2001:db8:abcd:1200::1", "2001:db8:abcd:12ff:ffff::9", "2001:DB8:ABCD:1234::"];
    expect(new Set(oneSlash56.map((address) => rateLimitNetworkKeys(address, [56])[0]))).toEqual(
      new Set(["2001:db8:abcd:1200::/56"]),
    );
    expect(rateLimitNetworkKeys("2001:db8:abcd:1300::1", [56])).toEqual(["2001:db8:abcd:1300::/56"]);
    expect(rateLimitNetworkKeys("2001:db8:abce::1", [48])).toEqual(["2001:db8:abce:0::/48"]);
  });

  test("an IPv4 address has one key, whatever prefixes are asked for", () => {
    expect(rateLimitNetworkKeys("203.0.113.7", [64, 56, 48])).toEqual(["203.0.113.7"]);
    expect(rateLimitNetworkKeys("::ffff:203.0.113.7", [64, 56, 48])).toEqual(["203.0.113.7"]);
  });
});

describe("a refusal's wait", () => {
  test("is told in whole minutes, rounded up, never less than one", () => {
    const now = new Date("2026-11-24T12:00:00Z");
    const after = (ms: number) => new Date(now.getTime() + ms);
    expect(minutesUntil(after(15 * 60_000), now)).toBe("15 minutes");
    expect(minutesUntil(after(14 * 60_000 + 1), now)).toBe("15 minutes");
    expect(minutesUntil(after(60_000), now)).toBe("1 minute");
    expect(minutesUntil(after(5_000), now)).toBe("1 minute");
    expect(minutesUntil(after(-5_000), now)).toBe("1 minute");
  });
});
