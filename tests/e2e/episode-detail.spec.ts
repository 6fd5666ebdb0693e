import { expect, test, type Page } from "#tests/helpers/test.ts";
import { expectNoAxeViolations } from "#tests/helpers/axe.ts";
import { analyticsEvents, hydrated, navigateInApp } from "#tests/helpers/page-state.ts";
import { actAsHumanVisitor } from "#tests/helpers/human-visitor.ts";
import { expectSkeletonUntilDataArrives, holdRequests } from "#tests/helpers/held-requests.ts";
import { brand } from "#shared/content/brand.ts";
import { episodeDetailCopy, shareMoods } from "#app/content/episode-detail.ts";
import { parseEpisodeDescription } from "#shared/episodes/description-parser.ts";
import { MAX_CHAPTERS, MAX_TAKEAWAYS } from "#shared/episodes/description-parser.ts";
import { PLAYER_TITLE_LIMIT } from "#shared/episodes/constants.ts";
import { transcriptParagraphs } from "#shared/episodes/show-notes.ts";
import { cutText } from "#shared/episodes/text.ts";
import {
  EXCEPTION_EPISODE_ID,
  episodeArtPath,
  sampleCatalog,
} from "#server/providers/episode-source/sample/sample-catalog.ts";
import { sampleTranscripts } from "#server/providers/episode-source/sample/sample-transcripts.ts";

const withRecord = sampleTranscripts.find((record) => record.episodeId === "fJBd0Kh8oOOL8dKLzdocJ2")!;
const withRecordEpisode = sampleCatalog.find((episode) => episode.id === withRecord.episodeId)!;
const recordIds = new Set(sampleTranscripts.map((record) => record.episodeId));
const withoutRecordEpisode = sampleCatalog.find(
  (episode) => !recordIds.has(episode.id) && episode.spotifyUrl,
)!;
const exceptionRecord = sampleTranscripts.find((record) => record.episodeId === EXCEPTION_EPISODE_ID)!;
const noSpotifyEpisode = sampleCatalog.find((episode) => !episode.spotifyUrl)!;

const episodePath = (id: string) => `/episode/${id}`;

async function openEpisode(page: Page, id: string) {
  await page.goto(episodePath(id));
  await page.waitForFunction(() => document.documentElement.dataset.hydrated === "true");
}

/** Records every window.open call instead of opening anything. */
async function stubWindowOpen(page: Page) {
  await page.addInitScript(() => {
    const calls: string[][] = [];
    (window as unknown as { openCalls: string[][] }).openCalls = calls;
    window.open = (url?: string | URL, target?: string, features?: string) => {
      calls.push([String(url ?? ""), target ?? "", features ?? ""]);
      return null;
    };
  });
}

const openCalls = (page: Page) =>
  page.evaluate(() => (window as unknown as { openCalls: string[][] }).openCalls);

// Axe runs and lazily loaded dialogs are slow on a cold dev server; give them room.
test.describe.configure({ timeout: 60_000 });

test.beforeEach(async ({ context }) => {
  // Outbound pages are not reachable in tests: answer them locally.
  await context.route(/open\.spotify\.com|twitter\.com|facebook\.com|linkedin\.com/, (route) =>
    route.fulfill({ status: 200, contentType: "text/html", body: "<title>outbound</title>" }),
  );
});

