import type { FastifyPluginAsync } from "fastify";
import { brand } from "../../../app/content/brand.ts";
import { indexablePaths, paths } from "../../../shared/site-paths.ts";
import type { AppConfig } from "../../config.ts";
import type { EpisodeCatalog } from "../episodes/episode-catalog.ts";

const escapeXml = (text: string) =>
  text.replace(/[<>&'"]/g, (c) => ({ "<": "&lt;", ">": "&gt;", "&": "&amp;", "'": "&apos;", '"': "&quot;" })[c]!);

export function sitemapXml(baseUrl: string, pagePaths: string[]): string {
  const urls = pagePaths.map((p) => `  <url><loc>${escapeXml(baseUrl + p)}</loc></url>`).join("\n");
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls}\n</urlset>\n`;
}

export const seoRoutes: FastifyPluginAsync<{ config: AppConfig; catalog: EpisodeCatalog }> = async (
  app,
  { config, catalog },
) => {
  app.get("/robots.txt", async (_request, reply) =>
    reply
      .type("text/plain; charset=utf-8")
      .send(`User-agent: *\nDisallow: ${paths.admin}\n\nSitemap: ${config.publicBaseUrl}/sitemap.xml\n`),
  );
  app.get("/sitemap.xml", async (_request, reply) =>
    reply
      .type("application/xml; charset=utf-8")
      .send(
        sitemapXml(config.publicBaseUrl, [
          ...indexablePaths(brand.host.slug),
          ...catalog.list().map((episode) => paths.episode(episode.id)),
        ]),
      ),
  );
};
