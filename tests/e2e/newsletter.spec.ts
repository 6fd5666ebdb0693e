import { readFileSync } from "node:fs";
import { expect as baseExpect, test, type Locator, type Page, type Route } from "#tests/helpers/test.ts";
import { expectNoAxeViolations } from "#tests/helpers/axe.ts";
import { analyticsEvents } from "#tests/helpers/page-state.ts";
import { postedBodies } from "#tests/helpers/posted-bodies.ts";
import { TEST_ADMIN_PASSWORD } from "#tests/helpers/admin-login.ts";
import { holdUntilReleased } from "#tests/helpers/held-requests.ts";
import { brand } from "#shared/content/brand.ts";
import type { NewsletterSubscriber } from "#shared/admin/business-data.ts";
import { emailMaxLength, firstNameMaxLength } from "#shared/field-limits.ts";
import { paths } from "#shared/site-paths.ts";
import { unsubscribeCopy } from "#app/content/unsubscribe.ts";

// The newsletter and community sign-ups of /home and the blog's newsletter card (SPEC §2, §4, §5,
// §7 "Newsletter flow", §8), the owner's unsubscribe links and the unsubscribe page. The server's
// sign-up endpoints allow 60 calls an hour from one address and every test browser shares
// 127.0.0.1: only the success journeys call the real server; failures are answered in the browser.

const expect = baseExpect.configure({ timeout: 10_000 });

