import { eq } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/database';
import { siteSettings, storedFile } from '../../db/schema';

const priceListFile = alias(storedFile, 'price_list_file');
const requisitesFile = alias(storedFile, 'requisites_file');

/** The stored settings row with its files, as the database returns it. */
export interface SiteSettingsRow {
  freeShippingCost: string;
  thematicTheme: 'default' | 'new_year';
  priceListFile: StoredFileRow | null;
  requisitesFile: StoredFileRow | null;
}

/** The columns of a stored file that a file reference needs. */
export interface StoredFileRow {
  bucket: string;
  path: string;
  title: string;
  extension: string;
}

/** Reads the single settings row; undefined when none is stored. */
export async function findSiteSettings(db: Db): Promise<SiteSettingsRow | undefined> {
  const rows = await db
    .select({
      freeShippingCost: siteSettings.freeShippingCost,
      thematicTheme: siteSettings.thematicTheme,
      priceListFile: {
        bucket: priceListFile.bucket,
        path: priceListFile.path,
        title: priceListFile.title,
        extension: priceListFile.extension,
      },
      requisitesFile: {
        bucket: requisitesFile.bucket,
        path: requisitesFile.path,
        title: requisitesFile.title,
        extension: requisitesFile.extension,
      },
    })
    .from(siteSettings)
    .leftJoin(priceListFile, eq(priceListFile.id, siteSettings.priceListFileId))
    .leftJoin(requisitesFile, eq(requisitesFile.id, siteSettings.requisitesFileId))
    .limit(1);
  return rows[0];
}
