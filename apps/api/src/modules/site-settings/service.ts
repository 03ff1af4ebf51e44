import type { RequestBody, Schema } from '@shop/api-contract';
import { AppError, ErrorCode } from '@shop/errors';
import { DEFAULT_VAT_RATE } from '@shop/domain';
import { toKopecks, ru } from '@shop/i18n-ru';
import type { FastifyBaseLogger } from 'fastify';
import type { Clock } from '../../clock';
import type { Db } from '../../db/database';
import type { FileTitle, SellerRequisites } from '../../db/schema';
import type { UploadedFile } from '../../http/uploads';
import { Bucket } from '../../storage/buckets';
import type { FileStorage } from '../../storage/file-storage';
import type { WriteFeed } from '../../changes/write-feed';
import { checkSeller, cleanTitle, describeSiteFile, parseFreeShippingCost } from './input';
import {
  deleteStoredFile,
  findSiteSettings,
  insertSiteSettingsChanges,
  insertStoredFile,
  listSiteSettingsChanges,
  lockSiteSettings,
  renameStoredFile,
  updateSiteSettings,
  type SiteFileField,
  type SiteSettingsChangeInput,
  type SiteSettingsField,
  type SiteSettingsRow,
  type SettingsFileRow,
} from './repository';

/** A file reference of SPEC 3 (public URL = storage base + '/' + bucketName + path). */
export type FileReference = Schema<'FileReference'>;

/** Public site settings; `freeShippingCost` is roubles as an exact decimal without trailing zeros ("0", "1500.5"). */
export type SiteSettings = Schema<'SiteSettings'>;

/** Every setting, as the admin reads them. */
export type AdminSiteSettings = Schema<'AdminSiteSettings'>;

/** One change of the history, as the contract shows it. */
export type SiteSettingsChange = Schema<'SiteSettingsChange'>;

/** What the shop uses until an admin stores settings. */
export const DEFAULT_SITE_SETTINGS: Readonly<SiteSettings> = Object.freeze({
  priceListFile: null,
  requisitesFile: null,
  freeShippingCost: '0',
  thematicTheme: 'default',
});

/** A settings-file form, as the contract's `SiteSettingsFileUpload` gives it (the file itself kept aside). */
export interface SiteFileForm {
  file: UploadedFile | undefined;
  title: string | undefined;
  remove: boolean;
}

/** A file to hand out with its name. */
export interface Download {
  filename: string;
  body: Buffer;
}

/** What the site settings service needs. */
export interface SiteSettingsDependencies {
  db: Db;
  clock: Clock;
  storage: FileStorage;
  log: FastifyBaseLogger;
  /** The app's write feed: a settings change goes out on it. */
  writeFeed: WriteFeed;
}

const DOWNLOAD_MISSING: Readonly<Record<SiteFileField, string>> = {
  priceListFile: ru.apiErrors.priceListMissing,
  requisitesFile: ru.apiErrors.requisitesFileMissing,
};

/**
 * Site settings use cases. Every change runs in one transaction that locks the settings row, writes the
 * change and records it (who, when, the field, the old and the new value); a change to the same value
 * records nothing.
 */
