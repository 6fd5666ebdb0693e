import { expect, test, type Page } from "#tests/helpers/test.ts";
import { brand } from "#shared/content/brand.ts";
import { hostVentures } from "#app/content/host.ts";

const hostPath = `/${brand.host.slug}`;

/** The schema.org types of every JSON-LD block in a server-rendered page. */
function jsonLdTypes(html: string): string[] {
  const blocks = [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)];
  return blocks.map((match) => (JSON.parse(match[1] ?? "{}") as { "@type"?: string })["@type"] ?? "");
}

async function openPage(page: Page, path: string) {
  const response = await page.goto(path);
  expect(response?.status()).toBe(200);
  return page.locator("main");
}

test.describe("About the podcast (SPEC §2)", () => {
  test("about page answers 200 with its title and story sections @mobile", async ({ page }) => {
    const main = await openPage(page, "/about");
    await expect(main.getByRole("heading", { level: 1 })).toHaveText(`About ${brand.showName}`);
    for (const heading of [
      "The Why Behind the Mic",
      "What You'll Discover",
      "This Journey Is For You If...",
    ]) {
      await expect(main.getByRole("heading", { level: 2, name: heading, exact: true })).toBeVisible();
    }
  });

  test("about hero links 'Start Listening' to the show in a new tab and 'Browse Episodes' to /episodes", async ({
    page,
  }) => {
    const main = await openPage(page, "/about");
    const startListening = main.getByRole("link", { name: /^Start Listening/ });
    await expect(startListening).toHaveAttribute("href", brand.links.spotifyShow);
    await expect(startListening).toHaveAttribute("target", "_blank");
    await expect(startListening).toHaveAttribute("rel", /noopener/);
    await expect(main.getByRole("link", { name: "Browse Episodes" })).toHaveAttribute("href", "/episodes");
  });

  test("'What You'll Discover' has four cards and the audience list five lines", async ({ page }) => {
    const main = await openPage(page, "/about");
    await expect(
      main.getByRole("region", { name: "What You'll Discover" }).getByRole("listitem"),
    ).toHaveCount(4);
    await expect(
      main.getByRole("region", { name: "This Journey Is For You If..." }).getByRole("listitem"),
    ).toHaveCount(5);
  });

  test("about page closes with a movement quote and social links that open in a new tab", async ({
    page,
  }) => {
    const main = await openPage(page, "/about");
    await expect(main.locator("blockquote")).toHaveCount(1);
    const social = main.getByRole("region", { name: "Join the Movement" });
    for (const href of [
      brand.links.youtubeChannel,
      brand.links.instagram,
      brand.links.facebook,
      brand.links.linkedin,
    ]) {
      await expect(social.locator(`a[href="${href}"]`)).toHaveAttribute("target", "_blank");
    }
  });
});

test.describe("Host biography page (SPEC §2)", () => {
  test("host page is served at the hyphenated host name with the name as its title @mobile", async ({
    page,
  }) => {
    expect(hostPath).toBe("/jordan-avery-rivers");
    const main = await openPage(page, hostPath);
    await expect(main.getByRole("heading", { level: 1 })).toHaveText(brand.host.name);
    await expect(main.getByText(brand.host.roles, { exact: true })).toBeVisible();
  });

  test("host stats show 15+ years, a Growing community, 40+ episodes and 4 companies", async ({ page }) => {
    const main = await openPage(page, hostPath);
    const stats = main.getByRole("region", { name: "At a glance" });
    await expect(stats.getByRole("definition")).toHaveText(["15+", "Growing", "40+", "4"]);
    await expect(stats.getByRole("term")).toHaveText([/years/i, /community/i, /episodes/i, /companies/i]);
  });

  test("host page lists four ventures with outbound links and a Coming Soon companion tile without a link", async ({
    page,
  }) => {
    const main = await openPage(page, hostPath);
    const ventures = main.getByRole("region", { name: "Ventures & Companies" });
    const links = ventures.getByRole("link");
    await expect(links).toHaveCount(4);
    for (const [index, venture] of hostVentures.entries()) {
      await expect(links.nth(index)).toHaveAttribute("href", venture.href);
      await expect(links.nth(index)).toHaveAttribute("target", "_blank");
      await expect(links.nth(index)).toHaveAttribute("rel", /noopener/);
      await expect(links.nth(index)).toContainText(venture.name);
    }
    expect(hostVentures.every((venture) => new URL(venture.href).hostname.endsWith("example.com"))).toBe(
      true,
    );
    const comingSoon = ventures.getByRole("listitem").filter({ hasText: "Coming Soon" });
    await expect(comingSoon).toHaveCount(1);
    await expect(comingSoon.getByRole("link")).toHaveCount(0);
  });

  test("host page has a quote, mission and vision, and buttons to /coaching and /episodes", async ({
    page,
  }) => {
    const main = await openPage(page, hostPath);
    await expect(main.locator("blockquote")).toHaveCount(1);
    await expect(main.getByRole("heading", { level: 3, name: "Mission" })).toBeVisible();
    await expect(main.getByRole("heading", { level: 3, name: "Vision" })).toBeVisible();
    await expect(main.getByRole("link", { name: "Explore Coaching" })).toHaveAttribute("href", "/coaching");
    await expect(main.getByRole("link", { name: "Listen to Episodes" })).toHaveAttribute("href", "/episodes");
  });
});

