import { describe, expect, test } from "vitest";
import { shareUrls } from "./share-urls.ts";

describe("shareUrls (SPEC §7 share intents)", () => {
  test("encodes the title and the page URL into each network's intent", () => {
    const urls = shareUrls("Rest & Recovery: Why?", "https://site.example/blog/rest-is-a-strategy?x=1");
    expect(urls.twitter).toBe(
      "https://twitter.com/intent/tweet?text=Rest%20%26%20Recovery%3A%20Why%3F&url=https%3A%2F%2Fsite.example%2Fblog%2Frest-is-a-strategy%3Fx%3D1",
    );
    expect(urls.facebook).toBe(
      "https://www.facebook.com/sharer/sharer.php?u=https%3A%2F%2Fsite.example%2Fblog%2Frest-is-a-strategy%3Fx%3D1",
    );
    expect(urls.linkedin).toBe(
      "https://www.linkedin.com/shareArticle?mini=true&url=https%3A%2F%2Fsite.example%2Fblog%2Frest-is-a-strategy%3Fx%3D1&title=Rest%20%26%20Recovery%3A%20Why%3F",
    );
  });
});
