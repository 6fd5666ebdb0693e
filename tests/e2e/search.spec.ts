import { expect, test as base, type Page } from "#tests/helpers/test.ts";
import { expectNoAxeViolations } from "#tests/helpers/axe.ts";
import { audioPlayerBar, playerPosition } from "#tests/helpers/audio-player-bar.ts";
import { analyticsEvents, gtagCommands, hydrated } from "#tests/helpers/page-state.ts";
import { publishedPosts, uniqueWord, type NewPost } from "#tests/helpers/published-posts.ts";
import { siteSearchCopy } from "#app/content/navigation.ts";
import { searchPageCopy } from "#app/content/search.ts";
import { SEARCH_MAX_LENGTH, searchMessages, type SearchAnswer } from "#shared/search/search-schema.ts";
import { listeningEpisodes } from "#tests/stand-ins/podcast-feed-stand-in.ts";

// Site search, the visitor's side: the header's search on every page, the /search results page,
// and a transcript hit that opens its episode at the moment. The main e2e server is shared by
// every spec running in parallel: each test publishes its own posts with a word only they carry
// and searches for that word.

/** Posts as `publishedPosts` makes them, each given once site search finds it (within about a second). */
const test = base.extend<{ createPost: NewPost }>({
  createPost: async ({ request, baseURL }, use) =>
    publishedPosts({ request, baseURL }, (createPost) =>
      use(async (overrides) => {
        const post = await createPost(overrides);
        const found = async () => {
          const answer = await request.get(`/api/search?${new URLSearchParams({ q: post.title })}`);
          return ((await answer.json()) as SearchAnswer).results.map((result) => result.path);
        };
        await expect.poll(found).toContain(`/blog/${post.slug}`);
        return post;
      }),
    ),
});

/** A post carrying `word` in its title and in a sentence of its text. */
const postAbout = (createPost: NewPost, word: string, title = `Calm Mornings ${word}`) =>
  createPost({
    title,
    slug: `calm-mornings-${uniqueWord()}`,
    excerpt: "A short morning routine for busy founders.",
    content: `<p>Start the day with ${word} before the inbox, and the rest of it goes easier.</p>`,
  });

const headerSearch = (page: Page) =>
  page.getByRole("banner").getByRole("searchbox", { name: siteSearchCopy.label });
const resultsHeading = (page: Page) => page.locator("#search-results-heading");
const results = (page: Page) => page.getByRole("main").getByRole("article");