const legalPages = [
  {
    path: "/terms-of-service",
    title: "Terms of Service",
    dateLine: "Effective January 1, 2025",
    sectionCount: 10,
  },
  {
    path: "/privacy-policy",
    title: "Privacy Policy",
    dateLine: "Last updated July 4, 2025",
    sectionCount: 11,
  },
];

test.describe("Legal pages (SPEC §2)", () => {
  for (const legal of legalPages) {
    test(`${legal.title} shows '${legal.dateLine}' and exactly ${legal.sectionCount} numbered sections @mobile`, async ({
      page,
    }) => {
      const main = await openPage(page, legal.path);
      await expect(main.getByRole("heading", { level: 1 })).toHaveText(legal.title);
      await expect(main.getByText(legal.dateLine, { exact: true })).toBeVisible();
      const headings = main.getByRole("heading", { name: /^\d+\. / });
      await expect(headings).toHaveCount(legal.sectionCount);
      const numbers = (await headings.allTextContents()).map((text) => Number(text.split(".")[0]));
      expect(numbers).toEqual(Array.from({ length: legal.sectionCount }, (_, index) => index + 1));
    });

    test(`${legal.title} states the 24-hour refund rule and the under-13 limit`, async ({ page }) => {
      const main = await openPage(page, legal.path);
      await expect(main).toContainText("Refunds are considered case by case within 24 hours of purchase.");
      await expect(main).toContainText("No refund is given after coaching sessions have been completed.");
      await expect(main).toContainText("not intended for children under 13");
    });

    test(`${legal.title} links back to home and to the contact mailbox`, async ({ page }) => {
      const main = await openPage(page, legal.path);
      await expect(main.getByRole("link", { name: "Back to Home" }).first()).toHaveAttribute("href", "/home");
      await expect(main.getByRole("link", { name: brand.contactEmail })).toHaveAttribute(
        "href",
        `mailto:${brand.contactEmail}`,
      );
    });
  }
});

test.describe("Server-rendered HTML of the static pages (SPEC §2)", () => {
  const pages = [
    { path: "/about", h1: `About ${brand.showName}`, types: ["Organization", "Person"] },
    { path: hostPath, h1: brand.host.name, types: ["Person", "Organization"] },
    { path: "/terms-of-service", h1: "Terms of Service", types: ["WebPage"] },
    { path: "/privacy-policy", h1: "Privacy Policy", types: ["WebPage"] },
  ];
  for (const expected of pages) {
    test(`${expected.path} is rendered on the server with its title and JSON-LD`, async ({ request }) => {
      const response = await request.get(expected.path);
      expect(response.status()).toBe(200);
      const html = await response.text();
      expect(html).toMatch(new RegExp(`<h1[^>]*>${expected.h1.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}</h1>`));
      expect(jsonLdTypes(html)).toEqual(expected.types);
    });
  }
});
