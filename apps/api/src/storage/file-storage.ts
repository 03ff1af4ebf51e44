import { AppError, ErrorCode } from '@shop/errors';
import { ru } from '@shop/i18n-ru';

/** Where a stored file lives: SPEC's file reference (bucket and a path starting with '/'). */
export interface FileRef {
  bucketName: string;
  path: string;
}

/** A file read back from storage. */
export interface StoredObject {
  body: Buffer;
  contentType: string;
  /** Size in bytes. */
  size: number;
}

/** File storage backend (local disk or S3-compatible); every method rejects unsafe bucket names and paths. */
export interface FileStorage {
  readonly kind: 'local' | 's3';
  /** Writes (or overwrites) the object at `path` in `bucket`. */
  put(bucket: string, path: string, body: Uint8Array, contentType: string): Promise<void>;
  /** Reads an object; null when it does not exist. */
  get(bucket: string, path: string): Promise<StoredObject | null>;
  /** Removes an object; removing a missing one is not an error. */
  delete(bucket: string, path: string): Promise<void>;
  /** Public URL: storage base + '/' + bucketName + path (SPEC 3). */
  publicUrl(ref: FileRef): string;
}

const BUCKET_PATTERN = /^[a-z0-9][a-z0-9-]{0,62}$/;
// Each segment starts with a letter or digit, so '.', '..' and dotfiles are impossible, and the
// character set keeps public URLs free of escaping.
const SEGMENT_PATTERN = /^[A-Za-z0-9][A-Za-z0-9._-]{0,199}$/;

/** Rejects a bucket name or object path that could escape its bucket; returns the path's segments. */
export function assertSafeLocation(bucket: string, path: string): string[] {
  const invalid = (field: string) =>
    new AppError(ErrorCode.CheckViolation, {
      message: ru.apiErrors.filePlaceInvalid,
      details: [{ field, message: ru.apiErrors.valueInvalid }],
    });
  if (!BUCKET_PATTERN.test(bucket)) throw invalid('bucketName');
  if (!path.startsWith('/') || path.length > 1024) throw invalid('path');
  const segments = path.slice(1).split('/');
  if (!segments.every((s) => SEGMENT_PATTERN.test(s))) throw invalid('path');
  return segments;
}

/** Builds the public URL of a file from the configured base (no trailing slash). */
export function publicUrlOf(baseUrl: string, ref: FileRef): string {
  return `${baseUrl.replace(/\/+$/, '')}/${ref.bucketName}${ref.path}`;
}

const contentTypes: Readonly<Record<string, string>> = {
  pdf: 'application/pdf',
  png: 'image/png',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  webp: 'image/webp',
  gif: 'image/gif',
  svg: 'image/svg+xml',
  txt: 'text/plain; charset=utf-8',
  csv: 'text/csv; charset=utf-8',
  json: 'application/json',
  xls: 'application/vnd.ms-excel',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  doc: 'application/msword',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  zip: 'application/zip',
};

/** MIME type guessed from a path's extension; `application/octet-stream` when unknown. */
export function contentTypeOf(path: string): string {
  const ext = /\.([A-Za-z0-9]+)$/.exec(path)?.[1]?.toLowerCase();
  return (ext !== undefined ? contentTypes[ext] : undefined) ?? 'application/octet-stream';
}

/** The columns of a stored file that a file reference and a download need. */
export interface StoredFileRow {
  bucket: string;
  path: string;
  title: string;
  extension: string;
}
