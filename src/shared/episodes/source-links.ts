/**
 * The addresses an episode source gives (RSS feed, Spotify, YouTube enrichment) end up in an href,
 * an img src and window.open. Only https addresses are kept, and http ones from a source that is
 * itself fetched over plain http (a feed on this machine); anything else ("javascript:", "data:",
 * "//host", text that is no address) is dropped. Images may also be paths on this site, as the
 * bundled sample catalog's art is.
 */
import type { Episode } from "./episode-schema.ts";

export type SourceLinkRule = {
  /** The source itself is fetched over plain http, so its http addresses are as safe as it is. */
  plainHttp: boolean;
};

const SITE_PATH = /^\/(?![/\\])[^\s\\]*$/;

/** The address as the browser will read it, or null when the rule drops it. */
export function sourceLink(
  target: string | null | undefined,
  rule: SourceLinkRule,
  { sitePath = false }: { sitePath?: boolean } = {},
): string | null {
  const text = target?.trim();
  if (!text) return null;
  if (sitePath && SITE_PATH.test(text)) return text;
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    return null;
  }
  const allowed = url.protocol === "https:" || (rule.plainHttp && url.protocol === "http:");
  return allowed && url.hostname !== "" ? url.href : null;
}

/** The episode with every address it carries checked; one that fails is no address (null). */
export function withSourceLinksOnly(episode: Episode, rule: SourceLinkRule): Episode {
  const image = (target: string | null | undefined) => sourceLink(target, rule, { sitePath: true });
  const link = (target: string | null | undefined) => sourceLink(target, rule);
  return {
    ...episode,
    thumbnail: image(episode.thumbnail),
    youtubeThumbnail: image(episode.youtubeThumbnail),
    spotifyUrl: link(episode.spotifyUrl),
    youtubeUrl: link(episode.youtubeUrl),
    ...(episode.audioUrl === undefined ? {} : { audioUrl: link(episode.audioUrl) }),
    ...(episode.transcriptFiles === undefined
      ? {}
      : {
          transcriptFiles: episode.transcriptFiles.flatMap((file) => {
            const url = link(file.url);
            return url ? [{ ...file, url }] : [];
          }),
        }),
    ...(episode.chaptersUrl === undefined ? {} : { chaptersUrl: link(episode.chaptersUrl) }),
  };
}
