import { expect as baseExpect, test, type Page, type Route } from "#tests/helpers/test.ts";
import { expectNoAxeViolations } from "#tests/helpers/axe.ts";
import { holdPageScripts } from "#tests/helpers/held-requests.ts";
import { actAsHumanVisitor } from "#tests/helpers/human-visitor.ts";
import { postedBodies } from "#tests/helpers/posted-bodies.ts";
import { sampleCatalog } from "#server/providers/episode-source/sample/sample-catalog.ts";
import { brand } from "#shared/content/brand.ts";

// Pages are server-rendered and used before their script has arrived (decision 016): on a slow
// phone a visitor types and presses while the page's modules are still on their way. These tests
// hold the page's scripts, type or press, then let the scripts through and check that nothing the
// visitor did was lost. Every call that would reach a rate-limited endpoint is answered here. A
// control that is not ready yet is aria-disabled, which Playwright will not click: the visitor
// presses it anyway (force).

const expect = baseExpect.configure({ timeout: 10_000 });

const answersOk = (route: Route) => route.fulfill({ json: { ok: true } });
const notification = (page: Page) =>
  page.getByRole("region", { name: /Notifications/ }).getByRole("listitem");

/** Opens `path` with its scripts held; the page's HTML is there, nothing of it runs yet. */
async function openBeforeScripts(page: Page, path: string) {
  const scripts = await holdPageScripts(page);
  const response = await page.goto(path, { waitUntil: "commit" });
  expect(response?.status()).toBe(200);
  return scripts;
}

const episode = sampleCatalog.find((candidate) => candidate.spotifyUrl)!;

// A press before the script is a forced click at the control's place: with the page's smooth
// scrolling, the click could land where the control was while the page was still scrolling to it.
test.use({ reducedMotion: "reduce" });

test.beforeEach(async ({ context }) => {
  // Outbound pages are not reachable in tests: answer them locally.
  await context.route(/open\.spotify\.com|guide\.thrivingpath\.example/, (route) =>
    route.fulfill({ status: 200, contentType: "text/html", body: "<title>outbound</title>" }),
  );
});

