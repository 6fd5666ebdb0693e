import { describe, expect, test } from "vitest";
import { privacyPolicy, termsOfService, type LegalDocument } from "./legal.ts";

/** Every piece of text in a document, whatever its block's shape. */
function textsOf(document: LegalDocument): string[] {
  const texts: string[] = [];
  const collect = (value: unknown): void => {
    if (typeof value === "string") texts.push(value);
    else if (Array.isArray(value)) value.forEach(collect);
    else if (value && typeof value === "object") Object.values(value).forEach(collect);
  };
  collect(document);
  return texts;
}

describe("legal pages' text", () => {
  test.each([
    ["Terms of Service", termsOfService],
    ["Privacy Policy", privacyPolicy],
  ])("%s never repeats a word where the brand's names are filled in ('The The …')", (_name, document) => {
    const repeated = textsOf(document).flatMap((text) => text.match(/\b(\w+) \1\b/gi) ?? []);
    expect(repeated).toEqual([]);
  });
});
