import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  customType,
  date,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
  type AnyPgColumn,
} from 'drizzle-orm/pg-core';

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

/** НДС rates the shop may set for new orders (see VAT_RATES of @shop/domain, which the tests hold this equal to). */
export const VAT_RATES = ['22', '10', '7', '5', '0', 'none'] as const;
/** НДС rates an order may carry: the settable ones and 20 %, the standard rate of orders placed before 2026. */
export const ORDER_VAT_RATES = ['22', '20', '10', '7', '5', '0', 'none'] as const;

/** The seller block of an invoice. */
export interface SellerRequisites {
  title: string;
  inn: string;
  kpp: string | null;
  ogrn: string | null;
  legalAddress: string;
  bankName: string;
  bik: string;
  checkingAccount: string;
  correspondentAccount: string;
  phone: string | null;
  /** Who signs invoices: the head and the chief accountant (names as printed). */
  director: string | null;
  accountant: string | null;
}

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
    /** The seller's requisites printed on invoices (null: not filled in yet; the invoice shows blanks). */
    seller: jsonb('seller').$type<SellerRequisites>(),
    /** НДС of new orders: a rate in percent, or 'none' (без НДС); each order keeps its own (orders.vat_rate). */
    vatRate: text('vat_rate', { enum: VAT_RATES }).notNull().default('22'),
    /** Where the notice of each new order goes (null: nobody is told). */
    orderEmail: text('order_email'),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('site_settings_single_row_check', sql`${t.id} = 1`),
    check('site_settings_free_shipping_cost_check', sql`${t.freeShippingCost} >= 0`),
    check('site_settings_thematic_theme_check', sql`${t.thematicTheme} in ('default', 'new_year')`),
    check('site_settings_vat_rate_check', sql`${t.vatRate} in ('22', '10', '7', '5', '0', 'none')`),
  ],
);

/** The settings whose changes {@link siteSettingsChange} records, named as the contract names them. */
export const SITE_SETTINGS_FIELDS = [
  'priceListFile',
  'requisitesFile',
  'freeShippingCost',
  'thematicTheme',
  'seller',
  'vatRate',
  'orderEmail',
] as const;

/** A file as the settings' history records it (the download name is `${title}.${extension}`). */
export interface FileTitle {
  title: string;
  extension: string;
}

/** A setting's value in the history: a string (cost, theme, НДС, e-mail), a file, the seller; null for none. */
export type SiteSettingsValue = string | FileTitle | SellerRequisites | null;

/** The settings' history: one row per changed field of each change, written in the change's transaction. */
export const siteSettingsChange = pgTable(
  'site_settings_change',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    field: text('field', { enum: SITE_SETTINGS_FIELDS }).notNull(),
    /** The value before and after the change, as JSON; SQL null when there was none (no file, no seller, no e-mail). */
    oldValue: jsonb('old_value').$type<SiteSettingsValue>(),
    newValue: jsonb('new_value').$type<SiteSettingsValue>(),
    /** The administrator who made it; null once that user is deleted. */
    changedBy: uuid('changed_by').references((): AnyPgColumn => users.id, { onDelete: 'set null' }),
    changedAt: timestamp('changed_at', { withTimezone: true }).notNull().defaultNow(),
    /** Why, in Russian, when the system made the change rather than an administrator (a migration); else null. */
    note: text('note'),
  },
  (t) => [
    index('site_settings_change_changed_at_idx').on(t.changedAt, t.id),
    check(
      'site_settings_change_field_check',
      sql`${t.field} in ('priceListFile', 'requisitesFile', 'freeShippingCost', 'thematicTheme', 'seller', 'vatRate', 'orderEmail')`,
    ),
  ],
);

/** Customer groups (B2B price lists): a user belongs to at most one; its prices override base prices. */
export const customerGroup = pgTable(
  'customer_group',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    title: text('title').notNull(),
    description: text('description'),
    /** Percent off the base price of products without a group price; exact decimal 0..100. */
    discountPercent: numeric('discount_percent', { precision: 5, scale: 2 }).notNull().default('0'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('customer_group_title_key').on(t.title),
    check('customer_group_discount_percent_check', sql`${t.discountPercent} between 0 and 100`),
  ],
);

/** Roles of SPEC section 3; a new user is a customer. */
export const ROLES = ['root', 'customer', 'guest'] as const;
/** Genders of SPEC section 3. */
export const GENDERS = ['male', 'female'] as const;

/** People who sign in: customers and admins (root). Email is unique case-insensitively. */
export const users = pgTable(
  'users',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** As typed (trimmed); uniqueness and look-ups use lower(email). */
    email: text('email').notNull(),
    /** argon2id hash in PHC format (parameters inside). */
    passwordHash: text('password_hash').notNull(),
    firstName: text('first_name'),
    middleName: text('middle_name'),
    lastName: text('last_name'),
    /** Normalised: +7XXXXXXXXXX for Russian numbers. */
    phone: text('phone'),
    companyTitle: text('company_title'),
    position: text('position'),
    gender: text('gender', { enum: GENDERS }),
    role: text('role', { enum: ROLES }).notNull().default('customer'),
    isActive: boolean('is_active').notNull().default(true),
    emailConfirmedAt: timestamp('email_confirmed_at', { withTimezone: true }),
    /** The company's requisites, kept in the private bucket. */
    requisitesFileId: uuid('requisites_file_id').references(() => storedFile.id, { onDelete: 'set null' }),
    /** The customer group whose prices the user sees; none means base prices. */
    customerGroupId: uuid('customer_group_id').references(() => customerGroup.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('users_customer_group_id_idx').on(t.customerGroupId),
    uniqueIndex('users_email_lower_key').on(sql`lower(${t.email})`),
    index('users_created_at_idx').on(t.createdAt, t.id),
    check('users_role_check', sql`${t.role} in ('root', 'customer', 'guest')`),
    check('users_gender_check', sql`${t.gender} in ('male', 'female')`),
    check('users_email_check', sql`${t.email} like '%_@_%'`),
  ],
);

