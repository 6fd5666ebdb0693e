import { expect, test } from "vitest";
import { brand } from "#shared/content/brand.ts";
import { schedulingLinks } from "./scheduling-links.ts";
import { schedulingLinkFor } from "./scheduling-link.ts";

const price = brand.coaching.priceCents;

test("the program's price books through the Blueprint scheduling link (SPEC §4)", () => {
  expect(schedulingLinkFor(price)).toBe(schedulingLinks.blueprint);
});

test("any other amount books through the consultation link (SPEC §4)", () => {
  for (const amount of [0, price / 100, price - 1, price + 0.5, price + 1, 50_000]) {
    expect(schedulingLinkFor(amount)).toBe(schedulingLinks.consultation);
  }
});
