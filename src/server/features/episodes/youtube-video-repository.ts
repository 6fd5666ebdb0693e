import { eq, sql } from "drizzle-orm";
import type { AppDb } from "#server/db/client.ts";
import { youtubeVideos } from "#server/db/schema.ts";
import type {
  StoredYouTubeVideos,
  YouTubeVideo,
  YouTubeVideoStore,
} from "#server/providers/episode-source/spotify/youtube-video-list.ts";

/** The only code that reads and writes `youtube_videos`. */

export async function loadYouTubeVideos(db: AppDb, channelId: string): Promise<StoredYouTubeVideos | null> {
  const [row] = await db.select().from(youtubeVideos).where(eq(youtubeVideos.channelId, channelId)).limit(1);
  if (!row) return null;
  return {
    uploadsPlaylistId: row.uploadsPlaylistId,
    videos: Array.isArray(row.videos) ? (row.videos as YouTubeVideo[]) : [],
    fetchedAt: row.fetchedAt,
    failures: row.failures,
    nextAttemptAt: row.nextAttemptAt,
  };
}

/** A good answer: replaces the list and clears the failure count. */
export async function storeYouTubeVideos(
  db: AppDb,
  channelId: string,
  stored: { uploadsPlaylistId: string; videos: YouTubeVideo[]; fetchedAt: Date; nextAttemptAt: Date },
): Promise<void> {
  const values = { ...stored, failures: 0, updatedAt: new Date() };
  await db
    .insert(youtubeVideos)
    .values({ channelId, ...values })
    .onConflictDoUpdate({ target: youtubeVideos.channelId, set: values });
}

/**
 * A failed refresh: only the schedule (and the uploads playlist id, learned or forgotten) changes,
 * so the videos another refresh or instance stored are never lost.
 */
export async function storeYouTubeFailure(
  db: AppDb,
  channelId: string,
  failure: { uploadsPlaylistId: string | null; failures: number; nextAttemptAt: Date },
): Promise<void> {
  const values = { ...failure, updatedAt: new Date() };
  await db
    .insert(youtubeVideos)
    .values({ channelId, ...values, videos: sql`'[]'::jsonb` })
    .onConflictDoUpdate({ target: youtubeVideos.channelId, set: values });
}

/** The video list's storage for one channel, in this database. */
export function youtubeVideoStore(db: AppDb, channelId: string): YouTubeVideoStore {
  return {
    load: () => loadYouTubeVideos(db, channelId),
    saveVideos: (stored) => storeYouTubeVideos(db, channelId, stored),
    saveFailure: (failure) => storeYouTubeFailure(db, channelId, failure),
  };
}
