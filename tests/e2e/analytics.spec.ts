import { expect, test, type Page } from "#tests/helpers/test.ts";
import { expectNoAxeViolations } from "#tests/helpers/axe.ts";
import { CONFIGURED_MEASUREMENT_ID } from "#tests/helpers/configured-site.ts";
import { analyticsEvents, gtagCommands, hydrated } from "#tests/helpers/page-state.ts";
import { carouselCopy, featuredEpisodeCopy, gridCopy } from "#app/content/episode-lists.ts";

const GTAG_SCRIPTS = "https://www.googletagmanager.com/gtag/js**";

/** Google's gtag.js is out of reach here; a stand-in records the id it was loaded for. */
async function standInForGtag(page: Page): Promise<string[]> {
  const requested: string[] = [];
  await page.route(GTAG_SCRIPTS, (route) => {
    requested.push(route.request().url());
    return route.fulfill({
      contentType: "text/javascript",
      body: "window.gtagLoadedFor = new URL(document.currentScript.src).searchParams.get('id');",
    });
  });
  return requested;
}

const consentBanner = (page: Page) => page.getByRole("region", { name: "May we count your visit?" });

test.describe("page views and events (SPEC §7 analytics)", () => {
  test("each page a visitor sees is reported once with its address and title; the owner's dashboard is not", async ({
    page,
    baseURL,
  }) => {
    const gtagRequests = await standInForGtag(page);
    await page.goto("/home");
    await hydrated(page);
    const homeTitle = await page.title();
    await expect
      .poll(() => analyticsEvents(page, "page_view"))
      .toEqual([{ page_location: `${baseURL}/home`, page_title: homeTitle }]);

    // A client-side navigation is reported once the new page (and its title) has rendered.
    await page
      .getByRole("navigation", { name: "Main navigation" })
      .getByRole("link", { name: "Episodes" })
      .click();
    await expect(page).toHaveURL(/\/episodes$/);
    await expect(page).not.toHaveTitle(homeTitle);
    const episodesTitle = await page.title();
    await expect
      .poll(() => analyticsEvents(page, "page_view"))
      .toEqual([
        { page_location: `${baseURL}/home`, page_title: homeTitle },
        { page_location: `${baseURL}/episodes`, page_title: episodesTitle },
      ]);

    await page.goto("/admin");
    await hydrated(page);
    expect(await analyticsEvents(page, "page_view")).toEqual([]);
    // Without a measurement id nothing leaves the page, and nothing asks.
    expect(gtagRequests).toEqual([]);
    await expect(consentBanner(page)).toHaveCount(0);
    await expect(page.locator("script[data-gtag]")).toHaveCount(0);
  });

  test("with a measurement id, gtag.js loads only once the visitor allows analytics, and receives the page views @configured", async ({
    page,
    baseURL,
  }) => {
    const gtagRequests = await standInForGtag(page);
    const response = await page.goto("/home");
    // Not part of the server's HTML, so it never delays the first paint or the first-load budget.
    expect(await response?.text()).not.toContain("googletagmanager");
    await hydrated(page);

    // Nothing goes to Google until the visitor answers the banner.
    const banner = consentBanner(page);
    await expect(banner).toBeVisible();
    await expectNoAxeViolations(page, '[aria-labelledby="analytics-consent-heading"]');
    await expect(banner.getByRole("link", { name: "Privacy Policy" })).toHaveAttribute(
      "href",
      "/privacy-policy#analytics",
    );
    await page.waitForTimeout(300);
    expect(gtagRequests).toEqual([]);

    await banner.getByRole("button", { name: "Allow analytics" }).click();
    await expect(banner).toBeHidden();
    await expect
      .poll(() => page.evaluate(() => (window as { gtagLoadedFor?: string }).gtagLoadedFor))
      .toBe(CONFIGURED_MEASUREMENT_ID);
    expect(gtagRequests).toEqual([
      `https://www.googletagmanager.com/gtag/js?id=${CONFIGURED_MEASUREMENT_ID}`,
    ]);

    // gtag's start and configuration come first (GA's own page view is off: the site sends them),
    // then the page's address and title for every event, and the page view queued while the visitor was deciding.
    const [start, config, location, firstView] = await gtagCommands(page);
    expect(start?.[0]).toBe("js");
    expect(config).toEqual(["config", CONFIGURED_MEASUREMENT_ID, { send_page_view: false }]);
    expect(location).toEqual(["set", { page_location: `${baseURL}/home`, page_title: await page.title() }]);
    expect(firstView).toEqual([
      "event",
      "page_view",
      { page_location: `${baseURL}/home`, page_title: await page.title() },
    ]);

    await page
      .getByRole("navigation", { name: "Main navigation" })
      .getByRole("link", { name: "Blog" })
      .click();
    await expect(page).toHaveURL(/\/blog$/);
    await expect
      .poll(async () => (await analyticsEvents(page, "page_view")).map((view) => view.page_location))
      .toEqual([`${baseURL}/home`, `${baseURL}/blog`]);
    expect(gtagRequests).toHaveLength(1);

    // The answer is remembered: the next visit loads gtag.js at once and does not ask again.
    await page.reload();
    await hydrated(page);
    await expect.poll(() => gtagRequests.length).toBe(2);
    await expect(banner).toHaveCount(0);
  });

  test("'No thanks' keeps Google out, on this page and the next; the footer asks again @configured", async ({
    page,
  }) => {
    const gtagRequests = await standInForGtag(page);
    await page.goto("/home");
    await hydrated(page);
    await consentBanner(page).getByRole("button", { name: "No thanks" }).click();
    await expect(consentBanner(page)).toBeHidden();

    await page.goto("/episodes");
    await hydrated(page);
    await expect(consentBanner(page)).toHaveCount(0);
    await page.waitForTimeout(300);
    expect(gtagRequests).toEqual([]);
    await expect(page.locator("script[data-gtag]")).toHaveCount(0);

    // Changing one's mind: the footer brings the question back.
    await page.getByRole("contentinfo").getByRole("button", { name: "Analytics choices" }).click();
    await consentBanner(page).getByRole("button", { name: "Allow analytics" }).click();
    await expect.poll(() => gtagRequests.length).toBe(1);
  });
});

test.describe("no episodes yet: the podcast feed does not answer (SPEC §8)", () => {
  test("the grids say the episodes could not be loaded and the featured episode keeps its placeholder @configured", async ({
    page,
  }) => {
    await standInForGtag(page);
    await page.goto("/home");
    await hydrated(page);
    await expect(page.getByText(featuredEpisodeCopy.loadingLabel)).toBeVisible();
    await expect(page.getByText(featuredEpisodeCopy.loadingText)).toBeVisible();
    const recent = page.getByRole("region", { name: gridCopy.heading });
    // The configured site reads a podcast feed, and the message names it (not Spotify).
    await expect(recent.getByText(gridCopy.unavailable("rss"))).toBeVisible();
    await expectNoAxeViolations(page, "main");

    await page.goto("/episodes?tab=all");
    await expect(page.getByRole("tabpanel").getByText(gridCopy.unavailable("rss"))).toBeVisible();
    await page.goto("/episodes");
    await expect(page.getByRole("tabpanel").getByText(carouselCopy.empty)).toBeVisible();
  });
});
