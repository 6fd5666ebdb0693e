import { expect, test, type Locator, type Page } from "#tests/helpers/test.ts";
import { freezeClock, runIdleCallbacks, runUntilVisible } from "#tests/helpers/frozen-clock.ts";
import { expectNoAxeViolations } from "#tests/helpers/axe.ts";
import { hydrated, navigateInApp, stubWindowOpen } from "#tests/helpers/page-state.ts";
import { REWARDS_STORAGE_KEY } from "#app/lib/rewards-context.ts";
import { sampleCatalog } from "#server/providers/episode-source/sample/sample-catalog.ts";
import type { StatEvent } from "#shared/rewards/rewards-state.ts";
import { savedRewardsAfter, seedRewards } from "#tests/helpers/saved-rewards.ts";
import { holdIdleCallbacks } from "#tests/helpers/held-idle.ts";

// SPEC §2 Rewards, §4 Achievement / Stat events / Levels / Rewards persistence / Reward notification, §7, §9.

const newest = sampleCatalog[0]!;
const notification = (page: Page) => page.getByRole("region", { name: "Achievement unlocked" });
const liveRegion = (page: Page) => page.getByRole("status").filter({ hasText: /unlocked/ });

const times = (event: StatEvent, count: number) => Array.from({ length: count }, () => event);
const visits = (...paths: string[]): StatEvent[] => paths.map((path) => ({ type: "page-visited", path }));

type SavedRewards = {
  userStats: {
    totalPoints: number;
    pagesVisited: string[];
    timeSpentMinutes: number;
    episodesListened: number;
  };
  achievements: { id: string; unlocked: boolean; unlockedAt: string | null }[];
};

async function savedRewards(page: Page): Promise<SavedRewards | null> {
  return page.evaluate((key) => {
    try {
      return JSON.parse(localStorage.getItem(key) ?? "null");
    } catch {
      return null; // not (yet) a saved state of ours
    }
  }, REWARDS_STORAGE_KEY);
}

/** The saved progress has been loaded and written back (the first page visit is counted). */
async function rewardsStarted(page: Page, path: string) {
  await expect.poll(async () => (await savedRewards(page))?.userStats.pagesVisited ?? []).toContain(path);
}

async function playNewestFromHome(page: Page, clock: "running" | "frozen" = "running") {
  await page.goto("/home");
  await hydrated(page);
  if (clock === "frozen") await runIdleCallbacks(page);
  await rewardsStarted(page, "/home");
  await page.getByRole("button", { name: `Play ${newest.name}` }).click();
}

const tile = (page: Page, label: string) =>
  page
    .getByTestId("progress-tiles")
    .locator("dl", { has: page.getByText(label, { exact: true }) })
    .locator("dd");
const journeyStat = (page: Page, label: string) =>
  page
    .getByTestId("journey-stats")
    .locator("div", { has: page.getByText(label, { exact: true }) })
    .locator("dd");
const achievementCard = (page: Page, name: string): Locator =>
  page.locator("li[data-achievement]", { has: page.getByRole("heading", { level: 4, name, exact: true }) });

test.beforeEach(async ({ page }) => {
  await stubWindowOpen(page);
});

