import { expect, test, type Page } from "#tests/helpers/test.ts";
import { fallbackBlogPosts } from "#shared/content/blog-fallback.ts";
import { brand } from "#shared/content/brand.ts";
import { paymentSuccessToast } from "#app/content/coaching.ts";

async function openPage(page: Page, path: string, status = 200) {
  const response = await page.goto(path);
  expect(response?.status()).toBe(status);
  return page.locator("main");
}

/** Waits until React has hydrated (the root marks <html data-hydrated>), so handlers are live. */
async function waitForHydration(page: Page) {
  await page.waitForFunction(() => document.documentElement.dataset.hydrated === "true");
}

/** The schema.org objects of every JSON-LD block in a server-rendered page. */
function jsonLd(html: string): Record<string, unknown>[] {
  const blocks = [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)];
  return blocks.map((match) => JSON.parse(match[1] ?? "{}") as Record<string, unknown>);
}

test.describe("Coaching (SPEC §2 Coaching, §9 money)", () => {
  test("coaching page shows its hero with the program name, the five-pillar blueprint and 3 testimonials @mobile", async ({
    page,
  }) => {
    const main = await openPage(page, "/coaching");
    const h1 = main.getByRole("heading", { level: 1 });
    await expect(h1).toHaveCount(1);
    await expect(h1).toContainText("Stop Surviving. Start Thriving.");
    await expect(h1).toContainText(brand.coaching.programName);

    const blueprint = main.locator("section#blueprint");
    await expect(
      blueprint.getByRole("heading", { level: 2, name: "The Five-Pillar Blueprint" }),
    ).toBeVisible();
    const pillars = blueprint.getByRole("heading", { level: 3 });
    await expect(pillars).toHaveCount(5);
    await expect(pillars).toHaveText([/Purpose$/, /Mindset$/, /Wellness$/, /Strategy$/, /Legacy$/]);

    const quotes = main.locator("blockquote");
    await expect(quotes).toHaveCount(3);
    for (const testimonial of brand.testimonials) {
      await expect(main.getByText(testimonial.name, { exact: true })).toBeVisible();
    }
  });

  test("coaching price card shows $2,800 for 90 days, the 7-client limit and the 3-month guarantee @mobile", async ({
    page,
  }) => {
    const main = await openPage(page, "/coaching");
    const investment = main.locator("section#investment");
    await expect(investment.getByText("$2,800", { exact: true })).toBeVisible();
    await expect(investment.getByText("for 90 days of one-on-one coaching")).toBeVisible();
    await expect(investment.getByText("Limited to 7 clients at a time", { exact: true })).toBeVisible();
    await expect(investment.getByRole("heading", { name: "The Thriving Guarantee" })).toBeVisible();
    await expect(investment.getByText(/up to 3 extra months at no cost/)).toBeVisible();
    // SPEC §9: the consultation call within 48 hours.
    await expect(
      investment.getByText("A consultation call within 48 hours of enrolling", { exact: false }),
    ).toBeVisible();
  });

  test("coaching offers a free 45-minute discovery call on the scheduling service, in a new tab", async ({
    page,
  }) => {
    const main = await openPage(page, "/coaching");
    const links = main.getByRole("link", { name: "Book Your Free 45-Minute Discovery Call" });
    await expect(links.first()).toBeVisible();
    const count = await links.count();
    expect(count).toBeGreaterThanOrEqual(1);
    for (let i = 0; i < count; i++) {
      await expect(links.nth(i)).toHaveAttribute("href", brand.links.discoveryCall);
      await expect(links.nth(i)).toHaveAttribute("target", "_blank");
      await expect(links.nth(i)).toHaveAttribute("rel", /noopener/);
    }
  });

  test("/coaching?payment=success shows the 'Payment Successful!' toast, but no scheduling link without a paid payment's secret (SPEC §2, §7) @mobile", async ({
    page,
  }) => {
    // A made-up secret: the server knows no such payment, so the toast gives no link either.
    await openPage(
      page,
      "/coaching?payment=success&payment_intent_client_secret=pi_sandbox_000000000000000000000000_secret_made-up",
    );
    const notification = page
      .getByRole("region", { name: /Notifications/ })
      .getByRole("listitem")
      .filter({ hasText: "Payment Successful!" });
    await expect(notification).toBeVisible();
    await expect(notification).toContainText(`Welcome to ${brand.coaching.programName}`);
    await expect(notification).toContainText(paymentSuccessToast.scheduleByEmail);
    await expect(notification.getByRole("link")).toHaveCount(0);
    // Shown once: the address forgets the return, so a reload does not welcome again.
    await expect(page).toHaveURL(/\/coaching$/);
  });

  test("/coaching without the payment flag shows no toast", async ({ page }) => {
    await openPage(page, "/coaching");
    await waitForHydration(page);
    await page.waitForTimeout(300);
    await expect(page.getByText("Payment Successful!")).toHaveCount(0);
  });
});

