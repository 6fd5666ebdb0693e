import { expect as baseExpect, test, type Locator, type Page, type Route } from "#tests/helpers/test.ts";
import { expectNoAxeViolations } from "#tests/helpers/axe.ts";
import { brand } from "#shared/content/brand.ts";
import { schedulingLinks } from "#server/features/payments/scheduling-links.ts";
import { adminLoginCopy, blogDialogCopy, imageUploadCopy } from "#app/content/admin.ts";
import type {
  CoachingPayment,
  ContactMessage,
  Donation,
  NewsletterSubscriber,
} from "#shared/admin/business-data.ts";
import {
  postChangedMessage,
  slugFromTitle,
  type BlogPost,
  type BlogPostInput,
} from "#shared/blog/blog-post.ts";
import { TEST_ADMIN_PASSWORD } from "#tests/helpers/admin-login.ts";
import { holdUntilReleased } from "#tests/helpers/held-requests.ts";
import { expectNoSidewaysScroll } from "#tests/helpers/page-state.ts";
import { readFile } from "node:fs/promises";
import { gunzipSync } from "node:zlib";
import { tinyImages } from "#shared/tiny-images.test-fixture.ts";

// ---------------------------------------------------------------------------------------------
// Helpers and factories. Every test makes its own data: posts get a unique suffix, and the
// lists no public endpoint can fill yet (payments, donations, subscribers) come from page.route
// fixtures in the API's own shapes.
// ---------------------------------------------------------------------------------------------

// The dashboard arrives as its own chunk after the page: allow for a slow machine.
const expect = baseExpect.configure({ timeout: 10_000 });