test.describe("the reward notification (SPEC §4 Reward notification, §9)", () => {
  test("playing an episode unlocks First Step, shows the notification and closes it after 8 s @mobile", async ({
    page,
  }) => {
    await freezeClock(page);
    await playNewestFromHome(page, "frozen");

    const card = notification(page);
    await runUntilVisible(page, card);
    await expect(card.getByRole("heading", { name: "First Step" })).toBeVisible();
    await expect(card.getByText("+10 pts")).toBeVisible();
    await expect(card.getByText("Level 1 · 10 points")).toBeVisible();
    // 'Achievement Unlocked' keeps to one line, its icon beside the words.
    const eyebrow = card.getByText("Achievement Unlocked");
    const lineHeight = await eyebrow.evaluate((element) => parseFloat(getComputedStyle(element).lineHeight));
    expect((await eyebrow.boundingBox())!.height).toBeLessThan(lineHeight * 1.5);
    await expect(liveRegion(page)).toHaveText("Achievement unlocked: First Step, 10 points.");
    // A single reward has no 'n of m' dots.
    await expect(card.getByText(/of \d+ achievements/)).toHaveCount(0);

    const saved = await savedRewards(page);
    expect(saved?.achievements.find((a) => a.id === "first_listen")).toMatchObject({ unlocked: true });
    expect(saved?.userStats.totalPoints).toBe(10);

    // It showed within the last 50 ms: still there just before 8 s, gone just after.
    await page.clock.runFor(7_700);
    await expect(card).toBeVisible();
    await page.clock.runFor(400);
    await expect(card).toBeHidden();
    await expect(liveRegion(page)).toHaveCount(0);
  });

  test("a double click on an episode's play is one play: one tab, one listen; a press later is another", async ({
    page,
  }) => {
    await page.goto("/home");
    await hydrated(page);
    await rewardsStarted(page, "/home");
    // Once played, the episode also shows in the recent listens, with a play of its own.
    const play = page.getByRole("button", { name: `Play ${newest.name}` }).first();
    await play.dblclick();
    await expect.poll(async () => (await savedRewards(page))?.userStats.episodesListened).toBe(1);
    expect(await page.evaluate(() => (window as unknown as { openCalls: string[] }).openCalls)).toEqual([
      newest.spotifyUrl,
    ]);
    await page.keyboard.press("Escape"); // the First Step notification
    await page.waitForTimeout(1100);
    await play.click();
    await expect.poll(async () => (await savedRewards(page))?.userStats.episodesListened).toBe(2);
    expect(await page.evaluate(() => (window as unknown as { openCalls: string[] }).openCalls)).toHaveLength(
      2,
    );
  });

  test("Tab goes into the notification, not to the controls under its backdrop, and stays there until it closes", async ({
    page,
  }) => {
    await freezeClock(page);
    await playNewestFromHome(page, "frozen");
    const card = notification(page);
    await runUntilVisible(page, card);
    // The play button pressed keeps the focus while the notification shows.
    const pressed = page.locator(":focus");
    await expect(pressed).toHaveAccessibleName(`Play ${newest.name}`);
    await pressed.evaluate((element) => element.setAttribute("data-pressed", ""));

    const close = card.getByRole("button", { name: "Close achievement notice" });
    const seeAll = card.getByRole("link", { name: /See your rewards/ });
    await page.keyboard.press("Tab");
    await expect(close).toBeFocused();
    await page.keyboard.press("Tab");
    await expect(seeAll).toBeFocused();
    await page.keyboard.press("Tab");
    await expect(close).toBeFocused();
    await page.keyboard.press("Shift+Tab");
    await expect(seeAll).toBeFocused();
    // Held open while focus is inside; Escape closes it and focus goes back where it was.
    await page.clock.runFor(10_000);
    await expect(card).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(card).toBeHidden();
    await page.clock.runFor(10); // the focus scope gives focus back on its next tick
    await expect(page.locator("[data-pressed]")).toBeFocused();
  });

  test("the 8 s stand still while the pointer is over the notification or focus is inside it", async ({
    page,
  }) => {
    await freezeClock(page);
    await playNewestFromHome(page, "frozen");
    const card = notification(page);
    await runUntilVisible(page, card);

    await card.hover();
    await expect(card).toHaveAttribute("data-auto-close", "paused");
    await page.clock.runFor(10_000);
    await expect(card).toBeVisible();
    await page.mouse.move(5, 5); // onto the backdrop
    await expect(card).toHaveAttribute("data-auto-close", "running");

    const seeAll = card.getByRole("link", { name: /See your rewards/ });
    await seeAll.focus();
    await expect(card).toHaveAttribute("data-auto-close", "paused");
    await page.clock.runFor(10_000);
    await expect(card).toBeVisible();
    await expect(seeAll).toBeFocused();

    // Both gone: the time left (under 8 s) runs out.
    await seeAll.blur();
    await expect(card).toHaveAttribute("data-auto-close", "running");
    await page.clock.runFor(8_100);
    await expect(card).toBeHidden();
  });

  test("the first reward's tier confetti starts 200 ms after the notification shows (SPEC §9)", async ({
    page,
  }) => {
    await freezeClock(page);
    await playNewestFromHome(page, "frozen");
    await runUntilVisible(page, notification(page));
    const confetti = page.locator("body > canvas");
    await page.clock.runFor(140);
    await expect(confetti).toHaveCount(0);
    await page.clock.runFor(70);
    // The confetti module arrives over the network; its first burst is then due at once.
    await expect(async () => {
      await page.clock.runFor(20);
      await expect(confetti).toHaveCount(1, { timeout: 200 });
    }).toPass();
  });

  test("several rewards advance every 3 s under 'n of m achievements' dots", async ({ page }) => {
    // Four pages and four plays saved: arriving at a fifth page unlocks Site Explorer, a fifth play Episode Explorer.
    await seedRewards(
      page,
      savedRewardsAfter([
        ...visits("/episodes", "/about", "/blog", "/support"),
        ...times({ type: "episode-listened" }, 4),
      ]),
    );
    await freezeClock(page);
    await page.goto("/home");
    await hydrated(page);
    const card = notification(page);
    await runUntilVisible(page, card.getByRole("heading", { name: "Site Explorer" }));

    // The notification takes no focus and blocks no keys: the visitor can play on from the keyboard.
    await page.getByRole("button", { name: `Play ${newest.name}` }).focus();
    await page.keyboard.press("Enter");
    await expect(card.getByText("1 of 2 achievements")).toBeVisible();
    await expect(liveRegion(page)).toHaveText(
      "2 achievements unlocked: Site Explorer, 30 points; Episode Explorer, 50 points.",
    );

    await page.clock.runFor(2_850);
    await expect(card.getByRole("heading", { name: "Site Explorer" })).toBeVisible();
    await page.clock.runFor(250);
    await expect(card.getByRole("heading", { name: "Episode Explorer" })).toBeVisible();
    await expect(card.getByText("2 of 2 achievements")).toBeVisible();
    await expect(card.getByText("Level 1 · 90 points")).toBeVisible();
  });

  test("the close button, the backdrop and Escape each dismiss it", async ({ page }) => {
    // Four pages saved: arriving at /rewards, the fifth, unlocks Site Explorer. Each round restores them.
    const fourPages = savedRewardsAfter(visits("/episodes", "/about", "/blog", "/support"));
    const dismissals: [string, () => Promise<void>][] = [
      [
        "close button",
        () => notification(page).getByRole("button", { name: "Close achievement notice" }).click(),
      ],
      [
        "backdrop",
        () => page.getByTestId("reward-notification-backdrop").click({ position: { x: 8, y: 8 } }),
      ],
      ["Escape", () => page.keyboard.press("Escape")],
    ];
    await seedRewards(page, fourPages);
    await page.goto("/rewards");
    for (const [round, [how, dismiss]] of dismissals.entries()) {
      if (round > 0) {
        await page.evaluate(
          ([key, value]) => localStorage.setItem(key!, value!),
          [REWARDS_STORAGE_KEY, fourPages],
        );
        await page.reload();
      }
      await hydrated(page);
      await expect(notification(page), how).toBeVisible();
      await dismiss();
      await expect(notification(page), how).toBeHidden();
      // Dismissed, not undone: the achievement stays unlocked.
      await expect(achievementCard(page, "Site Explorer").getByText("+30 pts"), how).toBeVisible();
    }
  });

  test("the notification is accessible: axe finds nothing on the page with it open", async ({ page }) => {
    await playNewestFromHome(page);
    await expect(notification(page)).toBeVisible();
    await expectNoAxeViolations(page, '[aria-label="Achievement unlocked"]');
  });
});

