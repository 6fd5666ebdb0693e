import { describe, expect, test } from "vitest";
import { brand } from "#shared/content/brand.ts";
import { appsClosedAfterEach } from "#tests/helpers/test-app.ts";

describe("the web app manifest", () => {
  const start = appsClosedAfterEach();

  test("answers the brand's name and icons as manifest JSON, in the members' usual order", async () => {
    const t = await start("pglite");
    const res = await t.app.inject({ method: "GET", url: "/site.webmanifest" });
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toBe("application/manifest+json; charset=utf-8");
    expect(res.headers["cache-control"]).toBe("public, max-age=3600");
    const manifest = {
      name: brand.showName,
      short_name: brand.shortName,
      description: brand.tagline,
      start_url: "/home",
      display: "standalone",
      background_color: "#ffffff",
      theme_color: brand.themeColor,
      icons: [
        { src: "/icon-192.png", sizes: "192x192", type: "image/png" },
        { src: "/icon-512.png", sizes: "512x512", type: "image/png" },
        { src: "/favicon.svg", sizes: "any", type: "image/svg+xml" },
      ],
    };
    expect(res.body).toBe(JSON.stringify(manifest));
  });
});
