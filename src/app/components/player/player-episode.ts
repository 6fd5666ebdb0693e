import type { PlayableEpisode } from "../../features/episodes/use-play-episode.ts";

/** The slim episode the floating player receives from the site layout's loader (SPEC §4 Floating player). */
export type PlayerEpisode = Pick<PlayableEpisode, "id" | "name" | "thumbnail" | "spotifyUrl">;
