import { expect, test, type Page } from "#tests/helpers/test.ts";
import { expectNoAxeViolations } from "#tests/helpers/axe.ts";
import { holdRequests } from "#tests/helpers/held-requests.ts";
import { expectNoSidewaysScroll, hydrated } from "#tests/helpers/page-state.ts";
import { brand } from "#shared/content/brand.ts";
import { carouselCopy, gridCopy } from "#app/content/episode-lists.ts";
import { moreEpisodesCopy } from "#app/content/episodes-page.ts";
import { sampleCatalog } from "#server/providers/episode-source/sample/sample-catalog.ts";
import { GRID_CATEGORIES, gridCategory } from "#shared/episodes/categories.ts";
import { episodeArtwork } from "#shared/episodes/episode-card.ts";
import { formatLongDate } from "#shared/dates.ts";
import type { HistoryEntry } from "#shared/episodes/history.ts";
import { cutText, stripHtml } from "#shared/episodes/text.ts";

type Box = { x: number; y: number; width: number; height: number };

const newest = sampleCatalog[0]!;
const withoutSpotify = sampleCatalog.find((episode) => episode.spotifyUrl === null)!;
const carouselEpisodes = sampleCatalog.slice(0, 5);
const gridEpisodes = sampleCatalog.slice(0, 6);

/**
 * The page's time stands still from the start (SPEC §4 timings are then exact): only
 * clock.runFor moves it, however slowly the page loads.
 */
async function openWithFrozenClock(page: Page, path: string) {
  const start = new Date("2026-12-01T10:00:00Z");
  await page.clock.install({ time: start });
  await page.clock.pauseAt(new Date(start.getTime() + 1000));
  await page.goto(path);
  await hydrated(page);
}

/** Stores the given history before the page's scripts run (SPEC §3 podcastHistory). */
async function seedHistory(page: Page, entries: (Omit<HistoryEntry, "listenedAt"> & { hoursAgo: number })[]) {
  await page.addInitScript((seed) => {
    const now = Date.now();
    const history = seed.map(({ hoursAgo, ...entry }) => ({
      ...entry,
      listenedAt: new Date(now - hoursAgo * 3_600_000).toISOString(),
    }));
    window.localStorage.setItem("podcastHistory", JSON.stringify(history));
  }, entries);
}

function entryOf(index: number, hoursAgo: number) {
  const episode = sampleCatalog[index]!;
  return {
    id: episode.id,
    name: episode.name,
    thumbnail: episode.thumbnail,
    category: gridCategory(episode.name),
    hoursAgo,
  };
}

async function storedHistory(page: Page): Promise<HistoryEntry[]> {
  return page.evaluate(() => JSON.parse(window.localStorage.getItem("podcastHistory") ?? "[]"));
}

// Streaming pages are outside the test network: answer them locally so popups load.
test.beforeEach(async ({ context }) => {
  await context.route("https://open.spotify.com/**", (route) => route.fulfill({ body: "streaming page" }));
});

