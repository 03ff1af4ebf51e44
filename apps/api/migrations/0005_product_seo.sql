ALTER TABLE "product" ADD COLUMN "primary_category_id" uuid;--> statement-breakpoint
ALTER TABLE "product" ADD COLUMN "seo_title" text;--> statement-breakpoint
ALTER TABLE "product" ADD COLUMN "seo_description" text;--> statement-breakpoint
ALTER TABLE "product" ADD CONSTRAINT "product_primary_category_id_category_id_fk" FOREIGN KEY ("primary_category_id") REFERENCES "public"."category"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "product_created_at_all_idx" ON "product" USING btree ("created_at","id");