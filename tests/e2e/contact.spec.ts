import { expect, test, type Page, type Route } from "#tests/helpers/test.ts";
import { expectNoAxeViolations } from "#tests/helpers/axe.ts";
import { brand } from "#shared/content/brand.ts";
import type { ContactMessage } from "#shared/admin/business-data.ts";
import { TEST_ADMIN_PASSWORD } from "#tests/helpers/admin-login.ts";
import { holdUntilReleased } from "#tests/helpers/held-requests.ts";

// The public contact form on /support's sponsor tab (POST /api/contacts), which fills the owner's
// inbox (SPEC §2 Admin, Support tab). The server allows 5 messages an hour from one address and
// every test browser shares 127.0.0.1: only the first test sends for real, the others answer the
// call themselves.

async function openContactForm(page: Page, path = "/support?tab=sponsor") {
  const response = await page.goto(path);
  expect(response?.status()).toBe(200);
  await page.waitForFunction(() => document.documentElement.dataset.hydrated === "true");
  return page.getByRole("form", { name: "Contact form" });
}

async function fillForm(
  page: Page,
  values: { name: string; email: string; subject: string; message: string },
) {
  const form = page.getByRole("form", { name: "Contact form" });
  await form.getByLabel("Name").fill(values.name);
  await form.getByLabel("Email").fill(values.email);
  await form.getByLabel("Subject").fill(values.subject);
  await form.getByLabel("Message").fill(values.message);
}

const validMessage = {
  name: "Riley Sponsor",
  email: "riley@brand.example",
  subject: "Season sponsorship",
  message: "We would love to sponsor the next season of the show.",
};

/** Resolves once the page has not scrolled for 300 ms: a smooth scroll has ended. */
async function scrollSettled(page: Page) {
  await page.evaluate(
    () =>
      new Promise<void>((resolve) => {
        const settled = () => {
          removeEventListener("scroll", restart);
          resolve();
        };
        let timer = window.setTimeout(settled, 300);
        function restart() {
          window.clearTimeout(timer);
          timer = window.setTimeout(settled, 300);
        }
        addEventListener("scroll", restart);
      }),
  );
}

/** Answers POST /api/contacts in the browser, counting the calls that reached it. */
async function answerContacts(page: Page, answer: (route: Route) => Promise<void>) {
  const calls: unknown[] = [];
  await page.route("**/api/contacts", async (route) => {
    calls.push(route.request().postDataJSON());
    await answer(route);
  });
  return calls;
}

const created = (route: Route) => route.fulfill({ status: 201, json: { ok: true, id: 999 } });

const notification = (page: Page) =>
  page.getByRole("region", { name: /Notifications/ }).getByRole("listitem");

test("a sponsor sends a message that reaches the owner's inbox, sees 'Message sent' and can send another", async ({
  page,
  request,
}) => {
  const subject = `Season sponsorship ${Date.now().toString(36)}${Math.random().toString(36).slice(2, 7)}`;
  const form = await openContactForm(page);
  await expect(form.getByLabel("Topic")).toHaveValue("sponsor");
  await fillForm(page, { ...validMessage, subject, email: "Riley@Brand.example" });
  await expect(form.getByText(`${validMessage.message.length} / 5,000`)).toBeVisible();

  await form.getByRole("button", { name: "Send message" }).click();
  await expect(page.getByRole("heading", { name: "Message sent" })).toBeFocused();
  await expect(page.getByText(/will reply by e-mail to riley@brand\.example/)).toBeVisible();
  await expect(form).toHaveCount(0);
  await expect(notification(page)).toContainText("Message sent");

  const login = await request.post("/api/admin/session", { data: { password: TEST_ADMIN_PASSWORD } });
  expect(login.status()).toBe(200);
  const inbox = (await (await request.get("/api/contacts")).json()) as ContactMessage[];
  expect(inbox.find((message) => message.subject === subject)).toMatchObject({
    name: validMessage.name,
    email: "riley@brand.example",
    type: "sponsor",
    message: validMessage.message,
  });

  await page.getByRole("button", { name: "Send another message" }).click();
  await expect(form.getByLabel("Name")).toBeFocused();
  await expect(form.getByLabel("Subject")).toHaveValue("");
  await expect(form.getByLabel("Topic")).toHaveValue("sponsor");
});

