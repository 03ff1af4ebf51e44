import type { MultipartFile } from '@fastify/multipart';
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
 * `@fastify/multipart` `onFile` (with `attachFieldsToBody: 'keyValues'`): keeps the bytes aside and puts
 * the file name in the body, so the contract's `format: binary` field validates as a string. An empty
 * file input (no name, no bytes) counts as not sent.
 */
export async function collectUpload(this: FastifyRequest, part: MultipartFile): Promise<void> {
  const body = await part.toBuffer();
  const filename = part.filename.trim();
  if (filename === '' && body.length === 0) {
    (part as unknown as { value: string }).value = '';
    return;
  }
  const list = uploads.get(this) ?? [];
  list.push({ fieldname: part.fieldname, filename, mimetype: part.mimetype, body });
  uploads.set(this, list);
  (part as unknown as { value: string }).value = filename;
}

/** The uploaded file of a field; undefined when none was sent. */
export function uploadedFile(req: FastifyRequest, fieldname: string): UploadedFile | undefined {
  return uploads.get(req)?.find((f) => f.fieldname === fieldname);
}

/** Multipart fields left empty are not sent (SPEC 5: only non-empty fields change). */
export async function dropEmptyMultipartFields(req: FastifyRequest): Promise<void> {
  if (!req.isMultipart() || typeof req.body !== 'object' || req.body === null) return;
  const body = req.body as Record<string, unknown>;
  for (const [key, value] of Object.entries(body)) if (typeof value === 'string' && value.trim() === '') delete body[key];
}
