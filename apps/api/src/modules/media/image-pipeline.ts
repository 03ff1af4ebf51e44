import { imageVariantWidths } from '@shop/domain';
import { AppError, ErrorCode } from '@shop/errors';
import { ru } from '@shop/i18n-ru';
import sharp, { type Metadata, type OutputInfo } from 'sharp';

// The widths are shared with the seed, which writes the demo images' variants itself.
export { IMAGE_VARIANT_WIDTHS as VARIANT_WIDTHS, MAX_IMAGE_VARIANT_WIDTH as MAX_VARIANT_WIDTH } from '@shop/domain';

/** Formats accepted as images: ones browsers show and sharp decodes. SVG is refused (it is a document that can run script). */
export type ImageFormat = 'jpeg' | 'png' | 'webp' | 'gif' | 'avif';

const MIME: Readonly<Record<ImageFormat, string>> = {
  jpeg: 'image/jpeg',
  png: 'image/png',
  webp: 'image/webp',
  gif: 'image/gif',
  avif: 'image/avif',
};

const EXTENSION: Readonly<Record<ImageFormat, string>> = {
  jpeg: 'jpg',
  png: 'png',
  webp: 'webp',
  gif: 'gif',
  avif: 'avif',
};

// A decompression bomb (a tiny PNG of 50 000 x 50 000 pixels) must not exhaust memory: 50 megapixels is
// far above any product photo.
const MAX_INPUT_PIXELS = 50_000_000;

const startsWith = (body: Uint8Array, bytes: readonly number[], offset = 0) =>
  body.length >= offset + bytes.length && bytes.every((b, i) => body[offset + i] === b);
const ascii = (text: string) => [...text].map((c) => c.charCodeAt(0));

/** The image format named by the file's first bytes (its signature), or null; the extension is never trusted. */
export function sniffImageFormat(body: Uint8Array): ImageFormat | null {
  if (startsWith(body, [0xff, 0xd8, 0xff])) return 'jpeg';
  if (startsWith(body, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'png';
  if (startsWith(body, ascii('GIF87a')) || startsWith(body, ascii('GIF89a'))) return 'gif';
  if (startsWith(body, ascii('RIFF')) && startsWith(body, ascii('WEBP'), 8)) return 'webp';
  if (startsWith(body, ascii('ftyp'), 4) && (startsWith(body, ascii('avif'), 8) || startsWith(body, ascii('avis'), 8)))
    return 'avif';
  return null;
}

/** MIME type of a sniffed format. */
export function mimeOf(format: ImageFormat): string {
  return MIME[format];
}

/** File extension (without the dot) of a sniffed format. */
export function extensionOf(format: ImageFormat): string {
  return EXTENSION[format];
}

/** Widths of the variants of an image `originalWidth` pixels wide (standard widths below it, plus its own capped). */
export const variantWidths = imageVariantWidths;

/** One webp variant of an image. */
export interface ImageVariantData {
  width: number;
  height: number;
  body: Buffer;
  size: number;
}

/** An upload checked to be an image, with its webp variants. */
export interface ProcessedImage {
  format: ImageFormat;
  mimeType: string;
  extension: string;
  /** Width and height as shown (after EXIF orientation). */
  width: number;
  height: number;
  variants: ImageVariantData[];
}

/** Code 10 'file is not an image'. */
export function notAnImage(): AppError {
  return new AppError(ErrorCode.FileNotImage, { details: [{ field: 'file', message: ru.apiErrors.fileNotImage }] });
}

/**
 * Checks by content that `body` is an image (signature, then a full header decode by sharp) and returns its
 * format and displayed size; code 10 otherwise.
 */
export async function inspectImage(body: Uint8Array): Promise<{ format: ImageFormat; width: number; height: number }> {
  const format = sniffImageFormat(body);
  if (format === null) throw notAnImage();
  let meta: Metadata;
  try {
    meta = await sharp(body, { limitInputPixels: MAX_INPUT_PIXELS }).metadata();
  } catch (cause) {
    throw new AppError(ErrorCode.FileNotImage, {
      cause,
      details: [{ field: 'file', message: ru.apiErrors.fileNotImage }],
    });
  }
  // The signature and the decoder must agree: a PNG header glued onto something else is not an image.
  const decoded = meta.format === 'heif' ? 'avif' : meta.format;
  const { width, height } = meta.autoOrient;
  if (decoded !== format || !(width > 0) || !(height > 0) || width * height > MAX_INPUT_PIXELS) throw notAnImage();
  return { format, width, height };
}

/** Checks `body` is an image and converts it into webp variants (see {@link variantWidths}). */
export async function processImage(body: Uint8Array): Promise<ProcessedImage> {
  const { format, width, height } = await inspectImage(body);
  const variants: ImageVariantData[] = [];
  for (const target of variantWidths(width)) {
    let out: { data: Buffer; info: OutputInfo };
    try {
      out = await sharp(body, { limitInputPixels: MAX_INPUT_PIXELS, animated: false })
        .autoOrient()
        .resize({ width: target, withoutEnlargement: true })
        .webp({ quality: 80, effort: 4 })
        .toBuffer({ resolveWithObject: true });
    } catch (cause) {
      // A header that decodes but a body that does not (a truncated file) is still not an image.
      throw new AppError(ErrorCode.FileNotImage, {
        cause,
        details: [{ field: 'file', message: ru.apiErrors.fileNotImage }],
      });
    }
    variants.push({ width: out.info.width, height: out.info.height, body: out.data, size: out.info.size });
  }
  return { format, mimeType: mimeOf(format), extension: extensionOf(format), width, height, variants };
}

/** A stored variant as the `variants` jsonb of media_file keeps it. */
export interface StoredVariant {
  width: number;
  bucket: string;
  path: string;
  size: number;
}

/** Storage path of a variant of file `fileId`. */
export function variantPath(fileId: string, width: number): string {
  return `/media/${fileId}/w${width}.webp`;
}

/** Storage path of the original of file `fileId`. */
export function originalPath(fileId: string, extension: string): string {
  return `/media/${fileId}/original.${extension}`;
}

/**
 * The `srcset` value of an image's variants ('url 320w, url 640w'), narrowest first, for `sizes`-driven
 * selection at densities 1 and 2.
 */
export function srcset(variants: readonly { width: number; url: string }[]): string {
  return [...variants]
    .sort((a, b) => a.width - b.width)
    .map((v) => `${v.url} ${v.width}w`)
    .join(', ');
}
