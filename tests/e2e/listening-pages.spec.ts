import { expect, test } from "#tests/helpers/test.ts";
import { achievementCatalogue } from "#shared/achievements.ts";
import { brand } from "#shared/content/brand.ts";
import { actAsHumanVisitor } from "#tests/helpers/human-visitor.ts";

test.describe("landing page (SPEC §2)", () => {
  // The landing page sends automated browsers on to /home: these tests visit it as a person.
  test.beforeEach(async ({ page }) => actAsHumanVisitor(page));

  test("landing page has no header or footer and offers 'Continue Without Guide' (SPEC §2)", async ({
    page,
  }) => {
    await page.goto("/");
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await expect(page.locator("header")).toHaveCount(0);
    await expect(page.locator("footer")).toHaveCount(0);
    await expect(page.locator("main#main-content")).toHaveCount(1);
    await expect(page.getByRole("link", { name: "Continue Without Guide" })).toBeVisible();
  });

  test("'Continue Without Guide' sets the visited flag to 'true' and opens /home (SPEC §4)", async ({
    page,
  }) => {
    await page.goto("/");
    // The visited flag is set once React has hydrated the server-rendered page.
    await page.waitForFunction(() => document.documentElement.dataset.hydrated === "true");
    expect(await page.evaluate((key) => window.localStorage.getItem(key), brand.visitedFlagKey)).toBeNull();
    await page.getByRole("link", { name: "Continue Without Guide" }).click();
    await expect(page).toHaveURL(/\/home$/);
    await expect(page.getByRole("heading", { level: 1, name: brand.showName })).toBeVisible();
    expect(await page.evaluate((key) => window.localStorage.getItem(key), brand.visitedFlagKey)).toBe("true");
  });
});

test.describe("home page (SPEC §2)", () => {
  test("home hero shows the show title, the exact tagline and carries the tour marker 'hero' (SPEC §2) @mobile", async ({
    page,
  }) => {
    await page.goto("/home");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(brand.showName);
    await expect(
      page.getByText("Let's Make Thriving Our New Normal.", { exact: true }).first(),
    ).toBeVisible();
    const hero = page.locator('[data-tour="hero"]');
    await expect(hero).toHaveCount(1);
    await expect(hero.getByRole("heading", { level: 1 })).toBeVisible();
  });

  test("home hero buttons open Spotify and YouTube in a new tab (SPEC §2)", async ({ page }) => {
    await page.goto("/home");
    const hero = page.locator('[data-tour="hero"]');
    const listen = hero.getByRole("link", { name: "Listen Now" });
    await expect(listen).toHaveAttribute("href", brand.links.spotifyShow);
    await expect(listen).toHaveAttribute("target", "_blank");
    const watch = hero.getByRole("link", { name: "Watch on YouTube" });
    await expect(watch).toHaveAttribute("href", brand.links.youtubeChannel);
    await expect(watch).toHaveAttribute("target", "_blank");
  });

  test("home welcome block shows the three pillars (SPEC §2)", async ({ page }) => {
    await page.goto("/home");
    for (const pillar of ["Purpose-Driven", "Growth-Focused", "Wellness-Centered"]) {
      await expect(page.getByRole("heading", { level: 3, name: pillar, exact: true })).toBeVisible();
    }
  });

  test("home announces the community app as coming soon (SPEC §1)", async ({ page }) => {
    await page.goto("/home");
    const community = page.locator("section#community-signup");
    await expect(
      community.getByText(`Coming soon: the ${brand.communityName} app.`, { exact: false }),
    ).toBeVisible();
  });

  test("home lists the podcast and host links from the brand (SPEC §2)", async ({ page }) => {
    await page.goto("/home");
    const section = page.locator("section", { has: page.getByRole("heading", { name: "Listen & Connect" }) });
    for (const href of [
      brand.links.spotifyShow,
      brand.links.applePodcasts,
      brand.links.youtubeChannel,
      brand.links.store,
      brand.links.instagram,
      brand.links.facebook,
      brand.links.linkedin,
      brand.links.website,
    ]) {
      const link = section.locator(`a[href="${href}"]`).first();
      await expect(link).toHaveAttribute("target", "_blank");
    }
  });
});

