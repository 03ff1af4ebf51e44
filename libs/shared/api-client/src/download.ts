import { unwrap, type CallResult } from './unwrap';

/** A downloaded file and the name the server gave it in `Content-Disposition` (null when it gave none). */
export interface DownloadedFile {
  blob: Blob;
  fileName: string | null;
}

/**
 * The file name of a `Content-Disposition` header: the RFC 5987 `filename*` (UTF-8, so «Счёт № 1001.pdf» survives)
 * wins over the plain `filename`; null when there is none. Path parts are dropped, so a name never points elsewhere.
 */
export function fileNameFromContentDisposition(header: string | null | undefined): string | null {
  if (!header) return null;
  const extended = /filename\*\s*=\s*([^']*)'[^']*'([^;]+)/i.exec(header);
  let name: string | null = null;
  if (extended?.[2]) {
    try {
      name = decodeURIComponent(extended[2].trim().replace(/^"|"$/g, ''));
    } catch {
      name = null;
    }
  }
  if (!name) {
    const plain = /filename\s*=\s*("((?:\\.|[^"\\])*)"|[^;]+)/i.exec(header);
    name = plain ? (plain[2] !== undefined ? plain[2].replace(/\\(.)/g, '$1') : (plain[1] ?? '').trim()) : null;
  }
  const base = name?.split(/[\\/]/).pop()?.trim();
  return base ? base : null;
}

/**
 * A file call's blob and its name from `Content-Disposition`, or throws the call's `ApiError`.
 * @example const { blob, fileName } = unwrapFile(await api.GET('/api/v1/order/{orderId}/invoice', { params, parseAs: 'blob' }));
 */
export function unwrapFile(result: CallResult<unknown>): DownloadedFile {
  const blob = unwrap(result) as Blob;
  return { blob, fileName: fileNameFromContentDisposition(result.response.headers.get('content-disposition')) };
}

/** Saves a blob as a download under `fileName` (browser only: an object URL clicked through a temporary `<a download>`). */
export function saveBlob(blob: Blob, fileName: string, doc: Document = document): void {
  const url = URL.createObjectURL(blob);
  const link = doc.createElement('a');
  link.href = url;
  link.download = fileName;
  link.rel = 'noopener';
  link.style.display = 'none';
  doc.body.append(link);
  link.click();
  link.remove();
  // Revoked a little later: some browsers start reading the blob only after the click returns.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
