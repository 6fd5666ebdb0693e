import { expect, test } from "#tests/helpers/test.ts";
import { expectNoAxeViolations } from "#tests/helpers/axe.ts";
import { audioPlayerBar, playerPosition } from "#tests/helpers/audio-player-bar.ts";
import { listeningEpisodes } from "#tests/stand-ins/podcast-feed-stand-in.ts";

// Issue: listening on the site. The listening server's episodes come from the podcast feed
// stand-in (tests/stand-ins/podcast-feed-stand-in.ts): real audio the browser plays, a WebVTT
// transcript and JSON chapters.

const withAudio = `/episode/${listeningEpisodes.withEverything.guid}`;
const spotifyOnly = `/episode/${listeningEpisodes.spotifyOnly.guid}`;

const bar = audioPlayerBar;
const position = playerPosition;

test.describe("the site's audio player @listening", () => {
  // Real audio plays for several seconds in each test.
  test.describe.configure({ timeout: 150_000 });

  test("an episode with audio plays on the page, and keeps playing across pages @mobile", async ({
    page,
  }) => {
    await page.goto(withAudio);
    await page.getByRole("button", { name: "Play episode" }).click();
    await expect(bar(page)).toBeVisible();
    await expect(bar(page).getByText(listeningEpisodes.withEverything.title)).toBeVisible();
    // The audio really plays: its position moves on.
    await expect.poll(() => position(page), { timeout: 15_000 }).toBeGreaterThanOrEqual(2);
    await expect(bar(page).getByRole("button", { name: "Pause" })).toBeVisible();

    // A move to another page within the site neither stops nor restarts it.
    const before = await position(page);
    await page.getByRole("contentinfo").getByRole("link", { name: "Blog", exact: true }).click();
    await expect(page).toHaveURL(/\/blog$/);
    await expect(bar(page).getByText(listeningEpisodes.withEverything.title)).toBeVisible();
    await expect.poll(() => position(page), { timeout: 15_000 }).toBeGreaterThan(before);
    await expectNoAxeViolations(page);
  });

  test("back 15 s, forward 30 s, the slider and the speed move the audio where asked", async ({ page }) => {
    await page.goto(withAudio);
    await page.getByRole("button", { name: "Play episode" }).click();
    await expect.poll(() => position(page), { timeout: 15_000 }).toBeGreaterThanOrEqual(1);
    await bar(page).getByRole("button", { name: "Forward 30 seconds" }).click();
    await expect.poll(() => position(page)).toBeGreaterThanOrEqual(31);
    await bar(page).getByRole("button", { name: "Back 15 seconds" }).click();
    await expect.poll(() => position(page)).toBeLessThan(31);
    const slider = bar(page).getByRole("slider", { name: "Position in the episode" });
    await slider.fill("90");
    await expect.poll(() => position(page)).toBeGreaterThanOrEqual(90);
    await expect(slider).toHaveAttribute("aria-valuetext", /^1:3\d of 2:00$/);

    const speed = bar(page).getByRole("combobox", { name: "Playback speed" });
    await speed.selectOption("1.5");
    await expect(speed).toHaveValue("1.5");
    await bar(page).getByRole("button", { name: "Pause" }).click();
    await expect(bar(page).getByRole("button", { name: "Play", exact: true })).toBeVisible();
    const paused = await position(page);
    await page.waitForTimeout(1_500);
    expect(await position(page)).toBe(paused);
  });

  test("the place is kept: after a reload the episode offers to resume there", async ({ page }) => {
    await page.goto(withAudio);
    await page.getByRole("button", { name: "Play episode" }).click();
    await expect.poll(() => position(page), { timeout: 15_000 }).toBeGreaterThanOrEqual(1);
    await bar(page).getByRole("button", { name: "Forward 30 seconds" }).click();
    await expect.poll(() => position(page)).toBeGreaterThanOrEqual(31);
    await bar(page).getByRole("button", { name: "Pause" }).click();
    const pausedAt = await position(page);
    await page.reload();
    const resume = page.getByRole("button", { name: /^Resume from \d:\d\d$/ });
    await expect(resume).toBeVisible();
    const [minutes, seconds] = (await resume.innerText()).replace("Resume from ", "").split(":").map(Number);
    expect(Math.abs(minutes! * 60 + seconds! - pausedAt)).toBeLessThanOrEqual(1);
    await resume.click();
    await expect.poll(() => position(page), { timeout: 15_000 }).toBeGreaterThanOrEqual(pausedAt - 1);
    // The history lists the episode it was played from.
    const history = await page.evaluate(() => JSON.parse(localStorage.getItem("podcastHistory") ?? "[]"));
    expect(history[0]).toMatchObject({
      id: listeningEpisodes.withEverything.guid,
      progress: { finished: false },
    });
    // The history tab shows how far the visitor got.
    await bar(page).getByRole("button", { name: "Pause" }).click();
    await page.goto("/episodes?tab=history");
    const row = page.getByRole("listitem").filter({ hasText: listeningEpisodes.withEverything.title });
    await expect(row.getByText(/^0:[3-5]\d of 2:00$/)).toBeVisible();
  });

  test("an episode played to its end is marked finished in the history", async ({ page }) => {
    await page.goto(withAudio);
    await page.getByRole("button", { name: "Play episode" }).click();
    await expect.poll(() => position(page), { timeout: 15_000 }).toBeGreaterThanOrEqual(1);
    await bar(page).getByRole("slider", { name: "Position in the episode" }).fill("112");
    await expect(bar(page).getByRole("button", { name: "Play", exact: true })).toBeVisible({
      timeout: 20_000,
    });
    await page.goto("/episodes?tab=history");
    const row = page.getByRole("listitem").filter({ hasText: listeningEpisodes.withEverything.title });
    await expect(row.getByText("Finished", { exact: true })).toBeVisible();
    // A finished episode starts again from the beginning.
    await page.goto(withAudio);
    await expect(page.getByRole("button", { name: "Play episode" })).toBeVisible();
  });

  test("an episode without audio keeps its Spotify link and has no play of its own", async ({ page }) => {
    await page.goto(spotifyOnly);
    await expect(page.getByRole("link", { name: /Listen on Spotify/ })).toBeVisible();
    await expect(page.getByRole("button", { name: "Play episode" })).toHaveCount(0);
  });
});
