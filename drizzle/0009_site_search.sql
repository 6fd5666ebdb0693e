CREATE TABLE "search_entries" (
	"source" text NOT NULL,
	"position" integer NOT NULL,
	"body" text NOT NULL,
	"start_seconds" real,
	"document" "tsvector" NOT NULL,
	CONSTRAINT "search_entries_source_position_pk" PRIMARY KEY("source","position")
);
--> statement-breakpoint
CREATE TABLE "search_sources" (
	"source" text PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"ref" text NOT NULL,
	"title" text NOT NULL,
	"published_at" timestamp with time zone,
	"document" "tsvector" NOT NULL,
	"fingerprint" text NOT NULL,
	"indexed_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "search_sources_kind" CHECK ("search_sources"."kind" in ('episode', 'transcript', 'post'))
);
--> statement-breakpoint
ALTER TABLE "search_entries" ADD CONSTRAINT "search_entries_source_search_sources_source_fk" FOREIGN KEY ("source") REFERENCES "public"."search_sources"("source") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "search_sources_document" ON "search_sources" USING gin ("document");