test.describe("Support (SPEC §2 Support, §9 money)", () => {
  test("support opens on 'Make a Donation' with the three tiers $10, $25 and $50 @mobile", async ({
    page,
  }) => {
    const main = await openPage(page, "/support");
    await expect(main.getByRole("heading", { level: 1 })).toHaveText(`Help Keep ${brand.shortName} Thriving`);
    const donateTab = main.getByRole("tab", { name: "Make a Donation" });
    await expect(donateTab).toHaveAttribute("aria-selected", "true");
    await expect(main.getByRole("tab", { name: "Become a Sponsor" })).toHaveAttribute(
      "aria-selected",
      "false",
    );

    const panel = main.getByRole("tabpanel");
    const tiers: [string, string][] = [
      ["Monthly Supporter", "$10"],
      ["Journey Champion", "$25"],
      ["Thriving Patron", "$50"],
    ];
    for (const [name, amount] of tiers) {
      const card = panel
        .getByRole("listitem")
        .filter({ has: page.getByRole("heading", { name, exact: true }) });
      await expect(card).toContainText(amount);
      // "Monthly" names the giver: the card says the gift is paid once.
      await expect(card).toContainText("One-time gift");
    }
    await expect(panel.getByRole("heading", { name: "Where Your Donation Goes" })).toBeVisible();
    await expect(panel.getByRole("button")).toHaveText(["Donate $10", "Donate $25", "Donate $50"]);
  });

  test("clicking 'Become a Sponsor' shows the audience stats, the packages and the sponsorship e-mail @mobile", async ({
    page,
  }) => {
    const main = await openPage(page, "/support");
    await waitForHydration(page);
    await main.getByRole("tab", { name: "Become a Sponsor" }).click();
    await expect(main.getByRole("tab", { name: "Become a Sponsor" })).toHaveAttribute(
      "aria-selected",
      "true",
    );
    const panel = main.getByRole("tabpanel");

    const stats: [string, string][] = [
      ["7,000", "YouTube subscribers"],
      ["24-60+", "Listener age"],
      ["65%", "Business owners"],
    ];
    for (const [value, label] of stats) {
      await expect(panel.getByText(value, { exact: true })).toBeVisible();
      await expect(panel.getByText(label, { exact: true })).toBeVisible();
    }

    const packages: [string, string, string][] = [
      ["Episode Sponsor", "$500", "per episode"],
      ["Monthly Partner", "$1,500", "per month"],
      ["Season Sponsor", "$5,000", "per season"],
    ];
    for (const [name, price, per] of packages) {
      const card = panel
        .getByRole("listitem")
        .filter({ has: page.getByRole("heading", { name, exact: true }) });
      await expect(card).toContainText(price);
      await expect(card).toContainText(per);
    }

    await expect(panel.getByText("Sponsors get a response within 24 hours.")).toBeVisible();
    await expect(panel.getByRole("link", { name: "Email Us About Sponsorship" })).toHaveAttribute(
      "href",
      `mailto:${brand.contactEmail}?subject=Sponsorship%20inquiry`,
    );
    await expect(panel.getByText("Monthly Supporter")).toHaveCount(0);
  });

  test("support tabs move with the arrow keys", async ({ page }) => {
    const main = await openPage(page, "/support");
    await waitForHydration(page);
    const donateTab = main.getByRole("tab", { name: "Make a Donation" });
    const sponsorTab = main.getByRole("tab", { name: "Become a Sponsor" });
    await donateTab.focus();
    await page.keyboard.press("ArrowRight");
    await expect(sponsorTab).toBeFocused();
    await expect(sponsorTab).toHaveAttribute("aria-selected", "true");
    await expect(main.getByRole("tabpanel")).toContainText("Sponsorship Packages");
    await page.keyboard.press("ArrowLeft");
    await expect(donateTab).toBeFocused();
    await expect(donateTab).toHaveAttribute("aria-selected", "true");
    await expect(main.getByRole("tabpanel")).toContainText("Journey Champion");
  });
});

