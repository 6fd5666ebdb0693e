CREATE TABLE "sandbox_payment_intents" (
	"id" text PRIMARY KEY NOT NULL,
	"client_secret_hash" text NOT NULL,
	"amount" integer NOT NULL,
	"status" text DEFAULT 'requires_payment_method' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sandbox_payment_intents_client_secret_hash_unique" UNIQUE("client_secret_hash")
);