test.describe("the header's search on every page", () => {
  test("/ focuses it from anywhere but a field; Enter opens the results with the post and its word marked, without a page load", async ({
    page,
    createPost,
    baseURL,
  }) => {
    const word = uniqueWord();
    const post = await postAbout(createPost, word);
    await page.goto("/home");
    await hydrated(page);

    // Typing a / into a field is a character, not the shortcut.
    const email = page.getByRole("main").getByRole("textbox").first();
    await email.fill("a");
    await email.press("/");
    await expect(email).toBeFocused();
    await expect(email).toHaveValue("a/");
    await page.getByRole("heading", { level: 1 }).click();
    await page.keyboard.press("/");
    await expect(headerSearch(page)).toBeFocused();
    await expect(headerSearch(page)).toHaveAttribute("aria-keyshortcuts", "/");
    // The field opens over the links while it has focus.
    await expect.poll(async () => (await headerSearch(page).boundingBox())!.width).toBeGreaterThan(300);

    await page.evaluate(() => ((window as unknown as { samePage: boolean }).samePage = true));
    await page.keyboard.type(word);
    await page.keyboard.press("Enter");

    await expect(page).toHaveURL(`/search?q=${word}`);
    await expect(resultsHeading(page)).toHaveText(`1 result for “${word}”`);
    await expect(results(page)).toHaveCount(1);
    const result = results(page).first();
    await expect(result.getByText("Blog post", { exact: true })).toBeVisible();
    await expect(result.getByRole("link", { name: post.title })).toHaveAttribute(
      "href",
      `/blog/${post.slug}`,
    );
    await expect(result.locator("mark")).toHaveText([word]);
    // React Router went there: the same page, so a playing episode would have kept playing.
    expect(await page.evaluate(() => (window as unknown as { samePage?: boolean }).samePage)).toBe(true);
    await expect(page).toHaveTitle(new RegExp(`^Search: “${word}” \\|`));
    // The header's field is empty again, and the page's own holds the search.
    await expect(headerSearch(page)).toHaveValue("");
    await expect(page.getByRole("searchbox", { name: searchPageCopy.fieldLabel })).toHaveValue(word);
    // On the results page, / goes to the page's own field.
    await page.getByRole("heading", { level: 1 }).click();
    await page.keyboard.press("/");
    await expect(page.getByRole("searchbox", { name: searchPageCopy.fieldLabel })).toBeFocused();

    // Analytics hear that a search was made, of which kinds and how many results: never the words.
    await expect
      .poll(() => analyticsEvents(page, "search"))
      .toEqual([{ search_type: "all", result_count: 1 }]);
    expect(JSON.stringify(await gtagCommands(page))).not.toContain(word);
    expect(await analyticsEvents(page, "page_view")).toContainEqual({
      page_location: `${baseURL}/search`,
      page_title: expect.not.stringContaining(word),
    });

    await result.getByRole("link", { name: post.title }).click();
    await expect(page).toHaveURL(`/blog/${post.slug}`);
  });

  test("the mobile menu holds the search at 375 px; a search closes the menu and opens the results @mobile", async ({
    page,
    createPost,
  }) => {
    test.skip(page.viewportSize()!.width > 400, "the menu is the phone's");
    const word = uniqueWord();
    const post = await postAbout(createPost, word);
    await page.goto("/home");
    await hydrated(page);
    // The bar's own field is the desktop's: on a phone with the script running it is in the menu.
    await expect(headerSearch(page)).toBeHidden();

    await page.getByRole("button", { name: "Open menu" }).click();
    const menu = page.getByRole("dialog");
    const field = menu.getByRole("searchbox", { name: siteSearchCopy.label });
    await expect(field).toBeVisible();
    await expectNoAxeViolations(page, "#mobile-menu");
    await field.fill(word);
    await menu.getByRole("button", { name: siteSearchCopy.submit }).click();

    await expect(page).toHaveURL(`/search?q=${word}`);
    await expect(menu).toHaveCount(0);
    await expect(results(page).getByRole("link", { name: post.title })).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  });

  test("/ opens the menu at its search on a phone, where the bar has no field @mobile", async ({ page }) => {
    test.skip(page.viewportSize()!.width > 400, "the menu is the phone's");
    await page.goto("/about");
    await hydrated(page);
    await page.getByRole("heading", { level: 1 }).click();
    await page.keyboard.press("/");
    const field = page.getByRole("dialog").getByRole("searchbox", { name: siteSearchCopy.label });
    await expect(field).toBeFocused();
    await expect(field).toHaveValue("");
    // Escape closes it again, with focus back on the menu button.
    await page.keyboard.press("Escape");
    await expect(page.getByRole("dialog")).toHaveCount(0);
    await expect(page.getByRole("button", { name: "Open menu" })).toBeFocused();
  });

  test.describe("where no script runs", () => {
    test.use({ javaScriptEnabled: false });

    test("it is a plain GET form: in the bar from lg, in a row under the links on a phone", async ({
      page,
      createPost,
    }) => {
      const word = uniqueWord();
      const post = await postAbout(createPost, word);
      await page.goto("/episodes");
      const form = page.getByRole("search", { name: siteSearchCopy.label });
      await expect(form).toHaveAttribute("method", "get");
      await expect(form).toHaveAttribute("action", "/search");

      // From lg the round button opens into the field it is, CSS alone.
      await headerSearch(page).click();
      await expect.poll(async () => (await headerSearch(page).boundingBox())!.width).toBeGreaterThan(300);
      await headerSearch(page).fill(word);
      await headerSearch(page).press("Enter");
      await expect(page).toHaveURL(`/search?q=${word}`);
      await expect(results(page).getByRole("link", { name: post.title })).toBeVisible();
      await expect(results(page).locator("mark").first()).toHaveText(word);

      // On a phone, the links and the search are rows under the bar.
      await page.setViewportSize({ width: 375, height: 740 });
      await page.goto("/about");
      await expect(headerSearch(page)).toBeVisible();
      await headerSearch(page).fill(word);
      await page.getByRole("banner").getByRole("button", { name: siteSearchCopy.submit }).click();
      await expect(page).toHaveURL(`/search?q=${word}`);
      await expect(results(page)).toHaveCount(1);
    });
  });
});

