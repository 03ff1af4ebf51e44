-- Covering partial indexes of the public listing (issue #4): one per sort key, holding exactly the live
-- products the listing shows and the columns its filters read (base price, availability), so sorting and
-- OFFSET run index-only at any page depth and the wide product rows are read for the page's rows only.
-- Written by hand: drizzle's index builder has no INCLUDE, so these are not declared in src/db/schema.ts
-- (nor in a snapshot), and drizzle-kit generate leaves them alone.
CREATE INDEX IF NOT EXISTS "product_listing_newest_idx" ON "product" USING btree ("created_at","id") INCLUDE ("base_price","availability") WHERE "deleted_at" IS NULL AND "availability" <> 'not_sold';--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "product_listing_price_idx" ON "product" USING btree ("base_price","id") INCLUDE ("availability") WHERE "deleted_at" IS NULL AND "availability" <> 'not_sold';--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "product_listing_title_idx" ON "product" USING btree ("title","id") INCLUDE ("base_price","availability") WHERE "deleted_at" IS NULL AND "availability" <> 'not_sold';