/**
 * A sign-in session, which is also the refresh-token family: every rotation adds a token to it, and
 * revoking it (logout, reuse of a rotated token) ends every token of it and its access tokens (`sid`).
 */
export const authSession = pgTable(
  'auth_session',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    /** The last refresh (null: none since sign-in), so the owner can tell a session in use from a forgotten one. */
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }),
    /** The browser and address of the sign-in, shown to the owner in the list of sessions (cut to fit). */
    userAgent: text('user_agent'),
    ip: text('ip'),
  },
  (t) => [index('auth_session_user_id_idx').on(t.userId)],
);

/** Opaque refresh tokens, stored as SHA-256 hashes; `rotatedAt` is set when one is exchanged for the next. */
export const refreshToken = pgTable(
  'refresh_token',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    sessionId: uuid('session_id')
      .notNull()
      .references(() => authSession.id, { onDelete: 'cascade' }),
    /** SHA-256 of the token, base64url. */
    tokenHash: text('token_hash').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    rotatedAt: timestamp('rotated_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('refresh_token_token_hash_key').on(t.tokenHash),
    index('refresh_token_session_id_idx').on(t.sessionId),
  ],
);

/** Purposes of one-time tokens mailed to people. */
export const ONE_TIME_TOKEN_PURPOSES = ['email_confirmation', 'password_recovery', 'email_change_revert'] as const;

/** Single-use, expiring tokens mailed in links (email confirmation, password recovery, undoing an e-mail change), stored hashed. */
export const oneTimeToken = pgTable(
  'one_time_token',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    purpose: text('purpose', { enum: ONE_TIME_TOKEN_PURPOSES }).notNull(),
    /** SHA-256 of the token, base64url. */
    tokenHash: text('token_hash').notNull(),
    /** The address the letter went to: a confirmation only confirms that address; an undo restores it. */
    email: text('email').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('one_time_token_token_hash_key').on(t.tokenHash),
    index('one_time_token_user_id_idx').on(t.userId),
    check(
      'one_time_token_purpose_check',
      sql`${t.purpose} in ('email_confirmation', 'password_recovery', 'email_change_revert')`,
    ),
  ],
);

/**
 * Anonymous visitors (role guest), identified by the `anonymous_user_id` cookie / `X-Anonymous-User-Id` header.
 * `touched_at` moves on every cart or favorites change; the cleanup job deletes visitors untouched for the
 * configured days, and their carts and favorites with them (cascade).
 */
export const anonymousUser = pgTable(
  'anonymous_user',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    touchedAt: timestamp('touched_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('anonymous_user_touched_at_idx').on(t.touchedAt)],
);

/** Carts: one per customer or per anonymous visitor (exactly one owner). */
export const cart = pgTable(
  'cart',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'cascade' }),
    anonymousUserId: uuid('anonymous_user_id').references(() => anonymousUser.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // One cart per owner; parallel first adds meet here (insert ... on conflict do nothing).
    uniqueIndex('cart_user_id_key').on(t.userId),
    uniqueIndex('cart_anonymous_user_id_key').on(t.anonymousUserId),
    check('cart_owner_check', sql`(${t.userId} is null) <> (${t.anonymousUserId} is null)`),
  ],
);

/** Lines of a cart: one per product; the quantity is changed atomically in SQL, never read-modify-written. */
export const cartLine = pgTable(
  'cart_line',
  {
    cartId: uuid('cart_id')
      .notNull()
      .references(() => cart.id, { onDelete: 'cascade' }),
    productId: uuid('product_id')
      .notNull()
      .references(() => product.id, { onDelete: 'cascade' }),
    quantity: integer('quantity').notNull(),
    /** When the product was first put in; lines are listed in this order. */
    addedAt: timestamp('added_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.cartId, t.productId] }),
    index('cart_line_product_id_idx').on(t.productId),
    check('cart_line_quantity_check', sql`${t.quantity} between 1 and 100000`),
  ],
);

/** Favorite products of a customer or of an anonymous visitor (exactly one owner). */
export const favorite = pgTable(
  'favorite',
  {
    userId: uuid('user_id').references(() => users.id, { onDelete: 'cascade' }),
    anonymousUserId: uuid('anonymous_user_id').references(() => anonymousUser.id, { onDelete: 'cascade' }),
    productId: uuid('product_id')
      .notNull()
      .references(() => product.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('favorite_user_product_key')
      .on(t.userId, t.productId)
      .where(sql`${t.userId} is not null`),
    uniqueIndex('favorite_anonymous_product_key')
      .on(t.anonymousUserId, t.productId)
      .where(sql`${t.anonymousUserId} is not null`),
    index('favorite_user_created_at_idx')
      .on(t.userId, t.createdAt)
      .where(sql`${t.userId} is not null`),
    index('favorite_anonymous_created_at_idx')
      .on(t.anonymousUserId, t.createdAt)
      .where(sql`${t.anonymousUserId} is not null`),
    index('favorite_product_id_idx').on(t.productId),
    check('favorite_owner_check', sql`(${t.userId} is null) <> (${t.anonymousUserId} is null)`),
  ],
);

/** PostgreSQL full-text vector; written by the application (see modules/search), read only through SQL. */
const tsvector = customType<{ data: string }>({
  dataType: () => 'tsvector',
});

/** Folders of the media library (a tree). */
export const mediaFolder = pgTable(
  'media_folder',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    parentId: uuid('parent_id').references((): AnyPgColumn => mediaFolder.id, { onDelete: 'restrict' }),
    title: text('title').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('media_folder_parent_id_idx').on(t.parentId),
    // One title per level, case-insensitively; the root level is the null parent, so coalesce it (nulls are
    // distinct in a unique index).
    uniqueIndex('media_folder_parent_title_key').on(
      sql`coalesce(${t.parentId}, '00000000-0000-0000-0000-000000000000'::uuid)`,
      sql`lower(${t.title})`,
    ),
  ],
);

/** One webp variant of a media image: its width and where its bytes are kept. */
export interface MediaVariant {
  width: number;
  bucket: string;
  path: string;
  size: number;
}

/** Images of the media library; the original is a stored file, the webp variants are listed in `variants`. */
export const mediaFile = pgTable(
  'media_file',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** Null: the library's root. */
    folderId: uuid('folder_id').references(() => mediaFolder.id, { onDelete: 'restrict' }),
    storedFileId: uuid('stored_file_id')
      .notNull()
      .references(() => storedFile.id, { onDelete: 'restrict' }),
    title: text('title').notNull(),
    alt: text('alt'),
    mime: text('mime').notNull(),
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    /** Size of the original in bytes. */
    size: bigint('size', { mode: 'number' }).notNull(),
    variants: jsonb('variants').$type<MediaVariant[]>().notNull().default([]),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('media_file_folder_id_idx').on(t.folderId, t.createdAt),
    index('media_file_stored_file_id_idx').on(t.storedFileId),
  ],
);

