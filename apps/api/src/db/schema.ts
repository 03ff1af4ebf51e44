import { sql } from 'drizzle-orm';
import { bigint, boolean, check, index, numeric, pgTable, smallint, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';

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
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
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
  (t) => [uniqueIndex('refresh_token_token_hash_key').on(t.tokenHash), index('refresh_token_session_id_idx').on(t.sessionId)],
);

/** Purposes of one-time tokens mailed to people. */
export const ONE_TIME_TOKEN_PURPOSES = ['email_confirmation', 'password_recovery'] as const;

/** Single-use, expiring tokens mailed in links (email confirmation, password recovery), stored hashed. */
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
    /** The address the letter went to: a confirmation only confirms that address. */
    email: text('email').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('one_time_token_token_hash_key').on(t.tokenHash),
    index('one_time_token_user_id_idx').on(t.userId),
    check('one_time_token_purpose_check', sql`${t.purpose} in ('email_confirmation', 'password_recovery')`),
  ],
);

/** Anonymous visitors (role guest), identified by the `anonymous_user_id` cookie / `X-Anonymous-User-Id` header. */
export const anonymousUser = pgTable('anonymous_user', {
  id: uuid('id').primaryKey().defaultRandom(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
