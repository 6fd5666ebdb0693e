import type { PublishedPosts } from "#server/features/blog/published-posts.ts";
import type { EpisodeCatalog } from "#server/features/episodes/episode-catalog.ts";
import type { EpisodeTimedText } from "#server/features/episodes/episode-timed-text.ts";
import type { TranscriptRecords } from "#server/features/episodes/transcript-records.ts";

export type SiteContent = {
  catalog: Pick<EpisodeCatalog, "list">;
  posts: Pick<PublishedPosts, "version">;
  transcripts: Pick<TranscriptRecords, "version">;
  timedText: Pick<EpisodeTimedText, "version">;
};

/**
 * What everything the site shows is made of, as a list that changes (by identity or value) with
 * any of it: the catalog's list is replaced on a refresh that changed it, and the others count
 * their writes here and the changes other instances made. Pages kept in memory and the search
 * index both follow it.
 */
export function siteContentVersion({ catalog, posts, transcripts, timedText }: SiteContent) {
  return (): readonly unknown[] => [catalog.list(), posts.version, transcripts.version, timedText.version];
}