const unique = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 7)}`;
const uniqueEmail = (who: string) => `${who}-${unique()}@example.com`;

async function gotoHydrated(page: Page, path: string) {
  const response = await page.goto(path);
  expect(response?.status()).toBe(200);
  // A cold dev server compiles each page on its first visit: allow for it.
  await expect(page.locator("html")).toHaveAttribute("data-hydrated", "true", { timeout: 30_000 });
}

const notification = (page: Page) =>
  page.getByRole("region", { name: /Notifications/ }).getByRole("listitem");

async function expectToast(page: Page, title: string, description: string | RegExp, variant = "default") {
  const toast = notification(page);
  await expect(toast).toContainText(title);
  await expect(toast).toContainText(description);
  await expect(toast).toHaveAttribute("data-variant", variant);
}

const providerFails = (route: Route) =>
  route.fulfill({
    status: 502,
    json: { ok: false, message: "The newsletter service is not answering. Please try again later." },
  });
const serverFails = (route: Route) =>
  route.fulfill({
    status: 500,
    json: { error: "internal_error", message: "Something went wrong on our side. Please try again." },
  });

const localList = (page: Page, key: string) =>
  page.evaluate(
    (storageKey) => JSON.parse(window.localStorage.getItem(storageKey) ?? "null") as unknown,
    key,
  );

/** How many sign-ups the visitor's browser-local stats count (SPEC §3 user stats). */
const savedNewsletterSignups = (page: Page) =>
  page.evaluate(
    () =>
      (
        JSON.parse(localStorage.getItem("podcast-rewards") ?? "{}") as {
          userStats?: { newsletterSignups?: number };
        }
      ).userStats?.newsletterSignups,
  );

/** Every subscriber row, as the owner's dashboard reads them (GET /api/newsletters). */
async function subscribers(page: Page): Promise<NewsletterSubscriber[]> {
  const login = await page.request.post("/api/admin/session", { data: { password: TEST_ADMIN_PASSWORD } });
  expect(login.status()).toBe(200);
  const response = await page.request.get("/api/newsletters");
  expect(response.status()).toBe(200);
  return (await response.json()) as NewsletterSubscriber[];
}

async function subscriberRow(page: Page, email: string) {
  return (await subscribers(page)).find((row) => row.email === email);
}

// ---------------------------------------------------------------------------------------------
// The three forms that run the newsletter flow, described once and tested alike.
// ---------------------------------------------------------------------------------------------

type SignupForm = {
  name: string;
  /** The form as the analytics events name it. */
  kind: string;
  path: string;
  formName: string;
  /** The form's section, which its axe checks cover (every route is checked whole in site.spec.ts). */
  section: string;
  /** Where a post sent before the page's script ran brings the visitor back. */
  postAnchor: string;
  withName: boolean;
  localKey: "newsletterSignups" | "communitySignups";
  sources: { provider: string; fallback: string };
  missing: { title: string; description: string };
  success: { title: string; description: string | RegExp; fallbackDescription: string | RegExp };
  failed: { title: string; description: string };
  submit: string;
  submitting: string;
};

const newsletterSuccess = {
  title: "Successfully subscribed!",
  description: "Welcome to the Thriving Community. Check your email for a confirmation.",
};
const newsletterFailed = {
  title: "Subscription failed",
  description: "There was an issue subscribing to the newsletter. Please try again or contact us directly.",
};

const signupForms: SignupForm[] = [
  {
    name: "home newsletter form",
    kind: "newsletter",
    path: "/home",
    formName: "Newsletter sign-up",
    section: "#newsletter-signup",
    postAnchor: "#newsletter-signup",
    withName: false,
    localKey: "newsletterSignups",
    sources: { provider: "newsletter-signup-kit", fallback: "newsletter-signup-fallback" },
    missing: { title: "Email required", description: "Please enter both your email address." },
    success: { ...newsletterSuccess, fallbackDescription: newsletterSuccess.description },
    failed: newsletterFailed,
    submit: "Subscribe",
    submitting: "Subscribing...",
  },
  {
    name: "blog newsletter form",
    kind: "blog-newsletter",
    path: "/blog",
    formName: "Blog newsletter sign-up",
    section: "#blog-newsletter-signup",
    postAnchor: "#blog-newsletter-signup",
    withName: false,
    localKey: "newsletterSignups",
    sources: { provider: "blog-newsletter-signup-kit", fallback: "blog-newsletter-signup-fallback" },
    missing: { title: "Email required", description: "Please enter your email address." },
    success: { ...newsletterSuccess, fallbackDescription: newsletterSuccess.description },
    failed: newsletterFailed,
    submit: "Subscribe",
    submitting: "Subscribing...",
  },
  {
    name: "community form",
    kind: "community",
    path: "/home",
    formName: "Community sign-up",
    section: "#community-signup",
    postAnchor: "#community-sign-up-form",
    withName: true,
    localKey: "communitySignups",
    sources: { provider: "community-signup-kit", fallback: "community-signup-fallback" },
    missing: { title: "Missing Information", description: "Please enter both your name and email address." },
    success: {
      title: "Welcome to the Community!",
      description: /You're in, Grace! Your welcome e-mail is on its way\./,
      // SPEC §8: the fallback success says access details will follow.
      fallbackDescription: /access details/,
    },
    failed: {
      title: "Signup Error",
      description: "There was an issue joining the community. Please try again or contact us directly.",
    },
    submit: "Join the Community",
    submitting: "Joining...",
  },
];

async function openForm(page: Page, form: SignupForm): Promise<Locator> {
  await gotoHydrated(page, form.path);
  const locator = page.getByRole("form", { name: form.formName });
  await locator.scrollIntoViewIfNeeded();
  return locator;
}

async function fill(locator: Locator, form: SignupForm, email: string, firstName = "Grace") {
  if (form.withName) await locator.getByLabel("First name").fill(firstName);
  await locator.getByLabel("Email address").fill(email);
}

for (const form of signupForms) {
  test.describe(`${form.name} (SPEC §4 sign-up forms)`, () => {
    // Confetti animates on the main thread for seconds after each sign-up; the celebration has its own
    // test below, so these run as a visitor who asked for reduced motion (no confetti).
    test.use({ reducedMotion: "reduce" });
    test(`an empty field shows '${form.missing.title}' / '${form.missing.description}' and sends nothing (SPEC §5)`, async ({
      page,
    }) => {
      const provider = postedBodies(page, "/api/kit/subscribe");
      const ours = postedBodies(page, "/api/newsletter");
      const locator = await openForm(page, form);

      await locator.getByRole("button", { name: form.submit }).click();
      await expectToast(page, form.missing.title, form.missing.description, "destructive");
      await expect(locator.getByLabel(form.withName ? "First name" : "Email address")).toBeFocused();
      await expect(locator.getByLabel("Email address")).toHaveAttribute("type", "email");
      await expect(locator.getByLabel("Email address")).toHaveAttribute("required", "");
      // The server's caps: typing stops there, so a long entry never ends in the failure toast.
      await expect(locator.getByLabel("Email address")).toHaveAttribute("maxlength", String(emailMaxLength));
      if (form.withName) {
        await expect(locator.getByLabel("First name")).toHaveAttribute(
          "maxlength",
          String(firstNameMaxLength),
        );
      }
      await expectNoAxeViolations(page, form.section);

      // Only spaces count as empty too; on the community form, a name without an email as well.
      if (form.withName) await locator.getByLabel("First name").fill("Grace");
      await locator.getByLabel("Email address").fill("   ");
      await locator.getByRole("button", { name: form.submit }).click();
      await expect(locator.getByLabel("Email address")).toBeFocused();
      if (form.withName) {
        await locator.getByLabel("First name").fill("  ");
        await locator.getByLabel("Email address").fill("grace@example.com");
        await locator.getByRole("button", { name: form.submit }).click();
        await expect(locator.getByLabel("First name")).toBeFocused();
      }
      await expectToast(page, form.missing.title, form.missing.description, "destructive");
      expect(provider).toEqual([]);
      expect(ours).toEqual([]);
      expect(await analyticsEvents(page, "newsletter_signup_attempt")).toEqual([]);
    });

    test("an address the server would refuse is stopped in the browser with 'Please enter a valid email address'", async ({
      page,
    }) => {
      const provider = postedBodies(page, "/api/kit/subscribe");
      const ours = postedBodies(page, "/api/newsletter");
      const locator = await openForm(page, form);
      const email = locator.getByLabel("Email address");
      // type="email" accepts this one; the server does not, and the visitor would only see the failure toast.
      await fill(locator, form, "grace@gmail");
      await locator.getByRole("button", { name: form.submit }).click();
      await expect(email).toHaveAttribute("aria-invalid", "true");
      expect(await email.evaluate((input: HTMLInputElement) => input.validationMessage)).toBe(
        "Please enter a valid email address",
      );
      expect(provider).toEqual([]);
      expect(ours).toEqual([]);

      // Corrected, it goes through.
      await email.fill(uniqueEmail("grace"));
      await expect(email).not.toHaveAttribute("aria-invalid");
      expect(await email.evaluate((input: HTMLInputElement) => input.validationMessage)).toBe("");
      await locator.getByRole("button", { name: form.submit }).click();
      await expect.poll(() => provider.length + ours.length).toBeGreaterThan(0);
    });

    test("an empty required field is marked aria-invalid until it is changed (SPEC §5)", async ({ page }) => {
      const locator = await openForm(page, form);
      const email = locator.getByLabel("Email address");
      await expect(email).not.toHaveAttribute("aria-invalid");

      await locator.getByRole("button", { name: form.submit }).click();
      await expectToast(page, form.missing.title, form.missing.description, "destructive");
      await expect(email).toHaveAttribute("aria-invalid", "true");
      if (form.withName) {
        const firstName = locator.getByLabel("First name");
        await expect(firstName).toHaveAttribute("aria-invalid", "true");
        await firstName.fill("Grace");
        await expect(firstName).not.toHaveAttribute("aria-invalid");
        await expect(email).toHaveAttribute("aria-invalid", "true");
      }
      await email.fill("g");
      await expect(email).not.toHaveAttribute("aria-invalid");
    });

    test(`a sign-up reaches the provider, then our list as '${form.sources.provider}', and is kept in ${form.localKey} (SPEC §7) @mobile`, async ({
      page,
    }) => {
      const email = uniqueEmail(form.withName ? "grace" : "reader");
      const provider = postedBodies(page, "/api/kit/subscribe");
      const ours = postedBodies(page, "/api/newsletter");
      const locator = await openForm(page, form);
      await fill(locator, form, email);
      await locator.getByRole("button", { name: form.submit }).click();

      await expectToast(page, form.success.title, form.success.description);
      expect(provider).toEqual([
        { email, firstName: form.withName ? "Grace" : "", formId: "thriving-community" },
      ]);
      expect(ours).toEqual([{ email, source: form.sources.provider }]);

      const stored = (await localList(page, form.localKey)) as Record<string, string>[];
      expect(stored).toEqual([
        {
          email,
          ...(form.withName && { firstName: "Grace" }),
          signedUpAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
          source: form.sources.provider,
        },
      ]);
      expect(await analyticsEvents(page, "newsletter_signup_attempt")).toEqual([{ form: form.kind }]);
      expect(await analyticsEvents(page, "newsletter_signup_success")).toEqual([
        { form: form.kind, source: form.sources.provider },
      ]);
      // SPEC §7 trackNewsletterSignup: the visitor's browser-local stats count the sign-up.
      await expect.poll(() => savedNewsletterSignups(page)).toBe(1);

      if (form.withName) {
        // SPEC §4: the success panel, then 'Join Another Person' brings back an empty form.
        await expect(page.getByRole("heading", { name: "Welcome aboard, Grace!" })).toBeFocused();
        // The sign-up's achievement notice covers the page for 8 s; the visitor closes it first
        // (before the slower checks below, which could outlast it on a busy machine).
        await page.getByRole("button", { name: "Close achievement notice" }).click();
        await expect(page.getByText(`We'll write to ${email}`)).toBeVisible();
        await expect(locator).toHaveCount(0);
        await expectNoAxeViolations(page, form.section);
        await page.getByRole("button", { name: "Join Another Person" }).click();
        await expect(locator.getByLabel("First name")).toBeFocused();
        await expect(locator.getByLabel("First name")).toHaveValue("");
        await expect(locator.getByLabel("Email address")).toHaveValue("");
      } else {
        // The field empties and takes the cursor, ready for another address.
        await expect(locator.getByLabel("Email address")).toHaveValue("");
        await expect(locator.getByLabel("Email address")).toBeFocused();
        await expectNoAxeViolations(page, form.section);
      }

      expect(await subscriberRow(page, email)).toMatchObject({
        email,
        subscribed: true,
        source: form.sources.provider,
        firstName: form.withName ? "Grace" : null,
      });
    });

    test(`when the provider fails, the sign-up is still stored as '${form.sources.fallback}' (SPEC §7)`, async ({
      page,
    }) => {
      const email = uniqueEmail(form.withName ? "grace" : "reader");
      const { held, release } = holdUntilReleased();
      await page.route("**/api/kit/subscribe", async (route) => {
        await held;
        await providerFails(route);
      });
      const ours = postedBodies(page, "/api/newsletter");
      const locator = await openForm(page, form);
      await fill(locator, form, email);
      await locator.getByRole("button", { name: form.submit }).click();

      // SPEC §4: while submitting, the fields and the button are disabled and the label changes.
      await expect(locator.getByRole("button", { name: form.submitting })).toBeDisabled();
      await expect(locator.getByLabel("Email address")).toBeDisabled();
      if (form.withName) await expect(locator.getByLabel("First name")).toBeDisabled();
      await expect(locator).toHaveAttribute("aria-busy", "true");
      release();

      await expectToast(page, form.success.title, form.success.fallbackDescription);
      // SPEC §7: the community fallback also sends the first name.
      expect(ours).toEqual([
        { email, source: form.sources.fallback, ...(form.withName && { firstName: "Grace" }) },
      ]);
      expect(await localList(page, form.localKey)).toEqual([
        expect.objectContaining({ email, source: form.sources.fallback }),
      ]);
      expect(await subscriberRow(page, email)).toMatchObject({
        subscribed: true,
        source: form.sources.fallback,
      });
    });

    test(`when the provider and the fallback both fail: '${form.failed.title}', and what was typed stays (SPEC §8)`, async ({
      page,
    }) => {
      await page.route("**/api/kit/subscribe", providerFails);
      await page.route("**/api/newsletter", serverFails);
      const ours = postedBodies(page, "/api/newsletter");
      const locator = await openForm(page, form);
      await fill(locator, form, "grace@example.com");
      await locator.getByRole("button", { name: form.submit }).click();

      await expectToast(page, form.failed.title, form.failed.description, "destructive");
      expect(ours).toHaveLength(1);
      await expect(locator.getByRole("button", { name: form.submit })).toBeFocused();
      await expect(locator.getByLabel("Email address")).toHaveValue("grace@example.com");
      expect(await localList(page, form.localKey)).toBeNull();
      expect(await analyticsEvents(page, "newsletter_signup_attempt")).toEqual([{ form: form.kind }]);
      expect(await analyticsEvents(page, "newsletter_signup_success")).toEqual([]);
      await expectNoAxeViolations(page, form.section);
    });

    test(`refused for too many sign-ups from the network: '${form.failed.title}' with the server's sentence on when to try again`, async ({
      page,
    }) => {
      const wait = "Too many sign-ups from your network. Please wait an hour and try again.";
      const tooMany = (route: Route) =>
        route.fulfill({ status: 429, json: { error: "too_many_requests", message: wait } });
      await page.route("**/api/kit/subscribe", tooMany);
      await page.route("**/api/newsletter", tooMany);
      const locator = await openForm(page, form);
      await fill(locator, form, "grace@example.com");
      await locator.getByRole("button", { name: form.submit }).click();
      await expectToast(page, form.failed.title, wait, "destructive");
      await expect(notification(page)).not.toContainText(form.failed.description);
      await expect(locator.getByLabel("Email address")).toHaveValue("grace@example.com");
    });
  });
}

