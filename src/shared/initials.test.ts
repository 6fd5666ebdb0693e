import { expect, test } from "vitest";
import { initialsOf } from "./initials.ts";

test("a monogram is the first and last word's first letters, in capitals", () => {
  expect(initialsOf("Jordan Avery Rivers")).toBe("JR");
  expect(initialsOf("  maya   okafor ")).toBe("MO");
  expect(initialsOf("Cher")).toBe("C");
  expect(initialsOf("")).toBe("");
});