test.describe("episodes page (SPEC §2)", () => {
  test("episodes page is titled 'Podcast Episodes' with Spotify, Apple Podcasts and YouTube links (SPEC §2)", async ({
    page,
  }) => {
    await page.goto("/episodes");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Podcast Episodes");
    const main = page.locator("main");
    for (const [name, href] of [
      ["Spotify", brand.links.spotifyShow],
      ["Apple Podcasts", brand.links.applePodcasts],
      ["YouTube", brand.links.youtubeChannel],
    ] as const) {
      const link = main.getByRole("link", { name, exact: true });
      await expect(link).toHaveAttribute("href", href);
      await expect(link).toHaveAttribute("target", "_blank");
    }
  });
});

test.describe("episode detail (SPEC §2, §8)", () => {
  test("an unknown episode answers 404 with 'Episode not found' and a link back to /episodes (SPEC §8)", async ({
    page,
  }) => {
    const response = await page.goto("/episode/anything");
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Episode not found");
    await expect(page.getByRole("heading", { level: 2, name: "Episode Not Found" })).toBeVisible();
    await expect(
      page.getByText(
        "This episode could not be found. It may have been removed or the link may be incorrect.",
      ),
    ).toBeVisible();
    const back = page.getByRole("link", { name: "Back to Episodes" });
    await expect(back).toHaveAttribute("href", "/episodes");
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", /noindex/);
    await back.click();
    await expect(page).toHaveURL(/\/episodes$/);
  });
});

test.describe("rewards page (SPEC §2, §3)", () => {
  test("rewards page explains levels and lists all 11 achievements in four groups (SPEC §3)", async ({
    page,
  }) => {
    await page.goto("/rewards");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Your Rewards Journey");
    await expect(page.getByText("100 points per level")).toBeVisible();
    for (const group of ["Listener", "Supporter", "Explorer", "Community"]) {
      await expect(page.getByRole("heading", { level: 3, name: group, exact: true })).toBeVisible();
    }
    expect(achievementCatalogue).toHaveLength(11);
    for (const achievement of achievementCatalogue) {
      await expect(
        page.getByRole("heading", { level: 4, name: achievement.name, exact: true }),
      ).toBeVisible();
    }
  });

  test("the achievement catalogue follows SPEC §3: ids, points, tiers and goals in order", () => {
    expect(
      achievementCatalogue.map((a) => [a.id, a.name, a.points, a.tier, a.category, a.maxProgress]),
    ).toEqual([
      ["first_listen", "First Step", 10, "bronze", "listener", 1],
      ["episode_explorer", "Episode Explorer", 50, "silver", "listener", 5],
      ["podcast_devotee", "Podcast Devotee", 150, "gold", "listener", 15],
      ["newsletter_subscriber", "Newsletter Insider", 25, "bronze", "supporter", 1],
      ["first_supporter", "First Supporter", 100, "gold", "supporter", 1],
      ["generous_patron", "Generous Patron", 300, "platinum", "supporter", 3],
      ["site_explorer", "Site Explorer", 30, "bronze", "explorer", 5],
      ["deep_diver", "Deep Diver", 75, "silver", "explorer", 30],
      ["social_sharer", "Social Sharer", 40, "silver", "community", 1],
      ["content_promoter", "Content Promoter", 120, "silver", "community", 3],
      ["brand_ambassador", "Brand Ambassador", 200, "gold", "community", 5],
    ]);
  });
});

test.describe("server rendering (SPEC §2)", () => {
  for (const [path, h1] of [
    ["/", "Your Free 7-Day Guide to Thriving"],
    ["/home", brand.showName],
    ["/episodes", "Podcast Episodes"],
    ["/rewards", "Your Rewards Journey"],
  ] as const) {
    test(`the server-rendered HTML of ${path} holds its h1 '${h1}'`, async ({ request }) => {
      const response = await request.get(path);
      expect(response.status()).toBe(200);
      const html = await response.text();
      expect(html).toMatch(new RegExp(`<h1[^>]*>${h1.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}</h1>`));
    });
  }

  for (const path of ["/home", "/episodes"]) {
    test(`the server-rendered HTML of ${path} holds PodcastSeries structured data`, async ({ request }) => {
      const html = await (await request.get(path)).text();
      const blocks = [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map(
        (m) => JSON.parse(m[1]!),
      );
      const series = blocks.find((block) => block["@type"] === "PodcastSeries");
      expect(series?.name).toBe(brand.showName);
    });
  }

  test("the landing page's head offers the guide to social previews", async ({ request }) => {
    const html = await (await request.get("/")).text();
    expect(html).toMatch(/<title>Free 7-Day Thriving Guide \| /);
    expect(html).toMatch(/<meta property="og:title" content="Free 7-Day Thriving Guide/);
    expect(html).toMatch(/<meta property="og:description" content="Get the free 7-Day Thriving Guide/);
  });
});