test("empty and malformed fields show the schema's messages by their fields and nothing is sent", async ({
  page,
}) => {
  const form = await openContactForm(page);
  const calls = await answerContacts(page, created);

  await form.getByRole("button", { name: "Send message" }).click();
  const expected: [string, string][] = [
    ["Name", "Name is required"],
    ["Email", "Email is required"],
    ["Subject", "Subject is required"],
    ["Message", "Message is required"],
  ];
  for (const [label, message] of expected) {
    const field = form.getByLabel(label);
    await expect(field).toHaveAttribute("aria-invalid", "true");
    await expect(field).toHaveAccessibleDescription(new RegExp(message));
    await expect(form.getByText(message)).toBeVisible();
  }
  await expect(form.getByLabel("Name")).toBeFocused();
  await expectNoAxeViolations(page, "#contact");

  // After a first attempt each field is checked again as it is corrected.
  await form.getByLabel("Email").fill("not-an-email");
  await expect(form.getByLabel("Email")).toHaveAccessibleDescription("Please enter a valid email address");
  await form.getByLabel("Email").fill("riley@brand.example");
  await expect(form.getByLabel("Email")).not.toHaveAttribute("aria-invalid");
  expect(calls).toEqual([]);
});

test("while sending, the fields are locked and the button says 'Sending...'", async ({ page }) => {
  const form = await openContactForm(page);
  const { held, release } = holdUntilReleased();
  const calls = await answerContacts(page, async (route) => {
    await held;
    await created(route);
  });
  await fillForm(page, validMessage);
  await form.getByRole("button", { name: "Send message" }).click();

  await expect(form.getByRole("button", { name: "Sending..." })).toBeDisabled();
  await expect(form.getByLabel("Message")).toBeDisabled();
  await expect(form.getByLabel("Topic")).toBeDisabled();
  release();
  await expect(page.getByRole("heading", { name: "Message sent" })).toBeVisible();
  expect(calls).toEqual([
    {
      name: "Riley Sponsor",
      email: "riley@brand.example",
      type: "sponsor",
      subject: "Season sponsorship",
      message: validMessage.message,
    },
  ]);
  await expectNoAxeViolations(page, "#contact");
});

test("the server's field messages show by their fields", async ({ page }) => {
  const form = await openContactForm(page);
  await answerContacts(page, (route) =>
    route.fulfill({
      status: 400,
      json: {
        error: "invalid_input",
        message: "Invalid input. subject: Please choose a more specific subject",
        fields: { subject: "Please choose a more specific subject" },
      },
    }),
  );
  await fillForm(page, validMessage);
  await form.getByRole("button", { name: "Send message" }).click();

  const subject = form.getByLabel("Subject");
  await expect(subject).toHaveAttribute("aria-invalid", "true");
  await expect(subject).toHaveAccessibleDescription("Please choose a more specific subject");
  await expect(subject).toBeFocused();
  await expect(form.getByLabel("Message")).toHaveValue(validMessage.message);
  await expect(page.getByRole("heading", { name: "Message sent" })).toHaveCount(0);
});

test("any other failure shows the server's message in a destructive toast and keeps what was typed", async ({
  page,
}) => {
  const form = await openContactForm(page);
  const tooMany = "You have sent several messages already. Please wait an hour or write to us by e-mail.";
  await answerContacts(page, (route) =>
    route.fulfill({ status: 429, json: { error: "too_many_requests", message: tooMany } }),
  );
  await fillForm(page, validMessage);
  await form.getByRole("button", { name: "Send message" }).click();

  await expect(notification(page)).toContainText("Message not sent");
  await expect(notification(page)).toContainText(tooMany);
  await expect(notification(page)).toHaveAttribute("data-variant", "destructive");
  await expect(form.getByLabel("Subject")).toHaveValue(validMessage.subject);
  await expect(form.getByRole("button", { name: "Send message" })).toBeFocused();
});

