import { randomUUID } from 'node:crypto';
import type { Schema } from '@shop/api-contract';
import { AppError, ErrorCode } from '@shop/errors';
import { ru } from '@shop/i18n-ru';
import type { FastifyBaseLogger } from 'fastify';
import type { WriteFeed } from '../../changes/write-feed';
import type { Clock } from '../../clock';
import type { Db } from '../../db/database';
import { pgErrorToAppError } from '../../db/pg-errors';
import type { MediaVariant } from '../../db/schema';
import type { UploadedFile } from '../../http/uploads';
import { Bucket } from '../../storage/buckets';
import type { FileStorage } from '../../storage/file-storage';
import { originalPath, processImage, variantPath } from './image-pipeline';
import * as repo from './repository';
import { imageOf } from '../product-cards/image';
import { catalogueChanged } from '../product-cards/listing-cache';

/** Largest upload to the media library, in bytes (the contract's 50 MB). */
export const MEDIA_MAX_BYTES = 50 * 1024 * 1024;

type MediaFolder = Schema<'MediaFolder'>;
type MediaFile = Schema<'MediaFile'>;

/** What the media service needs. */
export interface MediaDependencies {
  db: Db;
  clock: Clock;
  storage: FileStorage;
  log: FastifyBaseLogger;
  /** The app's write feed: a changed alt text of a file shown on products goes out on it. */
  writeFeed: WriteFeed;
}

const folderNotFound = () => new AppError(ErrorCode.RecordNotFound, { message: ru.apiErrors.folderNotFound });
const fileNotFound = () => new AppError(ErrorCode.RecordNotFound, { message: ru.apiErrors.fileNotFound });
const titleTaken = () =>
  new AppError(ErrorCode.UniqueViolation, {
    message: ru.apiErrors.folderTitleTaken,
    details: [{ field: 'title', message: ru.apiErrors.folderTitleTaken }],
  });

/**
 * Runs a folder write; the unique index on (parent, lower(title)) refusing it means a sibling took the
 * title between the check and the write (two admins at once): the same code 4 as the check gives.
 */
async function withTitleKey<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (err) {
    if (pgErrorToAppError(err)?.code === ErrorCode.UniqueViolation) throw titleTaken();
    throw err;
  }
}

function presentFolder(row: repo.FolderRow): MediaFolder {
  return {
    id: row.id,
    parentId: row.parentId,
    title: row.title,
    folderCount: row.folderCount,
    fileCount: row.fileCount,
    createdAt: row.createdAt.toISOString(),
  };
}

function presentFile(storage: FileStorage, row: repo.FileRow): MediaFile {
  return {
    id: row.id,
    folderId: row.folderId,
    title: row.title,
    extension: row.extension,
    mimeType: row.mime,
    size: row.size,
    bucketName: row.bucket,
    path: row.path,
    url: storage.publicUrl({ bucketName: row.bucket, path: row.path }),
    image: imageOf(storage, row),
    usageCount: row.usageCount,
    createdAt: row.createdAt.toISOString(),
  };
}

/** A file name without its extension and directories: the default title of an upload. */
export function titleFromFilename(filename: string): string {
  const base = filename.split(/[\\/]/).pop() ?? '';
  const title = base.replace(/\.[^.]*$/, '').trim();
  return (title === '' ? base.trim() : title).slice(0, 200) || 'Изображение';
}

