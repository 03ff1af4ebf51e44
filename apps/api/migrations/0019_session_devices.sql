ALTER TABLE "auth_session" ADD COLUMN "last_seen_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "auth_session" ADD COLUMN "user_agent" text;--> statement-breakpoint
ALTER TABLE "auth_session" ADD COLUMN "ip" text;