export function createSiteSettingsService(deps: SiteSettingsDependencies) {
  const { db, clock, storage, log, writeFeed } = deps;

  /** Runs `change` on the locked row and records what it returns; answers the settings as they then are. */
  async function change(
    actorId: string,
    work: (tx: Db, current: SiteSettingsRow, now: Date) => Promise<SiteSettingsChangeInput[]>,
  ): Promise<SiteSettingsRow> {
    const now = clock.now();
    const row = await db.transaction(async (tx) => {
      const changes = await work(tx, await lockSiteSettings(tx), now);
      await insertSiteSettingsChanges(tx, changes, actorId, now);
      const row = await findSiteSettings(tx);
      if (row === undefined) throw new Error('site_settings row vanished in its transaction');
      return row;
    });
    // The theme, the free-shipping threshold, the files and the seller (the contact page prints it) show on public pages.
    writeFeed.publish('settings');
    return row;
  }

  /** Deletes a file's bytes after its row is gone; a failure leaves an orphan in storage, never a broken setting. */
  async function forget(file: SettingsFileRow | null): Promise<void> {
    if (file === null) return;
    await storage
      .delete(file.bucket, file.path)
      .catch((err: unknown) => log.warn({ err, path: file.path }, 'old site-settings file not removed'));
  }

  return {
    /** The public settings, or the defaults when none are stored. */
    async get(): Promise<SiteSettings> {
      const row = await findSiteSettings(db);
      return row === undefined ? { ...DEFAULT_SITE_SETTINGS } : toPublic(row);
    },

    /** Every setting, with the defaults when none are stored. */
    async getAdmin(): Promise<AdminSiteSettings> {
      const row = await findSiteSettings(db);
      if (row === undefined)
        return { ...DEFAULT_SITE_SETTINGS, seller: null, vatRate: DEFAULT_VAT_RATE, orderEmail: null, updatedAt: null };
      return toAdmin(row);
    },

    /** Sets the order total from which shipping is free ("0": no free shipping); code 21 when the value is not such a sum. */
    async setFreeShippingCost(actorId: string, value: string): Promise<SiteSettings> {
      const cost = parseFreeShippingCost(value);
      const row = await change(actorId, async (tx, current, now) => {
        if (toKopecks(cost) === toKopecks(current.freeShippingCost)) return [];
        await updateSiteSettings(tx, { freeShippingCost: cost }, now);
        return [
          {
            field: 'freeShippingCost',
            oldValue: normaliseDecimal(current.freeShippingCost),
            newValue: normaliseDecimal(cost),
          },
        ];
      });
      return toPublic(row);
    },

    /** Switches the storefront theme. */
    async setThematicTheme(actorId: string, theme: SiteSettings['thematicTheme']): Promise<SiteSettings> {
      const row = await change(actorId, async (tx, current, now) => {
        if (theme === current.thematicTheme) return [];
        await updateSiteSettings(tx, { thematicTheme: theme }, now);
        return [{ field: 'thematicTheme', oldValue: current.thematicTheme, newValue: theme }];
      });
      return toPublic(row);
    },

    /** Sets the seller's requisites, the НДС rate and the order e-mail; code 12 naming `seller.<field>` for bad requisites. */
    async setShopRequisites(actorId: string, body: RequestBody<'updateShopRequisites'>): Promise<AdminSiteSettings> {
      const seller = checkSeller(body.seller);
      const orderEmail = body.orderEmail?.trim() || null;
      const row = await change(actorId, async (tx, current, now) => {
        const changes: SiteSettingsChangeInput[] = [];
        if (!sameSeller(current.seller, seller))
          changes.push({ field: 'seller', oldValue: current.seller, newValue: seller });
        if (current.vatRate !== body.vatRate)
          changes.push({ field: 'vatRate', oldValue: current.vatRate, newValue: body.vatRate });
        if (current.orderEmail !== orderEmail)
          changes.push({ field: 'orderEmail', oldValue: current.orderEmail, newValue: orderEmail });
        if (changes.length > 0) await updateSiteSettings(tx, { seller, vatRate: body.vatRate, orderEmail }, now);
        return changes;
      });
      return toAdmin(row);
    },

    /**
     * Replaces, removes or renames one of the settings' files. A new file goes to the public bucket before the
     * transaction (and is deleted again if it fails); the file it replaces, or the removed one, is deleted from
     * storage after the commit. Code 12 for `file` with `remove` or for an empty form, 6 for renaming no file.
     */
    async setFile(actorId: string, field: SiteFileField, form: SiteFileForm): Promise<SiteSettings> {
      if (form.file !== undefined && form.remove) {
        throw new AppError(ErrorCode.CheckViolation, {
          message: ru.apiErrors.uploadOrRemove,
          details: [{ field: 'remove', message: ru.apiErrors.notWithFile }],
        });
      }
      if (form.file === undefined && !form.remove && form.title === undefined) {
        throw new AppError(ErrorCode.CheckViolation, {
          message: ru.apiErrors.chooseFile,
          details: [{ field: 'file', message: ru.apiErrors.requiredField }],
        });
      }
      const described =
        form.file === undefined
          ? undefined
          : { ...describeSiteFile(field, form.file, form.title), body: form.file.body };
      if (described !== undefined) await storage.put(Bucket.Public, described.path, described.body, described.mime);

      const gone: { file: SettingsFileRow | null } = { file: null };
      let row: SiteSettingsRow;
      try {
        row = await change(actorId, async (tx, current, now) => {
          const old = current[field];
          if (described !== undefined) {
            const { body: _bytes, ...metadata } = described;
            const id = await insertStoredFile(tx, { bucket: Bucket.Public, ...metadata, createdAt: now });
            await updateSiteSettings(tx, { [fileColumn[field]]: id }, now);
            if (old !== null) await deleteStoredFile(tx, old.id);
            gone.file = old;
            return [
              { field, oldValue: fileTitle(old), newValue: { title: described.title, extension: described.extension } },
            ];
          }
          if (form.remove) {
            if (old === null) return [];
            await updateSiteSettings(tx, { [fileColumn[field]]: null }, now);
            await deleteStoredFile(tx, old.id);
            gone.file = old;
            return [{ field, oldValue: fileTitle(old), newValue: null }];
          }
          if (old === null) throw new AppError(ErrorCode.RecordNotFound, { message: DOWNLOAD_MISSING[field] });
          const title = cleanTitle(form.title ?? '', old.extension) || old.title;
          if (title === old.title) return [];
          await renameStoredFile(tx, old.id, title);
          await updateSiteSettings(tx, {}, now);
          return [{ field, oldValue: fileTitle(old), newValue: { title, extension: old.extension } }];
        });
      } catch (err) {
        if (described !== undefined) await storage.delete(Bucket.Public, described.path).catch(() => undefined);
        throw err;
      }
      await forget(gone.file);
      return toPublic(row);
    },

    /** A settings file with its download name (`title.extension`); code 6 when none is set. */
    async download(field: SiteFileField): Promise<Download> {
      const file = (await findSiteSettings(db))?.[field] ?? null;
      const object = file === null ? null : await storage.get(file.bucket, file.path);
      if (file === null || object === null)
        throw new AppError(ErrorCode.RecordNotFound, { message: DOWNLOAD_MISSING[field] });
      return { filename: `${file.title}.${file.extension}`, body: object.body };
    },

    /** A page of the history, newest first. */
    async listChanges(filter: { field?: SiteSettingsField | undefined; page: number; limit: number }) {
      const { rows, total } = await listSiteSettingsChanges(db, filter);
      return {
        changeList: rows.map((r): SiteSettingsChange => ({ ...r, changedAt: r.changedAt.toISOString() })),
        pagination: { page: filter.page, limit: filter.limit, total },
      };
    },
  };
}

