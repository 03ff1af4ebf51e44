export { MediaBrowser, formatFileSize } from './media-browser';
export type { MediaBrowserProps } from './media-browser';
export { MediaPickerDialog } from './media-picker-dialog';
export type { MediaPickerDialogProps } from './media-picker-dialog';
export { MediaUploadButton } from './media-upload-button';
export { ImageThumb, thumbnailUrl } from './image-thumb';
export type {
  MediaFile,
  MediaFolder,
  MediaLibraryActions,
  MediaLibraryView,
  MediaListState,
  MediaLocation,
} from './media-library-view';
