import type { FastifyPluginAsync } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { listShownPosts } from "#shared/blog/shown-posts.ts";
import { brand } from "#shared/content/brand.ts";
import { indexablePaths, paths } from "#shared/site-paths.ts";
import type { AppConfig } from "#server/config.ts";
import { escapeXml } from "#server/http/xml.ts";
import type { PublishedPosts } from "#server/features/blog/published-posts.ts";
import type { EpisodeCatalog } from "#server/features/episodes/episode-catalog.ts";
import { caching } from "#server/http/caching.ts";

function sitemapXml(baseUrl: string, pagePaths: string[]): string {
  const urls = pagePaths.map((p) => `  <url><loc>${escapeXml(baseUrl + p)}</loc></url>`).join("\n");
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls}\n</urlset>\n`;
}

/** The web app manifest's members this site sets (W3C Web Application Manifest). */
const webAppManifestSchema = z.object({
  name: z.string(),
  short_name: z.string(),
  description: z.string(),
  start_url: z.string(),
  display: z.literal("standalone"),
  background_color: z.string(),
  theme_color: z.string(),
  icons: z.array(z.object({ src: z.string(), sizes: z.string(), type: z.string() })),
});

/** The web app manifest: the name and icons a phone uses when the site is added to its home screen. */
function webAppManifest(): z.output<typeof webAppManifestSchema> {
  return {
    name: brand.showName,
    short_name: brand.shortName,
    description: brand.tagline,
    start_url: paths.home,
    display: "standalone",
    background_color: "#ffffff",
    theme_color: brand.themeColor,
    icons: [
      { src: "/icon-192.png", sizes: "192x192", type: "image/png" },
      { src: "/icon-512.png", sizes: "512x512", type: "image/png" },
      { src: "/favicon.svg", sizes: "any", type: "image/svg+xml" },
    ],
  };
}

export const seoRoutes: FastifyPluginAsync<{
  config: AppConfig;
  catalog: EpisodeCatalog;
  posts: PublishedPosts;
}> = async (app, { config, catalog, posts }) => {
  // robots.txt and the sitemap are text and XML: no JSON response schema. The manifest is JSON.
  app.get("/robots.txt", async (_request, reply) =>
    reply
      .type("text/plain; charset=utf-8")
      .header("cache-control", caching.siteFile)
      .send(
        `User-agent: *\nDisallow: ${paths.admin}\nDisallow: ${paths.unsubscribe}\n\nSitemap: ${config.publicBaseUrl}/sitemap.xml\n`,
      ),
  );
  app.get("/sitemap.xml", async (_request, reply) =>
    reply
      .type("application/xml; charset=utf-8")
      .header("cache-control", caching.feed)
      .send(
        sitemapXml(config.publicBaseUrl, [
          ...indexablePaths(brand.host.slug),
          ...catalog.list().map((episode) => paths.episode(episode.id)),
          ...(await listShownPosts(posts)).map((post) => paths.blogPost(post.slug)),
        ]),
      ),
  );
  app
    .withTypeProvider<ZodTypeProvider>()
    .get(
      "/site.webmanifest",
      { schema: { response: { 200: webAppManifestSchema } } },
      async (_request, reply) =>
        reply
          .type("application/manifest+json; charset=utf-8")
          .header("cache-control", caching.siteFile)
          .send(webAppManifest()),
    );
};