test.describe("the results page", () => {
  test("is server-rendered with a title naming the search, never indexed, one canonical address, and no accessibility violations", async ({
    page,
    createPost,
    baseURL,
  }) => {
    const word = uniqueWord();
    await postAbout(createPost, word);
    const response = await page.goto(`/search?q=${word}&utm_source=newsletter`);
    expect(response?.status()).toBe(200);
    const html = await response!.text();
    expect(html).toContain(`<title>Search: “${word}” |`);
    expect(html).toContain('<meta name="robots" content="noindex, nofollow"/>');
    expect(html).toContain(`<link rel="canonical" href="${baseURL}/search"/>`);
    // What was searched stays out of the share tags.
    expect(html).toMatch(/<meta property="og:title" content="Search \|/);
    expect(html).toContain(`<mark>${word}</mark>`);
    await hydrated(page);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(searchPageCopy.title);
    await expect(
      page
        .getByRole("navigation", { name: searchPageCopy.typeFilterLabel })
        .getByRole("link", { name: "All" }),
    ).toHaveAttribute("aria-current", "page");
    await expectNoAxeViolations(page);
  });

  test("without a search it offers the form, with focus in it, a few topics and what search covers", async ({
    page,
  }) => {
    const response = await page.goto("/search");
    expect(response?.status()).toBe(200);
    await expect(page).toHaveTitle(/^Search \|/);
    await expect(page.getByRole("searchbox", { name: searchPageCopy.fieldLabel })).toBeFocused();
    await expect(page.getByRole("heading", { name: searchPageCopy.suggestionsTitle })).toBeVisible();
    await page.getByRole("link", { name: searchPageCopy.suggestions[0], exact: true }).click();
    await expect(page).toHaveURL(`/search?q=${searchPageCopy.suggestions[0]}`);
    await expect(results(page).first()).toBeVisible();
    await expectNoAxeViolations(page);
  });

  test("each topic the start page suggests finds something on the sample site", async ({ request }) => {
    for (const topic of searchPageCopy.suggestions) {
      const answer = (await (await request.get(`/api/search?q=${topic}`)).json()) as { total: number };
      expect(answer.total, topic).toBeGreaterThan(0);
    }
  });

  test("a search too short, too long or of punctuation alone shows why beside the form, with status 400", async ({
    page,
  }) => {
    const cases: [string, string][] = [
      ["a", searchMessages.tooShort],
      ["x".repeat(SEARCH_MAX_LENGTH + 1), searchMessages.tooLong],
      ["?!… --", searchMessages.noWords],
    ];
    for (const [q, message] of cases) {
      const response = await page.goto(`/search?${new URLSearchParams({ q })}`);
      expect(response?.status(), q).toBe(400);
      const field = page.getByRole("searchbox", { name: searchPageCopy.fieldLabel });
      await expect(page.getByRole("alert").filter({ hasText: message })).toBeVisible();
      await expect(field).toHaveAttribute("aria-invalid", "true");
      await expect(field).toHaveAccessibleDescription(message);
      await expect(field).toHaveValue(q);
    }
    await hydrated(page);
    await expectNoAxeViolations(page);

    // With the script, a refused search is shown the same way, without a page load.
    const field = page.getByRole("searchbox", { name: searchPageCopy.fieldLabel });
    await field.fill("b");
    await field.press("Enter");
    await expect(page).toHaveURL("/search?q=b");
    await expect(page.getByRole("alert")).toHaveText(searchMessages.tooShort);
  });

  test("no odd search answers a server error: every one is a page or a 4xx with a message", async ({
    request,
  }) => {
    const searches = [
      "",
      "   ",
      "a",
      "x".repeat(500),
      "!!!",
      "'; drop table blog_posts; --",
      "rest & !work | (calm:*) <-> 'x'",
      '"unbalanced',
      'rest "and',
      "🙂🙂",
      "🙂 calm",
      "東京",
      "привет мир",
      "%",
      "\\",
    ];
    for (const q of searches) {
      for (const extra of ["", "&type=episodes&page=2", "&type=nope", "&page=-1"]) {
        const response = await request.get(`/search?${new URLSearchParams({ q })}${extra}`);
        expect([200, 400], `${JSON.stringify(q)}${extra}`).toContain(response.status());
        if (response.status() === 400) expect(await response.text()).toContain('role="alert"');
      }
    }
  });

  test("more than a page of results is paged: Previous and Next, the page numbers, 'Page 2 of 2'", async ({
    page,
    createPost,
  }) => {
    test.slow();
    const word = uniqueWord();
    for (let i = 0; i < 11; i++) await postAbout(createPost, word, `Calm Mornings ${i + 1} ${word}`);
    await page.goto(`/search?q=${word}`);
    await hydrated(page);
    await expect(resultsHeading(page)).toHaveText(`11 results for “${word}”`);
    await expect(results(page)).toHaveCount(10);
    const pages = page.getByRole("navigation", { name: searchPageCopy.pagination.label });
    await expect(pages.getByText("Page 1 of 2")).toBeVisible();
    await expect(pages.getByRole("link", { name: "Page 1", exact: true })).toHaveAttribute(
      "aria-current",
      "page",
    );
    await expect(pages.getByRole("link", { name: "Previous page" })).toHaveCount(0);

    await pages.getByRole("link", { name: "Next page" }).click();
    await expect(page).toHaveURL(`/search?q=${word}&page=2`);
    await expect(results(page)).toHaveCount(1);
    await expect(pages.getByText("Page 2 of 2")).toBeVisible();
    await expect(pages.getByRole("link", { name: "Page 2", exact: true })).toHaveAttribute(
      "aria-current",
      "page",
    );
    await expect(pages.getByRole("link", { name: "Next page" })).toHaveCount(0);
    await pages.getByRole("link", { name: "Previous page" }).click();
    await expect(page).toHaveURL(`/search?q=${word}`);
    await expect(results(page)).toHaveCount(10);

    // Narrowed to episodes, nothing: the page says what may help and offers every kind again.
    await page
      .getByRole("navigation", { name: searchPageCopy.typeFilterLabel })
      .getByRole("link", { name: searchPageCopy.types.episodes })
      .click();
    await expect(page).toHaveURL(`/search?q=${word}&type=episodes`);
    await expect(resultsHeading(page)).toHaveText(searchPageCopy.noResults.title(word));
    await expectNoAxeViolations(page);
    await page.getByRole("link", { name: searchPageCopy.noResults.searchEverything }).click();
    await expect(page).toHaveURL(`/search?q=${word}`);
    await expect(results(page)).toHaveCount(10);
  });

  test("a search page is rendered for each request: never kept for every visitor, not in the sitemap, one address", async ({
    request,
  }) => {
    const nonces = await Promise.all(
      [request.get("/search"), request.get("/search")].map(
        async (answer) => (await answer).headers()["content-security-policy"]?.match(/'nonce-([^']+)'/)?.[1],
      ),
    );
    expect(nonces[0]).toBeTruthy();
    expect(nonces[0]).not.toBe(nonces[1]);
    expect(await (await request.get("/sitemap.xml")).text()).not.toContain("/search");
    const moved = await request.get("/Search/?q=rest", { maxRedirects: 0 });
    expect(moved.status()).toBe(301);
    expect(moved.headers().location).toBe("/search?q=rest");
  });
});