// ---------------------------------------------------------------------------------------------
// A form sent before the page's script runs (no JavaScript, or a visitor quicker than a slow
// phone) posts to its page, which signs the visitor up on the server and answers in the form.
// ---------------------------------------------------------------------------------------------

/** A client address of its own, so these real sign-ups do not count against the other tests'. */
const ownClientAddress = () => `198.51.100.${Math.floor(Math.random() * 250) + 1}`;

test.describe("sign-up forms sent before the page's script runs", () => {
  test.describe("without JavaScript", () => {
    test.use({ javaScriptEnabled: false });
    test.beforeEach(({ page }) => page.setExtraHTTPHeaders({ "x-forwarded-for": ownClientAddress() }));

    for (const form of signupForms) {
      test(`${form.name}: the page stores the sign-up with '${form.sources.provider}' and says '${form.success.title}' in the form`, async ({
        page,
      }) => {
        const email = uniqueEmail("no-script");
        await page.goto(form.path);
        const locator = page.getByRole("form", { name: form.formName });
        await fill(locator, form, email);
        await locator.getByRole("button", { name: form.submit }).click();

        // Back at the form, and the address never in the address bar (a GET form would put it there).
        await expect(page).toHaveURL(new RegExp(`${form.path}${form.postAnchor}$`));
        const notice = page.getByRole("form", { name: form.formName }).getByRole("status");
        // On screen, phone included: the visitor need not look for the answer.
        await expect(notice).toBeInViewport();
        await expect(notice).toContainText(form.success.title);
        await expect(notice).toContainText(form.success.description);
        await expect(page.getByRole("form", { name: form.formName }).getByLabel("Email address")).toHaveValue(
          "",
        );
        expect(await subscriberRow(page, email)).toMatchObject({
          source: form.sources.provider,
          subscribed: true,
          firstName: form.withName ? "Grace" : null,
        });
      });
    }

    test("a refusal keeps what was typed, marks the field and says how to mend it; nothing is stored", async ({
      page,
    }) => {
      const community = signupForms.find((form) => form.kind === "community")!;
      await page.goto(community.path);
      const form = page.getByRole("form", { name: community.formName });
      await fill(form, community, "grace@gmail");
      await form.getByRole("button", { name: community.submit }).click();
      const refused = page.getByRole("form", { name: community.formName });
      await expect(refused.getByRole("alert")).toContainText("Please check the form");
      await expect(refused.getByRole("alert")).toContainText("Please enter a valid email address");
      await expect(refused.getByLabel("Email address")).toHaveValue("grace@gmail");
      await expect(refused.getByLabel("Email address")).toHaveAttribute("aria-invalid", "true");
      // The field a screen reader lands on says what is wrong with it.
      await expect(refused.getByLabel("Email address")).toHaveAccessibleDescription(
        /Please check the form.*Please enter a valid email address/,
      );
      await expect(refused.getByLabel("First name")).toHaveValue("Grace");
      await expect(refused.getByLabel("First name")).not.toHaveAttribute("aria-describedby");
      await expect(refused.getByLabel("First name")).not.toHaveAttribute("aria-invalid");
      expect(await subscriberRow(page, "grace@gmail")).toBeUndefined();

      // An empty field is the form's own 'missing' message (SPEC §5); the other forms are untouched.
      const newsletter = signupForms[0]!;
      await page
        .getByRole("form", { name: newsletter.formName })
        .getByRole("button", { name: newsletter.submit })
        .click();
      const empty = page.getByRole("form", { name: newsletter.formName });
      await expect(empty.getByRole("alert")).toContainText(newsletter.missing.title);
      await expect(empty.getByRole("alert")).toContainText(newsletter.missing.description);
      await expect(empty.getByLabel("Email address")).toHaveAttribute("aria-invalid", "true");
      await expect(page.getByRole("form", { name: community.formName }).getByRole("alert")).toHaveCount(0);
    });
  });

  test("posted before hydration, the answer stays once the page's script runs, and the next sign-up goes through it", async ({
    page,
  }) => {
    await page.setExtraHTTPHeaders({ "x-forwarded-for": ownClientAddress() });
    const form = signupForms[0]!;
    let locator = await openForm(page, form);
    const email = uniqueEmail("early");
    await fill(locator, form, email);
    // The browser's own submission, as before the script has taken the form over.
    await locator.evaluate((element: HTMLFormElement) => HTMLFormElement.prototype.submit.call(element));
    await expect(page).toHaveURL(new RegExp(`${form.path}${form.postAnchor}$`));
    await expect(page.locator("html")).toHaveAttribute("data-hydrated", "true", { timeout: 30_000 });
    locator = page.getByRole("form", { name: form.formName });
    await expect(locator.getByRole("status")).toContainText(form.success.title);
    expect(await subscriberRow(page, email)).toMatchObject({ source: form.sources.provider });
    // Once the script runs, the sign-up counts in this browser as one the script sent would.
    await expect.poll(() => savedNewsletterSignups(page)).toBe(1);
    await expect
      .poll(() => localList(page, form.localKey))
      .toEqual([
        { email, signedUpAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/), source: form.sources.provider },
      ]);
    expect(await analyticsEvents(page, "newsletter_signup_success")).toEqual([
      { form: form.kind, source: form.sources.provider },
    ]);
    await expectNoAxeViolations(page, form.section);

    await page.route("**/api/kit/subscribe", (route) => route.fulfill({ json: { ok: true } }));
    await page.route("**/api/newsletter", (route) => route.fulfill({ json: { ok: true } }));
    await locator.getByLabel("Email address").fill("next@example.com");
    await locator.getByRole("button", { name: form.submit }).click();
    await expectToast(page, form.success.title, form.success.description);
    await expect(locator.getByRole("status")).toHaveCount(0);
    await expect(page).toHaveURL(new RegExp(`${form.path}${form.postAnchor}$`));
  });
});

