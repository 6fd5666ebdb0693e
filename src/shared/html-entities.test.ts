import { describe, expect, test } from "vitest";
import { decodeEntities } from "./html-entities.ts";

describe("decodeEntities", () => {
  test("decodes the named entities, &apos; as well as &#39;", () => {
    expect(decodeEntities("Q&amp;A &lt;b&gt; &quot;q&quot; it&apos;s it&#39;s a&nbsp;b")).toBe(
      `Q&A <b> "q" it's it's a\u00a0b`,
    );
  });

  test("decodes the uppercase names HTML defines, and no other spelling", () => {
    expect(decodeEntities("&AMP; &LT; &GT; &QUOT;")).toBe(`& < > "`);
    expect(decodeEntities("&Amp; &NBSP; &Apos;")).toBe("&Amp; &NBSP; &Apos;");
  });

  test("decodes decimal and hexadecimal references, with x or X", () => {
    expect(decodeEntities("&#8217; &#x2014; &#X2F; &#0000065;")).toBe("\u2019 \u2014 / A");
  });

  test("decodes once, so an encoded entity stays text", () => {
    expect(decodeEntities("&amp;lt;")).toBe("&lt;");
  });

  test("leaves unknown names and references outside Unicode scalar values as written", () => {
    for (const kept of [
      "&copy;",
      "&#0;",
      "&#xD800;",
      "&#57343;",
      "&#x110000;",
      "&#99999999999;",
      "&toString;",
      "&amp",
    ])
      expect(decodeEntities(kept)).toBe(kept);
  });
});