test("the footer's 'Contact form' link opens the sponsor tab at the form; the mail link stays", async ({
  page,
}) => {
  await page.goto("/home");
  await page.waitForFunction(() => document.documentElement.dataset.hydrated === "true");
  const footer = page.getByRole("contentinfo");
  await expect(footer.getByRole("link", { name: brand.contactEmail })).toHaveAttribute(
    "href",
    `mailto:${brand.contactEmail}`,
  );
  await footer.getByRole("link", { name: "Contact form" }).click();

  await expect(page).toHaveURL(/\/support\?tab=sponsor#contact$/);
  await expect(page.getByRole("tab", { name: "Become a Sponsor" })).toHaveAttribute("aria-selected", "true");
  const section = page.locator("#contact");
  await expect(section.getByRole("heading", { name: "Get in touch" })).toBeVisible();
  await expect(section.getByRole("form", { name: "Contact form" })).toBeInViewport();
  // And it stays there: the page does not drift back to the top afterwards.
  await page.waitForTimeout(1_000);
  await expect(section.getByRole("form", { name: "Contact form" })).toBeInViewport();
});

test("followed on /support itself, the footer's 'Contact form' link opens the sponsor tab at the form @mobile", async ({
  page,
}) => {
  await page.goto("/support");
  await page.waitForFunction(() => document.documentElement.dataset.hydrated === "true");
  await page.getByRole("contentinfo").getByRole("link", { name: "Contact form" }).click();

  await expect(page).toHaveURL(/\/support\?tab=sponsor#contact$/);
  await expect(page.getByRole("tab", { name: "Become a Sponsor" })).toHaveAttribute("aria-selected", "true");
  const form = page.locator("#contact").getByRole("form", { name: "Contact form" });
  await expect(form).toBeInViewport();
  await page.waitForTimeout(1_000);
  await expect(form).toBeInViewport();
});

test("the support tab chosen is kept in the address: a reload and Back from another page open it again", async ({
  page,
}) => {
  await page.goto("/support");
  await page.waitForFunction(() => document.documentElement.dataset.hydrated === "true");
  const donate = page.getByRole("tab", { name: "Make a Donation" });
  const sponsor = page.getByRole("tab", { name: "Become a Sponsor" });
  await sponsor.click();
  await expect(page).toHaveURL(/\/support\?tab=sponsor$/);
  await page.reload();
  await expect(sponsor).toHaveAttribute("aria-selected", "true");

  await page.getByRole("banner").getByRole("link", { name: "About" }).click();
  await expect(page).toHaveURL(/\/about$/);
  await page.goBack();
  await expect(sponsor).toHaveAttribute("aria-selected", "true");

  await donate.click();
  await expect(page).toHaveURL(/\/support$/);
  await page.reload();
  await expect(donate).toHaveAttribute("aria-selected", "true");
});

test("what was typed survives a look at the donation tab and back", async ({ page }) => {
  await page.goto("/support");
  await page.waitForFunction(() => document.documentElement.dataset.hydrated === "true");
  const donate = page.getByRole("tab", { name: "Make a Donation" });
  const sponsor = page.getByRole("tab", { name: "Become a Sponsor" });
  await sponsor.click();
  const form = page.getByRole("form", { name: "Contact form" });
  await fillForm(page, validMessage);

  await donate.click();
  await expect(donate).toHaveAttribute("aria-selected", "true");
  await expect(form).toBeHidden();
  await expect(page.getByRole("tabpanel")).toHaveCount(1);
  await sponsor.click();
  await expect(form.getByLabel("Name")).toHaveValue(validMessage.name);
  await expect(form.getByLabel("Email")).toHaveValue(validMessage.email);
  await expect(form.getByLabel("Subject")).toHaveValue(validMessage.subject);
  await expect(form.getByLabel("Message")).toHaveValue(validMessage.message);

  // Arrow keys switch tabs too; the text still stays.
  await sponsor.focus();
  await page.keyboard.press("ArrowLeft");
  await expect(donate).toHaveAttribute("aria-selected", "true");
  await page.keyboard.press("ArrowRight");
  await expect(form.getByLabel("Message")).toHaveValue(validMessage.message);
});

test("the footer's 'Contact form' link, followed on /support, opens the sponsor tab and keeps what was typed", async ({
  page,
}) => {
  const form = await openContactForm(page);
  await fillForm(page, validMessage);
  await page.getByRole("tab", { name: "Make a Donation" }).click();
  await expect(form).toBeHidden();

  await page.getByRole("contentinfo").getByRole("link", { name: "Contact form" }).click();
  await expect(page).toHaveURL(/\/support\?tab=sponsor#contact$/);
  await expect(page.getByRole("tab", { name: "Become a Sponsor" })).toHaveAttribute("aria-selected", "true");
  // Where the smooth scroll ends, not where it passes by.
  await scrollSettled(page);
  await expect(form).toBeInViewport();
  await expect(form.getByLabel("Subject")).toHaveValue(validMessage.subject);
  await expect(form.getByLabel("Message")).toHaveValue(validMessage.message);
});

test("/support?tab=sponsor is served with the sponsor tab and the form in its HTML", async ({ request }) => {
  const html = await (await request.get("/support?tab=sponsor")).text();
  expect(html).toMatch(/<button[^>]*aria-selected="true"[^>]*>[\s\S]*?Become a Sponsor/);
  expect(html).toContain('id="contact"');
  expect(html).toMatch(/<form[^>]*aria-label="Contact form"/);
  const plain = await (await request.get("/support")).text();
  expect(plain).not.toContain('id="contact"');
});

test("the form fits a 375 px screen without sideways scrolling and confirms a sent message @mobile", async ({
  page,
}) => {
  const form = await openContactForm(page, "/support?tab=sponsor#contact");
  await answerContacts(page, created);
  const width = page.viewportSize()!.width;
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);

  await form.getByRole("button", { name: "Send message" }).click();
  await expect(form.getByText("Email is required")).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
  await expectNoAxeViolations(page, "#contact");

  await fillForm(page, validMessage);
  await form.getByRole("button", { name: "Send message" }).click();
  await expect(page.getByRole("heading", { name: "Message sent" })).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
});

test.describe("the contact form sent before the page's script runs", () => {
  test.use({ javaScriptEnabled: false });
  // A client address of its own, so these real sends do not count against the other tests'.
  test.beforeEach(({ page }) =>
    page.setExtraHTTPHeaders({ "x-forwarded-for": `198.51.100.${Math.floor(Math.random() * 250) + 1}` }),
  );

  test("posts to /support, which stores the message for the owner and shows the confirmation @mobile", async ({
    page,
  }) => {
    const subject = `Sent without script ${Date.now().toString(36)}`;
    await page.goto("/support?tab=sponsor");
    await fillForm(page, { ...validMessage, subject });
    await page
      .getByRole("form", { name: "Contact form" })
      .getByRole("button", { name: "Send message" })
      .click();

    await expect(page).toHaveURL(/\/support\?tab=sponsor#contact$/);
    await expect(page.getByRole("heading", { name: "Message sent" })).toBeVisible();
    await expect(page.getByText(validMessage.email)).toBeVisible();
    // Its 'Send another message' would need the script: it is left out.
    await expect(page.getByRole("button", { name: "Send another message" })).toBeHidden();
    const login = await page.request.post("/api/admin/session", { data: { password: TEST_ADMIN_PASSWORD } });
    expect(login.status()).toBe(200);
    const inbox = (await (await page.request.get("/api/contacts")).json()) as ContactMessage[];
    expect(inbox.find((message) => message.subject === subject)).toMatchObject({
      name: validMessage.name,
      email: validMessage.email,
      type: "sponsor",
      message: validMessage.message,
    });
  });

  test("the tabs open their panel: Become a Sponsor shows the contact form, Make a Donation the tiers @mobile", async ({
    page,
  }) => {
    await page.goto("/support");
    await page.getByRole("tab", { name: "Become a Sponsor" }).click();
    await expect(page).toHaveURL(/\/support\?tab=sponsor#support-options$/);
    await expect(page.getByRole("tab", { name: "Become a Sponsor" })).toHaveAttribute(
      "aria-selected",
      "true",
    );
    await expect(page.getByRole("form", { name: "Contact form" })).toBeAttached();
    await expect(page.getByRole("tablist")).toBeInViewport();

    await page.getByRole("tab", { name: "Make a Donation" }).click();
    await expect(page).toHaveURL(/\/support\?tab=donate#support-options$/);
    await expect(page.getByRole("tab", { name: "Make a Donation" })).toHaveAttribute("aria-selected", "true");
    await expect(page.getByRole("form", { name: "Contact form" })).toHaveCount(0);
  });

  test("a refusal keeps what was typed and shows each field's message by it; nothing is stored", async ({
    page,
  }) => {
    const subject = `Too short ${Date.now().toString(36)}`;
    await page.goto("/support?tab=sponsor");
    await fillForm(page, { ...validMessage, subject, message: "Hi" });
    await page
      .getByRole("form", { name: "Contact form" })
      .getByRole("button", { name: "Send message" })
      .click();

    const form = page.getByRole("form", { name: "Contact form" });
    await expect(form.getByLabel("Message")).toHaveAttribute("aria-invalid", "true");
    await expect(form.getByLabel("Message")).toHaveAccessibleDescription(/at least 10 characters/);
    await expect(form.getByLabel("Message")).toHaveValue("Hi");
    await expect(form.getByLabel("Subject")).toHaveValue(subject);
    await expect(form.getByLabel("Subject")).not.toHaveAttribute("aria-invalid");
    await page.request.post("/api/admin/session", { data: { password: TEST_ADMIN_PASSWORD } });
    const inbox = (await (await page.request.get("/api/contacts")).json()) as ContactMessage[];
    expect(inbox.find((message) => message.subject === subject)).toBeUndefined();
  });

  test("a control character or a byte that is not UTF-8 is refused with 400, as the API refuses it; nothing is stored", async ({
    page,
  }) => {
    const subject = `Odd bytes ${Date.now().toString(36)}`;
    const fields = (name: string) =>
      `name=${name}&email=odd%40example.com&type=general&subject=${encodeURIComponent(subject)}&message=A+message+long+enough`;
    const post = (body: string) =>
      page.request.post("/support", {
        data: body,
        headers: { "content-type": "application/x-www-form-urlencoded" },
        timeout: 10_000,
      });
    // NUL and an escape code: the name's own message, by the field, instead of "try again later".
    for (const name of ["Sam%00Nul", "Sam%1B%5B31m"]) {
      const answer = await post(fields(name));
      expect(answer.status(), name).toBe(400);
      expect(await answer.text(), name).toContain("Name contains a control character");
    }
    // A byte or an escape that is not UTF-8 (it would be stored as "�"), an encoded surrogate too.
    for (const name of ["Sa%FFm", "Sa%ED%A0%80m"])
      expect((await post(fields(name))).status(), name).toBe(400);
    await page.request.post("/api/admin/session", { data: { password: TEST_ADMIN_PASSWORD } });
    const inbox = (await (await page.request.get("/api/contacts")).json()) as ContactMessage[];
    expect(inbox.find((message) => message.subject === subject)).toBeUndefined();
  });
});
