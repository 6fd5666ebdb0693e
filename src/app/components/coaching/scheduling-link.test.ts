import { expect, test } from "vitest";
import { brand } from "../../content/brand.ts";
import { schedulingLinkFor } from "./scheduling-link.ts";

test("a $2,800 purchase books through the Blueprint scheduling link (SPEC §4)", () => {
  expect(schedulingLinkFor(2800)).toBe(brand.links.blueprintScheduling);
});

test("any other amount books through the consultation link (SPEC §4)", () => {
  for (const amount of [0, 28, 280, 2799, 2800.5, 2801, 280_000]) {
    expect(schedulingLinkFor(amount)).toBe(brand.links.consultationScheduling);
  }
});