test.describe("what a visitor types before the page is interactive is kept", () => {
  test("an address typed into the /home newsletter form before the script loads is subscribed", async ({
    page,
  }) => {
    await page.route("**/api/kit/subscribe", answersOk);
    await page.route("**/api/newsletter", answersOk);
    const scripts = await openBeforeScripts(page, "/home");
    const form = page.getByRole("form", { name: "Newsletter sign-up" });
    await form.getByLabel("Email address").fill("early-bird@example.com");
    await scripts.release();

    await expect(form.getByLabel("Email address")).toHaveValue("early-bird@example.com");
    await form.getByRole("button", { name: "Subscribe" }).click();
    await expect(notification(page)).toContainText("Successfully subscribed!");
    await expect(notification(page)).not.toContainText("Email required");
  });

  test("a name and address typed into the community form before the script loads are kept and sent", async ({
    page,
  }) => {
    await page.route("**/api/kit/subscribe", answersOk);
    await page.route("**/api/newsletter", answersOk);
    const sent = postedBodies(page, "/api/kit/subscribe");
    const scripts = await openBeforeScripts(page, "/home");
    const form = page.getByRole("form", { name: "Community sign-up" });
    await form.getByLabel("First name").fill("Grace");
    await form.getByLabel("Email address").fill("grace-early@example.com");
    await scripts.release();

    await expect(form.getByLabel("First name")).toHaveValue("Grace");
    await form.getByRole("button", { name: "Join the Community" }).click();
    await expect(notification(page)).toContainText("Welcome to the Community!");
    await expect(notification(page)).toContainText("You're in, Grace!");
    expect(sent[0]).toMatchObject({ email: "grace-early@example.com", firstName: "Grace" });
    await expectNoAxeViolations(page, "#community-signup");
  });

  test("the landing form keeps a first name typed before the script loads", async ({ page }) => {
    await actAsHumanVisitor(page);
    await page.route("**/api/kit/subscribe", answersOk);
    await page.route("**/api/newsletter/subscribe", answersOk);
    const scripts = await openBeforeScripts(page, "/");
    const form = page.getByRole("form", { name: "Free guide sign-up" });
    await form.getByLabel("First name").fill("Ada");
    await form.getByLabel("Email address").fill("ada-early@example.com");
    await scripts.release();

    await expect(form.getByLabel("First name")).toHaveValue("Ada");
    await form.getByRole("button", { name: /guide/i }).click();
    await expect(page.getByRole("heading", { name: "Thank you, Ada!" })).toBeVisible();
  });

  test("the contact form keeps every field and the topic chosen before the script loads", async ({
    page,
  }) => {
    await page.route("**/api/contacts", (route) => route.fulfill({ status: 201, json: { ok: true } }));
    const sent = postedBodies(page, "/api/contacts");
    const scripts = await openBeforeScripts(page, "/support?tab=sponsor");
    const form = page.getByRole("form", { name: "Contact form" });
    await form.getByLabel("Name").fill("Riley Early");
    await form.getByLabel("Email").fill("riley-early@brand.example");
    await form.getByLabel("Topic").selectOption("general");
    await form.getByLabel("Subject").fill("Typed while loading");
    await form.getByLabel("Message").fill("This message was typed before the page's script arrived.");
    await scripts.release();

    await expect(form.getByLabel("Message")).toHaveValue(
      "This message was typed before the page's script arrived.",
    );
    await form.getByRole("button", { name: "Send message" }).click();
    await expect(page.getByRole("heading", { name: "Message sent" })).toBeVisible();
    expect(sent[0]).toEqual({
      name: "Riley Early",
      email: "riley-early@brand.example",
      type: "general",
      subject: "Typed while loading",
      message: "This message was typed before the page's script arrived.",
    });
  });

  test("a password typed into the admin login before the script loads is the one sent", async ({ page }) => {
    const message = "Too many incorrect passwords. Please try again in 12 minutes.";
    await page.route("**/api/admin/session", (route) =>
      route.fulfill({ status: 429, json: { error: "rate_limited", message } }),
    );
    const sent = postedBodies(page, "/api/admin/session");
    const scripts = await openBeforeScripts(page, "/admin");
    await page.getByLabel("Password", { exact: true }).fill("typed-early-password");
    await scripts.release();

    await page.getByRole("button", { name: "Access Dashboard" }).click();
    await expect(page.getByRole("alert")).toHaveText(message);
    expect(sent).toEqual([{ password: "typed-early-password" }]);
    await expect(page.getByLabel("Password", { exact: true })).toHaveValue("typed-early-password");
  });

  test("a blog search typed before the script loads filters the list once it runs", async ({ page }) => {
    const scripts = await openBeforeScripts(page, "/blog");
    await page.getByRole("searchbox", { name: "Search articles" }).fill("zzqx-no-such-article");
    await scripts.release();

    await expect(page.getByRole("searchbox", { name: "Search articles" })).toHaveValue(
      "zzqx-no-such-article",
    );
    await expect(page.getByText("No articles found")).toBeVisible();
  });
});

