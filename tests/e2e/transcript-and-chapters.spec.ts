import { expect, test, type Page } from "#tests/helpers/test.ts";
import { expectNoAxeViolations } from "#tests/helpers/axe.ts";
import { audioPlayerBar, playerPosition } from "#tests/helpers/audio-player-bar.ts";
import { hydrated } from "#tests/helpers/page-state.ts";
import { TEST_ADMIN_PASSWORD } from "#tests/helpers/admin-login.ts";
import { listeningEpisodes, STAND_IN_AUDIO_SECONDS } from "#tests/stand-ins/podcast-feed-stand-in.ts";

// Issue: listening on the site, items 4 and 6. The listening server's first episode has the feed
// stand-in's WebVTT transcript (paragraphs at 0:00, 0:12 and 0:30) and JSON chapters (0:00
// Welcome, 0:12 Why rest works, 0:30 Your first step).

const { withEverything, audioOnly } = listeningEpisodes;
const withAudio = `/episode/${withEverything.guid}`;

const bar = audioPlayerBar;
const position = playerPosition;
const transcript = (page: Page) => page.getByRole("region", { name: "Transcript text" });
const chapters = (page: Page) => page.getByTestId("chapters");
const spokenLine = (page: Page) => transcript(page).locator('[aria-current="time"]');