test.describe("home featured episode (SPEC §2 Home)", () => {
  const featured = (page: Page) =>
    page.locator("section", { has: page.getByRole("heading", { level: 2, name: "Featured Episode" }) });

  test("featured episode shows the newest episode, 'Latest Episode', its date, the 200-character cut and platform links (SPEC §2) @mobile", async ({
    page,
  }) => {
    await page.goto("/home");
    const section = featured(page);
    await expect(section.getByText("Dive deep into transformative conversations that matter")).toBeVisible();
    await expect(section.getByRole("heading", { level: 3 })).toHaveText(newest.name);
    await expect(section.getByText("Latest Episode", { exact: true })).toBeVisible();
    await expect(section.getByText(formatLongDate(newest.releaseDate))).toBeVisible();
    const description = cutText(stripHtml(newest.description), 200);
    expect(description.endsWith("...")).toBe(true);
    await expect(section.getByText(description, { exact: true })).toBeVisible();

    for (const [name, href] of [
      ["Spotify", newest.spotifyUrl ?? brand.links.spotifyShow],
      ["Apple Podcasts", brand.links.applePodcasts],
      ["YouTube", newest.youtubeUrl ?? brand.links.youtubeChannel],
    ] as const) {
      const link = section.getByRole("link", { name, exact: true });
      await expect(link).toHaveAttribute("href", href);
      await expect(link).toHaveAttribute("target", "_blank");
    }
  });

  test("the featured play button opens the Spotify episode in a new tab and adds it to the history (SPEC §4 Episode play)", async ({
    page,
  }) => {
    await page.goto("/home");
    await hydrated(page);
    // The streaming page opens without a handle on this page (noopener), so it is a page of the context.
    const popup = page.context().waitForEvent("page");
    await featured(page)
      .getByRole("button", { name: `Play ${newest.name}` })
      .click();
    expect((await popup).url()).toBe(newest.spotifyUrl);
    await expect.poll(async () => (await storedHistory(page))[0]?.id).toBe(newest.id);
    const [entry] = await storedHistory(page);
    expect(entry).toMatchObject({ name: newest.name, category: gridCategory(newest.name) });
  });

  test("on a phone the play button sits astride the artwork's lower edge, covering little of the cover and none of the text", async ({
    page,
  }) => {
    const overlapping = (a: Box, b: Box) =>
      a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
    // 375 px, and a wider phone where the label and the date share one line up to the right edge.
    for (const width of [375, 440]) {
      await page.setViewportSize({ width, height: 740 });
      await page.goto("/home");
      const section = featured(page);
      const play = section.getByRole("button", { name: `Play ${newest.name}` });
      await play.scrollIntoViewIfNeeded();
      const button = (await play.boundingBox())!;
      const cover = (await section.locator("article img").boundingBox())!;
      const overlap =
        Math.min(button.y + button.height, cover.y + cover.height) - Math.max(button.y, cover.y);
      expect(overlap).toBeLessThanOrEqual(button.height / 2 + 1);
      expect(button.y + button.height).toBeGreaterThan(cover.y + cover.height);
      for (const text of [
        section.getByText("Latest Episode", { exact: true }),
        section.locator("article time"),
      ]) {
        expect(overlapping(button, (await text.boundingBox())!), `${width} px`).toBe(false);
      }
    }
  });

  test("the server-rendered HTML of /home holds the featured episode and the grid (SPEC §2)", async ({
    request,
  }) => {
    const html = await (await request.get("/home")).text();
    const escaped = newest.name.replace(/&/g, "&amp;").replace(/'/g, "&#x27;");
    expect(html).toContain(`>${escaped}</h3>`);
    expect(html).toContain("Latest Episode");
    expect(html).toContain('data-tour="episodes-grid"');
    // The loader sends cut text, not the source's HTML show notes.
    expect(html).not.toContain("Raise your prices before you raise your hours");
  });
});

test.describe("recommendations carousel (SPEC §2 Episodes, §4 Carousel)", () => {
  const carousel = (page: Page) => page.getByRole("region", { name: "Episode recommendations" });
  const currentTitle = (page: Page) =>
    carousel(page).locator('[aria-roledescription="slide"]:not([aria-hidden="true"]) h3');

  test("the carousel shows one episode at a time, 5 dots and the description cut at 200 (SPEC §2) @mobile", async ({
    page,
  }) => {
    await page.goto("/home");
    await expect(currentTitle(page)).toHaveText(newest.name);
    await expect(carousel(page).getByRole("button", { name: /^Show episode \d$/ })).toHaveCount(5);
    await expect(
      carousel(page).getByText(cutText(stripHtml(newest.description), 200), { exact: true }),
    ).toBeVisible();
    await expect(carousel(page).getByRole("button", { name: "Previous episode" })).toBeVisible();
    await expect(carousel(page).getByRole("button", { name: "Next episode" })).toBeVisible();
  });

  test("the page's HTML holds the first slide alone; the other four come with the page's script", async ({
    page,
    request,
  }) => {
    const html = await (await request.get("/home")).text();
    expect(html.split('aria-roledescription="slide"')).toHaveLength(2);
    expect(html).toContain('aria-label="1 of 5"');
    await page.goto("/home");
    await hydrated(page);
    await expect(carousel(page).locator('[aria-roledescription="slide"]')).toHaveCount(5);
    await carousel(page).getByRole("button", { name: "Show episode 4" }).click();
    await expect(currentTitle(page)).toHaveText(carouselEpisodes[3]!.name);
  });

  test("on a phone every slide fits its card: nothing in it is cut off at the edge @mobile", async ({
    page,
  }) => {
    await page.setViewportSize({ width: 375, height: 800 });
    await page.goto("/episodes");
    await hydrated(page);
    await carousel(page).getByRole("button", { name: "Pause Auto-play" }).click();
    const card = (await carousel(page)
      .locator('[aria-roledescription="slide"]')
      .first()
      .locator("xpath=../..")
      .boundingBox())!;
    for (let dot = 1; dot <= 5; dot++) {
      await carousel(page)
        .getByRole("button", { name: `Show episode ${dot}` })
        .click();
      const slide = carousel(page).locator('[aria-roledescription="slide"]:not([aria-hidden="true"])');
      await expect(slide).toHaveAttribute("aria-label", `${dot} of 5`);
      await expect(async () => {
        for (const control of await slide.locator("a, button, h3").all()) {
          const box = (await control.boundingBox())!;
          expect(box.x, `slide ${dot}`).toBeGreaterThanOrEqual(card.x);
          expect(box.x + box.width, `slide ${dot}`).toBeLessThanOrEqual(card.x + card.width + 0.5);
        }
      }).toPass({ timeout: 5_000 });
    }
  });

  test("the carousel advances every 5000 ms and wraps from the 5th episode to the 1st (SPEC §4)", async ({
    page,
  }) => {
    await openWithFrozenClock(page, "/home");
    await expect(currentTitle(page)).toHaveText(carouselEpisodes[0]!.name);
    await page.clock.runFor(4900);
    await expect(currentTitle(page)).toHaveText(carouselEpisodes[0]!.name);
    for (const episode of carouselEpisodes.slice(1)) {
      await page.clock.runFor(5000);
      await expect(currentTitle(page)).toHaveText(episode.name);
    }
    await page.clock.runFor(5000);
    await expect(currentTitle(page)).toHaveText(carouselEpisodes[0]!.name);
  });

  for (const [control, expected] of [
    ["Next episode", 1],
    ["Previous episode", 4],
    ["Show episode 3", 2],
  ] as const) {
    test(`'${control}' stops auto-play and 'Resume Auto-play' resumes it (SPEC §4)`, async ({ page }) => {
      await openWithFrozenClock(page, "/home");
      await expect(carousel(page).getByRole("button", { name: "Pause Auto-play" })).toBeVisible();
      await carousel(page).getByRole("button", { name: control }).click();
      await expect(currentTitle(page)).toHaveText(carouselEpisodes[expected]!.name);
      await expect(carousel(page).getByRole("button", { name: "Resume Auto-play" })).toBeVisible();

      await page.clock.runFor(5000);
      await expect(currentTitle(page)).toHaveText(carouselEpisodes[expected]!.name);

      await carousel(page).getByRole("button", { name: "Resume Auto-play" }).click();
      await expect(carousel(page).getByRole("button", { name: "Pause Auto-play" })).toBeVisible();
      await page.clock.runFor(5000);
      await expect(currentTitle(page)).toHaveText(carouselEpisodes[(expected + 1) % 5]!.name);
    });
  }

  test("the slide does not animate for visitors who prefer reduced motion (SPEC §4 Carousel)", async ({
    page,
  }) => {
    const track = () => carousel(page).locator("[aria-live]");
    await page.goto("/home");
    await expect
      .poll(() => track().evaluate((el) => getComputedStyle(el).transitionProperty))
      .toContain("transform");
    await page.emulateMedia({ reducedMotion: "reduce" });
    await expect.poll(() => track().evaluate((el) => getComputedStyle(el).transitionProperty)).toBe("none");
  });

  test("auto-play holds while focus is inside the slide, so focus stays there, and goes on once focus leaves", async ({
    page,
  }) => {
    await openWithFrozenClock(page, "/home");
    const track = carousel(page).locator("[aria-live]");
    const details = carousel(page)
      .getByRole("group", { name: "1 of 5" })
      .getByRole("link", { name: /Episode details/ });
    await details.focus();
    await expect(track).toHaveAttribute("aria-live", "polite");
    await page.clock.runFor(12_000);
    await expect(currentTitle(page)).toHaveText(carouselEpisodes[0]!.name);
    await expect(details).toBeFocused();
    // Holding is not stopping: the toggle still offers to pause.
    await expect(carousel(page).getByRole("button", { name: "Pause Auto-play" })).toBeVisible();

    // Focus moves on to the controls, outside the slide: the show goes on.
    await carousel(page).getByRole("button", { name: "Next episode" }).focus();
    await expect(track).toHaveAttribute("aria-live", "off");
    await page.clock.runFor(5000);
    await expect(currentTitle(page)).toHaveText(carouselEpisodes[1]!.name);
  });

  test("auto-play holds while the pointer rests on the slide and goes on once it leaves", async ({
    page,
  }) => {
    await openWithFrozenClock(page, "/home");
    const track = carousel(page).locator("[aria-live]");
    await currentTitle(page).hover();
    await expect(track).toHaveAttribute("aria-live", "polite");
    await page.clock.runFor(12_000);
    await expect(currentTitle(page)).toHaveText(carouselEpisodes[0]!.name);

    await page.mouse.move(0, 0);
    await expect(track).toHaveAttribute("aria-live", "off");
    await page.clock.runFor(5000);
    await expect(currentTitle(page)).toHaveText(carouselEpisodes[1]!.name);
  });

  test("the toggle pauses auto-play without moving (SPEC §4)", async ({ page }) => {
    await openWithFrozenClock(page, "/episodes");
    await carousel(page).getByRole("button", { name: "Pause Auto-play" }).click();
    await page.clock.runFor(10_000);
    await expect(currentTitle(page)).toHaveText(carouselEpisodes[0]!.name);
  });
});

test.describe("recent-episodes grid (SPEC §2 Episodes)", () => {
  const grid = (page: Page) => page.locator('[data-tour="episodes-grid"]');

  test("the grid shows the first 6 episodes with the 120-character cut, a category and a link to the episode (SPEC §2) @mobile", async ({
    page,
  }) => {
    await page.goto("/home");
    const cards = grid(page).getByRole("listitem");
    await expect(cards).toHaveCount(6);
    // Boxes are compared once the page has settled: drawing the carousel's other slides after
    // hydration can change its height, and everything below moves with it.
    await hydrated(page);
    await expect(page.locator('[aria-roledescription="slide"]')).toHaveCount(5);
    for (const [index, episode] of gridEpisodes.entries()) {
      const card = cards.nth(index);
      await expect(card.getByRole("heading", { level: 3 })).toHaveText(episode.name);
      const description = cutText(stripHtml(episode.description), 120);
      expect(description.endsWith("...")).toBe(true);
      await expect(card.getByText(description, { exact: true })).toBeVisible();
      const category = gridCategory(episode.name);
      expect(GRID_CATEGORIES).toContain(category);
      const badge = card.getByText(category, { exact: true });
      await expect(badge).toBeVisible();
      // Below the artwork, not over the cover's own wordmark.
      const [badgeBox, artworkBox] = [
        (await badge.boundingBox())!,
        (await card.locator("img").boundingBox())!,
      ];
      expect(badgeBox.y).toBeGreaterThanOrEqual(artworkBox.y + artworkBox.height);
      await expect(card.getByRole("link")).toHaveAttribute("href", `/episode/${episode.id}`);
    }
    await expect(cards.first().getByText("Ep. 15", { exact: true })).toBeVisible();
  });

  test("a thumbnail that fails to load is replaced by the microphone gradient (SPEC §2)", async ({
    page,
  }) => {
    const broken = gridEpisodes[2]!;
    await page.route(`**/episode-art/${broken.id}*`, (route) => route.fulfill({ status: 404, body: "" }));
    await page.goto("/home");
    await hydrated(page);
    const card = grid(page).getByRole("listitem").nth(2);
    await card.scrollIntoViewIfNeeded();
    await expect(card.getByTestId("artwork-fallback")).toBeVisible();
    await expect(card.locator("img")).toHaveCount(0);
    await expect(grid(page).getByRole("listitem").nth(0).locator("img")).toHaveCount(1);
  });

  test("the grid is the All Episodes tab of /episodes, linking each card to its page; home's 'Browse all episodes' opens that tab (SPEC §2)", async ({
    page,
  }) => {
    await page.goto("/home");
    await page.getByRole("link", { name: "Browse all episodes" }).click();
    await expect(page).toHaveURL(/\/episodes\?tab=all#browse-episodes$/);
    await expect(page.getByRole("tab", { name: "All Episodes" })).toHaveAttribute("aria-selected", "true");
    await expect(page.getByRole("tablist", { name: "Browse episodes" })).toBeInViewport();
    const links = grid(page).getByRole("link");
    await expect(links).toHaveCount(6);
    for (const [index, episode] of gridEpisodes.entries()) {
      await expect(links.nth(index)).toHaveAttribute("href", `/episode/${episode.id}`);
    }
  });
});

test.describe("All Episodes beyond the first 6", () => {
  const grid = (page: Page) => page.locator('[data-tour="episodes-grid"]');
  const showMore = (page: Page) => page.getByRole("link", { name: moreEpisodesCopy.showMore });
  const total = sampleCatalog.length;

  test("'Show more episodes' adds 6 at a time until every episode is shown, and the keyboard goes on from the first new one @mobile", async ({
    page,
  }) => {
    expect(total).toBeGreaterThan(12);
    await page.goto("/episodes?tab=all");
    await hydrated(page);
    await expect(grid(page).getByRole("link")).toHaveCount(6);
    await expect(page.getByText(moreEpisodesCopy.shownOf(6, total))).toBeVisible();

    await showMore(page).click();
    await expect(page).toHaveURL(/\/episodes\?tab=all&shown=12#episode-card-7$/);
    const links = grid(page).getByRole("link");
    await expect(links).toHaveCount(12);
    await expect(links.nth(6)).toHaveAttribute("href", `/episode/${sampleCatalog[6]!.id}`);
    await expect(links.nth(6)).toBeFocused();
    await expect(links.nth(6)).toBeInViewport();
    await expect(page.getByRole("tab", { name: "All Episodes" })).toHaveAttribute("aria-selected", "true");
    await expect(page.getByText(moreEpisodesCopy.shownOf(12, total))).toBeVisible();

    await showMore(page).click();
    await expect(links).toHaveCount(total);
    await expect(links.nth(12)).toBeFocused();
    await expect(links.last()).toHaveAttribute("href", `/episode/${sampleCatalog.at(-1)!.id}`);
    await expect(page.getByText(moreEpisodesCopy.shownOf(total, total))).toBeVisible();
    await expect(showMore(page)).toHaveCount(0);
    await expectNoAxeViolations(page, "main");
  });

  test("an address asking for more than there are shows every episode once; a malformed one shows the first 6", async ({
    page,
  }) => {
    await page.goto("/episodes?tab=all&shown=500");
    await expect(grid(page).getByRole("link")).toHaveCount(total);
    await page.goto("/episodes?tab=all&shown=lots");
    await expect(grid(page).getByRole("link")).toHaveCount(6);
    // A hash that is no card's id, even a malformed escape, leaves the page as it is.
    await page.goto("/episodes?tab=all#%E0%A4%A");
    await hydrated(page);
    await expect(grid(page).getByRole("link")).toHaveCount(6);
    await expect(page.getByRole("link", { name: moreEpisodesCopy.showMore })).toBeVisible();
  });

  test.describe("without JavaScript", () => {
    test.use({ javaScriptEnabled: false });
    test("'Show more episodes' asks the server for the next 6, opened at the first new one", async ({
      page,
    }) => {
      await page.goto("/episodes?tab=all");
      await showMore(page).click();
      await expect(page).toHaveURL(/\/episodes\?tab=all&shown=12#episode-card-7$/);
      await expect(grid(page).getByRole("link")).toHaveCount(12);
      await expect(grid(page).getByRole("listitem").nth(6)).toBeInViewport();
    });
  });
});

test("an episode title that is one very long word wraps on a phone instead of widening the page @mobile", async ({
  page,
}) => {
  // A feed's title can be a single long word or an address; the sample catalog has none.
  const longWord = "Pneumonoultramicroscopicsilicovolcanoconiosis".repeat(2);
  const lengthenTitles = (selector: string) =>
    page.evaluate(
      ([titles, word]) => document.querySelectorAll(titles!).forEach((title) => (title.textContent = word!)),
      [selector, longWord],
    );
  await page.setViewportSize({ width: 320, height: 700 });
  for (const path of ["/home", "/episodes?tab=all", `/episode/${gridEpisodes[0]!.id}`]) {
    await page.goto(path);
    await hydrated(page);
    await lengthenTitles(
      [
        "h1#episode-title",
        '[aria-labelledby="featured-heading"] article h3',
        '[aria-roledescription="slide"] h3',
        '[data-tour="episodes-grid"] h3',
      ].join(", "),
    );
    await expectNoSidewaysScroll(page);
  }
});

test.describe("episodes tabs (SPEC §2 Episodes)", () => {
  test("Recommendations is the default tab; tabs switch by click and by arrow keys (SPEC §2)", async ({
    page,
  }) => {
    await page.goto("/episodes");
    await hydrated(page);
    const tabs = page.getByRole("tablist", { name: "Browse episodes" }).getByRole("tab");
    await expect(tabs).toHaveText(["Recommendations", "All Episodes", "Your History"]);
    await expect(tabs.nth(0)).toHaveAttribute("aria-selected", "true");
    await expect(page.getByRole("region", { name: "Episode recommendations" })).toBeVisible();

    await tabs.nth(2).click();
    await expect(tabs.nth(2)).toHaveAttribute("aria-selected", "true");
    await expect(page.getByText("No episodes in your history yet")).toBeVisible();

    await page.keyboard.press("ArrowLeft");
    await expect(tabs.nth(1)).toHaveAttribute("aria-selected", "true");
    await expect(page.getByRole("tabpanel").locator('[data-tour="episodes-grid"]')).toBeVisible();
    await page.keyboard.press("ArrowLeft");
    await expect(tabs.nth(0)).toHaveAttribute("aria-selected", "true");
    await expect(page.getByRole("heading", { level: 2, name: "Recommended Episodes" })).toBeVisible();
  });

  test("the open tab is kept in the address, so Back from an episode and a reload open it again", async ({
    page,
  }) => {
    await page.goto("/episodes");
    await hydrated(page);
    const tab = (name: string) =>
      page.getByRole("tablist", { name: "Browse episodes" }).getByRole("tab", { name });
    const loads: string[] = [];
    page.on("request", (request) => {
      // The router's page data (the floating player may fetch its list as the click scrolls).
      if (new URL(request.url()).pathname.endsWith(".data")) loads.push(request.url());
    });
    await tab("All Episodes").click();
    await expect(page).toHaveURL(/\/episodes\?tab=all$/);
    // Only the address changes: no page data is loaded again.
    expect(loads).toEqual([]);

    await page.getByRole("tabpanel").locator('[data-tour="episodes-grid"]').getByRole("link").first().click();
    await expect(page).toHaveURL(/\/episode\//);
    await page.goBack();
    await expect(page).toHaveURL(/\/episodes\?tab=all$/);
    await expect(tab("All Episodes")).toHaveAttribute("aria-selected", "true");

    await tab("Your History").click();
    await page.reload();
    await expect(tab("Your History")).toHaveAttribute("aria-selected", "true");
    await tab("Recommendations").click();
    await expect(page).toHaveURL(/\/episodes$/);

    // The header's Episodes link opens the default tab, whatever tab the address was left on.
    await tab("All Episodes").click();
    await page.getByRole("banner").getByRole("link", { name: "Episodes", exact: true }).click();
    await expect(tab("Recommendations")).toHaveAttribute("aria-selected", "true");
    await expect(page).toHaveURL(/\/episodes$/);
  });

  test("a tab panel reached with Tab shows the site's gold focus ring", async ({ page }) => {
    await page.goto("/episodes");
    await hydrated(page);
    await page.getByRole("tab", { name: "All Episodes" }).click();
    await page.keyboard.press("Tab");
    const panel = page.getByRole("tabpanel");
    await expect(panel).toBeFocused();
    const ring = await panel.evaluate((element) => {
      const style = getComputedStyle(element);
      return { style: style.outlineStyle, width: style.outlineWidth, colour: style.outlineColor };
    });
    // app.css: every :focus-visible gets a 3 px solid brand-gold (#d4a017) outline.
    expect(ring).toEqual({ style: "solid", width: "3px", colour: "rgb(212, 160, 23)" });
  });
});

test.describe("listening history (SPEC §2 History tab, §4 History)", () => {
  // Ages 1 h, 5 h and 30 h keep a 3-day streak; the 10-day-old listen ends it (SPEC §9).
  const seed = [entryOf(0, 1), entryOf(2, 5), entryOf(5, 30), entryOf(4, 240)];

  test("the History tab shows total, streak, favourite category and the breakdown (SPEC §2) @mobile", async ({
    page,
  }) => {
    await seedHistory(page, seed);
    await page.goto("/episodes?tab=history");
    const panel = page.getByRole("tabpanel");
    await expect(panel.getByText("Episodes", { exact: true })).toBeVisible();
    const stat = (label: string) => panel.locator("dl", { hasText: label }).locator("dd");
    await expect(stat("Episodes")).toHaveText("4");
    await expect(stat("Day streak")).toHaveText("3 days");
    const counts = new Map<string, number>();
    for (const entry of seed) counts.set(entry.category, (counts.get(entry.category) ?? 0) + 1);
    const favourite = [...counts].sort((a, b) => b[1] - a[1])[0]![0];
    await expect(stat("Favourite category")).toHaveText(favourite);
    await expect(panel.getByRole("img", { name: /^Category breakdown: / })).toHaveAttribute(
      "aria-label",
      new RegExp(`${favourite} ${Math.round((counts.get(favourite)! / seed.length) * 100)}%`),
    );
    await expect(panel.getByRole("listitem").filter({ has: page.getByRole("link") })).toHaveCount(4);
  });

  test("replaying an entry moves it to the top with a new time and opens Spotify (SPEC §4 History)", async ({
    page,
  }) => {
    await seedHistory(page, seed);
    await page.goto("/episodes?tab=history");
    await hydrated(page);
    const replayed = sampleCatalog[2]!;
    const before = (await storedHistory(page)).find((entry) => entry.id === replayed.id)!;
    // The streaming page opens without a handle on this page (noopener), so it is a page of the context.
    const popup = page.context().waitForEvent("page");
    await page.getByRole("button", { name: `Play again: ${replayed.name}` }).click();
    expect((await popup).url()).toBe(replayed.spotifyUrl);
    const rows = page.getByRole("tabpanel").locator("ul").last().getByRole("listitem");
    await expect(rows.first().getByRole("link")).toHaveText(replayed.name);
    const [top] = await storedHistory(page);
    expect(top?.id).toBe(replayed.id);
    expect(Date.parse(top!.listenedAt)).toBeGreaterThan(Date.parse(before.listenedAt));
    await expect(rows).toHaveCount(4);
  });

  test("an episode without a Spotify link shows 'Episode not available' and opens nothing (SPEC §4, §8)", async ({
    page,
  }) => {
    await seedHistory(page, [
      {
        id: withoutSpotify.id,
        name: withoutSpotify.name,
        thumbnail: withoutSpotify.thumbnail,
        category: "Growth",
        hoursAgo: 2,
      },
    ]);
    await page.goto("/episodes?tab=history");
    await hydrated(page);
    let popups = 0;
    page.context().on("page", () => popups++);
    const before = await storedHistory(page);
    await page.getByRole("button", { name: `Play again: ${withoutSpotify.name}` }).click();
    await expect(page.getByText("Episode not available", { exact: true }).first()).toBeVisible();
    await expect(page.getByText("This episode is not yet available for listening.").first()).toBeVisible();
    await page.waitForTimeout(300);
    expect(popups).toBe(0);
    expect(await storedHistory(page)).toEqual(before);
  });

  test("an entry can be removed and the whole history cleared (SPEC §2)", async ({ page }) => {
    await seedHistory(page, seed);
    await page.goto("/episodes?tab=history");
    await hydrated(page);
    const removed = sampleCatalog[5]!;
    await page.getByRole("button", { name: `Remove ${removed.name} from history` }).click();
    await expect(page.getByRole("link", { name: removed.name })).toHaveCount(0);
    await expect(page.locator("dl", { hasText: "Episodes" }).locator("dd")).toHaveText("3");
    expect((await storedHistory(page)).map((entry) => entry.id)).not.toContain(removed.id);

    await page.getByRole("button", { name: "Clear all" }).click();
    await expect(page.getByText("No episodes in your history yet")).toBeVisible();
    expect(await storedHistory(page)).toEqual([]);
  });

  test("removing an entry moves focus to the next row's remove button, the last row's to the one before, and the last entry's to the empty message", async ({
    page,
  }) => {
    await seedHistory(page, [entryOf(0, 1), entryOf(2, 5), entryOf(5, 30)]);
    await page.goto("/episodes?tab=history");
    await hydrated(page);
    const removeButton = (index: number) =>
      page.getByRole("button", { name: `Remove ${sampleCatalog[index]!.name} from history` });

    await removeButton(0).focus();
    await page.keyboard.press("Enter");
    await expect(removeButton(0)).toHaveCount(0);
    await expect(removeButton(2)).toBeFocused();

    await removeButton(5).focus();
    await page.keyboard.press("Enter");
    await expect(removeButton(5)).toHaveCount(0);
    await expect(removeButton(2)).toBeFocused();

    await page.keyboard.press("Enter");
    await expect(page.getByText("No episodes in your history yet")).toBeFocused();
  });

  test("'Clear all' moves focus to the empty history's message", async ({ page }) => {
    await seedHistory(page, seed);
    await page.goto("/episodes?tab=history");
    await hydrated(page);
    await page.getByRole("button", { name: "Clear all" }).focus();
    await page.keyboard.press("Enter");
    await expect(page.getByText("No episodes in your history yet")).toBeFocused();
    expect(await storedHistory(page)).toEqual([]);
  });

  // Without JavaScript there is no history: the empty message is in the pending state's <noscript>.
  // (Playwright's javaScriptEnabled: false leaves the parser treating <noscript> as script-on text.)
  test("until the browser has read the history the page does not say it is empty", async ({ request }) => {
    const withoutNoscript = (html: string) => html.replace(/<noscript>[\s\S]*?<\/noscript>/g, "");
    for (const path of ["/home", "/episodes?tab=history"]) {
      const html = await (await request.get(path)).text();
      expect(html).toContain("Loading your listening history");
      expect(html).toMatch(/<noscript>[^]*No episodes in your history yet[^]*<\/noscript>/);
      expect(withoutNoscript(html)).not.toContain("No episodes in your history yet");
    }
  });

  test.describe("without JavaScript", () => {
    test.use({ javaScriptEnabled: false });
    test("the history's place says nothing of loading: the browser will never read it", async ({ page }) => {
      await page.goto("/home");
      await expect(page.getByText("Loading your listening history")).toBeHidden();
    });

    test("the tabs open their panel: each asks the server for its ?tab=, scrolled to the tabs @mobile", async ({
      page,
    }) => {
      await page.goto("/episodes");
      await page.getByRole("tab", { name: "All Episodes" }).click();
      await expect(page).toHaveURL(/\/episodes\?tab=all#browse-episodes$/);
      await expect(page.getByRole("tab", { name: "All Episodes" })).toHaveAttribute("aria-selected", "true");
      await expect(page.getByRole("tabpanel").getByRole("heading", { level: 2 })).toHaveText(
        gridCopy.heading,
      );
      await expect(page.getByRole("tablist")).toBeInViewport();

      await page.getByRole("tab", { name: "Recommendations" }).click();
      await expect(page).toHaveURL(/\/episodes\?tab=recommendations#browse-episodes$/);
      await expect(page.getByRole("tabpanel").getByRole("heading", { level: 2 })).toHaveText(
        carouselCopy.heading,
      );
    });
  });

  test("on a phone a history entry shows its whole name and its whole cover, wide or square @mobile", async ({
    page,
  }) => {
    const longest = sampleCatalog.reduce((a, b) => (b.name.length > a.name.length ? b : a));
    // A play stores the video thumbnail (wide) when there is one; a feed's cover is often square.
    const wide = { ...entryOf(sampleCatalog.indexOf(longest), 1), thumbnail: episodeArtwork(longest) };
    const square = entryOf(1, 2);
    await seedHistory(page, [wide, square]);
    await page.goto("/episodes?tab=history");
    await hydrated(page);
    const rows = page.getByRole("tabpanel").getByRole("listitem");
    const name = rows.getByRole("link", { name: longest.name });
    await expect(name).toBeVisible();
    expect(await name.evaluate((link) => link.scrollHeight <= link.clientHeight)).toBe(true);
    for (const cover of await rows.locator("img").all()) {
      await expect
        .poll(() => cover.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth))
        .toBeTruthy();
      const whole = await cover.evaluate(
        (image: HTMLImageElement) =>
          getComputedStyle(image).objectFit === "contain" ||
          Math.abs(image.clientWidth / image.clientHeight - image.naturalWidth / image.naturalHeight) < 0.05,
      );
      expect(whole).toBe(true);
    }
    await expectNoSidewaysScroll(page);
  });

  test("home never tells a returning listener the history is empty while the list's code is on its way", async ({
    page,
  }) => {
    await seedHistory(page, seed);
    const listCode = await holdRequests(page, /recent-listening-list[^/]*\.js$/);
    await page.goto("/home");
    await hydrated(page);
    await expect.poll(listCode.held).toBe(1);
    const section = page.locator("section", {
      has: page.getByRole("heading", { level: 2, name: "Your Listening History" }),
    });
    await expect(section.getByText("Loading your listening history")).toBeAttached();
    await expect(section.getByText("No episodes in your history yet")).toHaveCount(0);
    listCode.release();
    await expect(section.getByRole("link", { name: sampleCatalog[0]!.name })).toBeVisible();
  });

  test("home shows the last listens and links to the History tab (SPEC §2 Home) @mobile", async ({
    page,
  }) => {
    await seedHistory(page, seed);
    await page.goto("/home");
    await hydrated(page);
    const section = page.locator("section", {
      has: page.getByRole("heading", { level: 2, name: "Your Listening History" }),
    });
    await section.scrollIntoViewIfNeeded();
    await expect(section.getByRole("link", { name: sampleCatalog[0]!.name })).toBeVisible();
    await expect(section.getByRole("listitem")).toHaveCount(3);
    await section.getByRole("link", { name: /See your full history/ }).click();
    await expect(page).toHaveURL(/\/episodes\?tab=history#browse-episodes$/);
    await expect(page.getByRole("tab", { name: "Your History" })).toHaveAttribute("aria-selected", "true");
    // Below the hero, out of sight on a phone: the link opens at the tabs.
    await expect(page.getByRole("tablist", { name: "Browse episodes" })).toBeInViewport();
  });
});

test.describe("accessibility of the episode lists (axe)", () => {
  test("home is axe-clean with the episode sections and a history @mobile", async ({ page }) => {
    await seedHistory(page, [entryOf(0, 1), entryOf(1, 3)]);
    await page.goto("/home");
    await hydrated(page);
    await page.locator('[data-tour="episodes-grid"]').scrollIntoViewIfNeeded();
    await page.getByRole("heading", { level: 2, name: "Your Listening History" }).scrollIntoViewIfNeeded();
    await expect(page.getByRole("link", { name: sampleCatalog[1]!.name }).last()).toBeVisible();
    await expectNoAxeViolations(page, "main");
  });

  for (const tab of ["Recommendations", "All Episodes", "Your History"]) {
    test(`the ${tab} tab is axe-clean @mobile`, async ({ page }) => {
      await seedHistory(page, [entryOf(0, 1), entryOf(3, 30)]);
      await page.goto("/episodes");
      await hydrated(page);
      await page.getByRole("tab", { name: tab }).click();
      await expect(page.getByRole("tab", { name: tab })).toHaveAttribute("aria-selected", "true");
      await expectNoAxeViolations(page, "main");
    });
  }

  test("the empty History tab is axe-clean", async ({ page }) => {
    await page.goto("/episodes?tab=history");
    await expect(page.getByText("No episodes in your history yet")).toBeVisible();
    await expectNoAxeViolations(page, "main");
  });
});
