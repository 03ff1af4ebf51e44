/** Sections no crawler needs: the shopper's own pages, the cart, checkout, sign-in, letters' links, the admin, the API. */
export const DISALLOWED_PATHS = [
  '/account',
  '/cart',
  '/checkout',
  '/auth',
  '/back-in-stock',
  '/admin',
  '/api/',
] as const;

/** robots.txt: every crawler, the private sections closed, the sitemap's absolute URL. */
export function robotsTxt(origin: string): string {
  return [
    'User-agent: *',
    ...DISALLOWED_PATHS.map((path) => `Disallow: ${path}`),
    '',
    `Sitemap: ${origin}/sitemap.xml`,
    '',
  ].join('\n');
}