test.describe("home sign-up sections (SPEC §2 Home)", () => {
  test("the newsletter sign-up carries the tour's newsletter marker and both forms are in the server's HTML", async ({
    request,
  }) => {
    const html = await (await request.get("/home")).text();
    expect(html).toMatch(/<section[^>]*id="newsletter-signup"[^>]*data-tour="newsletter-signup"/);
    expect(html).toMatch(/<form[^>]*aria-label="Newsletter sign-up"/);
    expect(html).toMatch(/<form[^>]*aria-label="Community sign-up"/);
    const blog = await (await request.get("/blog")).text();
    expect(blog).toMatch(/<form[^>]*aria-label="Blog newsletter sign-up"/);
  });

  test("a storage that refuses writes does not stop a sign-up (SPEC §3 local lists)", async ({ page }) => {
    await page.addInitScript(() => {
      const setItem = Storage.prototype.setItem;
      Storage.prototype.setItem = function (key: string, value: string) {
        if (key === "newsletterSignups") throw new DOMException("Quota exceeded", "QuotaExceededError");
        setItem.call(this, key, value);
      };
    });
    await page.route("**/api/kit/subscribe", (route) => route.fulfill({ json: { ok: true } }));
    await page.route("**/api/newsletter", (route) => route.fulfill({ json: { ok: true } }));
    const form = await openForm(page, signupForms[0]!);
    await form.getByLabel("Email address").fill("reader@example.com");
    await form.getByRole("button", { name: "Subscribe" }).click();
    await expectToast(page, newsletterSuccess.title, newsletterSuccess.description);
  });

  test("the celebration starts 500 ms after a newsletter sign-up (SPEC §4, §9)", async ({ page }) => {
    await page.clock.install();
    await page.route("**/api/kit/subscribe", (route) => route.fulfill({ json: { ok: true } }));
    await page.route("**/api/newsletter", (route) => route.fulfill({ json: { ok: true } }));
    const form = await openForm(page, signupForms[0]!);
    await form.getByLabel("Email address").fill("reader@example.com");
    // Time stands still from here: the page's timers run only when the test moves the clock.
    await page.clock.pauseAt(Date.now() + 60_000);
    await form.getByRole("button", { name: "Subscribe" }).click();
    // The sign-up succeeded: the field is emptied for the next address.
    await expect(form.getByLabel("Email address")).toHaveValue("");

    const confetti = page.locator("body > canvas");
    await page.clock.runFor(499);
    await page.waitForTimeout(500);
    await expect(confetti).toHaveCount(0);
    await page.clock.runFor(1);
    // The confetti code loads now; let time flow again so its first frame is drawn.
    await page.clock.resume();
    await expect(confetti).toHaveCount(1);
    await expect(confetti).toHaveCSS("pointer-events", "none");
    await expectToast(page, newsletterSuccess.title, newsletterSuccess.description);
  });
});

