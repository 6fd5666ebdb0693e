import { describe, expect, it } from "vitest";
import { sharedPageKey } from "./page-requests.ts";

describe("which page answers every visitor shares (decision 023)", () => {
  it("keeps a page the same for everyone under its address", () => {
    expect(sharedPageKey("/about")).toBe("/about");
    expect(sharedPageKey("/blog/rest-is-a-strategy")).toBe("/blog/rest-is-a-strategy");
  });

  it("keeps no search page, with a search or without, in any spelling of its address (site search)", () => {
    for (const url of ["/search", "/Search", "/search/", "/search?q=rest", "/search.data?q=rest"]) {
      expect(sharedPageKey(url), url).toBeNull();
    }
  });

  it("keeps no address with a query, no page personal to who asks, and no loader data", () => {
    for (const url of ["/blog?category=Growth", "/admin", "/newsletter/unsubscribe", "/blog.data"]) {
      expect(sharedPageKey(url), url).toBeNull();
    }
  });
});
