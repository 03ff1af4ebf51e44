/**
 * The nonce a page rendered for the shared render cache carries in place of a real one. The cache keeps the page with
 * it, and the server puts a fresh nonce in its place in every response (apps/storefront/server/security-headers.ts),
 * so a kept page never replays another response's nonce. Base64 characters only, like a real nonce.
 */
export const CSP_NONCE_PLACEHOLDER = 'CspNoncePlaceholder0Storefront';

/** A fresh CSP nonce: 128 random bits, base64. */
export function createCspNonce(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return btoa(String.fromCharCode(...bytes));
}

/** What the storefront's pages load from besides their own origin. */
export interface PolicySources {
  /** Origins of public files (STORAGE_PUBLIC_BASE_URL when it names another host, e.g. an S3 bucket); [] for /storage. */
  fileOrigins: readonly string[];
}

/**
 * The Content-Security-Policy of a storefront page. Scripts run only when they carry the page's nonce (the hydration
 * scripts, the colour-scheme script) or were loaded by such a script ('strict-dynamic'); 'self' is for browsers
 * without CSP 3 only, which ignore 'strict-dynamic' (newer ones ignore 'self' beside it). Styles may be inline:
 * React renders style attributes and dialogs insert style elements. Data goes to this origin only (/api/v1 is
 * forwarded); images and media come from here, data and blob URLs and the file storage. Nothing may frame the page.
 */
export function contentSecurityPolicy(nonce: string, sources: PolicySources): string {
  const files = sources.fileOrigins.join(' ');
  const withFiles = (base: string) => (files ? `${base} ${files}` : base);
  return [
    "default-src 'self'",
    `script-src 'nonce-${nonce}' 'strict-dynamic' 'self'`,
    "style-src 'self' 'unsafe-inline'",
    withFiles("img-src 'self' data: blob:"),
    withFiles("media-src 'self' blob:"),
    "font-src 'self' data:",
    "connect-src 'self'",
    "manifest-src 'self'",
    "worker-src 'self'",
    "frame-src 'none'",
    "object-src 'none'",
    "base-uri 'none'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
}

/** The origin of public files named by STORAGE_PUBLIC_BASE_URL when it is another host (the default /storage names none). */
export function fileOriginsOf(storagePublicBaseUrl: string | undefined): string[] {
  const value = storagePublicBaseUrl?.trim() ?? '';
  if (!/^https?:\/\//i.test(value)) return [];
  try {
    return [new URL(value).origin];
  } catch {
    return [];
  }
}