/** The category tree; soft-deleted rows keep their slug (restorable). */
export const category = pgTable(
  'category',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    parentId: uuid('parent_id').references((): AnyPgColumn => category.id, { onDelete: 'restrict' }),
    position: integer('position').notNull().default(0),
    title: text('title').notNull(),
    slug: text('slug').notNull(),
    description: text('description'),
    imageId: uuid('image_id').references(() => mediaFile.id, { onDelete: 'restrict' }),
    seoTitle: text('seo_title'),
    seoDescription: text('seo_description'),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('category_slug_key').on(t.slug),
    index('category_parent_id_idx').on(t.parentId, t.position),
    index('category_image_id_idx').on(t.imageId),
    check('category_slug_check', sql`${t.slug} ~ '^[a-z0-9]+(-[a-z0-9]+)*$'`),
    check('category_parent_check', sql`${t.parentId} is null or ${t.parentId} <> ${t.id}`),
  ],
);

/** Availability values of a product: `out_of_stock` only for a counted product with none free (issue #28). */
export const AVAILABILITIES = ['in_stock', 'on_order', 'not_sold', 'out_of_stock'] as const;

/** Unique index names the products service tells apart when a write loses a race (code 8 or 27). */
export const PRODUCT_SLUG_KEY = 'product_slug_key';
export const PRODUCT_ARTICLE_KEY = 'product_article_normalized_key';

/** Products; `search_vector` and `article_normalized` are maintained by the application on every write. */
export const product = pgTable(
  'product',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    slug: text('slug').notNull(),
    article: text('article').notNull(),
    /** lower(article) with everything but [a-zа-я0-9] removed: 'DTCO 4.1' and 'dtco-4.1' are 'dtco41'. */
    articleNormalized: text('article_normalized').notNull(),
    title: text('title').notNull(),
    /** Sanitised HTML. */
    descriptionHtml: text('description_html').notNull().default(''),
    basePrice: numeric('base_price', { precision: 12, scale: 2 }).notNull(),
    availability: text('availability', { enum: AVAILABILITIES }).notNull().default('in_stock'),
    isFeatured: boolean('is_featured').notNull().default(false),
    /** The category of the product's canonical URL and breadcrumbs; one of its categories. */
    primaryCategoryId: uuid('primary_category_id').references(() => category.id, { onDelete: 'set null' }),
    seoTitle: text('seo_title'),
    seoDescription: text('seo_description'),
    searchVector: tsvector('search_vector')
      .notNull()
      .default(sql`''::tsvector`),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex(PRODUCT_SLUG_KEY).on(t.slug),
    uniqueIndex(PRODUCT_ARTICLE_KEY).on(t.articleNormalized),
    // Sort keys of the listings (deferred join: the page's ids come from these indexes, rows after).
    index('product_created_at_idx')
      .on(t.createdAt, t.id)
      .where(sql`${t.deletedAt} is null`),
    // The admin list with deleted products included.
    index('product_created_at_all_idx').on(t.createdAt, t.id),
    index('product_base_price_idx')
      .on(t.basePrice, t.id)
      .where(sql`${t.deletedAt} is null`),
    index('product_title_idx')
      .on(t.title, t.id)
      .where(sql`${t.deletedAt} is null`),
    index('product_featured_idx')
      .on(t.createdAt, t.id)
      .where(sql`${t.isFeatured} and ${t.deletedAt} is null`),
    index('product_search_vector_idx').using('gin', t.searchVector),
    // Title words alone: search takes its capped title candidates from here (see modules/search/repository).
    index('product_title_tsvector_idx').using('gin', sql`to_tsvector('russian', ${t.title})`),
    index('product_title_trgm_idx').using('gin', sql`${t.title} gin_trgm_ops`),
    index('product_article_normalized_trgm_idx').using('gin', sql`${t.articleNormalized} gin_trgm_ops`),
    check('product_base_price_check', sql`${t.basePrice} >= 0`),
    check('product_availability_check', sql`${t.availability} in ('in_stock', 'on_order', 'not_sold', 'out_of_stock')`),
    check('product_slug_check', sql`${t.slug} ~ '^[a-z0-9]+(-[a-z0-9]+)*$'`),
    check('product_article_normalized_check', sql`${t.articleNormalized} <> ''`),
  ],
);

