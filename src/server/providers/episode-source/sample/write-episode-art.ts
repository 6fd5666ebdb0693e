/**
 * Writes the sample catalog's cover art into public/episode-art (run after editing the catalog):
 *   npm run sample:art
 * A test fails while a file is missing or out of date.
 */
import { mkdirSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import { EPISODE_ART_DIR, episodeArtFiles } from "./episode-art-files.ts";

const files = episodeArtFiles();
mkdirSync(EPISODE_ART_DIR, { recursive: true });
for (const stale of readdirSync(EPISODE_ART_DIR)) {
  if (!files.has(stale)) rmSync(`${EPISODE_ART_DIR}${stale}`);
}
for (const [name, svg] of files) writeFileSync(`${EPISODE_ART_DIR}${name}`, svg);
console.log(`wrote ${files.size} files to ${EPISODE_ART_DIR}`);
