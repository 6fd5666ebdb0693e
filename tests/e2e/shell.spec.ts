import { expect, test, type Locator, type Page } from "#tests/helpers/test.ts";
import { brand } from "#shared/content/brand.ts";
import { expectNoAxeViolations } from "#tests/helpers/axe.ts";
import { holdRequests } from "#tests/helpers/held-requests.ts";
import { hydrated } from "#tests/helpers/page-state.ts";
import { expectSkipLinkFirstAndWorking } from "#tests/helpers/skip-link.ts";

// SPEC §2 "Header, footer, player, tour" and "Global behaviour".

const headerLinks = [
  { label: "Home", href: "/home" },
  { label: "Episodes", href: "/episodes" },
  { label: "About", href: "/about" },
  { label: "Coaching", href: "/coaching" },
  { label: "Blog", href: "/blog" },
  { label: "Rewards", href: "/rewards" },
  { label: "Book", href: brand.links.store },
  { label: "Support", href: "/support" },
];

const copyright = `© 2024 ${brand.legalEntity}. All rights reserved.`;

async function expectOpensInNewTab(link: Locator) {
  await expect(link).toHaveAttribute("target", "_blank");
  await expect(link).toHaveAttribute("rel", "noopener noreferrer");
  // A screen reader says so too, as the icons beside such links show it.
  await expect(link).toHaveAccessibleDescription("opens in a new tab");
}

/** The links listed under a footer heading. */
function footerGroup(page: Page, heading: string): Locator {
  return page
    .getByRole("contentinfo")
    .getByRole("heading", { name: heading, exact: true })
    .locator("xpath=following-sibling::ul[1]")
    .getByRole("link");
}

test("header shows exactly the eight links in order, Book opening the store in a new tab (SPEC §2)", async ({
  page,
}) => {
  await page.goto("/home");
  const links = page.getByRole("navigation", { name: "Main navigation" }).getByRole("link");
  await expect(links).toHaveText(headerLinks.map((link) => link.label));
  for (const [index, { href }] of headerLinks.entries()) {
    await expect(links.nth(index)).toHaveAttribute("href", href);
  }
  await expectOpensInNewTab(links.nth(6));
  await expect(links.nth(0)).not.toHaveAttribute("target", "_blank");
});

test("header marks the current page with aria-current (SPEC §2)", async ({ page }) => {
  await page.goto("/about");
  const nav = page.getByRole("navigation", { name: "Main navigation" });
  await expect(nav.getByRole("link", { name: "About", exact: true })).toHaveAttribute("aria-current", "page");
  await expect(nav.getByRole("link", { name: "Home", exact: true })).not.toHaveAttribute("aria-current");
});

test("header links to Spotify, YouTube and Apple Podcasts in new tabs (SPEC §2)", async ({ page }) => {
  await page.goto("/home");
  const banner = page.getByRole("banner");
  for (const [name, href] of [
    ["Spotify", brand.links.spotifyShow],
    ["YouTube", brand.links.youtubeChannel],
    ["Apple Podcasts", brand.links.applePodcasts],
  ] as const) {
    const link = banner.getByRole("link", { name: new RegExp(`on ${name}$`) });
    await expect(link).toHaveAttribute("href", href);
    await expectOpensInNewTab(link);
  }
});

test("header has a Tour button beside the links; tests/e2e/tour.spec.ts covers the tour it runs (SPEC §2)", async ({
  page,
}) => {
  await page.goto("/home");
  await expect(page.getByRole("banner").getByRole("button", { name: "Tour", exact: true })).toBeVisible();
});

test("footer Listen, Connect and Legal groups hold their links (SPEC §2)", async ({ page }) => {
  await page.goto("/home");

  const listen = footerGroup(page, "Listen");
  await expect(listen).toHaveText(["Spotify", "Apple Podcasts", "YouTube"]);
  await expect(listen.nth(0)).toHaveAttribute("href", brand.links.spotifyShow);
  await expect(listen.nth(1)).toHaveAttribute("href", brand.links.applePodcasts);
  await expect(listen.nth(2)).toHaveAttribute("href", brand.links.youtubeChannel);
  for (let index = 0; index < 3; index++) await expectOpensInNewTab(listen.nth(index));

  const connect = footerGroup(page, "Connect");
  await expect(connect).toHaveText(["About", "About the host", "Coaching", "Blog", "Support", "Store"]);
  const connectHrefs = ["/about", `/${brand.host.slug}`, "/coaching", "/blog", "/support", brand.links.store];
  for (const [index, href] of connectHrefs.entries()) {
    await expect(connect.nth(index)).toHaveAttribute("href", href);
  }
  expect(brand.host.slug).toBe("jordan-avery-rivers");
  await expectOpensInNewTab(connect.nth(5));

  const legal = footerGroup(page, "Legal");
  await expect(legal).toHaveText(["Privacy Policy", "Terms of Service", brand.contactEmail, "Contact form"]);
  await expect(legal.nth(0)).toHaveAttribute("href", "/privacy-policy");
  await expect(legal.nth(1)).toHaveAttribute("href", "/terms-of-service");
  await expect(legal.nth(2)).toHaveAttribute("href", `mailto:${brand.contactEmail}`);
  await expect(legal.nth(3)).toHaveAttribute("href", "/support?tab=sponsor#contact");
});