const unique = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 7)}`;

async function gotoHydrated(page: Page, path: string) {
  const response = await page.goto(path);
  await page.waitForFunction(() => document.documentElement.dataset.hydrated === "true");
  return response;
}

/** Logs in through the real session endpoint; the browser context keeps the HttpOnly cookie. */
async function logIn(page: Page) {
  const response = await page.request.post("/api/admin/session", { data: { password: TEST_ADMIN_PASSWORD } });
  expect(response.status()).toBe(200);
}

/** Logged in, on /admin, with the dashboard's lists loaded. */
async function openDashboard(page: Page) {
  await logIn(page);
  await gotoHydrated(page, "/admin");
  await expect(page.getByRole("heading", { level: 1, name: "Business Dashboard" })).toBeVisible();
  // The dashboard's own chunk and five lists: generous on a busy two-core machine.
  await expect(page.getByRole("tab", { name: "Overview" })).toBeVisible({ timeout: 20_000 });
}

/** One of the Overview's figure tiles, found by its label. */
function totalsTile(page: Page, label: string): Locator {
  return page
    .getByRole("tabpanel")
    .getByRole("list", { name: "Business totals" })
    .getByRole("listitem")
    .filter({ has: page.getByText(label, { exact: true }) });
}

type ConfirmAnswer = "accept" | "dismiss";

/** Answers every confirm() the page shows (`answer` is read at each one) and returns what was asked. */
function answerConfirms(page: Page, answer: () => ConfirmAnswer = () => "accept"): string[] {
  const asked: string[] = [];
  page.on("dialog", (confirm) => {
    asked.push(confirm.message());
    void (answer() === "accept" ? confirm.accept() : confirm.dismiss());
  });
  return asked;
}

async function openTab(page: Page, name: string): Promise<Locator> {
  await page.getByRole("tab", { name }).click();
  await expect(page.getByRole("tab", { name })).toHaveAttribute("aria-selected", "true");
  return page.getByRole("tabpanel");
}

function notification(page: Page, text: string | RegExp) {
  return page
    .getByRole("region", { name: /Notifications/ })
    .getByRole("listitem")
    .filter({ hasText: text });
}

const at = (day: number) => `2025-06-${String(day).padStart(2, "0")}T12:00:00.000Z`;

const payment = (overrides: Partial<CoachingPayment> = {}): CoachingPayment => ({
  id: 1,
  clientName: "Ada Lovelace",
  clientEmail: "ada@example.com",
  amount: brand.coaching.priceCents,
  status: "succeeded",
  program: brand.coaching.programName,
  stripePaymentIntentId: "pi_3PqRsTuVwXyZ0000ABCD1234",
  testPayment: false,
  schedulingLink: schedulingLinks.blueprint,
  createdAt: at(20),
  ...overrides,
});
const donation = (overrides: Partial<Donation> = {}): Donation => ({
  id: 1,
  donorName: "Grace Hopper",
  donorEmail: "grace@example.com",
  amount: 2_500,
  tier: "Journey Champion",
  status: "succeeded",
  testPayment: false,
  createdAt: at(19),
  ...overrides,
});
const subscriber = (overrides: Partial<NewsletterSubscriber> = {}): NewsletterSubscriber => ({
  id: 1,
  email: "reader@example.com",
  firstName: null,
  source: "newsletter-signup-fallback",
  subscribed: true,
  status: "subscribed",
  createdAt: at(18),
  consentedAt: at(18),
  unsubscribeUrl: "http://127.0.0.1/newsletter/unsubscribe?email=reader%40example.com&token=t",
  ...overrides,
});
const contact = (overrides: Partial<ContactMessage> = {}): ContactMessage => ({
  id: 1,
  name: "Sam Sponsor",
  email: "sam@example.com",
  type: "sponsor",
  subject: "Season partnership",
  message: "We would love to sponsor the next season of the show.",
  createdAt: at(17),
  ...overrides,
});

type Fixtures = {
  payments?: CoachingPayment[];
  donations?: Donation[];
  subscribers?: NewsletterSubscriber[];
  contacts?: ContactMessage[];
  posts?: BlogPost[];
};

/** Answers the admin reads from fixtures (only the lists given; the others stay real). */
async function stubBusinessData(page: Page, fixtures: Fixtures) {
  const answer = (body: unknown) => (route: Route) => route.fulfill({ status: 200, json: body });
  if (fixtures.payments) await page.route("**/api/admin/coaching-purchases", answer(fixtures.payments));
  if (fixtures.donations) await page.route("**/api/donations", answer(fixtures.donations));
  if (fixtures.subscribers) await page.route("**/api/newsletters", answer(fixtures.subscribers));
  if (fixtures.contacts) await page.route("**/api/contacts", answer(fixtures.contacts));
  if (fixtures.posts) await page.route("**/api/admin/blog/posts", answer(fixtures.posts));
}

const emptyLists: Fixtures = { payments: [], donations: [], subscribers: [], contacts: [], posts: [] };

/** A realistic spread: paid and pending payments, donations, (un)subscribed readers, messages. */
const businessFixtures: Required<Omit<Fixtures, "posts">> = {
  payments: [
    payment({ id: 5, clientName: "Ada Lovelace", createdAt: at(20) }),
    payment({
      id: 4,
      clientName: "Pending Pat",
      clientEmail: "pat@example.com",
      status: "pending",
      createdAt: at(19),
    }),
    payment({
      id: 3,
      clientName: null,
      clientEmail: "quiet@example.com",
      createdAt: at(18),
      stripePaymentIntentId: "pi_zzzzzzzzQUIET123",
    }),
    payment({ id: 2, clientName: "Linus Client", clientEmail: null, amount: 150_050, createdAt: at(17) }),
    payment({ id: 1, clientName: "Oldest Olive", createdAt: at(2) }),
    // A checkout left unpaid for a day, canceled by the server (decision 007).
    payment({
      id: 0,
      clientName: "Gone Gina",
      clientEmail: "gina@example.com",
      status: "canceled",
      createdAt: at(1),
    }),
  ],
  donations: [
    donation({ id: 3, amount: 5_000, tier: "Thriving Patron" }),
    donation({
      id: 2,
      donorName: null,
      donorEmail: null,
      amount: 1_000,
      tier: "Monthly Supporter",
      createdAt: at(15),
    }),
    donation({ id: 1, amount: 2_500, status: "pending", createdAt: at(14) }),
    // Canceled after a day unpaid: one a declined donor had typed their e-mail into, and a dialog
    // opened and closed with nothing typed, which is not listed.
    donation({
      id: 0,
      donorName: null,
      donorEmail: "tried@example.com",
      status: "canceled",
      createdAt: at(13),
    }),
    donation({
      id: -1,
      donorName: null,
      donorEmail: null,
      amount: 1_000,
      status: "canceled",
      createdAt: at(12),
    }),
  ],
  subscribers: [
    subscriber({ id: 3, email: "newest@example.com", createdAt: at(21), consentedAt: at(21) }),
    subscriber({ id: 2, email: "gone@example.com", subscribed: false, status: "unsubscribed" }),
    subscriber({ id: 5, email: "bounced@example.com", subscribed: false, status: "bounced" }),
    subscriber({
      id: 6,
      email: "spam@example.com",
      subscribed: false,
      status: "complained",
      createdAt: at(2),
      consentedAt: at(9),
    }),
    // Unsubscribed once, then signed up again.
    subscriber({ id: 1, email: "first@example.com", createdAt: at(3), consentedAt: at(20) }),
  ],
  contacts: [
    contact({ id: 4, name: "Newest Nia", type: "guest", subject: "Guest idea", createdAt: at(22) }),
    contact({ id: 3, name: "Middle Max", type: "coaching", subject: "Coaching question", createdAt: at(21) }),
    contact({ id: 2, name: "Sam Sponsor", subject: "Season partnership", createdAt: at(20) }),
    contact({ id: 1, name: "Oldest Otto", type: "general", subject: "Hello there", createdAt: at(1) }),
  ],
};

function postInput(overrides: Partial<BlogPostInput> = {}): BlogPostInput {
  const title = overrides.title ?? `E2E Post ${unique()}`;
  return {
    title,
    slug: slugFromTitle(title),
    category: "Mindset",
    readTime: "4 min read",
    authorName: brand.host.name,
    excerpt: "A short excerpt for the admin tests.",
    content: "<h2>Start here</h2><p>A paragraph of the admin test post.</p>",
    tags: ["e2e"],
    published: false,
    featured: false,
    ...overrides,
  };
}

/** Creates a post through the real admin API (the page must be logged in). */
async function createPost(page: Page, overrides: Partial<BlogPostInput> = {}): Promise<BlogPost> {
  const response = await page.request.post("/api/admin/blog/posts", { data: postInput(overrides) });
  expect(response.status(), await response.text()).toBe(201);
  return (await response.json()) as BlogPost;
}

function postRow(panel: Locator, title: string) {
  return panel
    .getByRole("listitem")
    .filter({ has: panel.page().getByRole("heading", { level: 3, name: title, exact: true }) });
}

async function openNewPostDialog(page: Page): Promise<Locator> {
  const panel = await openTab(page, "Blog");
  await panel.getByRole("button", { name: "New Post" }).click();
  const dialog = page.getByRole("dialog", { name: "Create New Blog Post" });
  await expect(dialog).toBeVisible();
  return dialog;
}

/** Opens the Blog tab and the post's edit dialog, filled with the post. */
async function openEditDialog(page: Page, post: BlogPost): Promise<{ panel: Locator; dialog: Locator }> {
  const panel = await openTab(page, "Blog");
  await panel.getByRole("button", { name: `Edit ${post.title}` }).click();
  const dialog = page.getByRole("dialog", { name: "Edit Blog Post" });
  await expect(dialog.getByLabel("Title", { exact: true })).toHaveValue(post.title);
  return { panel, dialog };
}

// A 1x1 transparent PNG.
const tinyPng = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=",
  "base64",
);

// ---------------------------------------------------------------------------------------------

test.describe("Admin login (SPEC §2 Admin, §4 Admin session)", () => {
  test('wrong password shows "Incorrect password" and clears the field (SPEC §4)', async ({ page }) => {
    await gotoHydrated(page, "/admin");
    await expect(page.getByRole("heading", { level: 1, name: "Admin Dashboard" })).toBeVisible();
    const password = page.getByLabel("Password", { exact: true });
    await password.fill("definitely-not-the-password");
    await page.getByRole("button", { name: "Access Dashboard" }).click();

    await expect(page.getByRole("alert").filter({ hasText: "Incorrect password" })).toBeVisible();
    await expect(password).toHaveValue("");
    await expect(password).toHaveAttribute("aria-invalid", "true");
    await expect(password).toBeFocused();
    await expect(page.getByRole("heading", { name: "Business Dashboard" })).toHaveCount(0);
  });

  test("an empty password is refused in the browser (SPEC §5 Admin password)", async ({ page }) => {
    await gotoHydrated(page, "/admin");
    let sent = false;
    page.on("request", (request) => {
      if (request.url().endsWith("/api/admin/session")) sent = true;
    });
    await page.getByRole("button", { name: "Access Dashboard" }).click();
    await expect(page.getByRole("alert")).toHaveText("Password is required");
    expect(sent).toBe(false);
  });

  test("too many wrong passwords show the server's message (429, stubbed)", async ({ page }) => {
    const message = "Too many incorrect passwords. Please try again in 12 minutes.";
    // Stubbed: ten real wrong passwords would lock this address out for the other tests.
    await page.route("**/api/admin/session", (route) =>
      route.request().method() === "POST"
        ? route.fulfill({ status: 429, json: { error: "too_many_requests", message } })
        : route.fallback(),
    );
    await gotoHydrated(page, "/admin");
    await page.getByLabel("Password", { exact: true }).fill("another-guess");
    await page.getByRole("button", { name: "Access Dashboard" }).click();
    await expect(page.getByRole("alert")).toHaveText(message);
    // Not a wrong password: what was typed stays for the next try.
    await expect(page.getByLabel("Password", { exact: true })).toHaveValue("another-guess");
  });

  test("a server error or a lost connection keeps the typed password (only a wrong one clears it)", async ({
    page,
  }) => {
    let answer: "server error" | "offline" = "server error";
    await page.route("**/api/admin/session", (route) => {
      if (route.request().method() !== "POST") return route.fallback();
      return answer === "server error"
        ? route.fulfill({ status: 503, json: { error: "unavailable", message: "Try again soon" } })
        : route.abort("internetdisconnected");
    });

    for (const next of ["server error", "offline"] as const) {
      answer = next;
      // A fresh form each time, so the message below is this attempt's.
      await gotoHydrated(page, "/admin");
      const password = page.getByLabel("Password", { exact: true });
      await password.fill("typed-with-care");
      await page.getByRole("button", { name: "Access Dashboard" }).click();
      await expect(page.getByRole("alert")).toHaveText(
        "The dashboard could not be opened. Please try again.",
      );
      await expect(password, next).toHaveValue("typed-with-care");
      await expect(page.getByRole("button", { name: "Access Dashboard" })).toBeEnabled();
    }
  });

  test("the show/hide toggle reveals and hides the password", async ({ page }) => {
    await gotoHydrated(page, "/admin");
    const password = page.getByLabel("Password", { exact: true });
    await password.fill("secret-words");
    await expect(password).toHaveAttribute("type", "password");

    await page.getByRole("button", { name: "Show password" }).click();
    await expect(password).toHaveAttribute("type", "text");
    await expect(password).toHaveValue("secret-words");

    await page.getByRole("button", { name: "Hide password" }).click();
    await expect(password).toHaveAttribute("type", "password");
    await expect(page.getByRole("button", { name: "Show password" })).toBeVisible();
  });

  test("the right password opens the Business Dashboard, a reload keeps it, Logout returns to the login and a reload stays out", async ({
    page,
  }) => {
    await gotoHydrated(page, "/admin");
    await page.getByLabel("Password", { exact: true }).fill(TEST_ADMIN_PASSWORD);
    await page.keyboard.press("Enter");

    const title = page.getByRole("heading", { level: 1, name: "Business Dashboard" });
    await expect(title).toBeVisible();
    await expect(title).toBeFocused();
    await expect(page.getByRole("tab", { name: "Overview" })).toHaveAttribute("aria-selected", "true");
    // What the page knows only for the owner arrives with the login, without a reload.
    await expect(page.getByRole("link", { name: "Download backup" })).toBeVisible();
    await expect(page.getByText("Payments are in test mode")).toBeVisible();
    await expect(title).toBeFocused();

    await gotoHydrated(page, "/admin");
    await expect(title).toBeVisible();
    await expect(page.getByRole("button", { name: "Access Dashboard" })).toHaveCount(0);

    await page.getByRole("button", { name: "Logout" }).click();
    await expect(page.getByRole("button", { name: "Access Dashboard" })).toBeVisible();
    await expect(page.getByLabel("Password", { exact: true })).toBeFocused();
    await expect(title).toHaveCount(0);
    // The owner's own logout: no word of a session that ended.
    await expect(page.getByText(adminLoginCopy.sessionEnded)).toHaveCount(0);

    await gotoHydrated(page, "/admin");
    await expect(page.getByRole("button", { name: "Access Dashboard" })).toBeVisible();
    await expect(title).toHaveCount(0);
    expect((await page.request.get("/api/admin/session")).ok()).toBe(true);
    expect(await (await page.request.get("/api/admin/session")).json()).toEqual({ authenticated: false });
  });

  test("the dashboard is server-rendered for a logged-in owner, and the login form for anyone else", async ({
    page,
  }) => {
    const anonymous = await (await page.request.get("/admin")).text();
    expect(anonymous).toContain("Access Dashboard");
    expect(anonymous).not.toContain("Business Dashboard");

    await logIn(page);
    const owner = await (await page.request.get("/admin")).text();
    expect(owner).toContain("Business Dashboard");
    expect(owner).not.toContain("Access Dashboard");
  });

  test("the owner downloads a backup of the whole site from the dashboard's title band", async ({ page }) => {
    await openDashboard(page);
    const link = page.getByRole("link", { name: "Download backup" });
    await expect(link).toHaveAttribute("href", "/api/admin/backup");
    // Uploaded images are files on this server, which the download holds: nothing is left to copy.
    await expect(link).toHaveAccessibleDescription("");
    const downloading = page.waitForEvent("download");
    await link.click();
    const download = await downloading;
    expect(download.suggestedFilename()).toMatch(
      /^the-thriving-path-podcast-backup-\d{4}-\d{2}-\d{2}\.tar\.gz$/,
    );
    // A gzip tar whose first file is the manifest: this site's backup, with its rows counted.
    const archive = gunzipSync(await readFile((await download.path())!));
    expect(archive.subarray(0, 13).toString()).toBe("manifest.json");
    const manifestSize = Number.parseInt(archive.subarray(124, 136).toString(), 8);
    const manifest = JSON.parse(archive.subarray(512, 512 + manifestSize).toString()) as {
      format: string;
      database: { tables: Record<string, number> };
    };
    expect(manifest.format).toBe("thriving-site-backup");
    expect(manifest.database.tables.admin_sessions).toBeGreaterThan(0);
    // The page stays as it was: a download, not a navigation.
    await expect(page.getByRole("heading", { level: 1, name: "Business Dashboard" })).toBeVisible();
  });

  test("a backup asked for after the session ended goes back to the login; one refused says why and saves nothing", async ({
    page,
  }) => {
    await openDashboard(page);
    const downloads: string[] = [];
    page.on("download", (download) => downloads.push(download.suggestedFilename()));
    const link = page.getByRole("link", { name: "Download backup" });

    const { held, release } = holdUntilReleased();
    await page.route("**/api/admin/backup", async (route) => {
      await held;
      await route.fulfill({
        status: 409,
        json: {
          error: "backup_in_progress",
          message: "A backup is being made right now. Try again in a minute.",
        },
      });
    });
    await link.click();
    const preparing = page.getByRole("link", { name: "Preparing backup..." });
    await expect(preparing).toBeDisabled();
    release();
    await expect(notification(page, "Backup failed")).toContainText(
      "A backup is being made right now. Try again in a minute.",
    );
    await expect(link).toBeEnabled();
    await page.unroute("**/api/admin/backup");

    expect((await page.request.delete("/api/admin/session")).status()).toBe(204);
    await link.click();
    await expect(page.getByRole("status").filter({ hasText: adminLoginCopy.sessionEnded })).toBeVisible();
    await expect(page.getByRole("button", { name: "Access Dashboard" })).toBeVisible();
    expect(downloads).toEqual([]);
  });

  test("the login screen has no accessibility violations (axe-core) @mobile", async ({ page }) => {
    await gotoHydrated(page, "/admin");
    await page.getByRole("button", { name: "Access Dashboard" }).click();
    await expect(page.getByRole("alert")).toHaveText("Password is required");
    await expectNoAxeViolations(page);
    await expectNoSidewaysScroll(page);
  });
});

test.describe("Business Dashboard tabs (SPEC §2 Admin)", () => {
  test("'Loading business data...' shows until the lists have loaded", async ({ page }) => {
    const { held, release } = holdUntilReleased();
    await page.route("**/api/contacts", async (route) => {
      await held;
      await route.fulfill({ status: 200, json: [] });
    });
    await logIn(page);
    await gotoHydrated(page, "/admin");
    await expect(page.getByRole("status").filter({ hasText: "Loading business data..." })).toBeVisible();
    await expect(page.getByRole("tab")).toHaveCount(0);
    release();
    await expect(page.getByText("Loading business data...")).toHaveCount(0);
    await expect(page.getByRole("tab")).toHaveText([
      "Overview",
      "Coaching",
      "Blog",
      "Episodes",
      "Audience",
      "Support",
    ]);
  });

  test("Overview shows the four tiles and the 3 latest purchases and messages (SPEC §2, §9)", async ({
    page,
  }) => {
    await stubBusinessData(page, businessFixtures);
    await openDashboard(page);
    const panel = page.getByRole("tabpanel");

    const tile = (label: string) => totalsTile(page, label);
    // Succeeded coaching payments only: $2,800 x 3 + $1,500.50, four clients.
    await expect(tile("Coaching Revenue")).toContainText("$9,900.50");
    await expect(tile("Coaching Revenue")).toContainText("4 clients");
    // Succeeded donations only: $50 + $10.
    await expect(tile("Donations")).toContainText("$60");
    await expect(tile("Donations")).toContainText("2 donations");
    await expect(tile("Newsletter")).toContainText("2");
    await expect(tile("Messages")).toContainText("4");

    const purchases = panel.getByRole("region", { name: "Recent Coaching Purchases" }).getByRole("listitem");
    await expect(purchases).toHaveCount(3);
    await expect(purchases.nth(0)).toContainText("Ada Lovelace");
    await expect(purchases.nth(0)).toContainText("$2,800");
    await expect(purchases.nth(0)).toContainText("Jun 20, 2025");
    await expect(purchases.nth(1)).toContainText("Anonymous");
    await expect(purchases.nth(2)).toContainText("Linus Client");
    await expect(panel.getByText("Pending Pat")).toHaveCount(0);

    const messages = panel.getByRole("region", { name: "Recent Messages" }).getByRole("listitem");
    await expect(messages).toHaveCount(3);
    await expect(messages.nth(0)).toContainText("Newest Nia");
    await expect(messages.nth(0)).toContainText("Be a guest");
    await expect(messages.nth(0)).toContainText("Guest idea");
    await expect(messages.nth(0)).toContainText("Jun 22, 2025");
    await expect(messages.nth(2)).toContainText("Sponsorship");
    await expect(panel.getByText("Oldest Otto")).toHaveCount(0);

    await expectNoAxeViolations(page);
  });

  test("Coaching lists every payment with its badge, program, intent id and a Contact Client link (SPEC §2, §4)", async ({
    page,
  }) => {
    await stubBusinessData(page, businessFixtures);
    await openDashboard(page);
    const panel = await openTab(page, "Coaching");
    const rows = panel.getByRole("listitem").filter({ has: page.getByRole("heading", { level: 3 }) });
    await expect(rows).toHaveCount(6);

    const ada = rows.nth(0);
    await expect(ada).toContainText("Ada Lovelace");
    await expect(ada).toContainText("ada@example.com");
    await expect(ada).toContainText("$2,800");
    await expect(ada).toContainText("Completed");
    await expect(ada).toContainText("Jun 20, 2025");
    await expect(ada).toContainText(brand.coaching.programName);
    await expect(ada).toContainText("ABCD1234");
    await expect(ada).not.toContainText("pi_3PqRsTuVwXyZ0000");

    const contactLink = ada.getByRole("link", { name: /Contact Client/ });
    const href = (await contactLink.getAttribute("href"))!;
    const mail = new URL(href);
    expect(mail.protocol).toBe("mailto:");
    expect(decodeURIComponent(mail.pathname)).toBe("ada@example.com");
    expect(mail.searchParams.get("subject")).toBe(`Welcome to ${brand.coaching.programName}!`);
    expect(mail.searchParams.get("body")).toContain(schedulingLinks.blueprint);

    const pending = rows.nth(1);
    await expect(pending).toContainText("Pending");
    await expect(pending.getByRole("link", { name: /Contact Client/ })).toHaveCount(0);

    await expect(rows.nth(2)).toContainText("Anonymous Client");
    await expect(rows.nth(2).getByRole("link", { name: /Contact Client/ })).toHaveCount(1);
    // Succeeded but without an e-mail: nobody to write to.
    await expect(rows.nth(3)).toContainText("$1,500.50");
    await expect(rows.nth(3).getByRole("link", { name: /Contact Client/ })).toHaveCount(0);
    // Canceled after a day unpaid: no longer pending, and not a client to welcome.
    await expect(rows.nth(5)).toContainText("Gone Gina");
    await expect(rows.nth(5)).toContainText("Not completed");
    await expect(rows.nth(5)).not.toContainText("Pending");
    await expect(rows.nth(5).getByRole("link", { name: /Contact Client/ })).toHaveCount(0);

    await expectNoAxeViolations(page);
  });

  test("Audience lists only subscribed e-mails with their sign-up date (SPEC §2), and folds away those who left with why @mobile", async ({
    page,
  }) => {
    await stubBusinessData(page, businessFixtures);
    await openDashboard(page);
    const panel = await openTab(page, "Audience");
    await expect(panel.getByText("2 active subscribers")).toBeVisible();
    const rows = panel.getByRole("listitem");
    await expect(rows).toHaveCount(2);
    await expect(rows.nth(0)).toContainText("newest@example.com");
    await expect(rows.nth(0)).toContainText("Jun 21, 2025");
    await expect(rows.nth(0)).not.toContainText("Subscribed again");
    await expect(rows.nth(1)).toContainText("first@example.com");
    // An address that unsubscribed and signed up again shows its latest consent.
    await expect(rows.nth(1)).toContainText("Signed up Jun 3, 2025");
    await expect(rows.nth(1)).toContainText("Subscribed again Jun 20, 2025");
    await expect(rows.filter({ hasText: "gone@example.com" })).toHaveCount(0);
    // Those who left are kept apart, folded away, each with why, for the owner to delete when asked.
    await panel.getByText("No longer subscribed (3)").click();
    const former = (email: string) => panel.getByRole("listitem").filter({ hasText: email });
    await expect(former("gone@example.com")).toBeVisible();
    await expect(former("gone@example.com")).toContainText("Unsubscribed");
    await expect(former("bounced@example.com")).toContainText("Bounced");
    await expect(former("spam@example.com")).toContainText("Complained");
    await expect(former("spam@example.com")).toContainText("Subscribed again Jun 9, 2025");
    await expect(
      panel.getByText(/A bounced or complained address is not: a form naming it answers as usual/),
    ).toBeVisible();
    // An address is not broken across lines to make room for its copy button.
    const address = rows.nth(0).getByText("newest@example.com", { exact: true });
    expect(
      await address.evaluate(
        (element) => element.clientHeight / parseFloat(getComputedStyle(element).lineHeight),
      ),
    ).toBeLessThan(1.5);
    // And it stays beside its icon.
    const icon = (await rows.nth(0).locator("span").first().boundingBox())!;
    const addressBox = (await address.boundingBox())!;
    expect(addressBox.x).toBeGreaterThanOrEqual(icon.x + icon.width);
    expect(addressBox.y).toBeLessThan(icon.y + icon.height);
    await expectNoAxeViolations(page);
  });

  test("the owner deletes a subscriber, or one who has left, after confirming; the others stay", async ({
    page,
  }) => {
    const id = unique();
    const network = { "x-forwarded-for": `198.51.100.${Math.floor(Math.random() * 250) + 1}` };
    const leaving = `leaving-${id}@example.com`;
    const left = `left-${id}@example.com`;
    const staying = `staying-${id}@example.com`;
    for (const email of [leaving, left, staying]) {
      const signedUp = await page.request.post("/api/newsletter", {
        data: { email, source: "newsletter-signup-fallback" },
        headers: network,
      });
      expect(signedUp.status(), await signedUp.text()).toBe(200);
    }
    await openDashboard(page);
    const listed = (await (await page.request.get("/api/newsletters")).json()) as {
      email: string;
      unsubscribeUrl: string;
    }[];
    const link = new URL(listed.find((subscriber) => subscriber.email === left)!.unsubscribeUrl);
    const unsubscribed = await page.request.post("/api/newsletter/unsubscribe", {
      data: { email: link.searchParams.get("email"), token: link.searchParams.get("token") },
    });
    expect(unsubscribed.status()).toBe(200);

    await page.reload();
    const panel = await openTab(page, "Audience");
    const row = (email: string) => panel.getByRole("listitem").filter({ hasText: email });
    const asked = answerConfirms(page);
    await row(leaving)
      .getByRole("button", { name: `Delete ${leaving} from the list` })
      .click();
    await expect(notification(page, "Subscriber Deleted")).toContainText(
      `${leaving} is no longer on the list.`,
    );
    expect(asked).toEqual([
      `Delete ${leaving} and their sign-up details for good? To stop e-mails only, send them their unsubscribe link instead.`,
    ]);
    await expect(row(leaving)).toHaveCount(0);
    await expect(panel.getByRole("heading", { name: "Newsletter Subscribers" })).toBeFocused();

    await panel.getByText(/^No longer subscribed \(\d+\)$/).click();
    await row(left)
      .getByRole("button", { name: `Delete ${left} from the list` })
      .click();
    await expect(row(left)).toHaveCount(0);
    await expect(row(staying)).toBeVisible();
    const stored = ((await (await page.request.get("/api/newsletters")).json()) as { email: string }[]).map(
      (subscriber) => subscriber.email,
    );
    expect(stored).toContain(staying);
    expect(stored).not.toContain(leaving);
    expect(stored).not.toContain(left);
  });

  test("the owner deletes a spam message after confirming; the others stay", async ({ page }) => {
    const subject = `Cheap followers ${unique()}`;
    // From an address of its own, so the form's per-address limit is this test's alone.
    const sent = await page.request.post("/api/contacts", {
      data: {
        name: "Spam Bot",
        email: "bot@spam.example",
        type: "general",
        subject,
        message: "Buy 10,000 followers today.",
      },
      headers: { "x-forwarded-for": `198.51.100.${Math.floor(Math.random() * 250) + 1}` },
    });
    expect(sent.status()).toBe(201);
    await openDashboard(page);
    const panel = await openTab(page, "Support");
    const spam = panel.getByRole("listitem").filter({ hasText: subject });
    await expect(spam).toHaveCount(1);

    const asked = answerConfirms(page);
    await spam.getByRole("button", { name: `Delete the message from Spam Bot: ${subject}` }).click();
    await expect(notification(page, "Message Deleted")).toContainText("The message from Spam Bot is gone.");
    expect(asked).toEqual(["Delete the message from Spam Bot? This cannot be undone."]);
    await expect(spam).toHaveCount(0);
    await expect(panel.getByRole("heading", { name: "Contact Messages" })).toBeFocused();
    const inbox = (await (await page.request.get("/api/contacts")).json()) as ContactMessage[];
    expect(inbox.some((message) => message.subject === subject)).toBe(false);
  });

  test("a message's Delete is locked while its delete is on its way, so a second click sends nothing", async ({
    page,
  }) => {
    const spam = contact({ id: 4242, name: "Spam Sender", subject: "Cheap followers" });
    const kept = contact({ id: 4243, name: "Real Reader", subject: "Loved the show" });
    await stubBusinessData(page, { ...emptyLists, contacts: [spam, kept] });
    const { held, release } = holdUntilReleased();
    const deletes: string[] = [];
    await page.route("**/api/admin/contacts/*", async (route) => {
      if (route.request().method() !== "DELETE") return route.fallback();
      deletes.push(new URL(route.request().url()).pathname);
      await held;
      await route.fulfill({ status: 204, body: "" });
    });
    await openDashboard(page);
    const panel = await openTab(page, "Support");

    const asked = answerConfirms(page);
    const remove = panel.getByRole("button", {
      name: "Delete the message from Spam Sender: Cheap followers",
    });
    await remove.click();
    await expect(remove).toBeDisabled();
    // Locked, it keeps the keyboard's focus.
    await expect(remove).toBeFocused();
    // Only the message being deleted is locked.
    await expect(
      panel.getByRole("button", { name: "Delete the message from Real Reader: Loved the show" }),
    ).toBeEnabled();
    await remove.dblclick({ force: true });

    release();
    await expect(notification(page, "Message Deleted")).toContainText(
      "The message from Spam Sender is gone.",
    );
    await expect(remove).toBeEnabled();
    expect(deletes).toEqual(["/api/admin/contacts/4242"]);
    expect(asked).toHaveLength(1);
    await expect(notification(page, "Failed to delete the message")).toHaveCount(0);
  });

  test("Support shows the messages in a labelled, focusable scroll box with Reply links, and the donations (SPEC §2)", async ({
    page,
  }) => {
    const longMessage = Array.from({ length: 30 }, (_, i) => `Line ${i + 1} of a long message.`).join(" ");
    const many = Array.from({ length: 8 }, (_, i) =>
      contact({ id: 100 + i, name: `Writer ${i + 1}`, subject: `Subject ${i + 1}`, message: longMessage }),
    );
    await stubBusinessData(page, { ...businessFixtures, contacts: many });
    await openDashboard(page);
    const panel = await openTab(page, "Support");

    const scrollBox = panel.getByRole("region", { name: "Contact messages, scrollable" });
    await expect(scrollBox).toHaveAttribute("tabindex", "0");
    const box = await scrollBox.evaluate((el) => ({
      maxHeight: getComputedStyle(el).maxHeight,
      scrolls: el.scrollHeight > el.clientHeight,
    }));
    expect(box).toEqual({ maxHeight: "384px", scrolls: true });
    await scrollBox.focus();
    await page.keyboard.press("End");
    await expect.poll(() => scrollBox.evaluate((el) => el.scrollTop)).toBeGreaterThan(0);

    const first = scrollBox.getByRole("listitem").first();
    await expect(first).toContainText("Writer 1");
    await expect(first).toContainText("sam@example.com");
    await expect(first).toContainText("Sponsorship");
    await expect(first).toContainText("Subject 1");
    await expect(first).toContainText("Jun 17, 2025");
    const clamped = first.getByText(/^Line 1 of a long message/);
    expect(await clamped.evaluate((el) => getComputedStyle(el).webkitLineClamp)).toBe("3");
    // The rest of a long message is a click away, and the short ones have no such button.
    const showFull = first.getByRole("button", { name: "Show full message" });
    await showFull.click();
    await expect(
      first.getByRole("button", { name: "Show less of the message from Writer 1" }),
    ).toHaveAttribute("aria-expanded", "true");
    expect(await clamped.evaluate((el) => getComputedStyle(el).webkitLineClamp)).toBe("none");
    expect(await clamped.evaluate((el) => el.scrollHeight <= el.clientHeight + 1)).toBe(true);
    await expect(clamped).toContainText("Line 30 of a long message.");
    await first.getByRole("button", { name: "Show less" }).click();
    await expect(showFull).toHaveAttribute("aria-expanded", "false");
    const reply = new URL((await first.getByRole("link", { name: /^Reply/ }).getAttribute("href"))!);
    expect(decodeURIComponent(reply.pathname)).toBe("sam@example.com");
    expect(reply.searchParams.get("subject")).toBe("Re: Subject 1");

    const donations = panel.getByRole("region", { name: "Podcast Donations" }).getByRole("listitem");
    await expect(donations).toHaveCount(4);
    await expect(donations.nth(0)).toContainText("Grace Hopper");
    await expect(donations.nth(0)).toContainText("grace@example.com");
    await expect(donations.nth(0)).toContainText("$50");
    await expect(donations.nth(0)).toContainText("Thriving Patron");
    await expect(donations.nth(0)).toContainText("Jun 19, 2025");
    await expect(donations.nth(1)).toContainText("Anonymous Donor");
    await expect(donations.nth(1)).toContainText("Monthly Supporter");
    await expect(donations.nth(2)).toContainText("Pending");
    await expect(donations.nth(3)).toContainText("tried@example.com");
    await expect(donations.nth(3)).toContainText("Not completed");

    await expectNoAxeViolations(page);
  });

  test("a real contact message shows in Support and in the Overview", async ({ page }) => {
    const id = unique();
    const sent = {
      name: `Real Sender ${id}`,
      email: `sender-${id}@example.com`,
      type: "sponsor",
      subject: `Real subject ${id}`,
      message: "A real message sent through the public contact endpoint.",
    };
    const response = await page.request.post("/api/contacts", { data: sent });
    expect(response.status(), await response.text()).toBe(201);

    await openDashboard(page);
    // Newest first, and the Overview shows the 3 latest: a message just sent is among them.
    const recent = page
      .getByRole("region", { name: "Recent Messages" })
      .getByRole("listitem")
      .filter({ hasText: sent.name });
    await expect(recent).toContainText(sent.subject);
    await expect(recent).toContainText("Sponsorship");

    const panel = await openTab(page, "Support");
    const item = panel
      .getByRole("region", { name: "Contact messages, scrollable" })
      .getByRole("listitem")
      .filter({ hasText: sent.name });
    await expect(item).toContainText(sent.email);
    await expect(item).toContainText(sent.subject);
    await expect(item).toContainText(sent.message);
    // A message that fits in three lines has nothing more to show.
    await expect(item.getByRole("button", { name: "Show full message" })).toHaveCount(0);
    const reply = new URL((await item.getByRole("link", { name: /^Reply/ }).getAttribute("href"))!);
    expect(reply.searchParams.get("subject")).toBe(`Re: ${sent.subject}`);
  });

  test("each tab shows its empty state (SPEC §2)", async ({ page }) => {
    await stubBusinessData(page, emptyLists);
    await openDashboard(page);
    const overview = page.getByRole("tabpanel");
    await expect(overview.getByText("No purchases yet")).toBeVisible();
    await expect(overview.getByText("No messages yet")).toBeVisible();
    await expect(
      overview.getByRole("list", { name: "Business totals" }).getByRole("listitem").first(),
    ).toContainText("$0");

    await expect((await openTab(page, "Coaching")).getByText("No coaching clients yet")).toBeVisible();
    await expect((await openTab(page, "Blog")).getByText("No blog posts yet")).toBeVisible();
    await expect((await openTab(page, "Audience")).getByText("No subscribers yet")).toBeVisible();
    const support = await openTab(page, "Support");
    await expect(support.getByText("No messages yet")).toBeVisible();
    await expect(support.getByText("No donations yet")).toBeVisible();
    await expectNoAxeViolations(page);
  });

  test("a list that did not load says so in place of its totals and empty states, and Try again loads it", async ({
    page,
  }) => {
    let paymentsFail = true;
    await stubBusinessData(page, { donations: [], contacts: [] });
    await page.route("**/api/admin/coaching-purchases", (route) =>
      paymentsFail
        ? route.fulfill({ status: 500, json: { error: "internal", message: "Boom" } })
        : route.fulfill({ status: 200, json: [] }),
    );
    await page.route("**/api/newsletters", (route) =>
      route.fulfill({ status: 503, json: { error: "unavailable", message: "Busy" } }),
    );
    await page.route("**/api/admin/blog/posts", (route) => route.abort("internetdisconnected"));
    await openDashboard(page);

    const alert = page.getByRole("alert").filter({ hasText: "Some business data could not be loaded" });
    // The status and the API's sentence, not its raw JSON; a dropped connection in words.
    await expect(alert).toContainText("Coaching payments: 500: Boom");
    await expect(alert).toContainText("Newsletter subscribers: 503: Busy");
    await expect(alert).toContainText(
      "Blog posts: The server could not be reached. Check the connection, then try again.",
    );

    const overview = page.getByRole("tabpanel");
    const tile = (label: string) => totalsTile(page, label);
    await expect(tile("Coaching Revenue")).toContainText("Could not be loaded");
    await expect(tile("Coaching Revenue")).not.toContainText("$");
    await expect(tile("Newsletter")).toContainText("Could not be loaded");
    // A list that did load and is empty still shows its real zero and its empty state.
    await expect(tile("Donations")).toContainText("$0");
    await expect(overview.getByText("No messages yet")).toBeVisible();
    const purchases = overview.getByRole("region", { name: "Recent Coaching Purchases" });
    await expect(purchases.getByText("Coaching payments could not be loaded.")).toBeVisible();
    await expect(purchases.getByText("No purchases yet")).toHaveCount(0);

    const coaching = await openTab(page, "Coaching");
    await expect(coaching.getByText("Coaching payments could not be loaded.")).toBeVisible();
    await expect(coaching.getByText("No coaching clients yet")).toHaveCount(0);

    const audience = await openTab(page, "Audience");
    await expect(audience.getByText("Newsletter subscribers could not be loaded.")).toBeVisible();
    await expect(audience.getByText("No subscribers yet")).toHaveCount(0);
    await expect(audience.getByText(/active subscriber/)).toHaveCount(0);
    await expectNoAxeViolations(page);

    // The payments answer again: Try again in the Coaching tab loads them.
    paymentsFail = false;
    const retried = await openTab(page, "Coaching");
    await retried.getByRole("button", { name: "Try again" }).click();
    await expect(retried.getByText("No coaching clients yet")).toBeVisible();
    // Retrying keeps the owner on the tab they were on.
    await expect(page.getByRole("tab", { name: "Coaching" })).toHaveAttribute("aria-selected", "true");
    await expect(retried.getByText("Coaching payments could not be loaded.")).toHaveCount(0);
    await expect(alert).not.toContainText("Coaching payments");
    await expect(alert).toContainText("Newsletter subscribers");
  });

  test("a list whose read never answers fails after 15 seconds instead of holding the dashboard on its loading screen", async ({
    page,
  }) => {
    await page.clock.install();
    const { donations: _never, ...answered } = emptyLists;
    await stubBusinessData(page, answered);
    let donationsAnswer = false;
    await page.route(
      "**/api/donations",
      (route) =>
        donationsAnswer ? route.fulfill({ status: 200, json: [] }) : undefined /* left without an answer */,
    );
    await logIn(page);
    const asked = page.waitForRequest("**/api/donations");
    await gotoHydrated(page, "/admin");
    await asked;
    await expect(page.getByText("Loading business data...")).toBeVisible();

    await page.clock.fastForward(15_000);
    const alert = page.getByRole("alert").filter({ hasText: "Some business data could not be loaded" });
    await expect(alert).toContainText("Donations: The server did not answer within 15 seconds.");
    await expect(page.getByRole("tab", { name: "Blog" })).toBeVisible();
    await expect((await openTab(page, "Blog")).getByText("No blog posts yet")).toBeVisible();

    donationsAnswer = true;
    await alert.getByRole("button", { name: "Try again" }).click();
    await expect(alert).toHaveCount(0);
    await expect((await openTab(page, "Support")).getByText("No donations yet")).toBeVisible();
  });

  test("the tabs move with the arrow keys", async ({ page }) => {
    await stubBusinessData(page, emptyLists);
    await openDashboard(page);
    await page.getByRole("tab", { name: "Overview" }).focus();
    await page.keyboard.press("ArrowRight");
    await expect(page.getByRole("tab", { name: "Coaching" })).toBeFocused();
    await expect(page.getByRole("tab", { name: "Coaching" })).toHaveAttribute("aria-selected", "true");
    await page.keyboard.press("End");
    await expect(page.getByRole("tab", { name: "Support" })).toHaveAttribute("aria-selected", "true");
  });

  test("on a phone the six tabs sit in two even rows of three, however narrow @mobile", async ({ page }) => {
    await stubBusinessData(page, emptyLists);
    for (const width of [320, 375]) {
      await page.setViewportSize({ width, height: 740 });
      await openDashboard(page);
      const boxes = await Promise.all(
        ["Overview", "Coaching", "Blog", "Episodes", "Audience", "Support"].map(
          async (name) => (await page.getByRole("tab", { name }).boundingBox())!,
        ),
      );
      const top = boxes.slice(0, 3);
      const bottom = boxes.slice(3);
      expect(new Set(top.map((box) => box.y)).size).toBe(1);
      expect(new Set(bottom.map((box) => box.y)).size).toBe(1);
      expect(bottom[0]!.y).toBeGreaterThan(top[0]!.y);
      for (const box of boxes) expect(Math.abs(box.width - boxes[0]!.width)).toBeLessThan(1);
      await expectNoSidewaysScroll(page);
    }
  });

  test("an ended session sends the owner back to the login", async ({ page }) => {
    await page.route("**/api/donations", (route) =>
      route.fulfill({
        status: 401,
        json: { error: "unauthorized", message: "Log in on /admin to use this." },
      }),
    );
    await openDashboardExpectingLogin(page);
    await expect(page.getByRole("status").filter({ hasText: adminLoginCopy.sessionEnded })).toBeVisible();
  });
});

async function openDashboardExpectingLogin(page: Page) {
  await logIn(page);
  await gotoHydrated(page, "/admin");
  await expect(page.getByRole("button", { name: "Access Dashboard" })).toBeVisible();
}

/** The post's DELETE is held until `release()` is called, then answered 500. */
async function failPostDeleteOnRelease(page: Page, postId: number): Promise<() => void> {
  const { held, release } = holdUntilReleased();
  await page.route(`**/api/admin/blog/posts/${postId}`, async (route) => {
    if (route.request().method() !== "DELETE") return route.fallback();
    await held;
    await route.fulfill({ status: 500, json: { error: "internal", message: "Boom" } });
  });
  return release;
}

test.describe("Blog posts (SPEC §2 Blog tab and dialog, §4 Blog, §5 Blog form)", () => {
  test("Blog shows the four counts and lists the first 10 posts with their badges (SPEC §9)", async ({
    page,
  }) => {
    const base = await (async () => {
      await logIn(page);
      return (await (await page.request.get("/api/admin/blog/posts")).json()) as BlogPost[];
    })();
    expect(Array.isArray(base)).toBe(true);
    const template = {
      slug: "s",
      category: "Leadership",
      excerpt: "E",
      content: "<p>C</p>",
      imageUrl: null,
      videoUrl: null,
      videoEmbedCode: null,
      readTime: "6 min read",
      publishDate: at(1),
      published: true,
      featured: false,
      authorName: brand.host.name,
      createdAt: at(1),
      updatedAt: at(1),
      seoTitle: null,
      seoDescription: null,
      tags: [],
      sourceUrl: null,
    } satisfies Omit<BlogPost, "id" | "title">;
    const posts: BlogPost[] = Array.from({ length: 12 }, (_, i) => ({
      ...template,
      id: i + 1,
      title: `Fixture post ${i + 1}`,
      slug: `fixture-post-${i + 1}`,
      published: i % 3 !== 0,
      featured: i === 1,
      videoUrl: i === 2 ? "https://www.youtube.com/watch?v=abc" : null,
    }));
    await stubBusinessData(page, { posts });
    await openDashboard(page);
    const panel = await openTab(page, "Blog");

    const count = (label: string) =>
      panel
        .getByRole("list", { name: "Post counts" })
        .getByRole("listitem")
        .filter({ has: page.getByText(label, { exact: true }) });
    await expect(count("Total Posts")).toContainText("12");
    await expect(count("Published")).toContainText("8");
    await expect(count("Featured")).toContainText("1");
    await expect(count("Drafts")).toContainText("4");

    const list = panel.getByRole("region", { name: "Recent Blog Posts" });
    await expect(list.getByRole("heading", { level: 3 })).toHaveCount(10);
    await expect(list.getByText("Fixture post 11")).toHaveCount(0);
    const first = postRow(list, "Fixture post 1");
    await expect(first).toContainText("Leadership");
    await expect(first).toContainText("6 min read");
    await expect(first).toContainText("Draft");
    await expect(postRow(list, "Fixture post 2")).toContainText("Published");
    await expect(postRow(list, "Fixture post 2")).toContainText("Featured");
    await expect(postRow(list, "Fixture post 3")).toContainText("Video");
    await expect(postRow(list, "Fixture post 4")).not.toContainText("Video");
    await expect(list.getByRole("button", { name: "Edit Fixture post 1", exact: true })).toBeVisible();
    await expect(list.getByRole("button", { name: "Delete Fixture post 1", exact: true })).toBeVisible();
    await expectNoAxeViolations(page);
  });

  test("past the first 10 posts, 'Show all N posts' lists the rest with their actions, and 'Show fewer' goes back (decision 011)", async ({
    page,
  }) => {
    await logIn(page);
    const run = unique();
    // Created first, so at least the ten created after it are listed above it (newest first),
    // whatever other tests add meanwhile.
    const oldest = await createPost(page, { title: `Past the first ten ${run}` });
    for (let i = 1; i <= 10; i += 1) await createPost(page, { title: `Newer post ${i} ${run}` });
    await openDashboard(page);
    const panel = await openTab(page, "Blog");
    const list = panel.getByRole("region", { name: "Recent Blog Posts" });
    const titles = list.getByRole("heading", { level: 3 });
    const editButtons = list.getByRole("button", { name: /^Edit / });

    await expect(titles).toHaveCount(10);
    await expect(postRow(list, oldest.title)).toHaveCount(0);
    const showAll = list.getByRole("button", { name: /^Show all \d+ posts$/ });
    await expect(showAll).toBeVisible();
    const total = Number((await showAll.textContent())?.match(/\d+/)?.[0]);
    expect(total).toBeGreaterThanOrEqual(11);

    await showAll.click();
    await expect(titles).toHaveCount(total);
    // Focus goes to the first post revealed, not past the whole list.
    await expect(editButtons.nth(10)).toBeFocused();
    const row = postRow(list, oldest.title);
    await expect(row.getByRole("button", { name: `Delete ${oldest.title}`, exact: true })).toBeVisible();
    await expectNoAxeViolations(page);

    const showFewer = list.getByRole("button", { name: "Show fewer", exact: true });
    await showFewer.click();
    await expect(titles).toHaveCount(10);
    await expect(postRow(list, oldest.title)).toHaveCount(0);
    await expect(showAll).toBeFocused();

    // Listed again, the post opens for editing like any other.
    await showAll.click();
    await row.getByRole("button", { name: `Edit ${oldest.title}`, exact: true }).click();
    const dialog = page.getByRole("dialog", { name: "Edit Blog Post" });
    await expect(dialog.getByLabel("Title", { exact: true })).toHaveValue(oldest.title);
    await dialog.getByRole("button", { name: "Cancel" }).click();
    await expect(dialog).toBeHidden();
  });

  test("creating a post through the dialog lists it with its badges and publishes it on /blog/{slug}", async ({
    page,
  }) => {
    const title = `Morning Routines That Stick ${unique()}`;
    await openDashboard(page);
    const dialog = await openNewPostDialog(page);

    // SPEC §3 form defaults.
    await expect(dialog.getByLabel("Author Name")).toHaveValue(brand.host.name);
    await expect(dialog.getByRole("switch", { name: "Published" })).toHaveAttribute("aria-checked", "false");
    await expect(dialog.getByRole("switch", { name: "Featured" })).toHaveAttribute("aria-checked", "false");
    await expect(dialog.getByLabel("Read Time")).toHaveAttribute("placeholder", "5 min read");
    for (const tag of ["<h2>", "<h3>", "<p>", "<ul><li>", "<ol><li>"])
      await expect(dialog.getByText(tag, { exact: false }).first()).toBeVisible();
    await expect(dialog.getByLabel("Category")).toHaveText(/Personal Growth[\s\S]*Life Coaching/);

    await dialog.getByLabel("Title", { exact: true }).fill(title);
    await dialog.getByLabel("Category").selectOption("Leadership");
    await dialog.getByLabel("Read Time").fill("7 min read");
    await dialog.getByLabel("Excerpt").fill("Small habits that carry a whole day.");
    await dialog.getByLabel("Content").fill("<h2>Why mornings</h2><p>Start small and keep going.</p>");
    await dialog.getByLabel("Video URL").fill("https://www.youtube.com/watch?v=dQw4w9WgXcQ");
    await dialog.getByLabel("Tags").fill("habits, mornings,  ,focus");
    await dialog.getByRole("switch", { name: "Published" }).click();
    await dialog.getByRole("switch", { name: "Featured" }).click();
    await dialog.getByRole("button", { name: "Create Post" }).click();

    await expect(notification(page, "Post Created")).toBeVisible();
    await expect(dialog).toBeHidden();
    const list = page.getByRole("region", { name: "Recent Blog Posts" });
    const row = postRow(list, title);
    await expect(row).toContainText("Leadership");
    await expect(row).toContainText("7 min read");
    await expect(row).toContainText("Published");
    await expect(row).toContainText("Featured");
    await expect(row).toContainText("Video");

    // The empty slug was made from the title by the server (SPEC §5).
    const slug = slugFromTitle(title);
    const saved = (await (await page.request.get(`/api/blog/posts/${slug}`)).json()) as BlogPost;
    expect(saved).toMatchObject({
      title,
      category: "Leadership",
      tags: ["habits", "mornings", "focus"],
      published: true,
      featured: true,
    });

    await gotoHydrated(page, `/blog/${slug}`);
    await expect(page.getByRole("heading", { level: 1, name: title })).toBeVisible();
    await expect(page.getByText("Small habits that carry a whole day.").first()).toBeVisible();
  });

  test("a post being written when the session ends is kept: after logging in again, New Post brings it back", async ({
    page,
  }) => {
    const title = `Kept Through a Login ${unique()}`;
    await openDashboard(page);
    let dialog = await openNewPostDialog(page);
    await dialog.getByLabel("Title", { exact: true }).fill(title);
    await dialog.getByLabel("Category").selectOption("Mindset");
    await dialog.getByLabel("Excerpt").fill("Written before the session ended.");
    await dialog.getByLabel("Content").fill("<p>An hour of writing.</p>");

    // The session ends elsewhere (a logout in another tab); the save is refused and the
    // dashboard goes back to the login screen, dialog and all.
    expect((await page.request.delete("/api/admin/session")).status()).toBe(204);
    await dialog.getByRole("button", { name: "Create Post" }).click();
    await expect(page.getByRole("button", { name: "Access Dashboard" })).toBeVisible();
    // The login says why, and no toast asks for a retry that the ended session would refuse.
    await expect(page.getByRole("status").filter({ hasText: adminLoginCopy.sessionEnded })).toBeVisible();
    await expect(notification(page, blogDialogCopy.createFailed)).toHaveCount(0);
    await expectNoAxeViolations(page);

    await page.getByLabel("Password", { exact: true }).fill(TEST_ADMIN_PASSWORD);
    await page.keyboard.press("Enter");
    dialog = await openNewPostDialog(page);
    const keptNotice = dialog
      .getByRole("status")
      .filter({ hasText: "Your unsaved changes to this post were kept" });
    await expect(keptNotice).toBeVisible();
    await expect(dialog.getByLabel("Category")).toHaveValue("Mindset");
    await expect(dialog.getByLabel("Title", { exact: true })).toHaveValue(title);
    await expect(dialog.getByLabel("Content")).toHaveValue("<p>An hour of writing.</p>");
    await expectNoAxeViolations(page);

    await dialog.getByRole("button", { name: "Create Post" }).click();
    await expect(notification(page, "Post Created")).toBeVisible();
    await expect(postRow(page.getByRole("region", { name: "Recent Blog Posts" }), title)).toBeVisible();

    // Saved: the next new post starts empty.
    dialog = await openNewPostDialog(page);
    await expect(dialog.getByLabel("Title", { exact: true })).toHaveValue("");
    await expect(dialog.getByText("Your unsaved changes to this post were kept")).toHaveCount(0);
  });

  test("a dialog open in another tab keeps its draft to itself until that tab closes", async ({
    page,
    context,
  }) => {
    await openDashboard(page);
    const first = await openNewPostDialog(page);
    await first.getByLabel("Title", { exact: true }).fill("Written in the first tab");
    await expect
      .poll(() => page.evaluate(() => localStorage.getItem("admin-blog-post-drafts") ?? ""))
      .toContain("Written in the first tab");

    // A second tab's New Post starts empty, and what it types does not replace the first tab's draft.
    const second = await context.newPage();
    await openDashboard(second);
    let dialog = await openNewPostDialog(second);
    await expect(dialog.getByLabel("Title", { exact: true })).toHaveValue("");
    await expect(dialog.getByText("Your unsaved changes to this post were kept")).toHaveCount(0);
    await dialog.getByLabel("Title", { exact: true }).fill("Typed in the second tab");
    await second.waitForTimeout(300);
    expect(await second.evaluate(() => localStorage.getItem("admin-blog-post-drafts") ?? "")).not.toContain(
      "Typed in the second tab",
    );
    second.once("dialog", (confirm) => void confirm.accept());
    await dialog.getByRole("button", { name: "Cancel" }).click();
    await expect(dialog).toBeHidden();

    // The first tab is closed with its dialog open: its draft is left for the next New Post.
    await page.close();
    dialog = await openNewPostDialog(second);
    await expect(dialog.getByLabel("Title", { exact: true })).toHaveValue("Written in the first tab");
    await expect(dialog.getByText("Your unsaved changes to this post were kept")).toBeVisible();
  });

  test("the owner may discard a kept draft, and a discarded dialog keeps nothing", async ({ page }) => {
    await openDashboard(page);
    let dialog = await openNewPostDialog(page);
    await dialog.getByLabel("Title", { exact: true }).fill("A draft to let go");
    await dialog
      .locator('input[type="file"]')
      .setInputFiles({ name: "cover.png", mimeType: "image/png", buffer: tinyPng });
    await expect(dialog.getByLabel("Image URL")).toHaveValue(/^\/public-objects\//);
    // The dialog disappears without a save or a discard, as when the session ends.
    await page.reload();
    await page.waitForFunction(() => document.documentElement.dataset.hydrated === "true");
    dialog = await openNewPostDialog(page);
    await expect(dialog.getByLabel("Title", { exact: true })).toHaveValue("A draft to let go");
    const preview = dialog.getByRole("img", { name: "Featured image preview" });
    await expect(preview).toBeVisible();
    await dialog.getByRole("button", { name: "Discard them" }).click();
    await expect(dialog.getByLabel("Title", { exact: true })).toHaveValue("");
    await expect(dialog.getByText("Your unsaved changes to this post were kept")).toHaveCount(0);
    // The discarded image goes with its address, and focus goes to the form, not the page.
    await expect(dialog.getByLabel("Image URL")).toHaveValue("");
    await expect(preview).toHaveCount(0);
    await expect(dialog.getByLabel("Title", { exact: true })).toBeFocused();

    await dialog.getByLabel("Title", { exact: true }).fill("Typed, then cancelled");
    page.once("dialog", (confirm) => void confirm.accept());
    await dialog.getByRole("button", { name: "Cancel" }).click();
    await expect(dialog).toBeHidden();
    dialog = await openNewPostDialog(page);
    await expect(dialog.getByLabel("Title", { exact: true })).toHaveValue("");

    // Typed, then typed back to nothing: no draft is left to come back.
    await dialog.getByLabel("Title", { exact: true }).fill("Briefly");
    await dialog.getByLabel("Title", { exact: true }).fill("");
    await page.reload();
    await page.waitForFunction(() => document.documentElement.dataset.hydrated === "true");
    dialog = await openNewPostDialog(page);
    await expect(dialog.getByLabel("Title", { exact: true })).toHaveValue("");
    await expect(dialog.getByText("Your unsaved changes to this post were kept")).toHaveCount(0);
  });

  test("tabbing onto the image upload scrolls the form, not the dialog's frame @mobile", async ({ page }) => {
    await openDashboard(page);
    const dialog = await openNewPostDialog(page);
    const frameBefore = await dialog.boundingBox();
    await dialog.getByLabel("Content").focus();
    await page.keyboard.press("Tab");
    await expect(dialog.locator('input[type="file"]')).toBeFocused();
    expect(await dialog.evaluate((frame) => frame.scrollTop)).toBe(0);
    await expect(dialog.getByRole("heading", { name: "Create New Blog Post" })).toBeInViewport();
    await expect(dialog.getByText(imageUploadCopy.upload)).toBeInViewport();
    expect(await dialog.boundingBox()).toEqual(frameBefore);
  });

  test("the dialog checks the required fields before sending anything (SPEC §5)", async ({ page }) => {
    await openDashboard(page);
    const dialog = await openNewPostDialog(page);
    const writes: string[] = [];
    page.on("request", (request) => {
      if (request.method() === "POST" && request.url().includes("/api/admin/blog/posts"))
        writes.push(request.url());
    });
    await dialog.getByLabel("Author Name").fill("");
    await dialog.getByRole("button", { name: "Create Post" }).click();

    const title = dialog.getByLabel("Title", { exact: true });
    await expect(title).toBeFocused();
    await expect(title).toHaveAttribute("aria-invalid", "true");
    await expect(title).toHaveAccessibleDescription(/Title is required/);
    await expect(dialog.getByLabel("Category")).toHaveAccessibleDescription(/Category is required/);
    await expect(dialog.getByLabel("Author Name")).toHaveAccessibleDescription(/Author name is required/);
    await expect(dialog.getByLabel("Excerpt")).toHaveAccessibleDescription(/Excerpt is required/);
    await expect(dialog.getByLabel("Content")).toHaveAccessibleDescription(/Content is required/);
    expect(writes).toEqual([]);

    // Typing clears that field's message.
    await title.fill("Now with a title");
    await expect(title).not.toHaveAttribute("aria-invalid", "true");
  });

  test("editing a post fills the dialog and 'Update Post' saves it (SPEC §4: update when editing)", async ({
    page,
  }) => {
    await logIn(page);
    const post = await createPost(page, {
      title: `Edit me ${unique()}`,
      tags: ["one", "two"],
      readTime: "3 min read",
    });
    const newTitle = `${post.title} (revised)`;
    await openDashboard(page);
    const { panel, dialog } = await openEditDialog(page, post);
    await expect(dialog.getByLabel("Slug")).toHaveValue(post.slug);
    await expect(dialog.getByLabel("Tags")).toHaveValue("one, two");
    await expect(dialog.getByLabel("Read Time")).toHaveValue("3 min read");
    await dialog.getByLabel("Title", { exact: true }).fill(newTitle);
    await dialog.getByRole("button", { name: "Update Post" }).click();

    await expect(notification(page, "Post Updated")).toBeVisible();
    await expect(dialog).toBeHidden();
    await expect(postRow(panel, newTitle)).toBeVisible();
    await expect(postRow(panel, post.title)).toHaveCount(0);
    const all = (await (await page.request.get("/api/admin/blog/posts")).json()) as BlogPost[];
    expect(all.find((p) => p.id === post.id)).toMatchObject({ title: newTitle, slug: post.slug });
  });

  test("a post changed elsewhere after the dialog opened it is not overwritten: the dialog keeps the edit and says why", async ({
    page,
  }) => {
    await logIn(page);
    const post = await createPost(page, { title: `Opened twice ${unique()}` });
    await openDashboard(page);
    const { dialog } = await openEditDialog(page, post);

    // Another tab saves the post meanwhile.
    const elsewhere = `${post.title} (saved elsewhere)`;
    const other = await page.request.put(`/api/admin/blog/posts/${post.id}`, {
      data: postInput({ title: elsewhere, slug: post.slug }),
    });
    expect(other.status()).toBe(200);

    const mine = `${post.title} (mine)`;
    await dialog.getByLabel("Title", { exact: true }).fill(mine);
    await dialog.getByRole("button", { name: "Update Post" }).click();
    await expect(notification(page, postChangedMessage)).toBeVisible();
    await expect(dialog).toBeVisible();
    // No field is at fault: the keyboard is back on the button, where it was.
    await expect(dialog.getByRole("button", { name: "Update Post" })).toBeFocused();
    await expect(dialog.getByLabel("Title", { exact: true })).toHaveValue(mine);
    const all = (await (await page.request.get("/api/admin/blog/posts")).json()) as BlogPost[];
    expect(all.find((p) => p.id === post.id)).toMatchObject({ title: elsewhere });
  });

  test("a post deleted elsewhere after the dialog opened it says so, instead of asking for a retry that cannot work", async ({
    page,
  }) => {
    await logIn(page);
    const post = await createPost(page, { title: `Deleted meanwhile ${unique()}` });
    await openDashboard(page);
    const { dialog } = await openEditDialog(page, post);

    // Another tab deletes the post meanwhile.
    expect((await page.request.delete(`/api/admin/blog/posts/${post.id}`)).status()).toBe(204);
    await dialog.getByLabel("Title", { exact: true }).fill(`${post.title} (mine)`);
    await dialog.getByRole("button", { name: "Update Post" }).click();
    await expect(notification(page, blogDialogCopy.postGone)).toBeVisible();
    await expect(dialog).toBeVisible();
    await expect(dialog.getByLabel("Title", { exact: true })).toHaveValue(`${post.title} (mine)`);
  });

  test("a kept draft of a post saved elsewhere since is not saved over it: the dialog says so and the save is refused", async ({
    page,
  }) => {
    await logIn(page);
    const post = await createPost(page, { title: `Edited on two devices ${unique()}` });
    await openDashboard(page);
    let panel = await openTab(page, "Blog");
    await panel.getByRole("button", { name: `Edit ${post.title}`, exact: true }).click();
    let dialog = page.getByRole("dialog", { name: "Edit Blog Post" });
    await expect(dialog.getByLabel("Title", { exact: true })).toHaveValue(post.title);
    const laptop = `${post.title} (laptop)`;
    await dialog.getByLabel("Title", { exact: true }).fill(laptop);
    await expect
      .poll(() => page.evaluate(() => localStorage.getItem("admin-blog-post-drafts") ?? ""))
      .toContain(laptop);

    // The laptop is left with the dialog open, neither saved nor discarded: the draft stays in
    // the browser. The post is then saved on another device.
    await page.goto("about:blank");
    const phone = `${post.title} (phone)`;
    const elsewhere = await page.request.put(`/api/admin/blog/posts/${post.id}`, {
      data: postInput({ title: phone, slug: post.slug }),
    });
    expect(elsewhere.status()).toBe(200);
    const phoneVersion = ((await elsewhere.json()) as BlogPost).updatedAt;

    // Back on the laptop, the draft comes back, with a word that the post changed since.
    await openDashboard(page);
    panel = await openTab(page, "Blog");
    await panel.getByRole("button", { name: `Edit ${phone}`, exact: true }).click();
    dialog = page.getByRole("dialog", { name: "Edit Blog Post" });
    await expect(dialog.getByLabel("Title", { exact: true })).toHaveValue(laptop);
    const keptNotice = dialog
      .getByRole("status")
      .filter({ hasText: "Your unsaved changes to this post were kept" });
    await expect(keptNotice).toContainText("This post has been saved elsewhere since then");

    // Saving it would undo the phone's save: refused (409 post_changed), the dialog keeps the text.
    await dialog.getByRole("button", { name: "Update Post" }).click();
    await expect(notification(page, postChangedMessage)).toBeVisible();
    await expect(dialog).toBeVisible();
    await expect(dialog.getByLabel("Title", { exact: true })).toHaveValue(laptop);
    const all = (await (await page.request.get("/api/admin/blog/posts")).json()) as BlogPost[];
    expect(all.find((p) => p.id === post.id)).toMatchObject({ title: phone, updatedAt: phoneVersion });
  });

  test("delete asks for confirmation: dismissing keeps the post, accepting deletes it (SPEC §5 Blog deletion)", async ({
    page,
  }) => {
    await logIn(page);
    const post = await createPost(page, { title: `Delete me ${unique()}` });
    await openDashboard(page);
    const panel = await openTab(page, "Blog");
    const deleteButton = panel.getByRole("button", { name: `Delete ${post.title}` });

    const messages: string[] = [];
    page.once("dialog", (confirm) => {
      messages.push(confirm.message());
      void confirm.dismiss();
    });
    await deleteButton.click();
    await expect
      .poll(() => messages)
      .toEqual(["Are you sure you want to delete this blog post? This action cannot be undone."]);
    await expect(postRow(panel, post.title)).toBeVisible();
    let all = (await (await page.request.get("/api/admin/blog/posts")).json()) as BlogPost[];
    expect(all.some((p) => p.id === post.id)).toBe(true);

    page.once("dialog", (confirm) => {
      messages.push(confirm.message());
      void confirm.accept();
    });
    await deleteButton.click();
    await expect(notification(page, "Post Deleted")).toBeVisible();
    await expect(postRow(panel, post.title)).toHaveCount(0);
    expect(messages).toHaveLength(2);
    all = (await (await page.request.get("/api/admin/blog/posts")).json()) as BlogPost[];
    expect(all.some((p) => p.id === post.id)).toBe(false);
  });

  test("a failed delete says 'Failed to delete blog post. Please try again.' (SPEC §8), also when another delete was started meanwhile", async ({
    page,
  }) => {
    await logIn(page);
    const post = await createPost(page, { title: `Undeletable ${unique()}` });
    const other = await createPost(page, { title: `Deletable ${unique()}` });
    const release = await failPostDeleteOnRelease(page, post.id);
    await openDashboard(page);
    const panel = await openTab(page, "Blog");
    answerConfirms(page);
    await panel.getByRole("button", { name: `Delete ${post.title}` }).click();
    // A second delete, answered first, while the first is still on its way.
    await panel.getByRole("button", { name: `Delete ${other.title}` }).click();
    await expect(notification(page, "Post Deleted")).toBeVisible();
    await expect(postRow(panel, other.title)).toHaveCount(0);

    release();
    await expect(notification(page, "Failed to delete blog post. Please try again.")).toBeVisible();
    await expect(postRow(panel, post.title)).toBeVisible();
  });

  test("a post's Delete keeps the keyboard's focus while its delete is on its way and after it fails", async ({
    page,
  }) => {
    await logIn(page);
    const post = await createPost(page, { title: `Kept focus ${unique()}` });
    const release = await failPostDeleteOnRelease(page, post.id);
    await openDashboard(page);
    const panel = await openTab(page, "Blog");
    answerConfirms(page);
    const remove = panel.getByRole("button", { name: `Delete ${post.title}`, exact: true });
    await remove.focus();
    await page.keyboard.press("Enter");
    await expect(remove).toBeDisabled();
    await expect(remove).toBeFocused();
    release();
    await expect(notification(page, "Failed to delete blog post. Please try again.")).toBeVisible();
    await expect(remove).toBeEnabled();
    await expect(remove).toBeFocused();
  });

  test("a post's Delete is locked while its delete is on its way, so a second click sends nothing", async ({
    page,
  }) => {
    await logIn(page);
    const post = await createPost(page, { title: `Delete once ${unique()}` });
    const { held, release } = holdUntilReleased();
    let deletes = 0;
    await page.route(`**/api/admin/blog/posts/${post.id}`, async (route) => {
      if (route.request().method() !== "DELETE") return route.fallback();
      deletes += 1;
      await held;
      await route.fallback();
    });
    await openDashboard(page);
    const panel = await openTab(page, "Blog");

    const asked = answerConfirms(page);
    const remove = panel.getByRole("button", { name: `Delete ${post.title}`, exact: true });
    await remove.click();
    await expect(remove).toBeDisabled();
    await expect(remove).toBeFocused();
    await remove.dblclick({ force: true });

    release();
    // The real DELETE went through once: the post is gone, with no failure toast.
    await expect(notification(page, "Post Deleted")).toBeVisible();
    await expect(postRow(panel, post.title)).toHaveCount(0);
    expect(deletes).toBe(1);
    expect(asked).toHaveLength(1);
    await expect(notification(page, "Failed to delete blog post. Please try again.")).toHaveCount(0);
  });

  test("a post another tab deleted meanwhile is deleted as asked: 'Post Deleted', not a failure that asks for a retry", async ({
    page,
  }) => {
    await logIn(page);
    const post = await createPost(page, { title: `Deleted twice ${unique()}` });
    await openDashboard(page);
    const panel = await openTab(page, "Blog");
    expect((await page.request.delete(`/api/admin/blog/posts/${post.id}`)).status()).toBe(204);

    const asked = answerConfirms(page);
    await panel.getByRole("button", { name: `Delete ${post.title}`, exact: true }).click();
    await expect(notification(page, "Post Deleted")).toBeVisible();
    await expect(postRow(panel, post.title)).toHaveCount(0);
    expect(asked).toHaveLength(1);
    await expect(notification(page, "Failed to delete blog post. Please try again.")).toHaveCount(0);
  });

  test("a duplicate slug says so, in the toast and by the Slug field, instead of asking for a retry (decision 011)", async ({
    page,
  }) => {
    await logIn(page);
    const existing = await createPost(page, { title: `Taken slug ${unique()}` });
    await openDashboard(page);
    const dialog = await openNewPostDialog(page);
    await dialog.getByLabel("Title", { exact: true }).fill(`Another post ${unique()}`);
    await dialog.getByLabel("Slug").fill(existing.slug);
    await dialog.getByLabel("Category").selectOption("Mindset");
    await dialog.getByLabel("Excerpt").fill("Same slug as another post.");
    await dialog.getByLabel("Content").fill("<p>Body</p>");
    await dialog.getByRole("button", { name: "Create Post" }).click();

    await expect(notification(page, blogDialogCopy.slugTaken)).toBeVisible();
    await expect(notification(page, blogDialogCopy.createFailed)).toHaveCount(0);
    await expect(dialog).toBeVisible();
    const slug = dialog.getByLabel("Slug");
    await expect(slug).toHaveAttribute("aria-invalid", "true");
    await expect(slug).toHaveAccessibleDescription(/Another post already uses this slug/);
    await expect(slug).toBeFocused();
    await expect(dialog.getByRole("button", { name: "Create Post" })).toBeEnabled();
  });

  test("'Saving...' shows while the post is being saved", async ({ page }) => {
    const { held, release } = holdUntilReleased();
    await page.route("**/api/admin/blog/posts", async (route) => {
      if (route.request().method() !== "POST") return route.fallback();
      await held;
      await route.fallback();
    });
    await openDashboard(page);
    const dialog = await openNewPostDialog(page);
    await dialog.getByLabel("Title", { exact: true }).fill(`Slow save ${unique()}`);
    await dialog.getByLabel("Category").selectOption("Mindset");
    await dialog.getByLabel("Excerpt").fill("Saving takes a moment.");
    await dialog.getByLabel("Content").fill("<p>Body</p>");
    await dialog.getByRole("button", { name: "Create Post" }).click();
    await expect(dialog.getByRole("button", { name: "Saving..." })).toBeDisabled();
    release();
    await expect(notification(page, "Post Created")).toBeVisible();
  });

  test("while a post is being saved the dialog cannot be closed (Escape, backdrop, ×, Cancel)", async ({
    page,
  }) => {
    const { held, release } = holdUntilReleased();
    await page.route("**/api/admin/blog/posts", async (route) => {
      if (route.request().method() !== "POST") return route.fallback();
      await held;
      await route.fallback();
    });
    const asked = answerConfirms(page, () => "dismiss");
    await openDashboard(page);
    const dialog = await openNewPostDialog(page);
    const title = `Held save ${unique()}`;
    await dialog.getByLabel("Title", { exact: true }).fill(title);
    await dialog.getByLabel("Category").selectOption("Mindset");
    await dialog.getByLabel("Excerpt").fill("Saving takes a moment.");
    await dialog.getByLabel("Content").fill("<p>Body</p>");
    await dialog.getByRole("button", { name: "Create Post" }).click();
    await expect(dialog.getByRole("button", { name: "Saving..." })).toBeDisabled();

    await dialog.getByLabel("Content").press("Escape");
    await expect(dialog).toBeVisible();
    // The backdrop, outside the dialog box.
    await page.mouse.click(5, 5);
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole("button", { name: "Close", exact: true })).toBeDisabled();
    await expect(dialog.getByRole("button", { name: "Cancel", exact: true })).toBeDisabled();
    await expect(dialog.getByLabel("Title", { exact: true })).toHaveValue(title);

    release();
    await expect(notification(page, "Post Created")).toBeVisible();
    await expect(dialog).toBeHidden();
    // Nothing was asked: a successful save closes the dialog on its own.
    expect(asked).toEqual([]);

    const all = (await (await page.request.get("/api/admin/blog/posts")).json()) as BlogPost[];
    const created = all.filter((p) => p.title === title);
    expect(created).toHaveLength(1);
    expect((await page.request.delete(`/api/admin/blog/posts/${created[0]!.id}`)).ok()).toBe(true);
  });

  test("closing over unsaved changes asks first: cancelling keeps the draft, confirming closes", async ({
    page,
  }) => {
    const discard = "Discard your changes to this post? What you have written will be lost.";
    let answer: ConfirmAnswer = "dismiss";
    const asked = answerConfirms(page, () => answer);
    await openDashboard(page);
    const dialog = await openNewPostDialog(page);
    const title = dialog.getByLabel("Title", { exact: true });
    const excerpt = dialog.getByLabel("Excerpt");
    await title.fill("A draft worth keeping");
    await excerpt.fill("Half a thought");

    // Escape in a text area, the backdrop, the × and Cancel: each asks, and "Cancel" keeps it open.
    await excerpt.press("Escape");
    await expect.poll(() => asked.length).toBe(1);
    await expect(dialog).toBeVisible();
    await page.mouse.click(5, 5);
    await expect.poll(() => asked.length).toBe(2);
    await expect(dialog).toBeVisible();
    await dialog.getByRole("button", { name: "Close", exact: true }).click();
    await expect.poll(() => asked.length).toBe(3);
    await expect(dialog).toBeVisible();
    await dialog.getByRole("button", { name: "Cancel", exact: true }).click();
    await expect.poll(() => asked.length).toBe(4);
    await expect(dialog).toBeVisible();
    await expect(title).toHaveValue("A draft worth keeping");
    await expect(excerpt).toHaveValue("Half a thought");
    expect(asked).toEqual([discard, discard, discard, discard]);

    answer = "accept";
    await dialog.getByRole("button", { name: "Cancel", exact: true }).click();
    await expect(dialog).toBeHidden();
    expect(asked).toHaveLength(5);

    // A dialog without changes closes without asking.
    const fresh = await openNewPostDialog(page);
    await expect(fresh.getByLabel("Title", { exact: true })).toHaveValue("");
    await page.keyboard.press("Escape");
    await expect(fresh).toBeHidden();
    expect(asked).toHaveLength(5);
  });

  test("the open dialog has no accessibility violations (axe-core)", async ({ page }) => {
    await openDashboard(page);
    const dialog = await openNewPostDialog(page);
    await dialog.getByRole("button", { name: "Create Post" }).click();
    await expect(dialog.getByLabel("Title", { exact: true })).toHaveAttribute("aria-invalid", "true");
    await expectNoAxeViolations(page);
    await page.keyboard.press("Escape");
    await expect(dialog).toBeHidden();
    await expect(page.getByRole("button", { name: "New Post" })).toBeFocused();
  });
});

test.describe("Featured image upload (SPEC §2 Featured Image, §5 Image upload, §7)", () => {
  test("a file that is not an image, or one over 10 MB, is refused before any upload (SPEC §5)", async ({
    page,
  }) => {
    await openDashboard(page);
    const dialog = await openNewPostDialog(page);
    const uploads: string[] = [];
    page.on("request", (request) => {
      if (request.url().includes("/api/objects/upload")) uploads.push(request.url());
    });
    const fileInput = dialog.locator('input[type="file"]');

    await fileInput.setInputFiles({
      name: "notes.txt",
      mimeType: "text/plain",
      buffer: Buffer.from("not an image"),
    });
    await expect(notification(page, "Invalid file type")).toContainText("Please select an image file");
    await notification(page, "Invalid file type").getByRole("button", { name: "Close notification" }).click();
    await expect(notification(page, "Invalid file type")).toHaveCount(0);

    // An SVG is an image, but a document that can carry scripts: the server would refuse it.
    await fileInput.setInputFiles({
      name: "logo.svg",
      mimeType: "image/svg+xml",
      buffer: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'),
    });
    await expect(notification(page, "Invalid file type")).toContainText("Please select an image file");

    await fileInput.setInputFiles({
      name: "huge.png",
      mimeType: "image/png",
      buffer: Buffer.alloc(10 * 1024 * 1024 + 1),
    });
    await expect(notification(page, "File too large")).toContainText(
      "Please select an image smaller than 10MB",
    );

    expect(uploads).toEqual([]);
    await expect(dialog.getByLabel("Image URL")).toHaveValue("");
  });

  test("an upload shows its progress, then sets /public-objects/{name} and previews it (upload endpoint stubbed)", async ({
    page,
  }) => {
    // STUBBED: POST /api/objects/upload, the PUT target and the stored object are answered here, so
    // this test pins the browser's side of SPEC §7 whatever storage the server uses. The test
    // below runs the same journey against the real endpoint when it exists.
    const objectName = `stub-${unique()}.png`;
    const puts: { contentType: string | undefined; size: number }[] = [];
    const { held: putHeld, release: releasePut } = holdUntilReleased();
    await page.route("**/api/objects/upload", (route) =>
      route.fulfill({
        status: 200,
        json: { uploadURL: `/stub-storage/uploads/${objectName}?X-Signature=abc123` },
      }),
    );
    await page.route("**/stub-storage/uploads/**", async (route) => {
      puts.push({
        contentType: route.request().headers()["content-type"],
        size: route.request().postDataBuffer()?.length ?? 0,
      });
      await putHeld;
      await route.fulfill({ status: 200, body: "" });
    });
    await page.route(`**/public-objects/${objectName}`, (route) =>
      route.fulfill({ status: 200, contentType: "image/png", body: tinyPng }),
    );

    await openDashboard(page);
    const dialog = await openNewPostDialog(page);
    await dialog
      .locator('input[type="file"]')
      .setInputFiles({ name: "cover.png", mimeType: "image/png", buffer: tinyPng });

    await expect(dialog.getByRole("progressbar", { name: "Upload progress" })).toBeVisible();
    await expect(dialog.getByText("Uploading...")).toBeVisible();
    releasePut();

    await expect(notification(page, "Upload successful")).toBeVisible();
    await expect(dialog.getByLabel("Image URL")).toHaveValue(`/public-objects/${objectName}`);
    await expect(dialog.getByRole("progressbar")).toHaveCount(0);
    const preview = dialog.getByRole("img", { name: "Featured image preview" });
    await expect(preview).toHaveAttribute("src", `/public-objects/${objectName}`);
    await expect.poll(() => preview.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(1);
    expect(puts).toEqual([{ contentType: "image/png", size: tinyPng.length }]);
  });

  test("Create Post waits for an image upload in progress, then saves the post with the image (upload stubbed)", async ({
    page,
  }) => {
    const objectName = `held-${unique()}.png`;
    const { held: putHeld, release: releasePut } = holdUntilReleased();
    await page.route("**/api/objects/upload", (route) =>
      route.fulfill({
        status: 200,
        json: { uploadURL: `/stub-storage/uploads/${objectName}?X-Signature=abc123` },
      }),
    );
    await page.route("**/stub-storage/uploads/**", async (route) => {
      await putHeld;
      await route.fulfill({ status: 200, body: "" });
    });
    await page.route(`**/public-objects/${objectName}`, (route) =>
      route.fulfill({ status: 200, contentType: "image/png", body: tinyPng }),
    );
    const writes: string[] = [];
    page.on("request", (request) => {
      if (request.method() === "POST" && new URL(request.url()).pathname === "/api/admin/blog/posts")
        writes.push(request.url());
    });

    await openDashboard(page);
    const dialog = await openNewPostDialog(page);
    const title = `With a cover ${unique()}`;
    await dialog.getByLabel("Title", { exact: true }).fill(title);
    await dialog.getByLabel("Category").selectOption("Mindset");
    await dialog.getByLabel("Excerpt").fill("The cover is still on its way.");
    await dialog.getByLabel("Content").fill("<p>Body</p>");
    await dialog
      .locator('input[type="file"]')
      .setInputFiles({ name: "cover.png", mimeType: "image/png", buffer: tinyPng });
    await expect(dialog.getByRole("progressbar", { name: "Upload progress" })).toBeVisible();

    const create = dialog.getByRole("button", { name: "Create Post" });
    await expect(create).toBeDisabled();
    await expect(
      dialog.getByRole("status").filter({ hasText: "Waiting for the image upload…" }),
    ).toBeVisible();
    await expect(create).toHaveAccessibleDescription("Waiting for the image upload…");
    // Enter in a field does not save either.
    await dialog.getByLabel("Title", { exact: true }).press("Enter");

    releasePut();
    await expect(notification(page, "Upload successful")).toBeVisible();
    await expect(dialog.getByLabel("Image URL")).toHaveValue(`/public-objects/${objectName}`);
    await expect(create).toBeEnabled();
    await expect(dialog.getByText("Waiting for the image upload…")).toHaveCount(0);
    expect(writes).toEqual([]);

    await create.click();
    await expect(notification(page, "Post Created")).toBeVisible();
    await expect(dialog).toBeHidden();
    expect(writes).toHaveLength(1);
    const all = (await (await page.request.get("/api/admin/blog/posts")).json()) as BlogPost[];
    const created = all.filter((p) => p.title === title);
    expect(created).toHaveLength(1);
    expect(created[0]!.imageUrl).toBe(`/public-objects/${objectName}`);
    expect((await page.request.delete(`/api/admin/blog/posts/${created[0]!.id}`)).ok()).toBe(true);
  });

  test("a failed upload says 'Upload failed' (upload endpoint stubbed)", async ({ page }) => {
    await page.route("**/api/objects/upload", (route) =>
      route.fulfill({ status: 200, json: { uploadURL: "/stub-storage/uploads/broken.png" } }),
    );
    await page.route("**/stub-storage/uploads/**", (route) =>
      route.fulfill({ status: 500, body: "storage down" }),
    );
    await openDashboard(page);
    const dialog = await openNewPostDialog(page);
    await dialog
      .locator('input[type="file"]')
      .setInputFiles({ name: "cover.png", mimeType: "image/png", buffer: tinyPng });
    await expect(notification(page, "Upload failed")).toContainText(
      "Failed to upload image. Please try again.",
    );
    await expect(dialog.getByLabel("Image URL")).toHaveValue("");
  });

  test("a file the server refuses says why: a text file named .png is 'Upload failed' with the server's reason", async ({
    page,
  }) => {
    await logIn(page);
    await gotoHydrated(page, "/admin");
    const dialog = await openNewPostDialog(page);
    await dialog.locator('input[type="file"]').setInputFiles({
      name: "cover.png",
      mimeType: "image/png",
      buffer: Buffer.from("not really a picture"),
    });
    const refused = notification(page, "Upload failed");
    await expect(refused).toContainText("The file's content is not a");
    await expect(refused).not.toContainText("Please try again.");
    await expect(dialog.getByLabel("Image URL")).toHaveValue("");
  });

  test("an upload refused because the session ended sends the owner to the login, which says so", async ({
    page,
  }) => {
    await logIn(page);
    await gotoHydrated(page, "/admin");
    const dialog = await openNewPostDialog(page);
    expect((await page.request.delete("/api/admin/session")).status()).toBe(204);
    await dialog
      .locator('input[type="file"]')
      .setInputFiles({ name: "cover.png", mimeType: "image/png", buffer: tinyPng });
    await expect(page.getByRole("status").filter({ hasText: adminLoginCopy.sessionEnded })).toBeVisible();
    await expect(notification(page, "Upload failed")).toHaveCount(0);
  });

  test("an upload through the real endpoint stores the image and previews it", async ({ page }) => {
    await logIn(page);
    await gotoHydrated(page, "/admin");
    const dialog = await openNewPostDialog(page);
    const urlRequest = page.waitForRequest("**/api/objects/upload");
    await dialog
      .locator('input[type="file"]')
      .setInputFiles({ name: "cover.png", mimeType: "image/png", buffer: tinyPng });
    // The upload URL is asked for this file: an S3 URL is signed for its type and size.
    expect((await urlRequest).postDataJSON()).toEqual({ contentType: "image/png", size: tinyPng.length });
    await expect(notification(page, "Upload successful")).toBeVisible();
    const path = await dialog.getByLabel("Image URL").inputValue();
    expect(path).toMatch(/^\/public-objects\/[^/?#]+$/);
    const preview = dialog.getByRole("img", { name: "Featured image preview" });
    await expect.poll(() => preview.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(1);
    const stored = await page.request.get(path);
    expect(stored.status()).toBe(200);
    expect(stored.headers()["content-type"]).toBe("image/png");
    expect(Buffer.from(await stored.body()).equals(tinyPng)).toBe(true);
  });

  test("a JPEG saved with a .png name uploads as the JPEG it is", async ({ page }) => {
    await logIn(page);
    await gotoHydrated(page, "/admin");
    const dialog = await openNewPostDialog(page);
    const jpeg = tinyImages["image/jpeg"];
    const urlRequest = page.waitForRequest("**/api/objects/upload");
    await dialog
      .locator('input[type="file"]')
      .setInputFiles({ name: "photo.png", mimeType: "image/png", buffer: jpeg });
    expect((await urlRequest).postDataJSON()).toEqual({ contentType: "image/jpeg", size: jpeg.length });
    await expect(notification(page, "Upload successful")).toBeVisible();
    const stored = await page.request.get(await dialog.getByLabel("Image URL").inputValue());
    expect(stored.headers()["content-type"]).toBe("image/jpeg");
    expect(Buffer.from(await stored.body()).equals(jpeg)).toBe(true);
  });

  test("a toast shown over the post dialog leaves its Cancel and Create Post buttons free to press @mobile", async ({
    page,
  }) => {
    await logIn(page);
    await gotoHydrated(page, "/admin");
    const dialog = await openNewPostDialog(page);
    await dialog
      .locator('input[type="file"]')
      .setInputFiles({ name: "cover.png", mimeType: "image/png", buffer: tinyPng });
    await expect(notification(page, "Upload successful")).toBeVisible();

    for (const name of ["Cancel", "Create Post"]) {
      const button = dialog.getByRole("button", { name, exact: true });
      await button.scrollIntoViewIfNeeded();
      // What a tap at the button's centre lands on.
      const tapped = await button.evaluate((element) => {
        const box = element.getBoundingClientRect();
        const hit = document.elementFromPoint(box.x + box.width / 2, box.y + box.height / 2);
        return hit !== null && element.contains(hit);
      });
      expect(tapped, `${name} is under the toast`).toBe(true);
    }
  });

  test("a typed image address previews on leaving the field, and one that does not load says 'Invalid image' (SPEC §8)", async ({
    page,
  }) => {
    await page.route("**/images/fine.png", (route) =>
      route.fulfill({ status: 200, contentType: "image/png", body: tinyPng }),
    );
    await openDashboard(page);
    const dialog = await openNewPostDialog(page);
    const url = dialog.getByLabel("Image URL");

    await url.fill("/images/fine.png");
    await url.blur();
    const preview = dialog.getByRole("img", { name: "Featured image preview" });
    await expect.poll(() => preview.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(1);

    await url.fill("/images/does-not-exist.png");
    await url.blur();
    await expect(notification(page, "Invalid image")).toContainText(
      "The image URL is not valid or accessible",
    );
    await expect(preview).toHaveCount(0);
  });
});

test.describe("Admin on a phone", () => {
  test("at 375 px the login, every tab and the dialog fit without scrolling sideways @mobile", async ({
    page,
  }) => {
    await page.setViewportSize({ width: 375, height: 740 });
    await gotoHydrated(page, "/admin");
    await expectNoSidewaysScroll(page);

    await stubBusinessData(page, businessFixtures);
    await openDashboard(page);
    await expectNoSidewaysScroll(page);
    // Every tab shows whole inside the tab bar: none is cut off at its edge.
    const bar = (await page.getByRole("tablist").boundingBox())!;
    for (const tab of await page.getByRole("tab").all()) {
      const box = (await tab.boundingBox())!;
      expect(box.x).toBeGreaterThanOrEqual(bar.x);
      expect(box.x + box.width).toBeLessThanOrEqual(bar.x + bar.width);
    }
    for (const tab of ["Coaching", "Blog", "Episodes", "Audience", "Support"]) {
      await openTab(page, tab);
      await expectNoSidewaysScroll(page);
    }
    await expectNoAxeViolations(page);

    const dialog = await openNewPostDialog(page);
    const box = (await dialog.boundingBox())!;
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThanOrEqual(375);
    await expect(dialog.getByRole("button", { name: "Create Post" })).toBeInViewport();
    await expectNoSidewaysScroll(page);
  });
});