/**
 * The counted stock of a product (issue #28, decision 013); a product without a row is not counted and keeps the
 * availability set by hand. `reserved` is what open orders hold; `product.availability` follows from the row (see
 * `stockAvailability` in @shop/domain) and is rewritten with it.
 */
export const productStock = pgTable(
  'product_stock',
  {
    productId: uuid('product_id')
      .primaryKey()
      .references(() => product.id, { onDelete: 'cascade' }),
    onHand: integer('on_hand').notNull().default(0),
    reserved: integer('reserved').notNull().default(0),
    /** Sold on order when none is free, delivered after `leadTimeDays`. */
    backorder: boolean('backorder').notNull().default(false),
    leadTimeDays: integer('lead_time_days'),
    /** «Не продаётся» set by hand: wins over the count. */
    saleStopped: boolean('sale_stopped').notNull().default(false),
    /**
     * The free quantity as the pages last showed it (`shownFreeQuantity` in @shop/domain, cut at 51; null: not shown
     * yet). A write that changes the count compares it with the new one to know whose pages to purge (decision 013).
     */
    shownFree: integer('shown_free'),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('product_stock_on_hand_check', sql`${t.onHand} between 0 and 10000000`),
    // The last line of defence against overselling: only what is sold on order may be held beyond what is on hand.
    check('product_stock_reserved_check', sql`${t.reserved} >= 0 and (${t.backorder} or ${t.reserved} <= ${t.onHand})`),
    check('product_stock_lead_time_check', sql`${t.leadTimeDays} is null or ${t.leadTimeDays} between 1 and 365`),
  ],
);

/** Kinds of stock movement: an administrator's count, an order's reservation, its release and its write-off. */
export const STOCK_MOVEMENT_KINDS = ['adjustment', 'reserve', 'release', 'write_off'] as const;

/** Every change of a product's stock: who, when, why, from and to. */
export const stockMovement = pgTable(
  'stock_movement',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    productId: uuid('product_id')
      .notNull()
      .references(() => product.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: STOCK_MOVEMENT_KINDS }).notNull(),
    onHandFrom: integer('on_hand_from').notNull(),
    onHandTo: integer('on_hand_to').notNull(),
    reservedFrom: integer('reserved_from').notNull(),
    reservedTo: integer('reserved_to').notNull(),
    orderId: uuid('order_id').references(() => orders.id, { onDelete: 'set null' }),
    reason: text('reason'),
    changedBy: uuid('changed_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('stock_movement_product_created_at_idx').on(t.productId, t.createdAt, t.id),
    check('stock_movement_kind_check', sql`${t.kind} in ('adjustment', 'reserve', 'release', 'write_off')`),
    check('stock_movement_reason_check', sql`${t.kind} <> 'adjustment' or ${t.reason} is not null`),
  ],
);

/**
 * A wish to hear when an out-of-stock product can be bought again (issue #28): one per product and mailbox. The first
 * time the product is buyable one letter goes out and `notified_at` is set (the subscription is used up; subscribing
 * again clears it). A customer's own subscription names them; a guest's has only the address.
 */
export const backInStockSubscription = pgTable(
  'back_in_stock_subscription',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    productId: uuid('product_id')
      .notNull()
      .references(() => product.id, { onDelete: 'cascade' }),
    /** As typed (trimmed); uniqueness and the cap per mailbox use lower(email). */
    email: text('email').notNull(),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** When the letter was claimed for sending; null while the subscription waits. */
    notifiedAt: timestamp('notified_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('back_in_stock_subscription_product_email_key').on(t.productId, sql`lower(${t.email})`),
    // The waiting ones: what a sweep looks for after a catalogue change, and the cap per mailbox counts.
    index('back_in_stock_subscription_waiting_product_idx')
      .on(t.productId)
      .where(sql`${t.notifiedAt} is null`),
    index('back_in_stock_subscription_waiting_email_idx')
      .on(sql`lower(${t.email})`)
      .where(sql`${t.notifiedAt} is null`),
    index('back_in_stock_subscription_user_id_idx').on(t.userId),
    check('back_in_stock_subscription_email_check', sql`${t.email} like '%_@_%'`),
  ],
);

/** Which categories a product is in, ordered inside each category. */
export const productCategory = pgTable(
  'product_category',
  {
    productId: uuid('product_id')
      .notNull()
      .references(() => product.id, { onDelete: 'cascade' }),
    categoryId: uuid('category_id')
      .notNull()
      .references(() => category.id, { onDelete: 'cascade' }),
    position: integer('position').notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.productId, t.categoryId] }),
    index('product_category_category_id_idx').on(t.categoryId, t.productId),
  ],
);

/** Groups that attributes are shown under on the product page. */
export const attributeGroup = pgTable(
  'attribute_group',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    title: text('title').notNull(),
    position: integer('position').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('attribute_group_title_key').on(t.title)],
);

/** One option of an enum attribute; products store its value in `value_text`. */
export interface AttributeOptionValue {
  id: string;
  value: string;
}

