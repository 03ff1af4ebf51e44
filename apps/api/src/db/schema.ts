import { sql } from 'drizzle-orm';
import { bigint, check, numeric, pgTable, smallint, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';

// Migrations are generated from this file (`npm run db:generate -w @shop/api`) and must stay within
// PostgreSQL 15: production runs 15 while PGlite is 18, so no uuidv7(), JSON_TABLE or virtual columns.

/** Metadata of a file kept in file storage; the bytes live in the storage backend under (bucket, path). */
export const storedFile = pgTable(
  'stored_file',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    bucket: text('bucket').notNull(),
    /** Object key inside the bucket; starts with '/'. */
    path: text('path').notNull(),
    /** Name shown to people and used when the file is downloaded, without the extension. */
    title: text('title').notNull(),
    extension: text('extension').notNull(),
    mime: text('mime').notNull(),
    /** Size in bytes. */
    size: bigint('size', { mode: 'number' }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('stored_file_bucket_path_key').on(t.bucket, t.path),
    check('stored_file_path_check', sql`${t.path} like '/%'`),
    check('stored_file_size_check', sql`${t.size} >= 0`),
  ],
);

/** Theme values of SPEC section 3. */
export const THEMATIC_THEMES = ['default', 'new_year'] as const;

/** The shop's settings: at most one row, whose id is always 1; no row means every default applies. */
export const siteSettings = pgTable(
  'site_settings',
  {
    id: smallint('id').primaryKey().default(1),
    priceListFileId: uuid('price_list_file_id').references(() => storedFile.id, { onDelete: 'restrict' }),
    requisitesFileId: uuid('requisites_file_id').references(() => storedFile.id, { onDelete: 'restrict' }),
    /** Order total in roubles from which shipping is free; exact decimal. */
    freeShippingCost: numeric('free_shipping_cost', { precision: 12, scale: 2 }).notNull().default('0'),
    thematicTheme: text('thematic_theme', { enum: THEMATIC_THEMES }).notNull().default('default'),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('site_settings_single_row_check', sql`${t.id} = 1`),
    check('site_settings_free_shipping_cost_check', sql`${t.freeShippingCost} >= 0`),
    check('site_settings_thematic_theme_check', sql`${t.thematicTheme} in ('default', 'new_year')`),
  ],
);
