import type { Schema } from '@shop/api-contract';
import type { Db } from '../../db/database';
import { findSiteSettings, type StoredFileRow } from './repository';

/** A file reference of SPEC 3 (public URL = storage base + '/' + bucketName + path). */
export type FileReference = Schema<'FileReference'>;

/** Public site settings; `freeShippingCost` is roubles as an exact decimal without trailing zeros ("0", "1500.5"). */
export type SiteSettings = Schema<'SiteSettings'>;

/** What the shop uses until an admin stores settings. */
export const DEFAULT_SITE_SETTINGS: Readonly<SiteSettings> = Object.freeze({
  priceListFile: null,
  requisitesFile: null,
  freeShippingCost: '0',
  thematicTheme: 'default',
});

/** Site settings use cases. */
export interface SiteSettingsService {
  /** The stored settings, or the defaults when none are stored. */
  get(): Promise<SiteSettings>;
}

/** Creates the site settings service over a database. */
export function createSiteSettingsService(db: Db): SiteSettingsService {
  return {
    async get() {
      const row = await findSiteSettings(db);
      if (row === undefined) return { ...DEFAULT_SITE_SETTINGS };
      return {
        priceListFile: toFileReference(row.priceListFile),
        requisitesFile: toFileReference(row.requisitesFile),
        freeShippingCost: normaliseDecimal(row.freeShippingCost),
        thematicTheme: row.thematicTheme,
      };
    },
  };
}

function toFileReference(file: StoredFileRow | null): FileReference | null {
  if (file === null) return null;
  return { title: file.title, extension: file.extension, bucketName: file.bucket, path: file.path };
}

/** numeric(12,2) comes back as "1500.50"; the contract's form drops trailing zeros: "1500.5", "0". */
export function normaliseDecimal(value: string): string {
  return value.includes('.') ? value.replace(/0+$/, '').replace(/\.$/, '') : value;
}
