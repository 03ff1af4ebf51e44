import { imageVariantWidths } from '@shop/domain';
import sharp from 'sharp';
import type { Prng } from '@shop/tools-kit';
import type { SqlClient } from './sql-client';

/** The original and its webp variants, stored where the API's media library keeps them. */
async function processImage(original: Buffer) {
  const meta = await sharp(original).metadata();
  const variants = [];
  for (const target of imageVariantWidths(meta.width)) {
    const out = await sharp(original)
      .resize({ width: target, withoutEnlargement: true })
      .webp({ quality: 80 })
      .toBuffer({ resolveWithObject: true });
    variants.push({ width: out.info.width, body: out.data, size: out.info.size });
  }
  return { extension: 'jpg', mimeType: 'image/jpeg', width: meta.width, height: meta.height, variants };
}

const originalPath = (id: string, extension: string) => `/media/${id}/original.${extension}`;
const variantPath = (id: string, width: number) => `/media/${id}/w${width}.webp`;

/** Where generated images go: a `put` like the API's FileStorage, and the public bucket. */
export interface ImageStorage {
  put(bucket: string, path: string, body: Uint8Array, contentType: string): Promise<void>;
  bucket: string;
}

/** Images generated per category; products of the category share them (as a real catalogue reuses photos). */
const IMAGES_PER_CATEGORY = 2;

/** A product-like picture: a device body with a display and buttons on a tinted background (no text: no fonts needed). */
async function picture(r: Prng): Promise<Buffer> {
  const hue = r.int(0, 359);
  const width = 1200;
  const height = 900;
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
    <defs><linearGradient id="bg" x1="0" y1="0" x2="1" y2="1">
      <stop offset="0" stop-color="hsl(${hue},35%,92%)"/><stop offset="1" stop-color="hsl(${hue},30%,78%)"/>
    </linearGradient></defs>
    <rect width="100%" height="100%" fill="url(#bg)"/>
    <rect x="${r.int(180, 260)}" y="${r.int(230, 300)}" width="${r.int(640, 760)}" height="${r.int(300, 380)}" rx="36" fill="hsl(${hue},15%,22%)"/>
    <rect x="340" y="330" width="${r.int(300, 420)}" height="110" rx="10" fill="hsl(${(hue + 120) % 360},60%,55%)"/>
    <circle cx="420" cy="540" r="34" fill="hsl(${hue},10%,70%)"/><circle cx="520" cy="540" r="34" fill="hsl(${hue},10%,70%)"/>
    <circle cx="620" cy="540" r="34" fill="hsl(${hue},10%,70%)"/>
  </svg>`;
  return sharp(Buffer.from(svg)).jpeg({ quality: 85 }).toBuffer();
}

/**
 * Generates images through the API's media pipeline (webp variants), stores them, files them in a media
 * folder 'Каталог' and makes them the main image of every product of their category. Returns the number
 * of media files.
 */
export async function seedImages(
  db: SqlClient,
  r: Prng,
  storage: ImageStorage,
  categoryIds: ReadonlyMap<string, string>,
): Promise<number> {
  const folderId = r.uuid();
  await db.query(`insert into media_folder (id, title) values ($1, 'Каталог')`, [folderId]);
  const used = await db.query<{ category_id: string }>('select distinct category_id from product_category');
  const withProducts = new Set(used.rows.map((row) => row.category_id));
  let count = 0;
  for (const [slug, categoryId] of categoryIds) {
    if (!withProducts.has(categoryId)) continue;
    for (let k = 0; k < IMAGES_PER_CATEGORY; k++) {
      const original = await picture(r);
      const image = await processImage(original);
      const id = r.uuid();
      const path = originalPath(id, image.extension);
      await storage.put(storage.bucket, path, original, image.mimeType);
      const variants = [];
      for (const v of image.variants) {
        const variant = { width: v.width, bucket: storage.bucket, path: variantPath(id, v.width), size: v.size };
        await storage.put(variant.bucket, variant.path, v.body, 'image/webp');
        variants.push(variant);
      }
      const storedId = r.uuid();
      const title = `${slug}-${k + 1}`;
      await db.query(
        'insert into stored_file (id, bucket, path, title, extension, mime, size) values ($1, $2, $3, $4, $5, $6, $7)',
        [storedId, storage.bucket, path, title, image.extension, image.mimeType, original.length],
      );
      await db.query(
        'insert into media_file (id, folder_id, stored_file_id, title, alt, mime, width, height, size, variants) values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10)',
        [
          id,
          folderId,
          storedId,
          title,
          null,
          image.mimeType,
          image.width,
          image.height,
          original.length,
          JSON.stringify(variants),
        ],
      );
      // Products of the category alternate between its images.
      await db.query(
        `insert into product_media (product_id, media_file_id, position, is_main)
         select product_id, $1, 0, true from product_category where category_id = $2 and mod(position, $3) = $4`,
        [id, categoryId, IMAGES_PER_CATEGORY, k],
      );
      count += 1;
    }
  }
  return count;
}