/** Attribute value types. */
export const ATTRIBUTE_TYPES = ['string', 'number', 'boolean', 'enum'] as const;

/** Product attributes (characteristics); filterable ones become facets of the listings. */
export const attribute = pgTable(
  'attribute',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    groupId: uuid('group_id').references(() => attributeGroup.id, { onDelete: 'restrict' }),
    title: text('title').notNull(),
    type: text('type', { enum: ATTRIBUTE_TYPES }).notNull(),
    unit: text('unit'),
    isFilterable: boolean('is_filterable').notNull().default(false),
    position: integer('position').notNull().default(0),
    /** The allowed values of an enum attribute, in display order. */
    enumOptions: jsonb('enum_options').$type<AttributeOptionValue[]>(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('attribute_group_id_idx').on(t.groupId),
    check('attribute_type_check', sql`${t.type} in ('string', 'number', 'boolean', 'enum')`),
  ],
);

/** A product's value of an attribute; the column used follows the attribute's type. */
export const productAttributeValue = pgTable(
  'product_attribute_value',
  {
    productId: uuid('product_id')
      .notNull()
      .references(() => product.id, { onDelete: 'cascade' }),
    attributeId: uuid('attribute_id')
      .notNull()
      .references(() => attribute.id, { onDelete: 'restrict' }),
    valueText: text('value_text'),
    valueNumber: numeric('value_number'),
    valueBoolean: boolean('value_boolean'),
  },
  (t) => [
    primaryKey({ columns: [t.productId, t.attributeId] }),
    // Facets: values of one attribute and the products having them.
    index('product_attribute_value_facet_text_idx').on(t.attributeId, t.valueText, t.productId),
    index('product_attribute_value_facet_number_idx').on(t.attributeId, t.valueNumber, t.productId),
    index('product_attribute_value_facet_boolean_idx').on(t.attributeId, t.valueBoolean, t.productId),
  ],
);

/**
 * The scope of {@link facetCount} rows that count the whole catalogue (the listing without a category); category
 * scopes are category ids.
 */
export const CATALOGUE_FACET_SCOPE = '00000000-0000-0000-0000-000000000000';

/**
 * Facet counts kept by the writes (issue #15): how many live products (not deleted, not 'not_sold') of a scope — a
 * category's live sub-tree, or the whole catalogue ({@link CATALOGUE_FACET_SCOPE}) — have each facet value. A product
 * counts once per scope however many of the scope's categories it is in. Facets: 'availability' (value_text),
 * 'price' (value_number = base price), a filterable attribute's id (value_text = text or boolean value; value_number
 * = number value), 'gp:<group id>' (value_number = the group's price of the product) and 'gpb:<group id>'
 * (value_number = the base price of a product that has a price of that group). Rows with n = 0 are deleted.
 * Maintained by the triggers of migration 0015 from {@link productFacet}; read by products/facet-counts.ts.
 */
export const facetCount = pgTable(
  'facet_count',
  {
    scopeId: uuid('scope_id').notNull(),
    facet: text('facet').notNull(),
    valueText: text('value_text').notNull().default(''),
    valueNumber: numeric('value_number').notNull().default('0'),
    n: integer('n').notNull(),
  },
  // The partial index finds the rows a write brought to zero (each write deletes them) without a scan.
  (t) => [
    primaryKey({ columns: [t.scopeId, t.facet, t.valueText, t.valueNumber] }),
    index('facet_count_zero_idx')
      .on(t.scopeId)
      .where(sql`${t.n} = 0`),
  ],
);

/**
 * What each counted product adds to {@link facetCount}: its scopes and its facet values (parallel arrays). The
 * triggers subtract this and add the product's new state, so any write only has to name the products it touched.
 * No foreign key: a hard-deleted product's row is removed by the trigger after it has been subtracted.
 */
export const productFacet = pgTable('product_facet', {
  productId: uuid('product_id').primaryKey(),
  scopeIds: uuid('scope_ids').array().notNull(),
  facets: text('facets').array().notNull(),
  valueTexts: text('value_texts').array().notNull(),
  valueNumbers: numeric('value_numbers').array().notNull(),
});

/**
 * The live products of each category's live sub-tree with their sort keys (issue #15): the plain category page
 * takes its page of ids from an index of its own scope, in the listing's order, instead of hashing the sub-tree's
 * products against the whole catalogue's listing index. One row per category scope of {@link productFacet} (the
 * catalogue has the listing indexes of migration 0009); kept by the same triggers (migration 0016).
 */
export const productScope = pgTable(
  'product_scope',
  {
    productId: uuid('product_id').notNull(),
    scopeId: uuid('scope_id').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    basePrice: numeric('base_price', { precision: 12, scale: 2 }).notNull(),
    title: text('title').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.productId, t.scopeId] }),
    index('product_scope_newest_idx').on(t.scopeId, t.createdAt, t.productId),
    index('product_scope_price_idx').on(t.scopeId, t.basePrice, t.productId),
    index('product_scope_title_idx').on(t.scopeId, t.title, t.productId),
  ],
);

/** Kinds of product relations. */
export const RELATION_KINDS = ['analogue', 'accessory', 'related'] as const;

/** Analogues, accessories and related products of a product, ordered per kind. */
export const productRelation = pgTable(
  'product_relation',
  {
    productId: uuid('product_id')
      .notNull()
      .references(() => product.id, { onDelete: 'cascade' }),
    relatedProductId: uuid('related_product_id')
      .notNull()
      .references(() => product.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: RELATION_KINDS }).notNull(),
    position: integer('position').notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.productId, t.relatedProductId, t.kind] }),
    index('product_relation_related_product_id_idx').on(t.relatedProductId),
    check('product_relation_kind_check', sql`${t.kind} in ('analogue', 'accessory', 'related')`),
    check('product_relation_self_check', sql`${t.productId} <> ${t.relatedProductId}`),
  ],
);

