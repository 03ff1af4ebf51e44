import type { MultipartFile } from '@fastify/multipart';
import { AppError, ErrorCode } from '@shop/errors';
import { ru } from '@shop/i18n-ru';
import type { FastifyRequest } from 'fastify';

/** A file of a multipart request, read into memory (the part's own size limit applies). */
export interface UploadedFile {
  fieldname: string;
  /** The name on the sender's disk, e.g. 'Реквизиты ООО Ромашка.pdf'. */
  filename: string;
  mimetype: string;
  body: Buffer;
}

const uploads = new WeakMap<FastifyRequest, UploadedFile[]>();

/**
 * `preValidation` hook: reads a multipart body into `req.body` as field name -> value (a repeated field
 * becomes a list, which the contract then refuses), so the contract validates it like JSON. Files are
 * kept aside and their field holds the file name, so a `format: binary` field validates as a string.
 * Fields left empty and empty file inputs are not sent (SPEC 5: only non-empty fields change).
 * A body the parser cannot read (no boundary, cut off, a broken part) is bad input: code 12, HTTP 400;
 * the route's own limits (`config.multipartOptions`) keep their 413.
 */
export async function readMultipartBody(req: FastifyRequest): Promise<void> {
  if (!req.isMultipart()) return;
  const body: Record<string, unknown> = {};
  try {
    for await (const part of req.parts(req.routeOptions.config.multipartOptions)) {
      const value = part.type === 'file' ? await collectUpload(req, part) : part.value;
      if (typeof value === 'string' && value.trim() === '') continue;
      const previous = body[part.fieldname];
      body[part.fieldname] = previous === undefined ? value : [previous, value].flat();
    }
  } catch (err) {
    if (isLimitError(err)) throw err;
    throw new AppError(ErrorCode.CheckViolation, {
      message: ru.apiErrors.formUnreadable,
      details: [{ field: 'body', message: ru.apiErrors.multipartBroken }],
      cause: err,
    });
  }
  req.body = body;
}

/** The multipart plugin's own refusals (sizes, counts, field names) carry an `FST_*` code and a status. */
function isLimitError(err: unknown): boolean {
  const code = (err as { code?: unknown } | undefined)?.code;
  return typeof code === 'string' && code.startsWith('FST_');
}

/** Keeps a file's bytes aside; its value in the body is the sender's file name ('' for an empty input). */
async function collectUpload(req: FastifyRequest, part: MultipartFile): Promise<string> {
  const body = await part.toBuffer();
  const filename = part.filename.trim();
  if (filename === '' && body.length === 0) return '';
  const list = uploads.get(req) ?? [];
  list.push({ fieldname: part.fieldname, filename, mimetype: part.mimetype, body });
  uploads.set(req, list);
  return filename;
}

/** The uploaded file of a field; undefined when none was sent. */
export function uploadedFile(req: FastifyRequest, fieldname: string): UploadedFile | undefined {
  return uploads.get(req)?.find((f) => f.fieldname === fieldname);
}
