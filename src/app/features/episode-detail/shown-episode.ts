import type { Episode } from "#shared/episodes/episode-schema.ts";

/** The episode as the page receives it: the raw description stays on the server. */
export type ShownEpisode = Omit<Episode, "description">;