/** A customer group's price of a product. */
export const customerGroupPrice = pgTable(
  'customer_group_price',
  {
    customerGroupId: uuid('customer_group_id')
      .notNull()
      .references(() => customerGroup.id, { onDelete: 'cascade' }),
    productId: uuid('product_id')
      .notNull()
      .references(() => product.id, { onDelete: 'cascade' }),
    price: numeric('price', { precision: 12, scale: 2 }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.customerGroupId, t.productId] }),
    index('customer_group_price_product_id_idx').on(t.productId),
    check('customer_group_price_price_check', sql`${t.price} >= 0`),
  ],
);

/** A product's images, ordered; at most one is the main image. */
export const productMedia = pgTable(
  'product_media',
  {
    productId: uuid('product_id')
      .notNull()
      .references(() => product.id, { onDelete: 'cascade' }),
    mediaFileId: uuid('media_file_id')
      .notNull()
      .references(() => mediaFile.id, { onDelete: 'restrict' }),
    position: integer('position').notNull().default(0),
    isMain: boolean('is_main').notNull().default(false),
    /** The image's alt text on this product's page; null falls back to the media file's own alt. */
    alt: text('alt'),
  },
  (t) => [
    primaryKey({ columns: [t.productId, t.mediaFileId] }),
    index('product_media_media_file_id_idx').on(t.mediaFileId),
    uniqueIndex('product_media_main_key')
      .on(t.productId)
      .where(sql`${t.isMain}`),
  ],
);

/** Redirects of old public paths (slug changes) to their current path. */
export const routeRule = pgTable(
  'route_rule',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    fromPath: text('from_path').notNull(),
    toPath: text('to_path').notNull(),
    status: smallint('status').notNull().default(301),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('route_rule_from_path_key').on(t.fromPath),
    index('route_rule_to_path_idx').on(t.toPath),
    check('route_rule_status_check', sql`${t.status} in (301, 302)`),
    // The target may be an absolute URL (then the storefront does a full page load).
    check(
      'route_rule_paths_check',
      sql`${t.fromPath} like '/%' and (${t.toPath} like '/%' or ${t.toPath} ~ '^https?://') and ${t.fromPath} <> ${t.toPath}`,
    ),
  ],
);

/** Order statuses; transitions are created -> canceled | completed (see modules/orders/status). */
export const ORDER_STATUSES = ['created', 'canceled', 'completed'] as const;
export const PAYER_TYPES = ['individual', 'company'] as const;
export const DELIVERY_METHODS = ['pickup', 'courier', 'transport_company'] as const;
/** Payment and shipment (issue #28): the lists of @shop/domain's fulfilment rules, which a test holds these equal to. */
export const PAYMENT_STATUSES = ['awaiting', 'partially_paid', 'paid', 'refunded'] as const;
export const PAYMENT_KINDS = ['payment', 'refund'] as const;
export const SHIPMENT_STATUSES = ['preparing', 'shipped', 'ready_for_pickup', 'received'] as const;
export const ORDER_DOCUMENT_KINDS = ['upd', 'consignment_note', 'vat_invoice', 'other'] as const;
/** The first order number a shop gives. */
export const FIRST_ORDER_NUMBER = 1001;

/**
 * The last order number given, as one row: checkout takes it with `update ... returning` as its last write, so
 * parallel checkouts queue on it only for their commit, and a failed checkout leaves no gap (a sequence would).
 */
export const orderNumberCounter = pgTable(
  'order_number_counter',
  {
    id: smallint('id').primaryKey().default(1),
    lastNumber: integer('last_number').notNull(),
  },
  (t) => [check('order_number_counter_single_row_check', sql`${t.id} = 1`)],
);

/** Requisites of a paying company as the order froze them (the contract's CompanyRequisites). */
export interface StoredCompanyRequisites {
  title: string;
  inn: string;
  kpp: string | null;
  ogrn: string | null;
  legalAddress: string;
  bankName: string | null;
  bik: string | null;
  checkingAccount: string | null;
  correspondentAccount: string | null;
  /** The company's ЭДО operator and its participant id there (issue #28); absent in orders placed before them. */
  edoOperator?: string | null;
  edoParticipantId?: string | null;
}

/** The order's contact person (the contract's OrderContact). */
export interface StoredOrderContact {
  firstName: string;
  lastName: string;
  middleName: string | null;
  phone: string;
  email: string;
}

