import { toFormData, unwrap, type ApiClient } from '@shop/api-client';
import type { Payload, Schema } from '@shop/api-contract';

/** A media-library folder with its counts. */
export type MediaFolder = Schema<'MediaFolder'>;
/** A media-library file (an image with webp variants). */
export type MediaFile = Schema<'MediaFile'>;
/** The sub-folders of one folder and the path from the root to it. */
export type MediaFolderLevel = Payload<'listMediaFolders'>;
/** A page of files of one folder. */
export type MediaFilePage = Payload<'listMediaFiles'>;

/** Which files to list: a folder (null = root), a page, and an optional title search. */
export interface MediaFileFilters {
  folderId: string | null;
  page: number;
  limit: number;
  searchQuery: string;
}

/** What a file edit may change. */
export type MediaFileChange = { title?: string; alt?: string | null };

/** The media-library calls; a narrow seam so the pages and pickers of every feature are tested with a fake. */
export interface MediaApi {
  listFolders(parentId: string | null): Promise<MediaFolderLevel>;
  createFolder(title: string, parentId: string | null): Promise<MediaFolder>;
  renameFolder(folderId: string, title: string, parentId: string | null): Promise<MediaFolder>;
  /** Code 7 when the folder is not empty. */
  deleteFolder(folderId: string): Promise<void>;
  listFiles(filters: MediaFileFilters): Promise<MediaFilePage>;
  /** Uploads one image (checked by content on the server: code 10 otherwise). */
  upload(file: File, folderId: string | null): Promise<MediaFile>;
  updateFile(fileId: string, change: MediaFileChange): Promise<MediaFile>;
  /** Code 17 while a product, category or setting uses the file. */
  deleteFile(fileId: string): Promise<void>;
}

/** The media calls over the shared typed client. */
export function createMediaApi(client: ApiClient): MediaApi {
  return {
    async listFolders(parentId) {
      const query = parentId ? { parentId } : {};
      return unwrap(await client.GET('/api/v1/admin/media/folder/list', { params: { query } })).payload;
    },
    async createFolder(title, parentId) {
      return unwrap(await client.POST('/api/v1/admin/media/folder', { body: { title, parentId } })).payload.folder;
    },
    async renameFolder(folderId, title, parentId) {
      const params = { path: { folderId } };
      // The contract's folder input needs the parent too: a rename keeps the folder where it is.
      return unwrap(await client.PATCH('/api/v1/admin/media/folder/{folderId}', { params, body: { title, parentId } }))
        .payload.folder;
    },
    async deleteFolder(folderId) {
      unwrap(await client.DELETE('/api/v1/admin/media/folder/{folderId}', { params: { path: { folderId } } }));
    },
    async listFiles({ folderId, page, limit, searchQuery }) {
      const trimmed = searchQuery.trim();
      const query = {
        page,
        limit,
        imageOnly: true,
        ...(folderId ? { folderId } : {}),
        ...(trimmed ? { searchQuery: trimmed } : {}),
      };
      return unwrap(await client.GET('/api/v1/admin/media/file/list', { params: { query } })).payload;
    },
    async upload(file, folderId) {
      const fields = { file, folderId: folderId ?? undefined };
      // The generated type names the file a string (format: binary); the form serializer sends the Blob as a file part.
      return unwrap(
        await client.POST('/api/v1/admin/media/file', { body: fields as never, bodySerializer: toFormData }),
      ).payload.file;
    },
    async updateFile(fileId, change) {
      return unwrap(
        await client.PATCH('/api/v1/admin/media/file/{fileId}', { params: { path: { fileId } }, body: change }),
      ).payload.file;
    },
    async deleteFile(fileId) {
      unwrap(await client.DELETE('/api/v1/admin/media/file/{fileId}', { params: { path: { fileId } } }));
    },
  };
}
