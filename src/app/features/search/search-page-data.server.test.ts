import { describe, expect, it } from "vitest";
import {
  SEARCH_MAX_LENGTH,
  searchMessages,
  type SearchAnswer,
  type SearchRequest,
} from "#shared/search/search-schema.ts";
import { searchPageData } from "./search-page-data.server.ts";

/** A search that answers every request with no results, and remembers what it was asked. */
function recordingSearch() {
  const asked: SearchRequest[] = [];
  const search = async (request: SearchRequest): Promise<SearchAnswer> => {
    asked.push(request);
    return { ...request, pageSize: 10, total: 0, results: [] };
  };
  return { asked, search };
}

const page = (query: string) => `http://example.com/search${query}`;

describe("the /search page's answer to its address (site search)", () => {
  it("shows the form alone, 200, for no search or one of spaces only, and searches nothing", async () => {
    const { asked, search } = recordingSearch();
    for (const query of ["", "?type=posts", "?q=", "?q=%20%20", "?q=&page=2"]) {
      expect(await searchPageData(page(query), search), query).toEqual({
        data: { state: "start" },
        status: 200,
      });
    }
    expect(asked).toEqual([]);
  });

  it("refuses a search the rules refuse with their message, 400, showing it back to mend", async () => {
    const { asked, search } = recordingSearch();
    const long = "x".repeat(SEARCH_MAX_LENGTH + 1);
    const cases: [string, string, string][] = [
      ["?q=a", "a", searchMessages.tooShort],
      [`?q=${long}`, long, searchMessages.tooLong],
      ["?q=%3F!%2C..%20--", "?!,.. --", searchMessages.noWords],
      ["?q=rest&type=podcasts", "rest", searchMessages.badType],
      ["?q=rest&page=0", "rest", searchMessages.badPage],
      ["?q=rest&page=51", "rest", searchMessages.badPage],
      ["?q=rest&page=two", "rest", searchMessages.badPage],
    ];
    for (const [query, q, message] of cases) {
      const answer = await searchPageData(page(query), search);
      expect(answer, query).toEqual({ data: { state: "invalid", q, type: "all", message }, status: 400 });
    }
    expect(asked).toEqual([]);
  });

  it("keeps the kind a refused search was narrowed to, and shows back at most 1,000 characters", async () => {
    const { search } = recordingSearch();
    const answer = await searchPageData(page(`?q=${"y".repeat(5_000)}&type=posts`), search);
    expect(answer.status).toBe(400);
    expect(answer.data).toMatchObject({ state: "invalid", type: "posts", message: searchMessages.tooLong });
    expect(answer.data.state === "invalid" && answer.data.q).toHaveLength(1_000);
  });

  it("searches anything else as typed, spaces tidied: quotes, query syntax, emoji and other scripts alike", async () => {
    const { asked, search } = recordingSearch();
    const queries = [
      ["rest", "rest"],
      ["  rest   is \t work ", "rest is work"],
      ["'; drop table posts; --", "'; drop table posts; --"],
      ["rest & !work | (calm:*)", "rest & !work | (calm:*)"],
      ['"unbalanced quote', '"unbalanced quote'],
      ["🙂 calm", "🙂 calm"],
      ["東京", "東京"],
      ["привет мир", "привет мир"],
    ];
    for (const [typed, searched] of queries) {
      const answer = await searchPageData(page(`?${new URLSearchParams({ q: typed! })}`), search);
      expect(answer.status, typed).toBe(200);
      expect(answer.data.state, typed).toBe("answered");
      expect(asked.at(-1)).toEqual({ q: searched, type: "all", page: 1 });
    }
  });

  it("narrows to a kind and turns to a page as the address says; empty ones mean the defaults", async () => {
    const { asked, search } = recordingSearch();
    await searchPageData(page("?q=rest&type=transcripts&page=3&utm_source=news"), search);
    await searchPageData(page("?q=rest&type=&page="), search);
    expect(asked).toEqual([
      { q: "rest", type: "transcripts", page: 3 },
      { q: "rest", type: "all", page: 1 },
    ]);
  });
});