// ---------------------------------------------------------------------------------------------
// The owner's unsubscribe links and the page they open.
// ---------------------------------------------------------------------------------------------

/** A subscriber stored through the public endpoint, with their signed link from the owner's list. */
async function newSubscriber(page: Page): Promise<NewsletterSubscriber> {
  const email = uniqueEmail("leaving");
  const signup = await page.request.post("/api/newsletter", {
    data: { email, source: "newsletter-signup-kit" },
  });
  expect(signup.status()).toBe(200);
  const row = await subscriberRow(page, email);
  expect(row?.subscribed).toBe(true);
  return row!;
}

const unsubscribePath = (url: string) => {
  const { pathname, search } = new URL(url);
  return `${pathname}${search}`;
};

test.describe("unsubscribe page (signed links)", () => {
  test.describe("without JavaScript", () => {
    test.use({ javaScriptEnabled: false });

    test("'Unsubscribe' posts the page, which turns the subscription off and confirms; a tampered link changes nothing", async ({
      page,
    }) => {
      const subscriber = await newSubscriber(page);
      const link = new URL(subscriber.unsubscribeUrl);
      const token = link.searchParams.get("token")!;
      link.searchParams.set("token", `${token.slice(0, -1)}${token.endsWith("A") ? "B" : "A"}`);
      await page.goto(unsubscribePath(link.href));
      await page.getByRole("button", { name: "Unsubscribe" }).click();
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(unsubscribeCopy.invalidTitle);
      expect((await subscriberRow(page, subscriber.email))?.subscribed).toBe(true);

      await page.goto(unsubscribePath(subscriber.unsubscribeUrl));
      await page.getByRole("button", { name: "Unsubscribe" }).click();
      await expect(page.getByRole("heading", { level: 1, name: "You're unsubscribed" })).toBeVisible();
      expect((await subscriberRow(page, subscriber.email))?.subscribed).toBe(false);
    });
  });

  test("opening the link only asks; pressing 'Unsubscribe' turns the subscription off @mobile", async ({
    page,
    request,
  }) => {
    const subscriber = await newSubscriber(page);
    const path = unsubscribePath(subscriber.unsubscribeUrl);
    expect(path).toMatch(/^\/newsletter\/unsubscribe\?email=.+&token=.+/);

    // Server-rendered question, never indexed; a mail scanner's GET changes nothing.
    const html = await (await request.get(path)).text();
    expect(html).toContain(`Unsubscribe ${subscriber.email} from the newsletter?`);
    expect(html).toMatch(/<meta name="robots" content="noindex/);
    expect((await subscriberRow(page, subscriber.email))?.subscribed).toBe(true);

    await gotoHydrated(page, path);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(
      `Unsubscribe ${subscriber.email} from the newsletter?`,
    );
    // Analytics gets the page's address without the subscriber's e-mail and token.
    await expect
      .poll(() => analyticsEvents(page, "page_view"))
      .toEqual([expect.objectContaining({ page_location: new URL(paths.unsubscribe, page.url()).href })]);
    await expectNoAxeViolations(page);
    await page.getByRole("button", { name: "Unsubscribe" }).click();

    await expect(page.getByRole("heading", { level: 1, name: "You're unsubscribed" })).toBeFocused();
    await expect(
      page.getByText(`${subscriber.email} will not receive the newsletter any more.`),
    ).toBeVisible();
    expect((await subscriberRow(page, subscriber.email))?.subscribed).toBe(false);
    await expectNoAxeViolations(page, "main");
    // A long address wraps inside the card instead of pushing the page sideways.
    const card = page.getByRole("main");
    expect(await card.evaluate((main) => main.scrollWidth <= main.clientWidth)).toBe(true);
  });

  test("a tampered link shows the API's message and leaves the subscription on", async ({ page }) => {
    const subscriber = await newSubscriber(page);
    const url = new URL(subscriber.unsubscribeUrl);
    const token = url.searchParams.get("token")!;
    // Another first character: a token that already starts with "x" must change too.
    url.searchParams.set("token", `${token.startsWith("x") ? "y" : "x"}${token.slice(1)}`);
    await gotoHydrated(page, `${url.pathname}${url.search}`);
    await page.getByRole("button", { name: "Unsubscribe" }).click();

    await expect(page.getByRole("heading", { level: 1, name: "This link is not valid" })).toBeFocused();
    await expect(
      page.getByText("This unsubscribe link is not valid. Please use the link from your latest e-mail."),
    ).toBeVisible();
    await expect(page.getByRole("main").getByRole("link", { name: brand.contactEmail })).toHaveAttribute(
      "href",
      `mailto:${brand.contactEmail}`,
    );
    expect((await subscriberRow(page, subscriber.email))?.subscribed).toBe(true);
    await expectNoAxeViolations(page, "main");
  });

  test("a link without its address or token says it is incomplete, with no button", async ({
    page,
    request,
  }) => {
    for (const query of ["", "?email=reader%40example.com", "?token=abc"]) {
      const html = await (await request.get(`/newsletter/unsubscribe${query}`)).text();
      expect(html).toContain("This link is incomplete");
    }
    await gotoHydrated(page, "/newsletter/unsubscribe?email=reader%40example.com");
    await expect(page.getByRole("heading", { level: 1, name: "This link is incomplete" })).toBeVisible();
    await expect(page.getByRole("button", { name: "Unsubscribe" })).toHaveCount(0);
    await expectNoAxeViolations(page, "main");
  });

  test("a server that cannot answer keeps the question, says so and gives the button back", async ({
    page,
  }) => {
    await page.route("**/api/newsletter/unsubscribe", serverFails);
    await gotoHydrated(page, "/newsletter/unsubscribe?email=reader%40example.com&token=abc");
    await page.getByRole("button", { name: "Unsubscribe" }).click();
    await expect(page.getByRole("alert")).toHaveText(
      "We could not unsubscribe you just now. Please try again in a moment.",
    );
    await expect(page.getByRole("button", { name: "Unsubscribe" })).toBeFocused();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(
      "Unsubscribe reader@example.com from the newsletter?",
    );
    await expectNoAxeViolations(page, "main");
  });

  test("the owner copies a subscriber's unsubscribe link, and downloads the list as CSV, from the Audience tab", async ({
    page,
    context,
  }) => {
    const subscriber = await newSubscriber(page);
    await context.grantPermissions(["clipboard-read", "clipboard-write"]);
    await gotoHydrated(page, "/admin");
    await expect(page.getByRole("tab", { name: "Audience" })).toBeVisible({ timeout: 20_000 });
    await page.getByRole("tab", { name: "Audience" }).click();

    await page.getByRole("button", { name: `Copy unsubscribe link for ${subscriber.email}` }).click();
    await expectToast(
      page,
      "Unsubscribe link copied",
      `Paste it into your next e-mail to ${subscriber.email}.`,
    );
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(subscriber.unsubscribeUrl);
    await expectNoAxeViolations(page);

    // Where the page has no clipboard (a plain-http address other than localhost), the link is
    // offered for copying by hand.
    await page.evaluate(() => Object.defineProperty(navigator, "clipboard", { value: undefined }));
    const offered = new Promise<[string, string]>((resolve) =>
      page.once("dialog", (dialog) => {
        resolve([dialog.message(), dialog.defaultValue()]);
        void dialog.dismiss();
      }),
    );
    await page.getByRole("button", { name: `Copy unsubscribe link for ${subscriber.email}` }).click();
    expect(await offered).toEqual([
      `Your browser did not allow copying. Copy ${subscriber.email}'s unsubscribe link from here:`,
      subscriber.unsubscribeUrl,
    ]);

    const download = page.waitForEvent("download");
    await page.getByRole("button", { name: "Download CSV" }).click();
    const file = await download;
    expect(file.suggestedFilename()).toMatch(/^newsletter-subscribers-\d{4}-\d{2}-\d{2}\.csv$/);
    const csv = readFileSync(await file.path(), "utf8");
    const lines = csv.replace(/^\uFEFF/, "").split("\r\n");
    expect(lines[0]).toBe("Email,First name,Source,Signed up,Unsubscribe link,Status,Consented");
    expect(lines).toContain(
      `${subscriber.email},,newsletter-signup-kit,${subscriber.createdAt},${subscriber.unsubscribeUrl},subscribed,${subscriber.consentedAt}`,
    );
  });
});