test.describe("a hit in a transcript @listening", () => {
  test.describe.configure({ timeout: 150_000 });

  test("links to the episode at that moment, which opens ready to play from there and marks the line", async ({
    page,
    request,
  }) => {
    const { guid } = listeningEpisodes.withEverything;
    const moment = `/episode/${guid}?t=30`;
    // The feed's transcript is fetched in the background after start.
    await expect
      .poll(async () => (await request.get("/search?q=small+step&type=transcripts")).text(), {
        timeout: 60_000,
      })
      .toContain(`href="${moment}"`);

    await page.goto("/search?q=small+step");
    const hit = results(page).filter({ hasText: "From the transcript at 0:30" });
    await expect(hit).toHaveCount(1);
    await expect(hit.locator("mark")).toHaveText(["small", "step"]);
    await expect(hit.getByText("Listen from 0:30")).toBeVisible();
    await hydrated(page);
    await hit.getByRole("link").click();

    await expect(page).toHaveURL(moment);
    const transcript = page.getByRole("region", { name: "Transcript text" });
    await expect(transcript.locator('[aria-current="time"]')).toHaveText(/Take one small step/);
    await page.getByRole("button", { name: "Play from 0:30" }).click();
    await expect(audioPlayerBar(page)).toBeVisible();
    await expect.poll(() => playerPosition(page), { timeout: 15_000 }).toBeGreaterThanOrEqual(30);
  });
});