test("footer guest-booking card shows '5.00 (39 Reviews)' and links to the booking site (SPEC §2)", async ({
  page,
}) => {
  await page.goto("/home");
  const card = page.getByRole("contentinfo").getByRole("link", { name: /5\.00 \(39 Reviews\)/ });
  await expect(card).toContainText("5.00 (39 Reviews)");
  await expect(card).toHaveAttribute("href", brand.links.guestBooking);
  await expectOpensInNewTab(card);
});

test("footer shows social icons and the 2024 copyright (SPEC §2)", async ({ page }) => {
  await page.goto("/home");
  const footer = page.getByRole("contentinfo");
  await expect(footer.getByText(copyright, { exact: true })).toBeVisible();
  const socials = footer.getByRole("list", { name: "Follow us" }).getByRole("link");
  await expect(socials).toHaveCount(5);
  const hrefs = [
    brand.links.youtubeChannel,
    brand.links.instagram,
    brand.links.facebook,
    brand.links.linkedin,
    brand.links.website,
  ];
  for (const [index, href] of hrefs.entries()) {
    await expect(socials.nth(index)).toHaveAttribute("href", href);
    await expect(socials.nth(index)).toHaveAttribute("aria-label", /.+/);
    await expectOpensInNewTab(socials.nth(index));
  }
});

test("following a link to another page moves focus to its main content, so Tab goes on from the page's top", async ({
  page,
}) => {
  await page.goto("/home");
  await page.waitForFunction(() => document.documentElement.dataset.hydrated === "true");
  const terms = page.getByRole("contentinfo").getByRole("link", { name: "Terms of Service" });
  await terms.focus();
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(/\/terms-of-service$/);
  const main = page.locator("#main-content");
  await expect(main).toBeFocused();
  await page.keyboard.press("Tab");
  expect(await main.evaluate((element) => element.contains(document.activeElement))).toBe(true);

  // Back returns focus to the page too.
  await page.goBack();
  await expect(page).toHaveURL(/\/home$/);
  await expect(main).toBeFocused();
});

