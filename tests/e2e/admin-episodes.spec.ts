import { expect as baseExpect, test, type Locator, type Page } from "#tests/helpers/test.ts";
import { expectNoAxeViolations } from "#tests/helpers/axe.ts";
import { TEST_ADMIN_PASSWORD } from "#tests/helpers/admin-login.ts";
import { expectNoSidewaysScroll } from "#tests/helpers/page-state.ts";
import { adminLoginCopy } from "#app/content/admin.ts";
import { sampleCatalog } from "#server/providers/episode-source/sample/sample-catalog.ts";
import { TRANSCRIPT_MAX_BYTES } from "#shared/timed-text/parse-transcript.ts";

// The Episodes tab on the default site, whose episodes are the sample catalog: every test that
// saves something gives its own episode a transcript or chapters, and deletes them again.

// The dashboard arrives as its own chunk after the page: allow for a slow machine.
const expect = baseExpect.configure({ timeout: 10_000 });

const unique = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 7)}`;

const sampleEpisode = (name: string) => {
  const found = sampleCatalog.find((episode) => episode.name === name);
  if (!found) throw new Error(`The sample catalog has no episode named ${name}`);
  return found;
};
/** Given a transcript by the first test, chapters by the second: no two tests write to one episode. */
const transcriptEpisode = sampleEpisode("Episode 2: The Growth Mindset Myth");
const chaptersEpisode = sampleEpisode("Episode 1: A Life of Purpose Starts With One Honest Question");

const vtt = (first: string, second: string) =>
  `WEBVTT\n\n00:00:01.000 --> 00:00:04.000\n<v Jordan>${first}\n\n00:01:05.500 --> 00:01:09.000\n${second}\n`;

/**
 * Logged in, on /admin, with the Episodes tab open (its list may still be on its way);
 * `beforeOpening` runs once the dashboard has loaded, before the tab is opened.
 */
async function openTab(page: Page, beforeOpening?: () => void): Promise<Locator> {
  const login = await page.request.post("/api/admin/session", { data: { password: TEST_ADMIN_PASSWORD } });
  expect(login.status()).toBe(200);
  await page.goto("/admin");
  await page.waitForFunction(() => document.documentElement.dataset.hydrated === "true");
  // The dashboard's own chunk and its lists: generous on a busy two-core machine.
  await expect(page.getByRole("tab", { name: "Overview" })).toBeVisible({ timeout: 20_000 });
  beforeOpening?.();
  await page.getByRole("tab", { name: "Episodes" }).click();
  await expect(page.getByRole("tab", { name: "Episodes" })).toHaveAttribute("aria-selected", "true");
  return page.getByRole("tabpanel");
}

/** The Episodes tab with its list loaded. */
async function openEpisodesTab(page: Page): Promise<Locator> {
  const panel = await openTab(page);
  await expect(panel.getByRole("heading", { name: "Every episode" })).toBeVisible();
  await expect(episodeRows(panel).first()).toBeVisible();
  return panel;
}

const episodeRows = (panel: Locator) =>
  panel.getByRole("region", { name: "Every episode" }).getByRole("listitem");

function episodeRow(panel: Locator, name: string): Locator {
  return episodeRows(panel).filter({ has: panel.page().getByRole("heading", { name, exact: true }) });
}

async function openDialog(panel: Locator, name: string, kind: "Transcript" | "Chapters"): Promise<Locator> {
  await episodeRow(panel, name)
    .getByRole("button", { name: `${kind} of ${name}` })
    .click();
  const dialog = panel.page().getByRole("dialog", { name: `${kind}: ${name}` });
  await expect(dialog).toBeVisible();
  return dialog;
}

function notification(page: Page, text: string) {
  return page
    .getByRole("region", { name: /Notifications/ })
    .getByRole("listitem")
    .filter({ hasText: text });
}

/** Accepts every confirm() the page shows, and keeps what was asked. */
function acceptConfirms(page: Page): string[] {
  const asked: string[] = [];
  page.on("dialog", (confirm) => {
    asked.push(confirm.message());
    void confirm.accept();
  });
  return asked;
}

/** The owner's own copy is gone after the test, whatever happened in it. */
async function deleteOwnersCopy(page: Page, episodeId: string, kind: "transcript" | "chapters") {
  const answer = await page.request.delete(`/api/admin/episodes/${episodeId}/${kind}`);
  expect([204, 404]).toContain(answer.status());
}

test.describe("Episodes tab: the owner's transcripts and chapters (issue 36)", () => {
  test("the owner pastes a WebVTT transcript, previews it, saves it, finds it in the list and the transcript file, then deletes it", async ({
    page,
  }) => {
    const asked = acceptConfirms(page);
    const { id, name } = transcriptEpisode;
    const first = `Welcome to the owner's transcript ${unique()}.`;
    try {
      const panel = await openEpisodesTab(page);
      await expect(episodeRows(panel)).toHaveCount(sampleCatalog.length);
      await expect(panel.getByRole("list", { name: "Episode counts" })).toContainText(
        `Episodes${sampleCatalog.length}`,
      );
      const row = episodeRow(panel, name);
      await expect(row).toContainText("No audio");
      await expect(row).toContainText("Transcript: None");
      await expect(row).toContainText("Chapters: None");
      await expectNoAxeViolations(page);

      // The filter narrows the list to the titles holding the words.
      const filter = panel.getByRole("searchbox", { name: "Filter by title" });
      await filter.fill("growth MINDSET");
      await expect(episodeRows(panel)).toHaveCount(1);
      await expect(
        panel.getByRole("status").filter({ hasText: `1 of ${sampleCatalog.length} episodes` }),
      ).toBeVisible();

      const dialog = await openDialog(panel, name, "Transcript");
      await expect(dialog).toContainText("This episode has no transcript yet.");
      const save = dialog.getByRole("button", { name: "Save" });
      await expect(save).toBeDisabled();
      await expect(dialog.getByRole("button", { name: "Delete yours" })).toHaveCount(0);

      await dialog.getByRole("textbox", { name: "Transcript text" }).fill(vtt(first, "Today: rest."));
      const preview = dialog.getByRole("region", { name: "Preview" });
      await expect(dialog.getByText("Read as WebVTT: 2 cues.")).toBeVisible();
      await expect(preview.getByRole("listitem")).toHaveText([`0:01Jordan: ${first}`, "1:05Today: rest."]);
      await expectNoAxeViolations(page);
      await save.click();

      await expect(notification(page, "Transcript saved")).toContainText(
        `"${name}" now uses yours (2 cues).`,
      );
      await expect(dialog).toBeHidden();
      // Focus goes back to the button that opened the dialog.
      await expect(row.getByRole("button", { name: `Transcript of ${name}` })).toBeFocused();
      await expect(row).toContainText("Transcript: Yours · 2 cues");

      // The episode's transcript file, which serves the transcript the site shows, is the owner's.
      const file = await page.request.get(`/episode/${id}/transcript.txt`);
      expect(file.status()).toBe(200);
      expect(await file.text()).toBe(`[0:01] Jordan: ${first}\n\n[1:05] Today: rest.\n`);

      const again = await openDialog(panel, name, "Transcript");
      await expect(again).toContainText("This episode shows your transcript (2 cues). Saving replaces it.");
      await again.getByRole("button", { name: "Delete yours" }).click();
      expect(asked.at(-1)).toBe(
        `Delete your transcript of "${name}"? The episode goes back to the transcript record's text or the feed's transcript, if it has one.`,
      );
      await expect(notification(page, "Transcript deleted")).toBeVisible();
      await expect(again).toBeHidden();
      await expect(row).toContainText("Transcript: None");
      expect((await page.request.get(`/episode/${id}/transcript.txt`)).status()).toBe(404);
    } finally {
      await deleteOwnersCopy(page, id, "transcript");
    }
  });

  test("chapters that do not read show the parser's reason and cannot be saved; a refused save keeps the text; good chapters are saved and deleted", async ({
    page,
  }) => {
    acceptConfirms(page);
    const { id, name } = chaptersEpisode;
    try {
      const panel = await openEpisodesTab(page);
      const dialog = await openDialog(panel, name, "Chapters");
      const text = dialog.getByRole("textbox", { name: "Chapters JSON" });
      const save = dialog.getByRole("button", { name: "Save" });

      await text.fill('{"version": "1.2.0", "chapters": 7}');
      await expect(dialog.getByRole("status").filter({ hasText: "This cannot be saved yet" })).toContainText(
        'A chapters file must look like {"version": "1.2.0", "chapters": [{"startTime": 0, "title": "Welcome"}]}.',
      );
      await expect(text).toHaveAttribute("aria-invalid", "true");
      await expect(save).toBeDisabled();
      await expectNoAxeViolations(page);

      await text.fill(
        '{"chapters": [{"startTime": 0, "title": "Welcome"}, {"startTime": 3725, "title": "Why rest works"}]',
      );
      await expect(dialog).toContainText("not valid JSON");
      await expect(save).toBeDisabled();

      const chapters = JSON.stringify({
        version: "1.2.0",
        chapters: [
          { startTime: 3725, title: "Why rest works" },
          { startTime: 0, title: "Welcome" },
        ],
      });
      await text.fill(chapters);
      await expect(dialog.getByText("Read as JSON chapters: 2 chapters.")).toBeVisible();
      await expect(dialog.getByRole("region", { name: "Preview" }).getByRole("listitem")).toHaveText([
        "0:00Welcome",
        "1:02:05Why rest works",
      ]);

      // The server refuses it once (as it would a file its parser cannot read): the dialog says why
      // in the server's words and keeps the text.
      const refusal = "Chapter 2: the server found a problem.";
      await page.route(`**/api/admin/episodes/${id}/chapters`, (route) =>
        route.request().method() === "PUT"
          ? route.fulfill({ status: 400, json: { error: "invalid_timed_text", message: refusal } })
          : route.fallback(),
      );
      await save.click();
      await expect(dialog.getByRole("alert")).toContainText(refusal);
      await expect(text).toHaveValue(chapters);
      await expect(dialog).toBeVisible();
      await expectNoAxeViolations(page);

      await page.unroute(`**/api/admin/episodes/${id}/chapters`);
      await save.click();
      await expect(notification(page, "Chapters saved")).toContainText(
        `"${name}" now uses yours (2 chapters).`,
      );
      const row = episodeRow(panel, name);
      await expect(row).toContainText("Chapters: Yours · 2 chapters");

      const again = await openDialog(panel, name, "Chapters");
      await again.getByRole("button", { name: "Delete yours" }).click();
      await expect(notification(page, "Chapters deleted")).toBeVisible();
      await expect(row).toContainText("Chapters: None");
    } finally {
      await deleteOwnersCopy(page, id, "chapters");
    }
  });

  test("a chosen file fills the text and sets its format; a file too large or of another kind is refused before it is read", async ({
    page,
  }) => {
    const panel = await openEpisodesTab(page);
    const dialog = await openDialog(panel, transcriptEpisode.name, "Transcript");
    const fileInput = dialog.getByLabel("Choose a file");
    const text = dialog.getByRole("textbox", { name: "Transcript text" });

    await fileInput.setInputFiles({
      name: "episode-2.srt",
      mimeType: "application/x-subrip",
      buffer: Buffer.from("1\n00:00:02,000 --> 00:00:03,000\nHello from a file.\n"),
    });
    await expect(text).toHaveValue("1\n00:00:02,000 --> 00:00:03,000\nHello from a file.\n");
    await expect(dialog.getByRole("combobox", { name: "Format" })).toHaveValue("srt");
    await expect(dialog.getByText("Read as SRT: 1 cue.")).toBeVisible();
    await expect(dialog.getByText("episode-2.srt is in the box below.")).toBeVisible();

    await fileInput.setInputFiles({
      name: "huge.vtt",
      mimeType: "text/vtt",
      buffer: Buffer.alloc(TRANSCRIPT_MAX_BYTES + 1, "a"),
    });
    await expect(
      dialog.getByText("This file is larger than 2 MB, more than the site keeps for a transcript."),
    ).toBeVisible();
    await fileInput.setInputFiles({ name: "cover.png", mimeType: "image/png", buffer: Buffer.from("png") });
    await expect(dialog.getByText("Choose a .vtt, .srt, .json, .html or .txt file.")).toBeVisible();
    // Neither replaced what was there.
    await expect(text).toHaveValue("1\n00:00:02,000 --> 00:00:03,000\nHello from a file.\n");

    // The format can be chosen by hand: SRT read as WebVTT is refused.
    await dialog.getByRole("combobox", { name: "Format" }).selectOption({ label: "WebVTT" });
    await expect(dialog.getByRole("button", { name: "Save" })).toBeDisabled();

    // Closing over text asks first; declining keeps the dialog and its text.
    const asked: string[] = [];
    let answer: "accept" | "dismiss" = "dismiss";
    page.on("dialog", (confirm) => {
      asked.push(confirm.message());
      void confirm[answer]();
    });
    await page.keyboard.press("Escape");
    expect(asked).toEqual(["Close without saving? The text you have entered will be lost."]);
    await expect(text).toHaveValue(/Hello from a file/);
    answer = "accept";
    await dialog.getByRole("button", { name: "Cancel" }).click();
    await expect(dialog).toBeHidden();
  });

  test("a save refused because the session ended keeps the text and says so; closing the dialog goes to the login", async ({
    page,
  }) => {
    const panel = await openEpisodesTab(page);
    const dialog = await openDialog(panel, transcriptEpisode.name, "Transcript");
    await dialog.getByRole("textbox", { name: "Transcript text" }).fill(vtt("Kept.", "Also kept."));
    // The save, and the list's read after it: the server no longer knows the session.
    await page.route(/\/api\/admin\/episodes/, (route) =>
      route.fulfill({
        status: 401,
        json: { error: "unauthorized", message: "Log in on /admin to use this." },
      }),
    );
    await dialog.getByRole("button", { name: "Save" }).click();
    await expect(dialog.getByRole("alert")).toContainText("Your session has ended, so nothing was changed.");
    await expect(dialog.getByRole("textbox", { name: "Transcript text" })).toHaveValue(/Kept\./);

    await dialog.getByRole("button", { name: "Close" }).click();
    await expect(page.getByRole("button", { name: "Access Dashboard" })).toBeVisible();
    await expect(page.getByRole("status").filter({ hasText: adminLoginCopy.sessionEnded })).toBeVisible();
  });

  test("the list is read when the tab first opens; one that did not load says so, and Try again loads it", async ({
    page,
  }) => {
    const reads: string[] = [];
    let failures = 1;
    await page.route("**/api/admin/episodes", (route) => {
      reads.push(route.request().method());
      return failures-- > 0
        ? route.fulfill({ status: 500, json: { error: "internal", message: "Boom" } })
        : route.fallback();
    });
    const panel = await openTab(page, () => expect(reads, "read before the tab opened").toEqual([]));
    await expect(panel.getByText("Episodes could not be loaded.")).toBeVisible();
    await expect(panel.getByRole("list", { name: "Episode counts" })).toContainText("Episodes—");
    await panel.getByRole("button", { name: "Try again" }).click();
    await expect(episodeRows(panel)).toHaveCount(sampleCatalog.length);
    expect(reads).toEqual(["GET", "GET"]);
  });

  test("at 375 px the Episodes tab and its dialog fit without scrolling sideways @mobile", async ({
    page,
  }) => {
    await page.setViewportSize({ width: 375, height: 740 });
    const panel = await openEpisodesTab(page);
    await expectNoSidewaysScroll(page);
    const dialog = await openDialog(panel, transcriptEpisode.name, "Transcript");
    await dialog
      .getByRole("textbox", { name: "Transcript text" })
      .fill(vtt("On a phone.", "Still readable."));
    await expect(dialog.getByText("Read as WebVTT: 2 cues.")).toBeVisible();
    const box = (await dialog.boundingBox())!;
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThanOrEqual(375);
    await expect(dialog.getByRole("button", { name: "Save" })).toBeInViewport();
    await expectNoSidewaysScroll(page);
    await expectNoAxeViolations(page);
  });
});
