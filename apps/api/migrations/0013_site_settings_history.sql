CREATE TABLE "site_settings_change" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"field" text NOT NULL,
	"old_value" jsonb,
	"new_value" jsonb,
	"changed_by" uuid,
	"changed_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "site_settings_change_field_check" CHECK ("site_settings_change"."field" in ('priceListFile', 'requisitesFile', 'freeShippingCost', 'thematicTheme', 'seller', 'vatRate', 'orderEmail'))
);
--> statement-breakpoint
ALTER TABLE "site_settings_change" ADD CONSTRAINT "site_settings_change_changed_by_users_id_fk" FOREIGN KEY ("changed_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "site_settings_change_changed_at_idx" ON "site_settings_change" USING btree ("changed_at","id");