test("following a link to an #anchor on another page starts there: Tab goes on from the anchor", async ({
  page,
}) => {
  await page.goto("/about");
  await page.waitForFunction(() => document.documentElement.dataset.hydrated === "true");
  await page.getByRole("contentinfo").getByRole("link", { name: "Contact form" }).focus();
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(/\/support\?tab=sponsor#contact$/);
  const contact = page.locator("#contact");
  await expect(contact).toBeFocused();
  await page.keyboard.press("Tab");
  expect(await contact.evaluate((section) => section.contains(document.activeElement))).toBe(true);
});

test("skip link is the first Tab stop and moves focus to the main content (SPEC §2) @mobile", async ({
  page,
}) => {
  await page.goto("/home");
  await expectSkipLinkFirstAndWorking(page);
});

test("a control focused by keyboard shows a two-tone ring: gold outside, ink inside, clear on light and dark bands", async ({
  page,
}) => {
  await page.goto("/home");
  await hydrated(page);
  await page.keyboard.press("Tab");
  await page.keyboard.press("Tab");
  const ring = () =>
    page.evaluate(() => {
      const style = getComputedStyle(document.activeElement!);
      return {
        outline: `${style.outlineWidth} ${style.outlineStyle} ${style.outlineColor}`,
        shadow: style.boxShadow,
      };
    });
  await expect
    .poll(ring)
    .toEqual({ outline: "3px solid rgb(212, 160, 23)", shadow: "rgb(15, 23, 42) 0px 0px 0px 2px" });
  // A control with a shadow of its own keeps both.
  await page.goto("/blog");
  await hydrated(page);
  await page.getByRole("button", { name: "All", exact: true }).focus();
  await page.keyboard.press("Shift+Tab");
  await page.keyboard.press("Tab");
  // Its colours ease in (transition-colors).
  await expect.poll(async () => (await ring()).outline).toBe("3px solid rgb(212, 160, 23)");
  const { shadow } = await ring();
  expect(shadow).toContain("rgb(15, 23, 42) 0px 0px 0px 2px");
  expect(shadow).toContain("rgba(0, 0, 0, 0.1) 0px 1px 3px 0px");
});

test("a control focused at the top or bottom edge is scrolled clear of the sticky header and the floating player @mobile", async ({
  page,
}) => {
  await page.goto("/home");
  await page.waitForFunction(() => document.documentElement.dataset.hydrated === "true");
  const control = page
    .getByRole("region", { name: "Episode recommendations" })
    .getByRole("button", { name: "Next episode" });
  const header = page.getByRole("banner");
  const player = page.locator('[data-tour="podcast-player"]');
  const viewportHeight = page.viewportSize()!.height;
  const box = async (locator: Locator) => (await locator.boundingBox())!;
  const top = async () => (await box(control)).y;
  const bottom = async () => {
    const { y, height } = await box(control);
    return y + height;
  };
  const scrollBy = (by: number) => page.evaluate((y) => window.scrollBy({ top: y, behavior: "instant" }), by);

  // Under the header: the control's top 10 px below the viewport's top edge.
  await scrollBy((await top()) - 10);
  expect(await top()).toBeLessThan(20);
  await control.focus();
  const { y: headerTop, height: headerHeight } = await box(header);
  await expect.poll(top).toBeGreaterThanOrEqual(headerTop + headerHeight);

  // Behind the player: the control's bottom 10 px above the viewport's bottom edge.
  await control.blur();
  await scrollBy((await bottom()) - (viewportHeight - 10));
  // The bar has slid all the way in (past 500 px of scroll it shows).
  await expect
    .poll(async () => {
      const { y, height } = await box(player);
      return y + height;
    })
    .toBeLessThanOrEqual(viewportHeight);
  await control.focus();
  const playerTop = (await box(player)).y;
  await expect.poll(bottom).toBeLessThanOrEqual(playerTop);
});

test("on a 320 px phone the header fits: the menu button stays on screen and nothing scrolls sideways", async ({
  page,
}) => {
  await page.setViewportSize({ width: 320, height: 640 });
  await page.goto("/home");
  const menuButton = page.getByRole("button", { name: "Open menu" });
  const box = (await menuButton.boundingBox())!;
  expect(box.x + box.width).toBeLessThanOrEqual(320);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320);
});

test("header and footer show on /home and /about (SPEC §2 global behaviour) @mobile", async ({ page }) => {
  for (const path of ["/home", "/about"]) {
    await page.goto(path);
    await expect(page.getByRole("banner")).toBeVisible();
    await expect(page.getByRole("contentinfo")).toContainText(copyright);
  }
});

test("the landing page / renders without header and footer (SPEC §2 global behaviour)", async ({
  request,
}) => {
  // A browser-like visitor, so the landing page is served instead of the crawler redirect (SPEC §2).
  const response = await request.get("/", {
    maxRedirects: 0,
    headers: {
      "user-agent":
        "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36",
      accept: "text/html",
      "accept-language": "en-US,en;q=0.9",
    },
  });
  expect(response.status()).toBe(200);
  const html = await response.text();
  expect(html).toContain("<h1");
  expect(html).not.toContain('aria-label="Main navigation"');
  expect(html).not.toContain("<footer");
  expect(html).not.toContain("All rights reserved.");
});

test("/home is server-rendered with the header links before scripts run (SPEC §2)", async ({ request }) => {
  const html = await (await request.get("/home")).text();
  const navStart = html.indexOf('aria-label="Main navigation"');
  expect(navStart).toBeGreaterThan(-1);
  const nav = html.slice(navStart, html.indexOf("</nav>", navStart));
  let cursor = 0;
  for (const { label, href } of headerLinks) {
    const at = nav.indexOf(`href="${href}"`, cursor);
    expect(at, `${label} link in server HTML`).toBeGreaterThan(-1);
    expect(nav.indexOf(`>${label}<`, at), `${label} text in server HTML`).toBeGreaterThan(at);
    cursor = at + 1;
  }
  expect(html).toContain(copyright);
});

test("the page's HTML holds the header's links once: the bar's row and the rows shown without a script are one list", async ({
  request,
}) => {
  const html = await (await request.get("/about")).text();
  const header = html.slice(html.indexOf("<header"), html.indexOf("</header>"));
  expect(header.split('aria-label="Main navigation"')).toHaveLength(2);
  // The logo links home too; besides it, each link is in the header once.
  const withoutLogo = header.replace(/<a class="site-header-home"[^>]*>/, "");
  for (const { label, href } of headerLinks) {
    expect(withoutLogo.split(`href="${href}"`).length - 1, `${label} links in the header's HTML`).toBe(1);
  }
});

