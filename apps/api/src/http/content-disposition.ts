/**
 * `attachment` with an ASCII fallback name and the exact UTF-8 name per RFC 5987 / 6266, so
 * 'Реквизиты ООО «Ромашка».pdf' arrives as typed in every current browser.
 */
export function contentDisposition(filename: string): string {
  const fallback = filename.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_');
  const encoded = encodeURIComponent(filename).replace(
    /['()*]/g,
    (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`,
  );
  return `attachment; filename="${fallback}"; filename*=UTF-8''${encoded}`;
}