test.describe("chapters and the transcript follow the player @listening", () => {
  test.describe.configure({ timeout: 150_000 });

  test("the feed's chapters list their start times, and one plays from its start and is marked @mobile", async ({
    page,
  }) => {
    await page.goto(withAudio);
    await expect(chapters(page).getByRole("link")).toHaveText([
      /0:00\s*Welcome/,
      /0:12\s*Why rest works/,
      /0:30\s*Your first step/,
    ]);
    const chapter = chapters(page).getByRole("link", { name: "Play from 0:12: Why rest works" });
    // Before the page's script, and in a new tab, it is the page at that moment.
    await expect(chapter).toHaveAttribute("href", `${withAudio}?t=12`);
    await hydrated(page);
    await chapter.click();
    await expect(page).toHaveURL(new RegExp(`${withAudio}$`));
    await expect.poll(() => position(page), { timeout: 15_000 }).toBeGreaterThanOrEqual(12);
    await expect(chapter).toHaveAttribute("aria-current", "time");
    await expect(spokenLine(page)).toHaveText(/Rest is part of the work/);
    // The first play's achievement notice (with its confetti) is closed before axe looks at the page.
    const notice = page.getByRole("region", { name: "Achievement unlocked" });
    await expect(notice).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(notice).toHaveCount(0);
    await expectNoAxeViolations(page);
  });

  test("a click on a line of the transcript plays from it, and the line being spoken moves on", async ({
    page,
  }) => {
    await page.goto(withAudio);
    await expect(transcript(page).getByText("Maya:")).toBeVisible();
    await hydrated(page);
    await transcript(page).getByText("Take one small step this week.").click();
    await expect.poll(() => position(page), { timeout: 15_000 }).toBeGreaterThanOrEqual(30);
    await expect(spokenLine(page)).toHaveText(/Take one small step/);
    await expect(chapters(page).locator('[aria-current="time"]')).toHaveText(/Your first step/);

    // The paragraph's time is the keyboard's way in: it plays from the paragraph's start.
    await bar(page).getByRole("button", { name: "Pause" }).click();
    await transcript(page).getByRole("link", { name: "Play from 0:12" }).press("Enter");
    await expect.poll(() => position(page), { timeout: 15_000 }).toBeGreaterThanOrEqual(12);
    expect(await position(page)).toBeLessThan(30);
    await expect(spokenLine(page)).toHaveText(/Rest is part of the work/);
  });

  test("a link to a moment opens the page ready to play from there, and marks that line", async ({
    page,
  }) => {
    await page.goto(`${withAudio}?t=0:30`);
    await expect(spokenLine(page)).toHaveText(/Take one small step/);
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", new RegExp(`${withAudio}$`));
    await page.getByRole("button", { name: "Play from 0:30" }).click();
    await expect.poll(() => position(page), { timeout: 15_000 }).toBeGreaterThanOrEqual(30);
  });

  test("the transcript can be downloaded as text and as WebVTT", async ({ page, request }) => {
    await page.goto(withAudio);
    const text = page.getByRole("link", { name: "Download the transcript (text)" });
    const vtt = page.getByRole("link", { name: "WebVTT subtitles" });
    expect(await (await request.get((await text.getAttribute("href"))!)).text()).toContain(
      "Rest is part of the work, not a reward for it.",
    );
    expect(await (await request.get((await vtt.getAttribute("href"))!)).text()).toMatch(/^WEBVTT/);
  });

  test("search engines and apps find the audio, the transcript and the chapters", async ({
    page,
    baseURL,
  }) => {
    await page.goto(withAudio);
    await expect(page.locator('meta[property="og:audio"]')).toHaveAttribute(
      "content",
      new RegExp(`/audio/${withEverything.guid}\\.wav$`),
    );
    const ld = await page
      .locator('script[type="application/ld+json"]')
      .evaluateAll((scripts) => scripts.map((script) => JSON.parse(script.textContent ?? "{}")));
    const episode = ld.find((data) => data["@type"] === "PodcastEpisode");
    expect(episode.associatedMedia.contentUrl).toMatch(/\.wav$/);
    expect(episode.transcript).toBe(`${baseURL}${withAudio}/transcript.txt`);
    expect(episode.hasPart).toEqual([
      { "@type": "Clip", name: "Welcome", startOffset: 0, endOffset: 12, url: `${baseURL}${withAudio}?t=0` },
      {
        "@type": "Clip",
        name: "Why rest works",
        startOffset: 12,
        endOffset: 30,
        url: `${baseURL}${withAudio}?t=12`,
      },
      {
        "@type": "Clip",
        name: "Your first step",
        startOffset: 30,
        endOffset: STAND_IN_AUDIO_SECONDS,
        url: `${baseURL}${withAudio}?t=30`,
      },
    ]);
  });

  test("a long transcript follows the audio in its own box, unless the visitor turns that off", async ({
    page,
    baseURL,
  }) => {
    // The owner gives the audio-only episode a transcript with a line a second.
    const login = await page.request.post("/api/admin/session", { data: { password: TEST_ADMIN_PASSWORD } });
    expect(login.status()).toBe(200);
    const lines = Array.from({ length: STAND_IN_AUDIO_SECONDS }, (_, second) => {
      const stamp = (value: number) =>
        `00:${String(Math.floor(value / 60)).padStart(2, "0")}:${String(value % 60).padStart(2, "0")}.000`;
      return `${stamp(second)} --> ${stamp(second + 1)}\nLine number ${second} of the owner's transcript.`;
    });
    const saved = await page.request.put(`/api/admin/episodes/${audioOnly.guid}/transcript`, {
      headers: { origin: baseURL! },
      data: { text: `WEBVTT\n\n${lines.join("\n\n")}\n`, format: "webvtt" },
    });
    expect(saved.status()).toBe(200);
    try {
      await page.goto(`/episode/${audioOnly.guid}`);
      const box = transcript(page);
      await expect(box.getByText("Line number 100 of the owner's transcript.")).toBeAttached();
      expect(await box.evaluate((element) => element.scrollHeight > element.clientHeight)).toBe(true);
      const follow = page.getByRole("button", { name: "Follow along" });
      await expect(follow).toHaveAttribute("aria-pressed", "true");

      await page.getByRole("button", { name: "Play episode" }).click();
      await expect.poll(() => position(page), { timeout: 15_000 }).toBeGreaterThanOrEqual(1);
      await bar(page).getByRole("slider", { name: "Position in the episode" }).fill("90");
      await expect(spokenLine(page)).toHaveText(/Line number 9\d of/);
      // The spoken line is scrolled into the box's sight, and the page itself did not move.
      await expect.poll(() => spokenLine(page).evaluate(lineInSight)).toBe(true);

      await follow.click();
      await expect(follow).toHaveAttribute("aria-pressed", "false");
      const scrolled = await box.evaluate((element) => element.scrollTop);
      await bar(page).getByRole("slider", { name: "Position in the episode" }).fill("5");
      await expect(spokenLine(page)).toHaveText(/Line number [5-9] of/);
      expect(await box.evaluate((element) => element.scrollTop)).toBe(scrolled);
    } finally {
      await page.request.delete(`/api/admin/episodes/${audioOnly.guid}/transcript`, {
        headers: { origin: baseURL! },
      });
    }
  });

  test("the carousel's Listen plays an episode with audio on the site, without leaving the page", async ({
    page,
  }) => {
    await page.goto("/episodes");
    await hydrated(page);
    const carousel = page.getByRole("region", { name: "Episode recommendations" });
    await carousel.getByRole("button", { name: "Pause Auto-play" }).click();
    await carousel.getByRole("button", { name: "Show episode 1" }).click();
    const listen = carousel.getByRole("link", {
      name: new RegExp(`^Listen now\\s*: ${withEverything.title}$`),
    });
    await expect(listen).toHaveAttribute("href", withAudio);
    await listen.click();
    await expect(page).toHaveURL(/\/episodes$/);
    await expect(bar(page).getByText(withEverything.title)).toBeVisible();
    await expect.poll(() => position(page), { timeout: 15_000 }).toBeGreaterThan(0);
  });
});

test.describe("without a script @listening", () => {
  test.use({ javaScriptEnabled: false });

  test("the browser's own player plays the episode, from the moment a link names", async ({ page }) => {
    await page.goto(`${withAudio}?t=12`);
    const audio = page.getByLabel("Listen to this episode");
    await expect(audio).toBeVisible();
    await expect(audio).toHaveAttribute("src", /\.wav#t=12$/);
    await expect(page.getByRole("button", { name: "Play from 0:12" })).toBeHidden();
    // Chapters and the transcript's times are links to their moments.
    await expect(
      chapters(page).getByRole("link", { name: "Play from 0:30: Your first step" }),
    ).toHaveAttribute("href", `${withAudio}?t=30`);
  });
});

/** Whether the line is inside its scrolling box's visible part. */
function lineInSight(line: Element): boolean {
  const box = line.closest('[role="region"]')!.getBoundingClientRect();
  const own = line.getBoundingClientRect();
  return own.top >= box.top && own.bottom <= box.bottom;
}