test.describe("the header where no script runs", () => {
  test.use({ javaScriptEnabled: false });

  test("on a phone the links show under the bar instead of a menu button that cannot open @mobile", async ({
    page,
  }) => {
    await page.setViewportSize({ width: 375, height: 740 });
    await page.goto("/about");
    await expect(page.locator('button[aria-label="Open menu"]')).toBeHidden();
    const nav = page.getByRole("navigation", { name: "Main navigation" });
    await expect(nav).toHaveCount(1);
    await expect(nav.getByRole("link")).toHaveCount(headerLinks.length);
    await expect(page.getByRole("banner")).toBeInViewport();
    // Rows of links are too tall to stay on a phone's screen: the header scrolls away with the page.
    await page.mouse.wheel(0, 600);
    await expect(page.getByRole("banner")).not.toBeInViewport();
    await page.mouse.wheel(0, -600);
    await nav.getByRole("link", { name: "Episodes" }).click();
    await expect(page).toHaveURL(/\/episodes$/);
    await expect(
      page.getByRole("navigation", { name: "Main navigation" }).getByRole("link", { name: "Episodes" }),
    ).toHaveAttribute("aria-current", "page");
  });

  test("on a wide screen the bar keeps its one row of links, without the Tour button it cannot run", async ({
    page,
  }) => {
    await page.goto("/about");
    const nav = page.getByRole("navigation", { name: "Main navigation" });
    await expect(nav).toHaveCount(1);
    await expect(nav.getByRole("link")).toHaveCount(headerLinks.length);
    await expect(page.getByRole("banner").getByRole("button", { name: "Tour" })).toBeHidden();
    // Its one row stays at the top of the screen, as with the script.
    await page.mouse.wheel(0, 600);
    await expect(page.getByRole("banner")).toBeInViewport();
  });
});

test("with the script running, the phone's header holds the menu button and no second list of links @mobile", async ({
  page,
}) => {
  await page.setViewportSize({ width: 375, height: 740 });
  await page.goto("/about");
  await hydrated(page);
  await expect(page.getByRole("button", { name: "Open menu" })).toBeVisible();
  await expect(page.getByRole("navigation", { name: "Main navigation" })).toHaveCount(0);
});