/** The site settings use cases. */
export type SiteSettingsService = ReturnType<typeof createSiteSettingsService>;

const fileColumn = { priceListFile: 'priceListFileId', requisitesFile: 'requisitesFileId' } as const;

function toPublic(row: SiteSettingsRow): SiteSettings {
  return {
    priceListFile: toFileReference(row.priceListFile),
    requisitesFile: toFileReference(row.requisitesFile),
    freeShippingCost: normaliseDecimal(row.freeShippingCost),
    thematicTheme: row.thematicTheme,
  };
}

function toAdmin(row: SiteSettingsRow): AdminSiteSettings {
  return {
    ...toPublic(row),
    seller: row.seller,
    vatRate: row.vatRate,
    orderEmail: row.orderEmail,
    updatedAt: row.updatedAt.toISOString(),
  };
}

function toFileReference(file: SettingsFileRow | null): FileReference | null {
  if (file === null) return null;
  return { title: file.title, extension: file.extension, bucketName: file.bucket, path: file.path };
}

function fileTitle(file: SettingsFileRow | null): FileTitle | null {
  return file === null ? null : { title: file.title, extension: file.extension };
}

const SELLER_KEYS = [
  'title',
  'inn',
  'kpp',
  'ogrn',
  'legalAddress',
  'bankName',
  'bik',
  'checkingAccount',
  'correspondentAccount',
  'phone',
  'director',
  'accountant',
] as const;

function sameSeller(a: SellerRequisites | null, b: SellerRequisites): boolean {
  return a !== null && SELLER_KEYS.every((key) => (a[key] ?? null) === b[key]);
}

/** numeric(12,2) comes back as "1500.50"; the contract's form drops trailing zeros: "1500.5", "0". */
export function normaliseDecimal(value: string): string {
  const trimmed = value.includes('.') ? value.replace(/0+$/, '').replace(/\.$/, '') : value;
  // A cost typed as "0015" is stored as 15; the history shows it so too.
  return trimmed.replace(/^0+(?=\d)/, '');
}