/** Orders. Money is numeric; articles, titles and prices are frozen in the lines at checkout. */
export const orders = pgTable(
  'orders',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    number: integer('number').notNull(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    status: text('status', { enum: ORDER_STATUSES }).notNull().default('created'),
    payerType: text('payer_type', { enum: PAYER_TYPES }).notNull(),
    company: jsonb('company').$type<StoredCompanyRequisites>(),
    contact: jsonb('contact').$type<StoredOrderContact>().notNull(),
    deliveryMethod: text('delivery_method', { enum: DELIVERY_METHODS }).notNull(),
    deliveryAddress: text('delivery_address'),
    transportCompany: text('transport_company'),
    comment: text('comment'),
    managerComment: text('manager_comment'),
    itemsTotal: numeric('items_total', { precision: 14, scale: 2 }).notNull(),
    /** Null until the manager sets it; 0 when the items total reached the free-shipping cost. */
    shippingCost: numeric('shipping_cost', { precision: 12, scale: 2 }),
    /** The shop's НДС rate at checkout, kept: a later change of the setting never rewrites this order's documents. */
    vatRate: text('vat_rate', { enum: ORDER_VAT_RATES }).notNull().default('22'),
    lineCount: integer('line_count').notNull(),
    /** lower(contact email, customer email, company title, INN) for the admin search (trigram index); see orderSearchText. */
    searchText: text('search_text').notNull(),
    /** The client's Idempotency-Key and a hash of its body: a retry returns this order. */
    idempotencyKey: text('idempotency_key'),
    requestHash: text('request_hash'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    statusChangedAt: timestamp('status_changed_at', { withTimezone: true }).notNull().defaultNow(),
    /** Where the money is (issue #28): follows from `paidAmount` and the total (paymentStatusOf of @shop/domain). */
    paymentStatus: text('payment_status', { enum: PAYMENT_STATUSES }).notNull().default('awaiting'),
    /** Payments less refunds, exact; its history is `order_payment`. */
    paidAmount: numeric('paid_amount', { precision: 14, scale: 2 }).notNull().default('0'),
    /** Where the goods are; its history is `order_shipment_change`. */
    shipmentStatus: text('shipment_status', { enum: SHIPMENT_STATUSES }).notNull().default('preparing'),
    /** The carrier and its waybill (номер накладной) of the latest shipment step that named them. */
    carrier: text('carrier'),
    waybillNumber: text('waybill_number'),
  },
  (t) => [
    uniqueIndex('orders_number_key').on(t.number),
    uniqueIndex('orders_user_idempotency_key')
      .on(t.userId, t.idempotencyKey)
      .where(sql`${t.idempotencyKey} is not null`),
    // The lists, newest first: all, by status, by customer (deferred join and capped counts, as products do).
    index('orders_created_at_idx').on(t.createdAt, t.id),
    index('orders_status_created_at_idx').on(t.status, t.createdAt, t.id),
    index('orders_user_created_at_idx').on(t.userId, t.createdAt, t.id),
    index('orders_search_text_trgm_idx').using('gin', sql`${t.searchText} gin_trgm_ops`),
    // The dashboard's count of orders still waiting for the manager's shipping cost.
    index('orders_awaiting_shipping_cost_idx')
      .on(t.createdAt)
      .where(sql`${t.status} = 'created' and ${t.shippingCost} is null`),
    check('orders_status_check', sql`${t.status} in ('created', 'canceled', 'completed')`),
    check('orders_payer_type_check', sql`${t.payerType} in ('individual', 'company')`),
    check('orders_company_check', sql`(${t.payerType} = 'company') = (${t.company} is not null)`),
    check('orders_delivery_method_check', sql`${t.deliveryMethod} in ('pickup', 'courier', 'transport_company')`),
    check('orders_money_check', sql`${t.itemsTotal} >= 0 and (${t.shippingCost} is null or ${t.shippingCost} >= 0)`),
    check('orders_number_check', sql`${t.number} >= 1`),
    check('orders_vat_rate_check', sql`${t.vatRate} in ('22', '20', '10', '7', '5', '0', 'none')`),
    // The desk's filters by payment and by shipment, newest first.
    index('orders_payment_status_created_at_idx').on(t.paymentStatus, t.createdAt, t.id),
    index('orders_shipment_status_created_at_idx').on(t.shipmentStatus, t.createdAt, t.id),
    // The dashboard's open orders still not paid in full, counted by age.
    index('orders_open_unpaid_created_at_idx')
      .on(t.createdAt)
      .where(sql`${t.status} = 'created' and ${t.paymentStatus} in ('awaiting', 'partially_paid')`),
    check('orders_payment_status_check', sql`${t.paymentStatus} in ('awaiting', 'partially_paid', 'paid', 'refunded')`),
    check('orders_paid_amount_check', sql`${t.paidAmount} >= 0`),
    check(
      'orders_shipment_status_check',
      sql`${t.shipmentStatus} in ('preparing', 'shipped', 'ready_for_pickup', 'received')`,
    ),
  ],
);

/** Lines of an order, frozen at checkout; the product reference survives only while the product row does. */
export const orderLine = pgTable(
  'order_line',
  {
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    productId: uuid('product_id').references(() => product.id, { onDelete: 'set null' }),
    article: text('article').notNull(),
    title: text('title').notNull(),
    price: numeric('price', { precision: 12, scale: 2 }).notNull(),
    quantity: integer('quantity').notNull(),
    total: numeric('total', { precision: 14, scale: 2 }).notNull(),
    /** What the line holds of its product's counted stock until the order is cancelled or completed (issue #28). */
    reservedQuantity: integer('reserved_quantity').notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.orderId, t.position] }),
    index('order_line_product_id_idx').on(t.productId),
    check('order_line_quantity_check', sql`${t.quantity} between 1 and 100000`),
    check('order_line_reserved_check', sql`${t.reservedQuantity} between 0 and ${t.quantity}`),
    check('order_line_money_check', sql`${t.price} >= 0 and ${t.total} >= 0`),
  ],
);

/** An order's history: its making (from null) and every status change, with who and why. */
export const orderStatusChange = pgTable(
  'order_status_change',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    fromStatus: text('from_status', { enum: ORDER_STATUSES }),
    toStatus: text('to_status', { enum: ORDER_STATUSES }).notNull(),
    changedBy: uuid('changed_by').references(() => users.id, { onDelete: 'set null' }),
    comment: text('comment'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('order_status_change_order_id_idx').on(t.orderId, t.createdAt)],
);

