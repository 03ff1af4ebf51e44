import { and, asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { mediaFile, productMedia, storedFile } from '../../db/schema';
import type { ImageRow } from '../product-cards/image';

/** One image of a product: the media file's image with this product's alt text, order and main flag. */
export type ProductMediaRow = ImageRow & { position: number; isMain: boolean };

/** The alt text a product shows: its own for the image, else the media file's. */
const productMediaAlt = sql<string | null>`coalesce(${productMedia.alt}, ${mediaFile.alt})`;

/** The product's images in position order (the admin's display order). */
export async function listProductMedia(db: Db, productId: string): Promise<ProductMediaRow[]> {
  return db
    .select({
      id: mediaFile.id,
      bucket: storedFile.bucket,
      path: storedFile.path,
      alt: productMediaAlt,
      width: mediaFile.width,
      height: mediaFile.height,
      variants: mediaFile.variants,
      position: productMedia.position,
      isMain: productMedia.isMain,
    })
    .from(productMedia)
    .innerJoin(mediaFile, eq(mediaFile.id, productMedia.mediaFileId))
    .innerJoin(storedFile, eq(storedFile.id, mediaFile.storedFileId))
    .where(eq(productMedia.productId, productId))
    .orderBy(asc(productMedia.position), asc(productMedia.mediaFileId));
}

/** The product's attached media file ids with their flags, position order; locks the rows for the transaction. */
export async function lockProductMedia(db: Db, productId: string): Promise<{ mediaFileId: string; isMain: boolean }[]> {
  return db
    .select({ mediaFileId: productMedia.mediaFileId, isMain: productMedia.isMain })
    .from(productMedia)
    .where(eq(productMedia.productId, productId))
    .orderBy(asc(productMedia.position), asc(productMedia.mediaFileId))
    .for('update');
}

/** The mime type of a media file, undefined when there is none. */
export async function mediaFileMime(db: Db, id: string): Promise<string | undefined> {
  const [row] = await db.select({ mime: mediaFile.mime }).from(mediaFile).where(eq(mediaFile.id, id));
  return row?.mime;
}

/** Attaches a media file to a product. */
export async function insertProductMedia(
  db: Db,
  values: { productId: string; mediaFileId: string; position: number; isMain: boolean; alt: string | null },
): Promise<void> {
  await db.insert(productMedia).values(values);
}

/** Changes one attachment; false when the product does not have that file. */
export async function updateProductMedia(
  db: Db,
  productId: string,
  mediaFileId: string,
  changes: { alt?: string | null; isMain?: boolean; position?: number },
): Promise<boolean> {
  const rows = await db
    .update(productMedia)
    .set(changes)
    .where(and(eq(productMedia.productId, productId), eq(productMedia.mediaFileId, mediaFileId)))
    .returning({ id: productMedia.mediaFileId });
  return rows.length > 0;
}

/** Takes the main flag off all of a product's images (before another gets it: one main per product is a unique index). */
export async function clearMainFlag(db: Db, productId: string): Promise<void> {
  await db
    .update(productMedia)
    .set({ isMain: false })
    .where(and(eq(productMedia.productId, productId), productMedia.isMain));
}

/** Detaches a media file from a product; false when it was not attached. */
export async function deleteProductMedia(db: Db, productId: string, mediaFileId: string): Promise<boolean> {
  const rows = await db
    .delete(productMedia)
    .where(and(eq(productMedia.productId, productId), eq(productMedia.mediaFileId, mediaFileId)))
    .returning({ id: productMedia.mediaFileId });
  return rows.length > 0;
}
