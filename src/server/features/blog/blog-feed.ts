import type { BlogPostView } from "#shared/blog/blog-post-view.ts";
import { paths } from "#shared/site-paths.ts";
import { escapeXml } from "#server/http/xml.ts";

export type FeedChannel = { title: string; description: string; baseUrl: string; language: string };

/** Newest posts a reader's feed app sees; older ones stay on the site. */
const FEED_ITEM_LIMIT = 50;

type FeedPost = Pick<
  BlogPostView,
  "slug" | "title" | "publishDate" | "authorName" | "category" | "tags" | "excerpt" | "content"
>;

/**
 * A feed reader shows a post away from the site, where a link or image at a path of the site
 * ("/coaching", "/public-objects/…") leads nowhere: such addresses get the site's own origin.
 * The body is sanitized HTML, so every attribute is double-quoted.
 */
function withAbsoluteAddresses(html: string, baseUrl: string): string {
  return html.replace(/\b(href|src)="\/(?!\/)/g, `$1="${baseUrl}/`);
}

/**
 * RSS 2.0 at /blog/rss.xml of the posts the blog shows (newest first), with the HTML body as
 * content: sanitized for a published post, trusted for a built-in sample.
 */
export function blogRssXml(channel: FeedChannel, posts: FeedPost[]): string {
  const blogUrl = `${channel.baseUrl}${paths.blog}`;
  const items = posts.slice(0, FEED_ITEM_LIMIT).map((post) => {
    const url = `${channel.baseUrl}${paths.blogPost(post.slug)}`;
    return [
      "    <item>",
      `      <title>${escapeXml(post.title)}</title>`,
      `      <link>${escapeXml(url)}</link>`,
      `      <guid isPermaLink="true">${escapeXml(url)}</guid>`,
      `      <pubDate>${new Date(post.publishDate).toUTCString()}</pubDate>`,
      `      <dc:creator>${escapeXml(post.authorName)}</dc:creator>`,
      `      <category>${escapeXml(post.category)}</category>`,
      ...post.tags.map((tag) => `      <category>${escapeXml(tag)}</category>`),
      `      <description>${escapeXml(post.excerpt)}</description>`,
      `      <content:encoded>${escapeXml(withAbsoluteAddresses(post.content, channel.baseUrl))}</content:encoded>`,
      "    </item>",
    ].join("\n");
  });
  const latest = posts[0]?.publishDate;
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom" xmlns:content="http://purl.org/rss/1.0/modules/content/" xmlns:dc="http://purl.org/dc/elements/1.1/">',
    "  <channel>",
    `    <title>${escapeXml(channel.title)}</title>`,
    `    <link>${escapeXml(blogUrl)}</link>`,
    `    <description>${escapeXml(channel.description)}</description>`,
    `    <language>${channel.language}</language>`,
    `    <atom:link href="${escapeXml(`${channel.baseUrl}/blog/rss.xml`)}" rel="self" type="application/rss+xml"/>`,
    ...(latest ? [`    <lastBuildDate>${new Date(latest).toUTCString()}</lastBuildDate>`] : []),
    ...items,
    "  </channel>",
    "</rss>",
    "",
  ].join("\n");
}