/** The media library: folders, and images stored with their webp variants in the public bucket. */
export function createMediaService({ db, clock, storage, log, writeFeed }: MediaDependencies) {
  async function requireFolder(id: string | null): Promise<void> {
    if (id !== null && (await repo.findFolder(db, id)) === undefined) throw folderNotFound();
  }

  async function removeObjects(objects: readonly { bucket: string; path: string }[]): Promise<void> {
    await Promise.all(
      objects.map((o) =>
        storage
          .delete(o.bucket, o.path)
          .catch((err: unknown) => log.warn({ err, path: o.path }, 'media object not removed')),
      ),
    );
  }

  return {
    /** Creates a folder; code 4 when a sibling has the title (any case), 6 when the parent is missing. */
    async createFolder(input: { title: string; parentId?: string | null }): Promise<MediaFolder> {
      const parentId = input.parentId ?? null;
      const title = input.title.trim();
      await requireFolder(parentId);
      if (await repo.isFolderTitleTaken(db, parentId, title)) throw titleTaken();
      const id = await withTitleKey(() => repo.insertFolder(db, { parentId, title, createdAt: clock.now() }));
      const row = await repo.findFolder(db, id);
      if (row === undefined) throw folderNotFound();
      return presentFolder(row);
    },

    /** Folders of one level and the path from the root to that level's folder. */
    async listFolders(parentId: string | null): Promise<{ folderList: MediaFolder[]; breadcrumbs: MediaFolder[] }> {
      await requireFolder(parentId);
      const folderList = (await repo.listFolders(db, parentId)).map(presentFolder);
      const breadcrumbs: MediaFolder[] = [];
      if (parentId !== null) {
        for (const id of await repo.folderPath(db, parentId)) {
          const row = await repo.findFolder(db, id);
          if (row !== undefined) breadcrumbs.push(presentFolder(row));
        }
      }
      return { folderList, breadcrumbs };
    },

    /** Renames or moves a folder; code 12 when moved into itself or below itself. */
    async updateFolder(id: string, input: { title: string; parentId?: string | null }): Promise<MediaFolder> {
      const current = await repo.findFolder(db, id);
      if (current === undefined) throw folderNotFound();
      const parentId = input.parentId === undefined ? current.parentId : input.parentId;
      const title = input.title.trim();
      if (parentId !== null) {
        await requireFolder(parentId);
        if ((await repo.folderPath(db, parentId)).includes(id)) {
          throw new AppError(ErrorCode.CheckViolation, {
            message: ru.apiErrors.folderIntoItself,
            details: [{ field: 'parentId', message: ru.apiErrors.folderIntoItself }],
          });
        }
      }
      if (await repo.isFolderTitleTaken(db, parentId, title, id)) throw titleTaken();
      if (!(await withTitleKey(() => repo.updateFolder(db, id, { parentId, title })))) throw folderNotFound();
      const row = await repo.findFolder(db, id);
      if (row === undefined) throw folderNotFound();
      return presentFolder(row);
    },

    /** Deletes an empty folder; code 7 while it holds folders or files. */
    async deleteFolder(id: string): Promise<void> {
      const folder = await repo.findFolder(db, id);
      if (folder === undefined) throw folderNotFound();
      if (folder.folderCount > 0 || folder.fileCount > 0) throw new AppError(ErrorCode.FolderIsUsed);
      try {
        if (!(await repo.deleteFolder(db, id))) throw folderNotFound();
      } catch (err) {
        // Something was put into it meanwhile: the foreign keys refuse, and the answer is the same.
        if (pgErrorToAppError(err)?.code === ErrorCode.ForeignKeyViolation)
          throw new AppError(ErrorCode.FolderIsUsed, { cause: err });
        throw err;
      }
    },

    /**
     * Stores an uploaded image (checked by content; code 10 otherwise) with its webp variants in the public
     * bucket, the original kept as sent.
     */
    async upload(file: UploadedFile, input: { folderId?: string; title?: string }): Promise<MediaFile> {
      const folderId = input.folderId ?? null;
      await requireFolder(folderId);
      const image = await processImage(file.body);
      const id = randomUUID();
      const original = { bucket: Bucket.Public, path: originalPath(id, image.extension), extension: image.extension };
      const variants: MediaVariant[] = image.variants.map((v) => ({
        width: v.width,
        bucket: Bucket.Public,
        path: variantPath(id, v.width),
        size: v.size,
      }));
      const written: { bucket: string; path: string }[] = [];
      try {
        await storage.put(original.bucket, original.path, file.body, image.mimeType);
        written.push(original);
        for (const [i, v] of image.variants.entries()) {
          const target = variants[i];
          if (target === undefined) continue;
          await storage.put(target.bucket, target.path, v.body, 'image/webp');
          written.push(target);
        }
        await db.transaction(async (tx) => {
          await repo.insertFile(tx, {
            id,
            folderId,
            title: input.title?.trim() || titleFromFilename(file.filename),
            alt: null,
            mime: image.mimeType,
            width: image.width,
            height: image.height,
            size: file.body.length,
            variants,
            createdAt: clock.now(),
            original,
          });
        });
      } catch (err) {
        await removeObjects(written);
        if (pgErrorToAppError(err)?.code === ErrorCode.ForeignKeyViolation) throw folderNotFound();
        throw err;
      }
      const row = await repo.findFile(db, id);
      if (row === undefined) throw fileNotFound();
      return presentFile(storage, row);
    },

    /** A page of the files of a folder. */
    async listFiles(filter: { folderId: string | null; searchQuery?: string; page: number; limit: number }) {
      await requireFolder(filter.folderId);
      const { rows, total } = await repo.listFiles(db, filter);
      return {
        fileList: rows.map((r) => presentFile(storage, r)),
        pagination: { page: filter.page, limit: filter.limit, total },
      };
    },

    /** One file. */
    async getFile(id: string): Promise<MediaFile> {
      const row = await repo.findFile(db, id);
      if (row === undefined) throw fileNotFound();
      return presentFile(storage, row);
    },

    /** Renames a file, sets its alt text or moves it to another folder (null = root). */
    async updateFile(
      id: string,
      input: { title?: string; alt?: string | null; folderId?: string | null },
    ): Promise<MediaFile> {
      if (input.folderId !== undefined) await requireFolder(input.folderId);
      const changes: { title?: string; alt?: string | null; folderId?: string | null } = {};
      if (input.title !== undefined) changes.title = input.title.trim();
      if (input.alt !== undefined)
        changes.alt = input.alt === null || input.alt.trim() === '' ? null : input.alt.trim();
      if (input.folderId !== undefined) changes.folderId = input.folderId;
      if (Object.keys(changes).length > 0 && !(await repo.updateFile(db, id, changes))) throw fileNotFound();
      // Product and category images fall back to the file's own alt text.
      if (changes.alt !== undefined) catalogueChanged(writeFeed);
      const row = await repo.findFile(db, id);
      if (row === undefined) throw fileNotFound();
      return presentFile(storage, row);
    },

    /** Deletes a file and its variants; code 17 while a product or category uses it. */
    async deleteFile(id: string): Promise<void> {
      const row = await repo.findFile(db, id);
      if (row === undefined) throw fileNotFound();
      if (row.usageCount > 0) throw new AppError(ErrorCode.FileIsUsed);
      try {
        await db.transaction((tx) => repo.deleteFile(tx, id, row.storedFileId));
      } catch (err) {
        // A product or category took it meanwhile: the restricting foreign keys refuse.
        if (pgErrorToAppError(err)?.code === ErrorCode.ForeignKeyViolation)
          throw new AppError(ErrorCode.FileIsUsed, { cause: err });
        throw err;
      }
      await removeObjects([{ bucket: row.bucket, path: row.path }, ...row.variants]);
    },
  };
}

/** The media service. */
export type MediaService = ReturnType<typeof createMediaService>;