test.describe("rewards persistence (SPEC §4 Rewards persistence)", () => {
  test("progress survives a reload and shows on /rewards after hydration, without a hydration mismatch", async ({
    page,
  }) => {
    const errors: string[] = [];
    page.on("console", (message) => message.type() === "error" && errors.push(message.text()));
    await playNewestFromHome(page);
    await expect(notification(page)).toBeVisible();
    await page.keyboard.press("Escape");

    await page.goto("/rewards");
    await hydrated(page);
    await expect(tile(page, "Total Points")).toHaveText("10");
    const firstStep = achievementCard(page, "First Step");
    await expect(firstStep.getByText("+10 pts")).toBeVisible();
    await expect(firstStep.locator("time")).toHaveAttribute("datetime", /^\d{4}-\d{2}-\d{2}T/);
    await expect(journeyStat(page, "Episodes listened")).toHaveText("1");

    await page.reload();
    await hydrated(page);
    await expect(tile(page, "Total Points")).toHaveText("10");
    await expect(notification(page)).toHaveCount(0);
    expect(errors).toEqual([]);
  });

  test("a reward still in the notification comes back after a reload, until it is dismissed (SPEC §3 Rewards state)", async ({
    page,
  }) => {
    await playNewestFromHome(page);
    const firstStep = notification(page).getByRole("heading", { name: "First Step" });
    await expect(firstStep).toBeVisible();

    await page.reload();
    await hydrated(page);
    await expect(firstStep).toBeVisible();
    await notification(page).getByRole("button", { name: "Close achievement notice" }).click();
    await expect(notification(page)).toBeHidden();

    await page.goto("/rewards");
    await hydrated(page);
    await expect(tile(page, "Total Points")).toHaveText("10");
    await expect(notification(page)).toHaveCount(0);
  });

  test("the server holds back a fresh visitor's numbers as loading; the saved progress shows after hydration", async ({
    page,
    request,
  }) => {
    const html = await (await request.get("/rewards")).text();
    expect(html).toContain("Total Points");
    expect(html).toMatch(/<section aria-labelledby="progress-heading" data-pending="true"/);
    expect(html).toMatch(/<section aria-labelledby="catalogue-heading" data-pending="true"/);
    // Screen readers get the loading line, not the fresh visitor's numbers.
    expect(html).toMatch(/<div aria-hidden="true"[^>]*data-testid="progress-tiles"/);
    expect(html).toContain("Loading your progress…");

    await seedRewards(page, savedRewardsAfter(times({ type: "episode-listened" }, 2)));
    await page.goto("/rewards");
    await hydrated(page);
    const progress = page.getByRole("region", { name: "Your Progress" });
    await expect(progress).not.toHaveAttribute("data-pending");
    await expect(page.getByRole("region", { name: "Your Achievements" })).not.toHaveAttribute("data-pending");
    await expect(page.getByTestId("progress-tiles")).not.toHaveAttribute("aria-hidden");
    await expect(tile(page, "Achievements Unlocked")).toHaveText("1/11");
    await expect(tile(page, "Achievements Unlocked")).not.toHaveCSS("color", "rgba(0, 0, 0, 0)");
    await expect(achievementCard(page, "Episode Explorer").getByTestId("achievement-progress")).toHaveText(
      "2/5",
    );
    await expect(achievementCard(page, "Episode Explorer").getByTestId("achievement-progress")).toBeVisible();
    await expect(progress.getByText("Loading your progress…")).toHaveCount(0);
  });

  test("a corrupt saved state is ignored with a warning and replaced by a fresh one", async ({ page }) => {
    const warnings: string[] = [];
    page.on("console", (message) => message.type() === "warning" && warnings.push(message.text()));
    await seedRewards(page, '{"userStats": "not what we saved"');
    await page.goto("/rewards");
    await hydrated(page);
    await rewardsStarted(page, "/rewards");
    expect(warnings.some((text) => text.includes("could not be read and was ignored"))).toBe(true);
    await expect(tile(page, "Total Points")).toHaveText("0");
    await expect(journeyStat(page, "Pages visited")).toHaveText("1");
    expect((await savedRewards(page))?.userStats.pagesVisited).toEqual(["/rewards"]);
  });

  test("an unlock saved with an unreadable time still shows as unlocked, and the page does not break", async ({
    page,
  }) => {
    const saved = JSON.parse(savedRewardsAfter([{ type: "episode-listened" }])) as {
      achievements: { id: string; unlockedAt: string | null }[];
    };
    saved.achievements.find((achievement) => achievement.id === "first_listen")!.unlockedAt =
      "2026-13-45T00:00:00Z";
    await seedRewards(page, JSON.stringify(saved));
    await page.goto("/rewards");
    await hydrated(page);
    await expect(achievementCard(page, "First Step").getByText("+10 pts")).toBeVisible();
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  });

  test("each distinct page counts once, and the fifth unlocks Site Explorer (SPEC §3, §4)", async ({
    page,
  }) => {
    await page.goto("/home");
    await hydrated(page);
    const nav = page.getByRole("navigation", { name: "Main navigation" });
    for (const [name, path] of [
      ["Episodes", "/episodes"],
      ["About", "/about"],
      ["Home", "/home"],
      ["Coaching", "/coaching"],
    ] as const) {
      await nav.getByRole("link", { name, exact: true }).click();
      await expect(page).toHaveURL(new RegExp(`${path}$`));
      await rewardsStarted(page, path);
    }
    expect((await savedRewards(page))?.userStats.pagesVisited).toHaveLength(4);
    await expect(notification(page)).toHaveCount(0);
    await nav.getByRole("link", { name: "Blog", exact: true }).click();
    await expect(notification(page).getByRole("heading", { name: "Site Explorer" })).toBeVisible();
    await page.keyboard.press("Escape");
    await nav.getByRole("link", { name: "Rewards", exact: true }).click();
    await expect(journeyStat(page, "Pages visited")).toHaveText("6");
    expect((await savedRewards(page))?.userStats.pagesVisited).toEqual([
      "/home",
      "/episodes",
      "/about",
      "/coaching",
      "/blog",
      "/rewards",
    ]);
  });

  test("the rules load once the page is idle, and a play and a page visit from before then still count", async ({
    page,
  }) => {
    const idle = await holdIdleCallbacks(page);
    const engineRequests: string[] = [];
    page.on("request", (request) => {
      if (/\/rewards-engine-[^/]+\.js$/.test(request.url())) engineRequests.push(request.url());
    });
    await page.goto("/home");
    await hydrated(page);
    await page.getByRole("button", { name: `Play ${newest.name}` }).click();
    await page.waitForTimeout(1_000);
    expect(engineRequests).toEqual([]);
    expect(await savedRewards(page)).toBeNull();
    await expect(notification(page)).toHaveCount(0);

    await idle.release();
    await expect(notification(page).getByRole("heading", { name: "First Step" })).toBeVisible();
    expect(engineRequests).toHaveLength(1);
    const saved = await savedRewards(page);
    expect(saved?.userStats).toMatchObject({ episodesListened: 1, totalPoints: 10, pagesVisited: ["/home"] });
  });

  test("a page that turns out not to exist is no page visited: an unknown path, episode or post", async ({
    page,
  }) => {
    await page.goto("/about");
    await hydrated(page);
    await rewardsStarted(page, "/about");
    for (const path of ["/no-such-page", "/episode/no-such-episode", "/blog/no-such-post"]) {
      expect((await page.goto(path))?.status()).toBe(404);
      await hydrated(page);
    }
    await page.goto("/coaching");
    await hydrated(page);
    await rewardsStarted(page, "/coaching");
    // Reached within the page, as a link in a post would be: still nothing counts, while the next
    // real page does.
    await navigateInApp(page, "/blog/another-missing-post");
    await expect(page.getByRole("heading", { name: "Post Not Found" })).toBeVisible();
    await page.getByRole("banner").getByRole("link", { name: "Blog", exact: true }).click();
    await rewardsStarted(page, "/blog");
    expect((await savedRewards(page))?.userStats.pagesVisited).toEqual(["/about", "/coaching", "/blog"]);
  });

  test("minutes on the site are added in whole minutes when the page is left; 30 unlock Deep Diver", async ({
    page,
  }) => {
    await page.clock.install({ time: new Date("2026-12-01T10:00:00Z") });
    await page.goto("/home");
    await hydrated(page);
    await rewardsStarted(page, "/home");
    await page.clock.fastForward("02:40");
    await page.goto("/episodes"); // leaving /home: 2 whole minutes
    await hydrated(page);
    await expect.poll(async () => (await savedRewards(page))?.userStats.timeSpentMinutes).toBe(2);

    await page.clock.fastForward("28:00"); // 2 + 28: thirty minutes
    await page.goto("/rewards");
    await hydrated(page);
    await expect(journeyStat(page, "Minutes engaged")).toHaveText("30");
    await expect(achievementCard(page, "Deep Diver").getByText("+75 pts")).toBeVisible();
  });
});

