-- Added by hand: drizzle-kit does not track extensions; pg_trgm backs fuzzy product search.
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
CREATE TABLE "site_settings" (
	"id" smallint PRIMARY KEY DEFAULT 1 NOT NULL,
	"price_list_file_id" uuid,
	"requisites_file_id" uuid,
	"free_shipping_cost" numeric(12, 2) DEFAULT '0' NOT NULL,
	"thematic_theme" text DEFAULT 'default' NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "site_settings_single_row_check" CHECK ("site_settings"."id" = 1),
	CONSTRAINT "site_settings_free_shipping_cost_check" CHECK ("site_settings"."free_shipping_cost" >= 0),
	CONSTRAINT "site_settings_thematic_theme_check" CHECK ("site_settings"."thematic_theme" in ('default', 'new_year'))
);
--> statement-breakpoint
CREATE TABLE "stored_file" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"bucket" text NOT NULL,
	"path" text NOT NULL,
	"title" text NOT NULL,
	"extension" text NOT NULL,
	"mime" text NOT NULL,
	"size" bigint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "stored_file_path_check" CHECK ("stored_file"."path" like '/%'),
	CONSTRAINT "stored_file_size_check" CHECK ("stored_file"."size" >= 0)
);
--> statement-breakpoint
ALTER TABLE "site_settings" ADD CONSTRAINT "site_settings_price_list_file_id_stored_file_id_fk" FOREIGN KEY ("price_list_file_id") REFERENCES "public"."stored_file"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "site_settings" ADD CONSTRAINT "site_settings_requisites_file_id_stored_file_id_fk" FOREIGN KEY ("requisites_file_id") REFERENCES "public"."stored_file"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "stored_file_bucket_path_key" ON "stored_file" USING btree ("bucket","path");