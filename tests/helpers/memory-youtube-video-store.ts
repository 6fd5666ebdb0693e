import type {
  StoredYouTubeVideos,
  YouTubeVideoStore,
} from "#server/providers/episode-source/spotify/youtube-video-list.ts";

export type MemoryYouTubeVideoStore = YouTubeVideoStore & { row: StoredYouTubeVideos | null };

/**
 * The YouTube video list's storage in memory, for unit tests, with the database repository's
 * rules (a failure never touches the videos); `row` shows what was stored.
 */
export function memoryYouTubeVideoStore(initial: StoredYouTubeVideos | null = null): MemoryYouTubeVideoStore {
  const store: MemoryYouTubeVideoStore = {
    row: initial ? structuredClone(initial) : null,
    load: async () => (store.row ? structuredClone(store.row) : null),
    saveVideos: async (stored) => {
      store.row = structuredClone({ ...stored, failures: 0 });
    },
    saveFailure: async (failure) => {
      store.row = { videos: [], fetchedAt: null, ...store.row, ...structuredClone(failure) };
    },
  };
  return store;
}
