import { fileURLToPath } from "node:url";
import { coverArtSvg, wideArtSvg } from "./episode-art.ts";
import { sampleCatalog } from "./sample-catalog.ts";

/** The folder the site serves as /episode-art (public/ is copied into the client build). */
export const EPISODE_ART_DIR = fileURLToPath(new URL("../../../../../public/episode-art/", import.meta.url));

/** File name under public/episode-art → its SVG, for every image the sample catalog points at. */
export function episodeArtFiles(): Map<string, string> {
  const files = new Map<string, string>();
  for (const episode of sampleCatalog) {
    files.set(fileName(episode.thumbnail), coverArtSvg(episode));
    if (episode.youtubeThumbnail) files.set(fileName(episode.youtubeThumbnail), wideArtSvg(episode));
  }
  return files;
}

function fileName(sitePath: string | null): string {
  const match = /^\/episode-art\/([A-Za-z0-9_-]+(?:-wide)?\.svg)$/.exec(sitePath ?? "");
  if (!match?.[1]) throw new Error(`not an episode-art path: ${sitePath}`);
  return match[1];
}