test.describe("Blog with the built-in posts (SPEC §2 Blog list, Blog post) @pristine", () => {
  const featured = fallbackBlogPosts.find((post) => post.featured)!;
  const others = fallbackBlogPosts.filter((post) => post !== featured);

  test("the fallback list has 6 sample posts in Wellness, Purpose, Growth and Mindset", () => {
    expect(fallbackBlogPosts).toHaveLength(6);
    expect(new Set(fallbackBlogPosts.map((post) => post.category))).toEqual(
      new Set(["Wellness", "Purpose", "Growth", "Mindset"]),
    );
    expect(new Set(fallbackBlogPosts.map((post) => post.slug)).size).toBe(6);
  });

  test("blog list shows the featured post and 5 other cards, each linking to /blog/<slug> @mobile", async ({
    page,
  }) => {
    const main = await openPage(page, "/blog");
    await expect(main.getByRole("link", { name: featured.title })).toBeVisible();
    await expect(main.getByRole("heading", { level: 1 })).toHaveText(`${brand.shortName} Blog`);

    const featuredCard = main.locator("article").filter({ hasText: "Featured" }).first();
    const featuredLink = featuredCard.getByRole("link", { name: featured.title });
    await expect(featuredLink).toHaveAttribute("href", `/blog/${featured.slug}`);

    const grid = main.locator("section", { has: page.getByRole("heading", { name: "Latest Articles" }) });
    const cards = grid.getByRole("listitem");
    await expect(cards).toHaveCount(5);
    for (const post of others) {
      await expect(grid.getByRole("link", { name: post.title })).toHaveAttribute(
        "href",
        `/blog/${post.slug}`,
      );
    }
    await expect(grid.getByRole("link", { name: featured.title })).toHaveCount(0);
    // SPEC §2: the grid clamps each excerpt to 3 lines.
    const clamp = await grid
      .locator("p.line-clamp-3")
      .first()
      .evaluate((el) => getComputedStyle(el).webkitLineClamp);
    expect(clamp).toBe("3");

    // SPEC §2 + §4: 'All' first and pressed, then the sorted categories of the built-in posts.
    const categories = main.getByRole("group", { name: "Filter by category" }).getByRole("button");
    await expect(categories).toHaveText(["All", "Growth", "Mindset", "Purpose", "Wellness"]);
    await expect(categories.first()).toHaveAttribute("aria-pressed", "true");
  });

  test("the built-in list filters by category and search in the browser", async ({ page }) => {
    const main = await openPage(page, "/blog?category=Wellness");
    await expect(
      main.getByRole("link", { name: "The Five-Minute Morning Reset for Busy Founders" }),
    ).toBeVisible();
    const wellness = fallbackBlogPosts
      .filter((post) => post.category === "Wellness")
      .map((post) => post.title);
    await expect(main.getByRole("article").getByRole("link")).toHaveText(wellness);
    await waitForHydration(page);
    await main.getByRole("searchbox", { name: "Search articles" }).fill("BURNOUT");
    await expect(main.getByRole("article").getByRole("link")).toHaveText([
      "Rest Is a Strategy, Not a Reward",
    ]);
    await main.getByRole("searchbox", { name: "Search articles" }).fill("no such words anywhere");
    await expect(main.getByRole("heading", { name: "No articles found" })).toBeVisible();
  });

  test("a blog card opens its post", async ({ page }) => {
    const post = others[0]!;
    const main = await openPage(page, "/blog");
    await waitForHydration(page);
    await main.getByRole("link", { name: post.title }).click();
    await expect(page).toHaveURL(new RegExp(`/blog/${post.slug}$`));
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(post.title);
  });

  test("a fallback post shows its header, body, tags and share links with encoded intents @mobile", async ({
    page,
  }) => {
    const post = fallbackBlogPosts[1]!;
    await openPage(page, `/blog/${post.slug}`);
    const main = page.locator("main");
    await expect(main.getByRole("heading", { level: 1 })).toHaveText(post.title);
    await expect(main.getByText(post.excerpt)).toBeVisible();
    await expect(main.getByText(post.category, { exact: true }).first()).toBeVisible();
    await expect(main.getByText(post.readTime)).toBeVisible();
    await expect(main.locator("time")).toHaveText("May 19, 2025");
    await expect(main.getByText(brand.host.name, { exact: true })).toBeVisible();
    // The HTML body renders as markup, not as escaped text.
    await expect(main.getByRole("heading", { level: 2, name: "Five minutes, three steps" })).toBeVisible();
    await expect(main.getByText("<p>")).toHaveCount(0);
    for (const tag of post.tags) await expect(main.getByText(`#${tag}`, { exact: true })).toBeVisible();
    // A built-in post has no video and no original source.
    await expect(main.locator("iframe")).toHaveCount(0);
    await expect(main.getByRole("link", { name: "View Original Source" })).toHaveCount(0);

    const pageUrl = encodeURIComponent(`${new URL(page.url()).origin}/blog/${post.slug}`);
    const title = encodeURIComponent(post.title);
    const expected: [string, string][] = [
      ["Share on Twitter", `https://twitter.com/intent/tweet?text=${title}&url=${pageUrl}`],
      ["Share on Facebook", `https://www.facebook.com/sharer/sharer.php?u=${pageUrl}`],
      ["Share on LinkedIn", `https://www.linkedin.com/shareArticle?mini=true&url=${pageUrl}&title=${title}`],
    ];
    for (const [name, href] of expected) {
      const link = main.getByRole("link", { name });
      await expect(link).toHaveAttribute("href", href);
      await expect(link).toHaveAttribute("target", "_blank");
    }
    await expect(main.getByRole("link", { name: "Back to Blog" }).first()).toHaveAttribute("href", "/blog");
  });

  test("a post's server-rendered HTML carries article meta and BlogPosting structured data", async ({
    request,
  }) => {
    const post = fallbackBlogPosts[2]!;
    let html = "";
    const response = await request.get(`/blog/${post.slug}`);
    expect(response.status()).toBe(200);
    html = await response.text();

    expect(html).toContain('<meta property="og:type" content="article"/>');
    const posting = jsonLd(html).find((block) => block["@type"] === "BlogPosting");
    expect(posting).toMatchObject({
      headline: post.title,
      description: post.excerpt,
      datePublished: post.publishDate,
      author: { "@type": "Person", name: brand.host.name },
      publisher: { "@type": "Organization" },
      mainEntityOfPage: { "@type": "WebPage" },
    });
  });

  test("an unknown slug answers 404 with 'Post Not Found' and a way back @mobile", async ({ page }) => {
    const main = await openPage(page, "/blog/no-such-post", 404);
    await expect(main.getByRole("heading", { level: 1 })).toHaveText("Post Not Found");
    await expect(main.getByText("The blog post you're looking for doesn't exist.")).toBeVisible();
    await expect(main.getByRole("link", { name: "Back to Blog" })).toHaveAttribute("href", "/blog");
  });
});

