import { describe, expect, test } from "vitest";
import { escapeXml } from "./xml.ts";

describe("escapeXml", () => {
  test("escapes the five markup characters", () => {
    expect(escapeXml(`Tom & "Jerry" <'s>`)).toBe("Tom &amp; &quot;Jerry&quot; &lt;&apos;s&gt;");
  });

  test("drops control characters XML 1.0 cannot carry, keeping tabs, newlines and other text", () => {
    expect(escapeXml("Launch\u0001Day\u0000\u001F\uFFFE")).toBe("LaunchDay");
    expect(escapeXml("a\tb\nc\rd é 🎙")).toBe("a\tb\nc\rd é 🎙");
  });
});