test.describe("episode detail (SPEC §2 Episode detail)", () => {
  test("an episode with a transcript record shows its topics, show notes, transcript, resources, guest and YouTube (SPEC §2) @mobile", async ({
    page,
  }) => {
    await openEpisode(page, withRecordEpisode.id);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(withRecordEpisode.name);
    await expect(page.getByText("November 16, 2026")).toBeVisible();
    await expect(page.getByRole("link", { name: brand.host.name, exact: true })).toHaveAttribute(
      "href",
      `/${brand.host.slug}`,
    );

    const topics = page.getByRole("region", { name: "Key Topics" }).getByRole("listitem");
    await expect(topics).toHaveText(withRecord.keyTopics);

    const notes = page.getByRole("region", { name: "Show Notes" });
    for (const heading of ["What we cover", "Maya's weekly rhythm", "Quote of the episode"]) {
      await expect(notes.getByRole("heading", { level: 3, name: heading })).toBeVisible();
    }
    await expect(notes.getByText("Monday: planning only, no client calls")).toBeVisible();

    const transcript = page.getByRole("region", { name: "Transcript", exact: true });
    const paragraphs = transcriptParagraphs(withRecord.transcript!);
    await expect(transcript.locator("p")).toHaveText(paragraphs);

    const resources = page.getByRole("region", { name: "Resources" }).getByRole("link");
    await expect(resources).toHaveCount(withRecord.resources.length);
    await expect(resources.first()).toHaveAttribute("href", withRecord.resources[0]!);
    await expect(resources.first()).toHaveAttribute("target", "_blank");
    await expect(resources.filter({ hasText: "Coaching" })).toHaveAttribute("href", "/coaching");

    const guest = page.getByRole("region", { name: "About the Guest" });
    await expect(guest.getByText("Maya Okafor", { exact: true })).toBeVisible();
    await expect(guest.getByText(withRecord.guestInfo!)).toBeVisible();
    await expect(page.getByText(/Guest:\s*Maya Okafor/)).toBeVisible();

    const youtube = page.getByRole("link", { name: "Watch on YouTube" });
    await expect(youtube).toHaveAttribute("href", withRecord.youtubeUrl!);
    await expect(youtube).toHaveAttribute("target", "_blank");
    const group = page.getByRole("link", { name: /Join the discussion/ });
    await expect(group).toHaveAttribute("href", brand.links.facebookGroup);
    await expect(group).toHaveAttribute("target", "_blank");
    const apple = page.getByRole("link", { name: "Listen on Apple Podcasts" });
    await expect(apple).toHaveAttribute("href", brand.links.applePodcasts);
    await expect(apple).toHaveAttribute("target", "_blank");

    await expect(page.getByText("Transcript Coming Soon")).toHaveCount(0);
    await expect(page.getByRole("heading", { name: "Key Takeaways" })).toHaveCount(0);
  });

  test("an episode without a record derives takeaways and chapters and shows 'Transcript Coming Soon' (SPEC §2, §9) @mobile", async ({
    page,
  }) => {
    const expected = parseEpisodeDescription(withoutRecordEpisode.description);
    expect(expected.takeaways.length).toBeGreaterThan(0);
    await openEpisode(page, withoutRecordEpisode.id);
    const takeaways = page.getByTestId("takeaways").getByRole("listitem");
    await expect(takeaways).toHaveText(expected.takeaways);
    expect(await takeaways.count()).toBeLessThanOrEqual(MAX_TAKEAWAYS);
    const chapters = page.getByTestId("chapters").getByRole("listitem");
    await expect(chapters).toHaveText(expected.chapters.map((c) => new RegExp(`${c.time}\\s*${c.title}`)));
    expect(await chapters.count()).toBeLessThanOrEqual(MAX_CHAPTERS);
    await expect(page.getByRole("heading", { level: 2, name: "Key Takeaways" })).toBeVisible();
    await expect(page.getByRole("heading", { level: 2, name: "Chapters" })).toBeVisible();
    await expect(page.getByRole("heading", { level: 2, name: "Transcript Coming Soon" })).toBeVisible();
    await expect(page.getByRole("heading", { name: "Show Notes" })).toHaveCount(0);
  });

  test("episode 6kRfIvBVLtFgSoOgVyX42L shows neither the record's show notes nor its transcript (SPEC §2)", async ({
    page,
  }) => {
    await openEpisode(page, EXCEPTION_EPISODE_ID);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await expect(page.getByRole("heading", { name: "Show Notes" })).toHaveCount(0);
    await expect(page.getByText("Marcus's change playbook")).toHaveCount(0);
    await expect(page.getByRole("heading", { name: "Transcript", exact: true })).toHaveCount(0);
    await expect(page.getByText(transcriptParagraphs(exceptionRecord.transcript!)[0]!)).toHaveCount(0);
    // The derived content shows instead.
    await expect(page.getByRole("heading", { name: "Key Takeaways" })).toBeVisible();
    await expect(page.getByRole("heading", { name: "Chapters" })).toBeVisible();
    await expect(page.getByText("Transcript Coming Soon")).toBeVisible();
    // The rest of the record still shows.
    await expect(page.getByRole("region", { name: "Key Topics" }).getByRole("listitem")).toHaveText(
      exceptionRecord.keyTopics,
    );
  });

  test("the server HTML holds the h1, an absolute og:image and PodcastEpisode JSON-LD (SPEC §2, issue 3)", async ({
    request,
    baseURL,
  }) => {
    const response = await request.get(episodePath(withRecordEpisode.id));
    expect(response.status()).toBe(200);
    const html = await response.text();
    expect(html).toMatch(
      /<h1[^>]*>Episode 15: Building a Business That Doesn(?:'|&#x27;|&#39;)t Break You<\/h1>/,
    );
    // The sample art is SVG, which social sites do not show: the page shares the site's card.
    expect(episodeArtPath(withRecordEpisode.id)).toMatch(/\.svg$/);
    expect(html).toContain(`<meta property="og:image" content="${baseURL}${brand.socialImage}"`);
    // X shows a large card and reads its picture from Open Graph (decision 021).
    expect(html).toContain(`<meta name="twitter:card" content="summary_large_image"`);
    expect(html).toContain(`<meta property="og:description" content="${withRecord.seoDescription}"`);
    const blocks = [...html.matchAll(/<script type="application\/ld\+json">([^<]*)<\/script>/g)].map(
      (match) => JSON.parse(match[1]!) as Record<string, unknown>,
    );
    const ld = blocks.find((block) => block["@type"] === "PodcastEpisode");
    expect(ld).toMatchObject({
      name: withRecordEpisode.name,
      url: `${baseURL}${episodePath(withRecordEpisode.id)}`,
      datePublished: "2026-11-16",
      episodeNumber: 15,
      partOfSeries: { "@type": "PodcastSeries", name: brand.showName },
      author: { "@type": "Person", name: brand.host.name },
    });
    expect(ld?.actor).toContainEqual({ "@type": "Person", name: "Maya Okafor" });
  });

  test("a cover that fails to load gives way to the microphone gradient, not a broken image (SPEC §2)", async ({
    page,
  }) => {
    await page.route(`**/episode-art/${withRecordEpisode.id}*`, (route) =>
      route.fulfill({ status: 404, body: "" }),
    );
    await openEpisode(page, withRecordEpisode.id);
    const hero = page.getByRole("region", { name: withRecordEpisode.name });
    await expect(hero.getByTestId("artwork-fallback")).toBeVisible();
    await expect(hero.locator("img")).toHaveCount(0);
  });

  test("a link to an episode shows the episode's loading skeleton until its data arrives (SPEC §2) @mobile", async ({
    page,
  }) => {
    const episode = sampleCatalog[0]!;
    await page.goto("/episodes");
    await page.waitForFunction(() => document.documentElement.dataset.hydrated === "true");
    const episodeData = await holdRequests(page, `**/episode/${episode.id}.data*`);
    const link = page
      .getByRole("main")
      .locator(`a[href="${episodePath(episode.id)}"]`)
      .last();
    await expectSkeletonUntilDataArrives(page, link, episodeData, {
      loading: "Loading episode",
      page: episode.name,
    });
  });

  test("an unknown episode id answers 404 with 'Episode not found' and a way back (SPEC §8)", async ({
    page,
  }) => {
    const response = await page.goto(episodePath("no-such-episode"));
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Episode not found");
    await expect(page.getByRole("heading", { level: 2, name: "Episode Not Found" })).toBeVisible();
    await expect(page.getByRole("link", { name: "Back to Episodes" })).toHaveAttribute("href", "/episodes");
  });
});

test.describe("episode play and copy link (SPEC §4 Episode play, §8)", () => {
  test("Listen on Spotify opens the episode on Spotify and records it in the history (SPEC §4)", async ({
    page,
  }) => {
    await openEpisode(page, withRecordEpisode.id);
    const popupPromise = page.waitForEvent("popup");
    await page.getByRole("link", { name: "Listen on Spotify" }).click();
    const popup = await popupPromise;
    await popup.waitForLoadState();
    expect(popup.url()).toBe(withRecordEpisode.spotifyUrl);
    const history = await page.evaluate(() => JSON.parse(localStorage.getItem("podcastHistory") ?? "[]"));
    expect(history[0]).toMatchObject({ id: withRecordEpisode.id, name: withRecordEpisode.name });
  });

  test("an episode without a Spotify link shows 'Episode not available' (SPEC §8)", async ({ page }) => {
    await stubWindowOpen(page);
    await openEpisode(page, noSpotifyEpisode.id);
    await page.getByRole("button", { name: "Listen on Spotify" }).click();
    await expect(page.getByText("Episode not available", { exact: true })).toBeVisible();
    await expect(
      page.getByText("This episode is not yet available for listening.", { exact: true }),
    ).toBeVisible();
    expect(await openCalls(page)).toEqual([]);
  });

  test("Copy Link copies the page's address and shows 'Episode link copied!' (SPEC §8)", async ({
    page,
    context,
    baseURL,
  }) => {
    await context.grantPermissions(["clipboard-read", "clipboard-write"]);
    await openEpisode(page, withRecordEpisode.id);
    await page.getByRole("button", { name: "Copy Link" }).click();
    await expect(page.getByText("Episode link copied!", { exact: true })).toBeVisible();
    await expect(page.getByText("Share this episode with your friends.", { exact: true })).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(
      `${baseURL}${episodePath(withRecordEpisode.id)}`,
    );
  });
});

test.describe("share dialog (SPEC §4 Share dialog)", () => {
  test("moods toggle one at a time, selecting one again clears it, and the mood prefixes the text (SPEC §3, §4)", async ({
    page,
  }) => {
    await openEpisode(page, withRecordEpisode.id);
    await page.getByRole("button", { name: "Share", exact: true }).click();
    const dialog = page.getByRole("dialog", { name: `Share "${withRecordEpisode.name}"` });
    await expect(dialog).toBeVisible();
    const moods = ["Completed", "Inspired", "Motivated", "Grateful", "Recommend"];
    for (const mood of moods) {
      await expect(dialog.getByRole("button", { name: mood })).toHaveAttribute("aria-pressed", "false");
    }
    const text = dialog.getByTestId("share-text");
    await expect(text).toHaveText(`Listen to "${withRecordEpisode.name}" from ${brand.showName}`);

    await dialog.getByRole("button", { name: "Inspired" }).click();
    await expect(dialog.getByRole("button", { name: "Inspired" })).toHaveAttribute("aria-pressed", "true");
    await expect(text).toHaveText(new RegExp(`^Feeling inspired by "`));

    await dialog.getByRole("button", { name: "Grateful" }).click();
    await expect(dialog.getByRole("button", { name: "Grateful" })).toHaveAttribute("aria-pressed", "true");
    await expect(dialog.getByRole("button", { name: "Inspired" })).toHaveAttribute("aria-pressed", "false");
    await expect(text).toHaveText(/^Grateful for "/);

    await dialog.getByRole("button", { name: "Grateful" }).click();
    await expect(dialog.getByRole("button", { name: "Grateful" })).toHaveAttribute("aria-pressed", "false");
    await expect(text).toHaveText(/^Listen to "/);

    await expectNoAxeViolations(page, '[role="dialog"]');
    await page.keyboard.press("Escape");
    await expect(dialog).toBeHidden();
    await expect(page.getByRole("button", { name: "Share", exact: true })).toBeFocused();
  });

  test("Twitter, Facebook and LinkedIn open a 600x400 popup to the intent with the encoded text and URL (SPEC §4, §7)", async ({
    page,
    baseURL,
  }) => {
    await stubWindowOpen(page);
    await openEpisode(page, withRecordEpisode.id);
    await page.getByRole("button", { name: "Share", exact: true }).click();
    const dialog = page.getByRole("dialog");
    await dialog.getByRole("button", { name: "Completed" }).click();
    const pageUrl = encodeURIComponent(`${baseURL}${episodePath(withRecordEpisode.id)}`);
    const text = encodeURIComponent(
      `Just finished listening to "${withRecordEpisode.name}" from ${brand.showName}`,
    );

    await dialog.getByRole("button", { name: "Share on Twitter" }).click();
    // The first share's achievement notice opens over the dialog; closing it leaves the dialog open.
    await page.getByRole("button", { name: "Close achievement notice" }).click();
    await expect(page.getByRole("region", { name: "Achievement unlocked" })).toHaveCount(0);
    await expect(dialog).toBeVisible();
    await dialog.getByRole("button", { name: "Share on Facebook" }).click();
    await dialog.getByRole("button", { name: "Share on LinkedIn" }).click();
    const calls = await openCalls(page);
    expect(calls.map(([url]) => url)).toEqual([
      `https://twitter.com/intent/tweet?text=${text}&url=${pageUrl}`,
      `https://www.facebook.com/sharer/sharer.php?u=${pageUrl}`,
      `https://www.linkedin.com/shareArticle?mini=true&url=${pageUrl}&title=${text}`,
    ]);
    for (const [, , features] of calls) expect(features).toMatch(/(^|,)width=600,height=400(,|$)/);

    // SPEC §4, §7: each share fires the social_share analytics event.
    expect(await analyticsEvents(page, "social_share")).toEqual(
      ["twitter", "facebook", "linkedin"].map((method) => ({
        method,
        content: withRecordEpisode.name,
        mood: "completed",
      })),
    );
  });

  /** The visitor's first share, from the keyboard: Social Sharer's notice opens over the dialog. */
  async function firstShareFromTheDialog(page: Page) {
    await stubWindowOpen(page);
    await openEpisode(page, withRecordEpisode.id);
    await page.getByRole("button", { name: "Share", exact: true }).click();
    const dialog = page.getByRole("dialog");
    const twitter = dialog.getByRole("button", { name: "Share on Twitter" });
    await twitter.focus();
    await page.keyboard.press("Enter");
    const notice = page.getByRole("region", { name: "Achievement unlocked" });
    await expect(notice).toBeVisible();
    return { dialog, twitter, notice };
  }

  test("Escape closes the achievement notice over the dialog first, then the dialog (SPEC §4)", async ({
    page,
  }) => {
    const { dialog, notice } = await firstShareFromTheDialog(page);

    await page.keyboard.press("Escape");
    await expect(notice).toHaveCount(0);
    await expect(dialog).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(dialog).toBeHidden();
  });

  test("Tab goes into the achievement notice over the share dialog and stays there; closing it returns focus to the dialog, whose trap holds again (SPEC §4)", async ({
    page,
  }) => {
    const { dialog, twitter, notice } = await firstShareFromTheDialog(page);
    await expect(twitter).toBeFocused();

    const close = notice.getByRole("button", { name: "Close achievement notice" });
    await page.keyboard.press("Tab");
    await expect(close).toBeFocused();
    // Neither the dialog beneath nor the page behind it is reached while the notice shows.
    for (let presses = 0; presses < 4; presses++) {
      await page.keyboard.press("Tab");
      expect(await notice.evaluate((element) => element.contains(document.activeElement))).toBe(true);
    }
    await close.focus();
    await page.keyboard.press("Enter");
    await expect(notice).toHaveCount(0);
    await expect(twitter).toBeFocused();

    // The dialog's trap is back: however far Tab goes, focus stays inside the dialog.
    for (let presses = 0; presses < 10; presses++) {
      await page.keyboard.press("Tab");
      expect(await dialog.evaluate((element) => element.contains(document.activeElement))).toBe(true);
    }
  });

  test("the copy button says 'Copied' for 3 s from the latest copy (SPEC §4, §9)", async ({
    page,
    context,
  }) => {
    await context.grantPermissions(["clipboard-read", "clipboard-write"]);
    await page.clock.install();
    await openEpisode(page, withRecordEpisode.id);
    await page.getByRole("button", { name: "Share", exact: true }).click();
    const dialog = page.getByRole("dialog");
    await expect(dialog).toBeVisible();
    // From here time moves only when the test says so.
    await page.clock.pauseAt(new Date(Date.now() + 60_000));
    await dialog.getByRole("button", { name: "Copy link" }).click();
    const copied = dialog.getByRole("button", { name: "Copied" });
    await expect(copied).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toContain(withRecordEpisode.name);
    await page.clock.runFor(2900);
    await expect(copied).toBeVisible();
    await page.clock.runFor(200);
    await expect(dialog.getByRole("button", { name: "Copy link" })).toBeVisible();
    await expect(copied).toHaveCount(0);

    // A second copy within the 3 s starts them again.
    await dialog.getByRole("button", { name: "Copy link" }).click();
    await expect(copied).toBeVisible();
    await page.clock.runFor(2000);
    // With a mood the copied text changes, which shows when the second copy has happened.
    await dialog.getByRole("button", { name: "Inspired" }).click();
    await copied.click();
    await expect
      .poll(() => page.evaluate(() => navigator.clipboard.readText()))
      .toContain(shareMoods.inspired.prefix);
    await page.clock.runFor(2000);
    await expect(copied).toBeVisible();
    await page.clock.runFor(1100);
    await expect(copied).toHaveCount(0);
  });
});

test.describe("floating player (SPEC §4 Floating player)", () => {
  const player = (page: Page) => page.locator('[data-tour="podcast-player"]');
  const scrollTo = (page: Page, y: number) =>
    page.evaluate((top) => window.scrollTo({ top, behavior: "instant" }), y);

  test("hidden at the top, shown after 500 px of scroll, closed until the next scroll (SPEC §4) @mobile", async ({
    page,
  }) => {
    await openEpisode(page, withRecordEpisode.id);
    await expect(player(page)).toBeHidden();
    await scrollTo(page, 400);
    await expect(player(page)).toBeHidden();
    await scrollTo(page, 700);
    await expect(player(page)).toBeVisible();
    await expect(player(page).getByTestId("player-title")).toHaveText(
      cutText(sampleCatalog[0]!.name, PLAYER_TITLE_LIMIT),
    );
    await expectNoAxeViolations(page, '[data-tour="podcast-player"]');

    await player(page).getByRole("button", { name: "Close player" }).click();
    await expect(player(page)).toBeHidden();
    await scrollTo(page, 750);
    await expect(player(page)).toBeVisible();
  });

  test("its code is fetched on the first scroll past 500 px, not with the page, and a reload part-way down shows it", async ({
    page,
  }) => {
    const playerScripts: string[] = [];
    page.on("request", (request) => {
      if (request.resourceType() === "script" && request.url().includes("floating-player")) {
        playerScripts.push(request.url());
      }
    });
    await openEpisode(page, withRecordEpisode.id);
    await scrollTo(page, 400);
    await expect(player(page)).toHaveCount(0);
    expect(playerScripts).toEqual([]);

    await scrollTo(page, 700);
    await expect(player(page)).toBeVisible();
    expect(playerScripts.length).toBeGreaterThan(0);

    await page.reload();
    await page.waitForFunction(() => document.documentElement.dataset.hydrated === "true");
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(500);
    await expect(player(page)).toBeVisible();
  });

  test("when the player's episode list cannot be fetched, a scroll 10 s later fetches it again, not every scroll before", async ({
    page,
  }) => {
    let asked = 0;
    await page.route("**/api/player/episodes", (route) =>
      ++asked === 1 ? route.abort("internetdisconnected") : route.continue(),
    );
    await page.clock.install();
    await openEpisode(page, withRecordEpisode.id);
    await scrollTo(page, 700);
    await expect.poll(() => asked).toBe(1);
    await expect(player(page)).toHaveCount(0);
    // A page left open does not keep asking, nor does scrolling on at once (offline, say).
    for (const y of [800, 900, 1000]) {
      await scrollTo(page, y);
      await page.waitForTimeout(100);
    }
    await page.waitForTimeout(300);
    expect(asked).toBe(1);

    await page.clock.fastForward(10_000);
    await scrollTo(page, 1100);
    await expect(player(page)).toBeVisible();
    expect(asked).toBe(2);
  });

  test("for visitors who prefer reduced motion the bar appears without sliding in; on the narrowest phones it leaves out its eyebrow for the title", async ({
    page,
  }) => {
    await page.emulateMedia({ reducedMotion: "reduce" });
    await page.setViewportSize({ width: 320, height: 640 });
    await openEpisode(page, withRecordEpisode.id);
    await scrollTo(page, 900);
    await expect(player(page)).toBeVisible();
    expect(await player(page).evaluate((bar) => getComputedStyle(bar).transitionProperty)).toBe("none");
    await expect(player(page).getByText("From the show")).toBeHidden();
    await expect(player(page).getByTestId("player-title")).toBeVisible();

    await page.setViewportSize({ width: 375, height: 640 });
    await expect(player(page).getByText("From the show")).toBeVisible();
  });

  test("previous and next wrap around, the name is cut at 50 characters and play opens Spotify (SPEC §4, §9)", async ({
    page,
  }) => {
    await stubWindowOpen(page);
    await openEpisode(page, withRecordEpisode.id);
    await scrollTo(page, 900);
    const title = player(page).getByTestId("player-title");
    const first = sampleCatalog[0]!;
    const second = sampleCatalog[1]!;
    const last = sampleCatalog.at(-1)!;
    expect(first.name.length).toBeGreaterThan(PLAYER_TITLE_LIMIT);
    await expect(title).toHaveText(`${first.name.slice(0, PLAYER_TITLE_LIMIT)}...`);
    // The video thumbnail is preferred over the general one (SPEC §3), as in every episode list.
    expect(first.youtubeThumbnail).not.toBeNull();
    await expect(player(page).locator("img")).toHaveAttribute("src", first.youtubeThumbnail!);

    await player(page).getByRole("button", { name: "Next episode" }).click();
    await expect(title).toHaveText(cutText(second.name, PLAYER_TITLE_LIMIT));
    // A screen reader hears the new title: focus stays on the button, which keeps its name.
    await expect(title).toHaveAttribute("aria-live", "polite");
    await expect(player(page).getByRole("button", { name: "Next episode" })).toBeFocused();
    await player(page).getByRole("button", { name: "Previous episode" }).click();
    await player(page).getByRole("button", { name: "Previous episode" }).click();
    await expect(title).toHaveText(cutText(last.name, PLAYER_TITLE_LIMIT));
    await player(page).getByRole("button", { name: "Next episode" }).click();
    await expect(title).toHaveText(cutText(first.name, PLAYER_TITLE_LIMIT));

    await player(page)
      .getByRole("button", { name: `Play ${first.name}` })
      .click();
    expect((await openCalls(page)).map(([url, target]) => [url, target])).toEqual([
      [first.spotifyUrl, "_blank"],
    ]);
  });

  test("the bar shows the episode the page is about, follows a move to another episode's page and a play anywhere, and starts at the last one played", async ({
    page,
  }) => {
    await stubWindowOpen(page);
    const title = player(page).getByTestId("player-title");
    const shows = (episode: (typeof sampleCatalog)[number]) =>
      expect(title).toHaveText(cutText(episode.name, PLAYER_TITLE_LIMIT));
    const [, , third, fourth, fifth, sixth] = sampleCatalog;
    // Past the threshold once a new page's smooth scroll to the top is over, which would else undo it.
    const bringUpBar = async () => {
      await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
      await scrollTo(page, 900);
      await expect(player(page)).toBeVisible();
    };
    await openEpisode(page, third!.id);
    await bringUpBar();
    await shows(third!);
    await player(page).getByRole("button", { name: "Next episode" }).click();
    await shows(fourth!);

    // The bar stays mounted, shown or not: what it shows can be read at any scroll.
    await navigateInApp(page, episodePath(fifth!.id));
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(fifth!.name);
    await shows(fifth!);
    // Leaving the episode pages keeps the bar where it is.
    await navigateInApp(page, "/about");
    await expect(page).toHaveURL(/\/about$/);
    await shows(fifth!);

    // A play from an episode's page brings the bar to it, also when the bar had moved on.
    await navigateInApp(page, episodePath(sixth!.id));
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(sixth!.name);
    await shows(sixth!);
    await bringUpBar();
    await player(page).getByRole("button", { name: "Previous episode" }).click();
    await shows(fifth!);
    await page.getByRole("link", { name: episodeDetailCopy.listenOnSpotify }).click();
    await shows(sixth!);

    // A new visit starts at the last episode played.
    await page.goto("/about");
    await hydrated(page);
    await scrollTo(page, 900);
    await shows(sixth!);
  });

  test("closing the player from the keyboard moves focus to the main content, and the bar stays closed", async ({
    page,
  }) => {
    await openEpisode(page, withRecordEpisode.id);
    await scrollTo(page, 900);
    await expect(player(page)).toBeVisible();
    await player(page).getByRole("button", { name: "Close player" }).focus();
    await page.keyboard.press("Enter");
    await expect(player(page)).toBeHidden();
    await expect(page.locator("#main-content")).toBeFocused();
    await expect(player(page)).toBeHidden();
  });

  test("closing the player it was tabbed into from the page gives focus back where it came from, without scrolling", async ({
    page,
  }) => {
    await openEpisode(page, withRecordEpisode.id);
    // At the bottom, where the footer's last link (the last before the bar) is in view.
    await scrollTo(page, 100_000);
    await expect(player(page)).toBeVisible();
    const lastLink = page.getByRole("contentinfo").getByRole("link").last();
    await lastLink.focus();
    const scrolled = await page.evaluate(() => window.scrollY);
    const close = player(page).getByRole("button", { name: "Close player" });
    for (
      let presses = 0;
      presses < 10 && !(await close.evaluate((button) => button === document.activeElement));
      presses++
    ) {
      await page.keyboard.press("Tab");
    }
    await expect(close).toBeFocused();
    await page.keyboard.press("Enter");
    await expect(player(page)).toBeHidden();
    await expect(lastLink).toBeFocused();
    expect(await page.evaluate(() => window.scrollY)).toBe(scrolled);
  });

  test("a cover that fails to load gives way to a plain tile, not a broken image", async ({ page }) => {
    // The bar starts at the episode of the page.
    const first = noSpotifyEpisode;
    const second = sampleCatalog[sampleCatalog.indexOf(first) + 1];
    await page.route(`**/episode-art/${first.id}*`, (route) => route.fulfill({ status: 404, body: "" }));
    await openEpisode(page, first.id);
    await scrollTo(page, 900);
    await expect(player(page)).toBeVisible();
    await expect(player(page).getByTestId("player-cover-fallback")).toBeVisible();
    await expect(player(page).locator("img")).toHaveCount(0);

    // The next episode's cover loads as usual.
    await player(page).getByRole("button", { name: "Next episode" }).click();
    await expect(player(page).locator("img")).toHaveAttribute(
      "src",
      second!.youtubeThumbnail ?? second!.thumbnail!,
    );
    await expect(player(page).getByTestId("player-cover-fallback")).toHaveCount(0);
  });

  test("the landing page has no floating player (SPEC §2)", async ({ page }) => {
    await actAsHumanVisitor(page);
    await page.goto("/");
    await page.waitForFunction(() => document.documentElement.dataset.hydrated === "true");
    await expect(page).toHaveURL(/\/$/);
    await expect(player(page)).toHaveCount(0);
  });
});

test.describe("episode page accessibility (axe)", () => {
  for (const [label, id] of [
    ["with a record", withRecordEpisode.id],
    ["without a record", withoutRecordEpisode.id],
  ] as const) {
    test(`the episode page ${label} has no axe violations @mobile`, async ({ page }) => {
      await openEpisode(page, id);
      await expectNoAxeViolations(page);
    });
  }
});
