import type { Schema } from '@shop/api-contract';
import type { MediaVariant } from '../../db/schema';
import type { FileStorage } from '../../storage/file-storage';

type Image = Schema<'Image'>;

/** What an `Image` is made from: the media file and its original's storage place. */
export interface ImageRow {
  id: string;
  bucket: string;
  path: string;
  alt: string | null;
  width: number;
  height: number;
  variants: MediaVariant[];
}

/** The `Image` of a media file (URLs from the storage's public base). */
export function imageOf(storage: FileStorage, row: ImageRow): Image {
  return {
    fileId: row.id,
    url: storage.publicUrl({ bucketName: row.bucket, path: row.path }),
    alt: row.alt,
    width: row.width,
    height: row.height,
    variants: [...row.variants]
      .sort((a, b) => a.width - b.width)
      .map((v) => ({ width: v.width, url: storage.publicUrl({ bucketName: v.bucket, path: v.path }) })),
  };
}