/** An order's payments and refunds, as the administrator recorded them from the bank statement. */
export const orderPayment = pgTable(
  'order_payment',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: PAYMENT_KINDS }).notNull(),
    amount: numeric('amount', { precision: 14, scale: 2 }).notNull(),
    /** The day the money moved, from the payment document (a Moscow calendar day). */
    paidOn: date('paid_on', { mode: 'string' }).notNull(),
    /** The payment order's (платёжное поручение) or receipt's number. */
    documentNumber: text('document_number').notNull(),
    comment: text('comment'),
    /** The order's payment status after this record. */
    paymentStatus: text('payment_status', { enum: PAYMENT_STATUSES }).notNull(),
    recordedBy: uuid('recorded_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('order_payment_order_id_idx').on(t.orderId, t.createdAt),
    check('order_payment_kind_check', sql`${t.kind} in ('payment', 'refund')`),
    check('order_payment_amount_check', sql`${t.amount} > 0`),
  ],
);

/** An order's shipment steps, with the carrier and waybill each named. */
export const orderShipmentChange = pgTable(
  'order_shipment_change',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    fromStatus: text('from_status', { enum: SHIPMENT_STATUSES }).notNull(),
    toStatus: text('to_status', { enum: SHIPMENT_STATUSES }).notNull(),
    carrier: text('carrier'),
    waybillNumber: text('waybill_number'),
    comment: text('comment'),
    changedBy: uuid('changed_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('order_shipment_change_order_id_idx').on(t.orderId, t.createdAt)],
);

/** Closing documents (УПД, ТН, счёт-фактура) attached to an order for its buyer, as private PDF files. */
export const orderDocument = pgTable(
  'order_document',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: ORDER_DOCUMENT_KINDS }).notNull(),
    fileId: uuid('file_id')
      .notNull()
      .references(() => storedFile.id, { onDelete: 'restrict' }),
    uploadedBy: uuid('uploaded_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('order_document_order_id_idx').on(t.orderId, t.createdAt),
    uniqueIndex('order_document_file_id_key').on(t.fileId),
    check('order_document_kind_check', sql`${t.kind} in ('upd', 'consignment_note', 'vat_invoice', 'other')`),
  ],
);

/**
 * Orders and goods revenue per Moscow day, kept by the `orders_day_stats` trigger (migration 0014) on every insert,
 * status change and delete of an order, so the dashboard reads 30 rows instead of scanning the orders.
 * Canceled orders count in neither figure; revenue is the items total (shipping is passed on at cost).
 */
export const orderDayStats = pgTable(
  'order_day_stats',
  {
    day: date('day', { mode: 'string' }).primaryKey(),
    orderCount: integer('order_count').notNull(),
    revenue: numeric('revenue', { precision: 16, scale: 2 }).notNull(),
  },
  (t) => [check('order_day_stats_check', sql`${t.orderCount} >= 0 and ${t.revenue} >= 0`)],
);

/** Statuses of an integrator request (SPEC section 3); `self-denial` is the customer's withdrawal. */
export const INTEGRATOR_REQUEST_STATUSES = ['pending', 'confirmed', 'rejected', 'self-denial'] as const;

/** A customer's request to become an integrator; the latest one per user decides whether they may apply again. */
export const integratorRequest = pgTable(
  'integrator_request',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    status: text('status', { enum: INTEGRATOR_REQUEST_STATUSES }).notNull().default('pending'),
    companyTitle: text('company_title').notNull(),
    inn: text('inn').notNull(),
    phone: text('phone').notNull(),
    region: text('region').notNull(),
    website: text('website'),
    comment: text('comment'),
    adminComment: text('admin_comment'),
    /** The group the customer joined when the request was confirmed. */
    customerGroupId: uuid('customer_group_id').references(() => customerGroup.id, { onDelete: 'set null' }),
    /** The administrator who confirmed or rejected it; null while pending or withdrawn. */
    decidedBy: uuid('decided_by').references((): AnyPgColumn => users.id, { onDelete: 'set null' }),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('integrator_request_user_created_at_idx').on(t.userId, t.createdAt, t.id),
    index('integrator_request_created_at_idx').on(t.createdAt, t.id),
    index('integrator_request_status_created_at_idx').on(t.status, t.createdAt, t.id),
    // Two submits at once cannot both leave a pending request.
    uniqueIndex('integrator_request_one_pending_key')
      .on(t.userId)
      .where(sql`${t.status} = 'pending'`),
    check('integrator_request_status_check', sql`${t.status} in ('pending', 'confirmed', 'rejected', 'self-denial')`),
  ],
);

/** The static pages an administrator edits (SPEC section 1); a page without a row shows the built-in text. */
export const CONTENT_PAGE_SLUGS = ['contact', 'delivery', 'user-agreement', 'application-conditions'] as const;

/** An edited static page: sanitised HTML and its SEO title and description. */
export const contentPage = pgTable(
  'content_page',
  {
    slug: text('slug', { enum: CONTENT_PAGE_SLUGS }).primaryKey(),
    title: text('title').notNull(),
    /** Sanitised on write (allow-listed tags and attributes), so readers render it as is. */
    html: text('html').notNull(),
    seoTitle: text('seo_title'),
    seoDescription: text('seo_description'),
    updatedBy: uuid('updated_by').references((): AnyPgColumn => users.id, { onDelete: 'set null' }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check(
      'content_page_slug_check',
      sql`${t.slug} in ('contact', 'delivery', 'user-agreement', 'application-conditions')`,
    ),
  ],
);
