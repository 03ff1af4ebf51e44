import type { Payload, Schema } from '@shop/api-contract';

/** A media-library folder with its counts. */
export type MediaFolder = Schema<'MediaFolder'>;
/** A media-library file (an image with webp variants). */
export type MediaFile = Schema<'MediaFile'>;

/** The part of a query's state a media screen reads (TanStack Query's result fits it). */
export interface MediaListState<T> {
  data: T | undefined;
  isError: boolean;
  isFetching: boolean;
  isPlaceholderData: boolean;
  refetch: () => unknown;
}

/**
 * What a media screen may do (`useMediaActions` of @shop/admin-media gives it): each call refreshes
 * the lists it changes; the screen toasts the outcome and names a failure with `messageOf`.
 */
export interface MediaLibraryActions {
  createFolder(title: string, parentId: string | null): Promise<unknown>;
  /** Renames a folder where it is. */
  renameFolder(folder: MediaFolder, title: string): Promise<unknown>;
  /** Code 7 when the folder is not empty. */
  deleteFolder(folderId: string): Promise<unknown>;
  updateFile(fileId: string, change: { title?: string; alt?: string | null }): Promise<unknown>;
  /** Code 17 while a product, category or setting uses the file. */
  deleteFile(fileId: string): Promise<unknown>;
  /** Uploads one image (code 10 if it is not one); `refresh` follows a batch. */
  upload(file: File, folderId: string | null): Promise<MediaFile>;
  /** Refetches every media list. */
  refresh(): Promise<unknown>;
  /** The toast text of a failed call. */
  messageOf(error: unknown): string;
}

/** One open folder of the library: its sub-folders, a page of its images, and the actions (`useMediaLibrary` of @shop/admin-media). */
export interface MediaLibraryView {
  folders: MediaListState<Payload<'listMediaFolders'>>;
  files: MediaListState<Payload<'listMediaFiles'>>;
  actions: MediaLibraryActions;
}

/** Where a media browser is: a folder (null = root), a page of its files, and a picker's title search. */
export interface MediaLocation {
  folderId: string | null;
  page: number;
  searchQuery?: string;
}
