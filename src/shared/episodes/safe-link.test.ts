import { describe, expect, test } from "vitest";
import { resourceLink, safeLink } from "./safe-link.ts";

describe("safeLink: record links are followed only to the web or this site", () => {
  test.each([
    ["https://example.com/a", { href: "https://example.com/a", external: true }],
    ["http://example.com", { href: "http://example.com/", external: true }],
    ["/coaching", { href: "/coaching", external: false }],
    ["  /support?x=1  ", { href: "/support?x=1", external: false }],
  ])("%s is a link", (target, expected) => {
    expect(safeLink(target)).toEqual(expected);
  });

  test.each([
    "javascript:alert(1)",
    "//evil.example",
    "/\\evil.example",
    "coaching",
    "ftp://x.example",
    "https://",
  ])("%s is not a link", (target) => {
    expect(safeLink(target)).toBeNull();
  });
});

describe("resourceLink (SPEC §3: resources are URLs or host paths)", () => {
  test("a web address is labelled with its host and path", () => {
    expect(resourceLink("https://www.example.com/tools/energy-audit/")).toEqual({
      href: "https://www.example.com/tools/energy-audit/",
      external: true,
      label: "example.com/tools/energy-audit",
    });
  });

  test("a site path is labelled with its last segment in title case", () => {
    expect(resourceLink("/first-landlord-class")).toEqual({
      href: "/first-landlord-class",
      external: false,
      label: "First Landlord Class",
    });
    expect(resourceLink("/")?.label).toBe("Home");
  });

  test("a site path's escapes are decoded for the label, and a malformed one is shown as typed", () => {
    expect(resourceLink("/guides/caf%C3%A9-notes")?.label).toBe("Café Notes");
    expect(resourceLink("/blog/50%-off")).toEqual({ href: "/blog/50%-off", external: false, label: "50% Off" });
  });

  test("an unsafe resource is dropped", () => {
    expect(resourceLink("javascript:alert(1)")).toBeNull();
  });
});
