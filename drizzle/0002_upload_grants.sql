CREATE TABLE "upload_grants" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"object_name" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "upload_grants_object_name_unique" UNIQUE("object_name")
);
