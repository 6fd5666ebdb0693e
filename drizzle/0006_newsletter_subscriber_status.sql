ALTER TABLE "newsletter_subscribers" ADD COLUMN "status" text DEFAULT 'subscribed' NOT NULL;--> statement-breakpoint
ALTER TABLE "newsletter_subscribers" ADD COLUMN "consented_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
-- Rows kept so far: the flag becomes the state (who bounced or complained was not told apart), and
-- the consent is the first sign-up.
UPDATE "newsletter_subscribers" SET "status" = CASE WHEN "subscribed" THEN 'subscribed' ELSE 'unsubscribed' END, "consented_at" = "created_at";--> statement-breakpoint
ALTER TABLE "newsletter_subscribers" DROP COLUMN "subscribed";--> statement-breakpoint
ALTER TABLE "newsletter_subscribers" ADD CONSTRAINT "newsletter_subscribers_status" CHECK ("newsletter_subscribers"."status" in ('subscribed', 'unsubscribed', 'bounced', 'complained'));
