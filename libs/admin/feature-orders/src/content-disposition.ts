/**
 * The file name of a `Content-Disposition` header: the RFC 5987 `filename*` (UTF-8, so Cyrillic
 * names survive) wins over the plain `filename`; null when there is none. Path parts are dropped.
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
