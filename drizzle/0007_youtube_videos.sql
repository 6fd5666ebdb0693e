CREATE TABLE "youtube_videos" (
	"channel_id" text PRIMARY KEY NOT NULL,
	"uploads_playlist_id" text,
	"videos" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"fetched_at" timestamp with time zone,
	"failures" integer DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