test.describe("the rewards page without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("no fresh visitor's zeros or locks pass for the visitor's own: they are held back, and the page says why", async ({
    page,
    request,
  }) => {
    // A browser without scripts shows <noscript>; one whose scripts are only switched off by the
    // test does not render it, so the server's HTML is read for it.
    const html = await (await request.get("/rewards")).text();
    expect(html).toMatch(/<noscript><p[^>]*>[^<]*Turn on JavaScript to see them/);
    await page.goto("/rewards");
    // The numbers are grey bars: their text is transparent.
    await expect(tile(page, "Total Points")).toHaveCSS("color", "rgba(0, 0, 0, 0)");
    await expect(achievementCard(page, "Episode Explorer").getByTestId("achievement-progress")).toBeHidden();
    await expect(achievementCard(page, "Episode Explorer").getByText("Locked")).toBeHidden();
    // No loading line for a browser that will never load it.
    await expect(page.getByText("Loading your progress…")).toBeHidden();
    // What does not depend on the progress stays: the achievement itself and what it is worth.
    await expect(achievementCard(page, "Episode Explorer").getByText(/Worth \d+ pts/)).toBeVisible();
  });
});

test.describe("the rewards page (SPEC §2 Rewards)", () => {
  test("after a share and saved progress: tiles, level bar, groups and journey stats @mobile", async ({
    page,
  }) => {
    // Saved: five plays (First Step, Episode Explorer), one donation (First Supporter), 12 minutes: 160 points.
    await seedRewards(
      page,
      savedRewardsAfter([
        ...times({ type: "episode-listened" }, 5),
        { type: "donation-made" },
        { type: "time-spent", minutes: 12 },
        ...visits("/home"),
      ]),
    );
    await page.goto(`/episode/${newest.id}`);
    await hydrated(page);
    await rewardsStarted(page, `/episode/${newest.id}`);
    await page.getByRole("button", { name: "Share", exact: true }).click();
    await page.getByRole("dialog").getByRole("button", { name: "Share on Twitter" }).click();
    // The share: Social Sharer (40) and the share's own 25 points.
    await expect(notification(page).getByRole("heading", { name: "Social Sharer" })).toBeVisible();

    await page.goto("/rewards");
    await hydrated(page);
    await expect(tile(page, "Total Points")).toHaveText("225");
    await expect(tile(page, "Current Level")).toHaveText("3");
    await expect(tile(page, "Achievements Unlocked")).toHaveText("4/11");
    await expect(tile(page, "Percent Complete")).toHaveText("36%");
    const bar = page.getByRole("progressbar", { name: "Level Progress" });
    await expect(bar).toHaveAttribute("aria-valuenow", "25");
    await expect(page.getByText("75 more points to reach level 4")).toBeVisible();

    for (const group of ["Listener", "Supporter", "Explorer", "Community"]) {
      await expect(page.getByRole("heading", { level: 3, name: group, exact: true })).toBeVisible();
    }
    const sharer = achievementCard(page, "Social Sharer");
    await expect(sharer.getByText("+40 pts")).toBeVisible();
    await expect(sharer.getByText("Locked", { exact: true })).toHaveCount(0);
    const promoter = achievementCard(page, "Content Promoter");
    await expect(promoter.getByText("Locked", { exact: true })).toBeVisible();
    await expect(promoter.getByTestId("achievement-progress")).toHaveText("1/3");
    await expect(promoter.getByRole("progressbar")).toHaveAttribute("aria-valuenow", "1");
    await expect(achievementCard(page, "Podcast Devotee").getByTestId("achievement-progress")).toHaveText(
      "5/15",
    );

    await expect(journeyStat(page, "Episodes listened")).toHaveText("5");
    await expect(journeyStat(page, "Pages visited")).toHaveText("3");
    await expect(journeyStat(page, "Donations made")).toHaveText("1");
    await expect(journeyStat(page, "Minutes engaged")).toHaveText("12");
    await expectNoAxeViolations(page, "main");
  });

  test("each of the nine confetti demo buttons throws confetti", async ({ page }) => {
    // Nine celebrations drawn frame by frame: about 15 s alone, several times that on a busy machine.
    test.slow();
    await page.clock.install({ time: new Date("2026-12-01T10:00:00Z") });
    await page.goto("/rewards");
    await hydrated(page);
    const confetti = page.locator("body > canvas");
    const demo = page.getByRole("region", { name: "Try the Celebrations" });
    const buttons = [
      "Newsletter",
      "Reward",
      "Bronze",
      "Silver",
      "Gold",
      "Platinum",
      "Level Up",
      "Points",
      "Ultimate Celebration Combo",
    ];
    await expect(demo.getByRole("button")).toHaveText(buttons);
    for (const name of buttons) {
      await demo.getByRole("button", { name, exact: true }).click();
      await expect(confetti, name).toHaveCount(1);
      // canvas-confetti removes its canvas when the last piece has fallen. Time runs a second at a
      // time, so the frames after that cost nothing.
      for (let second = 0; second < 20 && (await confetti.count()) > 0; second++)
        await page.clock.runFor(1_000);
      await expect(confetti, name).toHaveCount(0);
    }
  });

  test("with reduced motion there is no confetti, but the rewards and their notification still show", async ({
    page,
  }) => {
    await page.emulateMedia({ reducedMotion: "reduce" });
    await page.goto("/rewards");
    await hydrated(page);
    const demo = page.getByRole("region", { name: "Try the Celebrations" });
    await expect(demo.getByText(/asks for reduced motion/)).toBeVisible();
    await demo.getByRole("button", { name: "Platinum", exact: true }).click();

    await playNewestFromHome(page);
    await expect(notification(page).getByRole("heading", { name: "First Step" })).toBeVisible();
    await page.waitForTimeout(1_000);
    await expect(page.locator("body > canvas")).toHaveCount(0);
  });
});
