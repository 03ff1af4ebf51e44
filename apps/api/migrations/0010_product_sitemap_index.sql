-- Covering partial index of the sitemap's product pages (listSitemapProducts): every live product, not_sold ones
-- too, by id with the slug and last change, so a keyset page (`id > $after order by id limit n`) and the live
-- count read this index only, at any depth, and never touch the wide product rows.
-- Written by hand like 0009: drizzle's index builder has no INCLUDE, so it is not declared in src/db/schema.ts
-- (nor in a snapshot), and drizzle-kit generate leaves it alone.
CREATE INDEX IF NOT EXISTS "product_sitemap_idx" ON "product" USING btree ("id") INCLUDE ("slug","updated_at") WHERE "deleted_at" IS NULL;
