import { ErrorCode, type ToastPolicy } from '@shop/errors';

/** How the media library words a failed call: the catalogue text for a file that is not an image, a title taken, a file in use or gone meanwhile. */
export const MEDIA_TOASTS: ToastPolicy = {
  explained: [
    ErrorCode.FileNotImage,
    ErrorCode.UniqueViolation,
    ErrorCode.ForeignKeyViolation,
    ErrorCode.RecordNotFound,
  ],
};
