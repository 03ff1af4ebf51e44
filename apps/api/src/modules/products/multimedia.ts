import type { Schema } from '@shop/api-contract';
import { AppError, ErrorCode } from '@shop/errors';
import { ru } from '@shop/i18n-ru';
import type { Db } from '../../db/database';
import type { WriteFeed } from '../../changes/write-feed';
import { pgErrorToAppError } from '../../db/pg-errors';
import { imageOf } from '../product-cards/image';
import type { FileStorage } from '../../storage/file-storage';
import * as repo from './multimedia-repository';
import { catalogueChanged } from '../product-cards/listing-cache';
import { findProduct } from './repository';

/** One image of a product as the admin and the product page see it. */
export type ProductMultimedia = Schema<'ProductMultimedia'>;

/** Most images one product may have (the contract's limit of the reorder list). */
export const MAX_PRODUCT_IMAGES = 200;

const productNotFound = () => new AppError(ErrorCode.RecordNotFound, { message: ru.apiErrors.productNotFound });
const fileNotFound = () => new AppError(ErrorCode.RecordNotFound, { message: ru.apiErrors.fileNotInLibrary });
const imageNotFound = () => new AppError(ErrorCode.RecordNotFound, { message: ru.apiErrors.productHasNoSuchImage });

/** Empty or blank alt text means "use the media file's own". */
function cleanAlt(alt: string | null | undefined): string | null {
  const trimmed = alt?.trim() ?? '';
  return trimmed === '' ? null : trimmed;
}

/** The `ProductMultimedia` of a row; its id is the media file's id (a file is attached to a product once). */
export function presentProductMedia(storage: FileStorage, row: repo.ProductMediaRow): ProductMultimedia {
  return { id: row.id, position: row.position, isMain: row.isMain, image: imageOf(storage, row) };
}

/**
 * A product's images from the media library: ordered, exactly one main while there are any (the listings'
 * card image). Codes: 6 unknown product, file or attachment; 4 a file attached twice; 10 a file that is
 * not an image; 12 a reorder list that is not exactly the product's images.
 */
export function createProductMultimediaService({
  db,
  storage,
  writeFeed,
}: {
  db: Db;
  storage: FileStorage;
  writeFeed: WriteFeed;
}) {
  async function list(productId: string): Promise<{ multimediaList: ProductMultimedia[] }> {
    const rows = await repo.listProductMedia(db, productId);
    return { multimediaList: rows.map((r) => presentProductMedia(storage, r)) };
  }

  /** Runs `work` in a transaction over the product's locked images; 6 when the product does not exist. */
  async function change(
    productId: string,
    work: (tx: Db, current: { mediaFileId: string; isMain: boolean }[]) => Promise<void>,
  ) {
    try {
      await db.transaction(async (tx) => {
        if ((await findProduct(tx, productId)) === undefined) throw productNotFound();
        await work(tx, await repo.lockProductMedia(tx, productId));
      });
    } catch (err) {
      if (err instanceof AppError) throw err;
      // A concurrent attach of the same file (4) or of a file deleted meanwhile (11 → the file is gone).
      const mapped = pgErrorToAppError(err);
      if (mapped?.code === ErrorCode.ForeignKeyViolation) throw fileNotFound();
      throw mapped ?? err;
    }
    catalogueChanged(writeFeed);
    return list(productId);
  }

  /** Positions 0..n-1 in the given order (after a removal or a reorder). */
  async function renumber(tx: Db, productId: string, order: readonly string[]): Promise<void> {
    for (const [position, mediaFileId] of order.entries())
      await repo.updateProductMedia(tx, productId, mediaFileId, { position });
  }

  return {
    async list(productId: string) {
      if ((await findProduct(db, productId)) === undefined) throw productNotFound();
      return list(productId);
    },

    /** Attaches a library image at the end; the product's first image, or one sent with isMain, is main. */
    async add(productId: string, input: { fileId: string; alt?: string | null; isMain?: boolean }) {
      return change(productId, async (tx, current) => {
        const mime = await repo.mediaFileMime(tx, input.fileId);
        if (mime === undefined) throw fileNotFound();
        if (!mime.startsWith('image/')) throw new AppError(ErrorCode.FileNotImage);
        if (current.some((m) => m.mediaFileId === input.fileId)) {
          throw new AppError(ErrorCode.UniqueViolation, { message: ru.apiErrors.productImageExists });
        }
        if (current.length >= MAX_PRODUCT_IMAGES) {
          throw new AppError(ErrorCode.CheckViolation, {
            message: ru.apiErrors.tooManyProductImages.replace('{max}', () => String(MAX_PRODUCT_IMAGES)),
          });
        }
        const isMain = current.length === 0 || input.isMain === true;
        if (isMain) await repo.clearMainFlag(tx, productId);
        await repo.insertProductMedia(tx, {
          productId,
          mediaFileId: input.fileId,
          position: current.length,
          isMain,
          alt: cleanAlt(input.alt),
        });
      });
    },

    /** Sets the display order; the list must name every image of the product exactly once (else 12). */
    async reorder(productId: string, order: readonly string[]) {
      return change(productId, async (tx, current) => {
        const attached = new Set(current.map((m) => m.mediaFileId));
        const sameSet =
          order.length === attached.size &&
          new Set(order).size === order.length &&
          order.every((id) => attached.has(id));
        if (!sameSet) {
          throw new AppError(ErrorCode.CheckViolation, {
            message: ru.apiErrors.imageOrderEachOnce,
            details: [{ field: 'multimediaIdList', message: ru.apiErrors.imageOrderMismatch }],
          });
        }
        await renumber(tx, productId, order);
      });
    },

    /** Changes the product's alt text of an image, or makes it the main one (the previous main loses the flag). */
    async update(productId: string, mediaFileId: string, input: { alt?: string | null; isMain?: true }) {
      return change(productId, async (tx, current) => {
        if (!current.some((m) => m.mediaFileId === mediaFileId)) throw imageNotFound();
        if (input.isMain === true) await repo.clearMainFlag(tx, productId);
        await repo.updateProductMedia(tx, productId, mediaFileId, {
          ...(input.alt !== undefined ? { alt: cleanAlt(input.alt) } : {}),
          ...(input.isMain === true ? { isMain: true } : {}),
        });
      });
    },

    /** Detaches an image (the file stays in the library); when it was main, the first remaining one becomes main. */
    async remove(productId: string, mediaFileId: string) {
      return change(productId, async (tx, current) => {
        const removed = current.find((m) => m.mediaFileId === mediaFileId);
        if (removed === undefined || !(await repo.deleteProductMedia(tx, productId, mediaFileId)))
          throw imageNotFound();
        const rest = current.filter((m) => m.mediaFileId !== mediaFileId).map((m) => m.mediaFileId);
        await renumber(tx, productId, rest);
        const next = rest[0];
        if (removed.isMain && next !== undefined) await repo.updateProductMedia(tx, productId, next, { isMain: true });
      });
    },
  };
}

/** The product multimedia service. */
export type ProductMultimediaService = ReturnType<typeof createProductMultimediaService>;
