CREATE TABLE "episode_timed_text" (
	"episode_id" text NOT NULL,
	"kind" text NOT NULL,
	"origin" text NOT NULL,
	"source_url" text,
	"content" jsonb NOT NULL,
	"fetched_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "episode_timed_text_episode_id_kind_origin_pk" PRIMARY KEY("episode_id","kind","origin"),
	CONSTRAINT "episode_timed_text_kind" CHECK ("episode_timed_text"."kind" in ('transcript', 'chapters')),
	CONSTRAINT "episode_timed_text_origin" CHECK ("episode_timed_text"."origin" in ('feed', 'owner'))
);
