export { createMediaApi } from './media-api';
export type {
  MediaApi,
  MediaFile,
  MediaFileChange,
  MediaFileFilters,
  MediaFilePage,
  MediaFolder,
  MediaFolderLevel,
} from './media-api';
export { mediaKeys, mediaFilesQueryOptions, mediaFoldersQueryOptions } from './media-queries';
export { MEDIA_TOASTS } from './media-errors';
export { MEDIA_PAGE_SIZE, useMediaActions, useMediaLibrary } from './media-library';
export type { MediaLibraryLocation } from './media-library';