test.describe("a press made before the page is interactive is carried out", () => {
  test("'I'm Ready to Thrive' reads as not ready, and a press made meanwhile opens the purchase dialog", async ({
    page,
  }) => {
    const scripts = await openBeforeScripts(page, "/coaching");
    const button = page.getByRole("main").getByRole("button", { name: "I'm Ready to Thrive" }).first();
    await expect(button).toHaveAttribute("aria-disabled", "true");
    await expect(button).toHaveAccessibleDescription("Loading…");
    await expectNoAxeViolations(page, "main");
    await button.click({ force: true });
    await scripts.release();

    await expect(page.getByRole("dialog", { name: `Join ${brand.coaching.programName}` })).toBeVisible();
    // Ready now: nothing on the page is marked as waiting for the script any more.
    await expect(page.locator("[data-press-when-ready]")).toHaveCount(0);
  });

  test("a 'Donate' press made before the script loads opens that tier's donation dialog", async ({
    page,
  }) => {
    const scripts = await openBeforeScripts(page, "/support");
    const button = page.getByRole("main").getByRole("button", { name: "Donate $25" });
    await expect(button).toHaveAttribute("aria-disabled", "true");
    await button.click({ force: true });
    await scripts.release();

    await expect(page.getByRole("dialog", { name: "Donate $25" })).toBeVisible();
  });

  test("Share pressed before the script loads opens the share dialog", async ({ page }) => {
    const scripts = await openBeforeScripts(page, `/episode/${episode.id}`);
    await page.getByRole("button", { name: "Share" }).click({ force: true });
    await scripts.release();

    await expect(page.getByRole("dialog")).toBeVisible();
    await expect(page.getByRole("dialog")).toContainText(episode.name);
  });

  test("Copy Link pressed before the script loads copies the link once it runs", async ({
    page,
    context,
    baseURL,
  }) => {
    await context.grantPermissions(["clipboard-read", "clipboard-write"]);
    const scripts = await openBeforeScripts(page, `/episode/${episode.id}`);
    await page.getByRole("button", { name: "Copy Link" }).click({ force: true });
    await scripts.release();

    await expect(page.getByText("Episode link copied!", { exact: true })).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(
      `${baseURL}/episode/${episode.id}`,
    );
  });

  test("'Clear filters' on a blog search the server answered, pressed before the script loads, clears it once it runs", async ({
    page,
  }) => {
    const scripts = await openBeforeScripts(page, "/blog?q=zzqx-no-such-article");
    await expect(page.getByText("No articles found")).toBeVisible();
    const clear = page.getByRole("button", { name: "Clear filters" });
    await expect(clear).toHaveAttribute("aria-disabled", "true");
    await clear.click({ force: true });
    await scripts.release();

    await expect(page.getByText("No articles found")).toHaveCount(0);
    await expect(page.getByRole("searchbox", { name: "Search articles" })).toHaveValue("");
    await expect(page.getByRole("searchbox", { name: "Search articles" })).toBeFocused();
    expect(new URL(page.url()).search).toBe("");
  });

  test("'Send another message' after a message sent before the script loads brings the form back once it runs", async ({
    page,
  }) => {
    // A client address of its own, so this real send does not count against other tests'.
    await page.setExtraHTTPHeaders({
      "x-forwarded-for": `198.51.100.${Math.floor(Math.random() * 250) + 1}`,
    });
    const scripts = await openBeforeScripts(page, "/support?tab=sponsor");
    const form = page.getByRole("form", { name: "Contact form" });
    await form.getByLabel("Name").fill("Riley Early");
    await form.getByLabel("Email").fill("riley-again@brand.example");
    await form.getByLabel("Subject").fill("Sent while loading");
    await form.getByLabel("Message").fill("This message was sent before the page's script arrived.");
    await form.getByRole("button", { name: "Send message" }).click({ force: true });
    await expect(page.getByRole("heading", { name: "Message sent" })).toBeVisible();
    const sendAnother = page.getByRole("button", { name: "Send another message" });
    await expect(sendAnother).toHaveAttribute("aria-disabled", "true");
    await sendAnother.click({ force: true });
    await scripts.release();

    await expect(page.getByRole("form", { name: "Contact form" })).toBeVisible();
    await expect(page.getByRole("heading", { name: "Message sent" })).toHaveCount(0);
  });

  test("the menu button pressed on a phone before the script loads opens the menu", async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 740 });
    const scripts = await openBeforeScripts(page, "/about");
    const menuButton = page.getByRole("button", { name: "Open menu" });
    await expect(menuButton).toHaveAttribute("aria-disabled", "true");
    await menuButton.click({ force: true });
    await scripts.release();

    await expect(page.getByRole("dialog")).toBeVisible();
  });

  test("an episode's 'Listen on Spotify' is a link to the episode, which opens before the script has loaded", async ({
    page,
  }) => {
    const scripts = await openBeforeScripts(page, `/episode/${episode.id}`);
    const listen = page.getByRole("link", { name: "Listen on Spotify" });
    await expect(listen).toHaveAttribute("href", episode.spotifyUrl!);
    const popup = page.waitForEvent("popup");
    await listen.click();
    expect((await popup).url()).toBe(episode.spotifyUrl);
    await scripts.release();
  });

  test("the home carousel's 'Listen now' is a link to the episode, which opens before the script has loaded", async ({
    page,
  }) => {
    const scripts = await openBeforeScripts(page, "/home");
    const carousel = page.locator('[aria-roledescription="carousel"]');
    const listen = carousel.getByRole("link", { name: /Listen now/ }).first();
    const href = await listen.getAttribute("href");
    expect(href).toMatch(/^https:\/\/open\.spotify\.com\//);
    const popup = page.waitForEvent("popup");
    await listen.click();
    expect((await popup).url()).toBe(href);
    await scripts.release();
    await expectNoAxeViolations(page, '[aria-roledescription="carousel"]');
  });
});