test.describe("Admin (SPEC §2 Admin)", () => {
  test("/admin is not indexed and a visitor without a session gets the password form", async ({
    page,
    request,
  }) => {
    const response = await request.get("/admin");
    expect(response.status()).toBe(200);
    const html = await response.text();
    expect(html).toMatch(/<meta name="robots" content="noindex[^"]*"\/?>/);
    expect(html).toMatch(/<title>Admin \| /);

    const main = await openPage(page, "/admin");
    await expect(main.getByRole("heading", { level: 1 })).toHaveText("Admin Dashboard");
    await expect(main.getByLabel("Password", { exact: true })).toHaveValue("");
    await expect(main.getByRole("button", { name: "Access Dashboard" })).toBeVisible();
  });
});

test.describe("Server rendering (SPEC §2)", () => {
  const pages: [string, RegExp][] = [
    ["/coaching", /<h1[^>]*>Stop Surviving\. Start Thriving\./],
    ["/support", new RegExp(`<h1[^>]*>Help Keep ${brand.shortName} Thriving</h1>`)],
    ["/blog", new RegExp(`<h1[^>]*>${brand.shortName} Blog</h1>`)],
    [
      `/blog/${fallbackBlogPosts[0]!.slug}`,
      /<h1[^>]*>Why Thriving Beats Surviving: Redefining Success on Your Own Terms<\/h1>/,
    ],
    ["/admin", /<h1[^>]*>Admin Dashboard<\/h1>/],
  ];
  for (const [path, h1] of pages) {
    // The built-in post exists only while the server has no posts of its own.
    const tag = path.startsWith("/blog/") ? " @pristine" : "";
    test(`${path} holds its h1 in the server-rendered HTML${tag}`, async ({ request }) => {
      const html = await (await request.get(path)).text();
      expect(html).toMatch(h1);
      expect(html.match(/<h1[\s>]/g)).toHaveLength(1);
    });
  }

  test("the coaching and support amounts are in the server-rendered HTML", async ({ request }) => {
    expect(await (await request.get("/coaching")).text()).toContain("$2,800");
    const support = await (await request.get("/support")).text();
    for (const amount of ["$10", "$25", "$50"]) expect(support).toContain(amount);
  });
});
