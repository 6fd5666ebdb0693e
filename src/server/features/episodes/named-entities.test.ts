import { describe, expect, test } from "vitest";
import { stripHtml } from "#shared/episodes/text.ts";
import { withNamedEntitiesAsCharacters } from "./named-entities.ts";

describe("withNamedEntitiesAsCharacters", () => {
  test("writes HTML's named entities as their characters", () => {
    expect(
      withNamedEntitiesAsCharacters("<p>It&rsquo;s here &mdash; caf&eacute; &hellip; &copy; &nbsp;</p>"),
    ).toBe("<p>It\u2019s here \u2014 caf\u00e9 \u2026 \u00a9 \u00a0</p>");
  });

  test("keeps the entities that are markup, unknown names, and each entity decoded once", () => {
    expect(withNamedEntitiesAsCharacters("&lt;b&gt; &amp;rsquo; &quot;q&quot; &apos; &nosuch; &amp")).toBe(
      "&lt;b&gt; &amp;rsquo; &quot;q&quot; &apos; &nosuch; &amp",
    );
  });

  test("what visitors then read has no raw entity left", () => {
    expect(
      stripHtml(withNamedEntitiesAsCharacters("<p>Don&rsquo;t rush &ndash; it&#39;s &lt;fine&gt;</p>")),
    ).toBe("Don\u2019t rush \u2013 it's <fine>");
  });
});