test.describe("mobile slide-in menu", () => {
  test.use({ viewport: { width: 375, height: 740 } });

  async function openMenu(page: Page) {
    // While the dialog is open the rest of the page is aria-hidden, so find the button by its label attribute.
    const button = page.locator('button[aria-label="Open menu"]');
    await expect(page.getByRole("button", { name: "Open menu" })).toHaveAttribute("aria-expanded", "false");
    const dialog = page.getByRole("dialog");
    // The server-rendered button only works once React has hydrated; retry the click until it does.
    await expect(async () => {
      if (!(await dialog.isVisible())) await button.click();
      await expect(dialog).toBeVisible({ timeout: 1_000 });
    }).toPass({ timeout: 15_000 });
    await expect(button).toHaveAttribute("aria-expanded", "true");
    return { button, dialog };
  }

  test("menu button opens the slide-in menu with the eight links and 'Listen Now' (SPEC §2) @mobile", async ({
    page,
  }) => {
    await page.goto("/home");
    await expect(page.getByRole("navigation", { name: "Main navigation" })).toBeHidden();
    const { dialog } = await openMenu(page);
    await expect(dialog).toHaveAccessibleName(brand.shortName);
    const links = dialog.getByRole("navigation").getByRole("link");
    await expect(links).toHaveText(headerLinks.map((link) => link.label));
    for (const [index, { href }] of headerLinks.entries()) {
      await expect(links.nth(index)).toHaveAttribute("href", href);
    }
    const listenNow = dialog.getByRole("link", { name: "Listen Now" });
    await expect(listenNow).toHaveAttribute("href", brand.links.spotifyShow);
    await expectOpensInNewTab(listenNow);
    for (const name of ["Spotify", "YouTube", "Apple Podcasts"]) {
      await expectOpensInNewTab(dialog.getByRole("link", { name: new RegExp(`on ${name}$`) }));
    }
  });

  test("Escape and the close button close the menu, and focus stays inside while open (SPEC §2) @mobile", async ({
    page,
  }) => {
    await page.goto("/home");
    const { button, dialog } = await openMenu(page);
    const close = dialog.getByRole("button", { name: "Close menu" });
    const barBottom = await close.evaluate(
      (element) => element.parentElement!.getBoundingClientRect().bottom,
    );
    // Forwards and backwards round the panel: each control focused is on screen (Close too, when
    // focus wraps round from the foot) and none hides under the sticky bar.
    for (const key of ["Tab", "Shift+Tab"]) {
      for (let step = 0; step < 16; step++) {
        await page.keyboard.press(key);
        expect(await dialog.evaluate((element) => element.contains(document.activeElement))).toBe(true);
        const { top, bottom, isClose } = await page.evaluate(() => {
          const focused = document.activeElement!;
          const box = focused.getBoundingClientRect();
          return {
            top: box.top,
            bottom: box.bottom,
            isClose: focused.getAttribute("aria-label") === "Close menu",
          };
        });
        expect(top, `${key} ${step}`).toBeGreaterThanOrEqual(isClose ? 0 : barBottom - 1);
        expect(bottom, `${key} ${step}`).toBeLessThanOrEqual(740);
      }
    }
    await page.keyboard.press("Escape");
    await expect(dialog).toBeHidden();
    await expect(button).toHaveAttribute("aria-expanded", "false");
    await expect(button).toBeFocused();

    await openMenu(page);
    await dialog.getByRole("button", { name: "Close menu" }).click();
    await expect(dialog).toBeHidden();
  });

  test("a menu whose code cannot be fetched says so and offers a reload, which brings the menu back @mobile", async ({
    page,
  }) => {
    // A site redeployed under an open tab: the menu panel's old file is gone.
    const panelCode = "**/assets/mobile-menu-panel-*.js";
    await page.route(panelCode, (route) => route.abort());
    await page.goto("/home");
    await hydrated(page);
    await page.getByRole("button", { name: "Open menu" }).click();
    const notice = page.getByRole("alert").filter({ hasText: "This part of the page could not be loaded." });
    await expect(notice).toBeVisible();
    // At the foot of the window, clear of the sticky header.
    const box = (await notice.boundingBox())!;
    expect(box.y + box.height).toBeGreaterThan(740 - 40);
    await expect(page.getByRole("heading", { level: 1, name: "Something went wrong" })).toHaveCount(0);
    await expectNoAxeViolations(page);

    await page.unroute(panelCode);
    await notice.getByRole("button", { name: "Reload page" }).click();
    await expect(notice).toBeHidden();
    await hydrated(page);
    await openMenu(page);
  });

  test("on a slow connection the menu button answers at once: the page dims with a spinner until the menu's code arrives @mobile", async ({
    page,
  }) => {
    const menuCode = await holdRequests(page, /mobile-menu-panel[^/]*\.js$/);
    await page.goto("/home");
    await hydrated(page);
    await page.getByRole("button", { name: "Open menu" }).click();
    const loading = page.getByRole("status").filter({ hasText: "Loading…" });
    await expect(loading).toBeAttached();
    expect(menuCode.held()).toBe(1);
    await expect(page.getByRole("dialog")).toHaveCount(0);

    menuCode.release();
    await expect(page.getByRole("dialog")).toBeVisible();
    await expect(loading).toHaveCount(0);
  });

  test("while the menu's code is on its way, Escape or a press on the dimmed page gives the opening up @mobile", async ({
    page,
  }) => {
    const menuCode = await holdRequests(page, /mobile-menu-panel[^/]*\.js$/);
    await page.goto("/home");
    await hydrated(page);
    const menuButton = page.getByRole("button", { name: "Open menu" });
    const loading = page.getByRole("status").filter({ hasText: "Loading…" });
    await menuButton.click();
    await expect(loading).toBeAttached();
    await page.keyboard.press("Escape");
    await expect(loading).toHaveCount(0);
    await expect(menuButton).toBeFocused();
    await expect(menuButton).toHaveAttribute("aria-expanded", "false");

    await menuButton.click();
    await expect(loading).toBeAttached();
    await page.mouse.click(10, 400);
    await expect(loading).toHaveCount(0);

    // The code arriving later opens nothing the visitor gave up; the next press opens the menu.
    menuCode.release();
    await page.waitForTimeout(500);
    await expect(page.getByRole("dialog")).toHaveCount(0);
    await menuButton.click();
    await expect(page.getByRole("dialog")).toBeVisible();
  });

  test("a link in the menu navigates and closes the menu (SPEC §2) @mobile", async ({ page }) => {
    await page.goto("/home");
    const { dialog } = await openMenu(page);
    await dialog.getByRole("link", { name: "Episodes", exact: true }).click();
    await expect(page).toHaveURL(/\/episodes$/);
    await expect(dialog).toBeHidden();
    // The new page has focus, not the menu button of the page before.
    await expect(page.locator("#main-content")).toBeFocused();
  });
});
