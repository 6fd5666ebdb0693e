import { isAllowedEmbedSrc, videoEmbedUrl } from "#shared/blog/video-embed.ts";
import type { BlogPostView } from "#shared/blog/blog-post-view.ts";

/** What the post page shows for its video: a player frame, a plain link, or nothing. */
export type ShownVideo =
  | { kind: "player"; src: string }
  /** host: the site the link leads to, or the path of a file on this site. */
  | { kind: "link"; href: string; host: string }
  | null;

const ENTITIES: Record<string, string> = { amp: "&", quot: '"', "#39": "'", "#x27": "'", lt: "<", gt: ">" };

/**
 * The player address of the first iframe in an embed code. The server has already reduced the
 * code to YouTube and Vimeo iframes; the page draws its own frame around that address, so every
 * player gets the same 16:9 box, title and referrer policy, and the allow-list is checked again.
 */
export function embedCodeSrc(embedCode: string): string | null {
  const tag = /<iframe\b[^>]*>/i.exec(embedCode)?.[0];
  const quoted = tag && /\ssrc\s*=\s*(?:"([^"]*)"|'([^']*)')/i.exec(tag);
  if (!quoted) return null;
  const src = (quoted[1] ?? quoted[2] ?? "").replace(
    /&(amp|quot|#39|#x27|lt|gt);/g,
    (_, name: string) => ENTITIES[name]!,
  );
  return isAllowedEmbedSrc(src) ? src : null;
}

/**
 * SPEC §2 Blog post "optional video embed": the owner's embed code first, else the Video URL
 * turned into a YouTube or Vimeo player, else a link to a video no player can show.
 */
export function postVideoOf(post: Pick<BlogPostView, "videoUrl" | "videoEmbedCode">): ShownVideo {
  const fromCode = post.videoEmbedCode ? embedCodeSrc(post.videoEmbedCode) : null;
  if (fromCode) return { kind: "player", src: fromCode };
  if (!post.videoUrl) return null;
  const fromUrl = videoEmbedUrl(post.videoUrl);
  if (fromUrl) return { kind: "player", src: fromUrl };
  return linkTo(post.videoUrl);
}

/** A link to a web address or a file on this site; anything else (no scheme we know) shows nothing. */
function linkTo(address: string): ShownVideo {
  if (/^\/(?!\/)/.test(address)) return { kind: "link", href: address, host: address };
  if (!/^https?:\/\//i.test(address)) return null;
  try {
    return { kind: "link", href: address, host: new URL(address).hostname };
  } catch {
    return null;
  }
}
