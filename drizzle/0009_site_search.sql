CREATE TABLE "search_entries" (
	"source" text NOT NULL,
	"position" integer NOT NULL,
	"kind" text NOT NULL,
	"ref" text NOT NULL,
	"title" text NOT NULL,
	"body" text NOT NULL,
	"start_seconds" real,
	"published_at" timestamp with time zone,
	"document" "tsvector" NOT NULL,
	CONSTRAINT "search_entries_source_position_pk" PRIMARY KEY("source","position"),
	CONSTRAINT "search_entries_kind" CHECK ("search_entries"."kind" in ('episode', 'transcript', 'post'))
);
--> statement-breakpoint
CREATE TABLE "search_sources" (
	"source" text PRIMARY KEY NOT NULL,
	"fingerprint" text NOT NULL,
	"indexed_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "search_entries_document" ON "search_entries" USING gin ("document");