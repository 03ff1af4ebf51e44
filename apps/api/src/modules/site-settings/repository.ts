import { count, desc, eq, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/database';
import {
  siteSettings,
  siteSettingsChange,
  storedFile,
  users,
  type SellerRequisites,
  type SiteSettingsValue,
  SITE_SETTINGS_FIELDS,
  VAT_RATES,
} from '../../db/schema';
import type { StoredFileRow } from '../../storage/file-storage';
import type { UserRefRow } from '../identity/user';

const priceListFile = alias(storedFile, 'price_list_file');
const requisitesFile = alias(storedFile, 'requisites_file');

/** A setting whose changes are recorded, as the contract names it. */
export type SiteSettingsField = (typeof SITE_SETTINGS_FIELDS)[number];
/** The two files of the settings. */
export type SiteFileField = 'priceListFile' | 'requisitesFile';
/** НДС of new orders. */
export type VatRate = (typeof VAT_RATES)[number];

/** The stored settings row with its files, as the database returns it. */
export interface SiteSettingsRow {
  freeShippingCost: string;
  thematicTheme: 'default' | 'new_year';
  priceListFile: SettingsFileRow | null;
  requisitesFile: SettingsFileRow | null;
  seller: SellerRequisites | null;
  vatRate: VatRate;
  orderEmail: string | null;
  updatedAt: Date;
}

/** A file of the settings, with the id of its row (replaced and removed files lose it). */
export interface SettingsFileRow extends StoredFileRow {
  id: string;
}

/** Reads the single settings row; undefined when none is stored. */
export async function findSiteSettings(db: Db): Promise<SiteSettingsRow | undefined> {
  const rows = await db
    .select({
      freeShippingCost: siteSettings.freeShippingCost,
      thematicTheme: siteSettings.thematicTheme,
      priceListFile: {
        id: priceListFile.id,
        bucket: priceListFile.bucket,
        path: priceListFile.path,
        title: priceListFile.title,
        extension: priceListFile.extension,
      },
      requisitesFile: {
        id: requisitesFile.id,
        bucket: requisitesFile.bucket,
        path: requisitesFile.path,
        title: requisitesFile.title,
        extension: requisitesFile.extension,
      },
      seller: siteSettings.seller,
      vatRate: siteSettings.vatRate,
      orderEmail: siteSettings.orderEmail,
      updatedAt: siteSettings.updatedAt,
    })
    .from(siteSettings)
    .leftJoin(priceListFile, eq(priceListFile.id, siteSettings.priceListFileId))
    .leftJoin(requisitesFile, eq(requisitesFile.id, siteSettings.requisitesFileId))
    .limit(1);
  return rows[0];
}

/**
 * Makes sure the settings row exists and locks it for the rest of the transaction, so two changes of one
 * setting (two uploads replacing the same file) run one after the other; returns the row as it now is.
 */
export async function lockSiteSettings(tx: Db): Promise<SiteSettingsRow> {
  await tx.insert(siteSettings).values({ id: 1 }).onConflictDoNothing();
  await tx.select({ id: siteSettings.id }).from(siteSettings).for('update');
  const row = await findSiteSettings(tx);
  if (row === undefined) throw new Error('site_settings row vanished under its lock');
  return row;
}

/** Changes columns of the settings row (which must exist) and its `updatedAt`. */
export async function updateSiteSettings(
  tx: Db,
  set: Partial<typeof siteSettings.$inferInsert>,
  now: Date,
): Promise<void> {
  await tx
    .update(siteSettings)
    .set({ ...set, updatedAt: now })
    .where(eq(siteSettings.id, 1));
}

/** A new file's metadata row; returns its id. */
export async function insertStoredFile(tx: Db, file: typeof storedFile.$inferInsert): Promise<string> {
  const [row] = await tx.insert(storedFile).values(file).returning({ id: storedFile.id });
  if (row === undefined) throw new Error('stored_file insert returned nothing');
  return row.id;
}

/** Removes a file's metadata row (the bytes are the caller's to delete after the commit). */
export async function deleteStoredFile(tx: Db, id: string): Promise<void> {
  await tx.delete(storedFile).where(eq(storedFile.id, id));
}

/** Renames a stored file (its download name). */
export async function renameStoredFile(tx: Db, id: string, title: string): Promise<void> {
  await tx.update(storedFile).set({ title }).where(eq(storedFile.id, id));
}

/** One recorded change of one setting. */
export interface SiteSettingsChangeInput {
  field: SiteSettingsField;
  oldValue: SiteSettingsValue;
  newValue: SiteSettingsValue;
}

/** Records changes made by `changedBy` at `now`, in the caller's transaction. */
export async function insertSiteSettingsChanges(
  tx: Db,
  changes: readonly SiteSettingsChangeInput[],
  changedBy: string,
  now: Date,
): Promise<void> {
  if (changes.length === 0) return;
  await tx.insert(siteSettingsChange).values(changes.map((c) => ({ ...c, changedBy, changedAt: now })));
}

/** A change as the history lists it. */
export interface SiteSettingsChangeRow {
  id: string;
  field: SiteSettingsField;
  oldValue: SiteSettingsValue;
  newValue: SiteSettingsValue;
  changedAt: Date;
  changedBy: UserRefRow | null;
  note: string | null;
}

const changer = alias(users, 'changer');

// The drivers hand jsonb back parsed and drizzle then parses a string value once more ('"20"' would come back as
// the number 20), so values are read as their JSON text and parsed here, once.
const jsonText = (
  column: typeof siteSettingsChange.oldValue | typeof siteSettingsChange.newValue,
): SQL<string | null> => sql<string | null>`${column}::text`;
const parseValue = (text: string | null): SiteSettingsValue =>
  text === null ? null : (JSON.parse(text) as SiteSettingsValue);

/** A page of the history, newest first, optionally of one setting only. */
export async function listSiteSettingsChanges(
  db: Db,
  filter: { field?: SiteSettingsField | undefined; page: number; limit: number },
): Promise<{ rows: SiteSettingsChangeRow[]; total: number }> {
  const where = filter.field === undefined ? undefined : eq(siteSettingsChange.field, filter.field);
  const [rows, [totalRow]] = await Promise.all([
    db
      .select({
        id: siteSettingsChange.id,
        field: siteSettingsChange.field,
        oldValue: jsonText(siteSettingsChange.oldValue),
        newValue: jsonText(siteSettingsChange.newValue),
        changedAt: siteSettingsChange.changedAt,
        note: siteSettingsChange.note,
        changedBy: {
          id: changer.id,
          email: changer.email,
          firstName: changer.firstName,
          lastName: changer.lastName,
          companyTitle: changer.companyTitle,
        },
      })
      .from(siteSettingsChange)
      .leftJoin(changer, eq(changer.id, siteSettingsChange.changedBy))
      .where(where)
      .orderBy(desc(siteSettingsChange.changedAt), desc(siteSettingsChange.id))
      .limit(filter.limit)
      .offset((filter.page - 1) * filter.limit),
    db.select({ n: count() }).from(siteSettingsChange).where(where),
  ]);
  return {
    rows: rows.map((r) => ({
      ...r,
      oldValue: parseValue(r.oldValue),
      newValue: parseValue(r.newValue),
      changedBy: r.changedBy?.id == null ? null : (r.changedBy as UserRefRow),
    })),
    total: totalRow?.n ?? 0,
  };
}
