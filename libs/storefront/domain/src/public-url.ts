/** The settings {@link storefrontPublicUrl} reads (a subset of the process environment). */
export interface PublicUrlEnv {
  STOREFRONT_PUBLIC_URL?: string | undefined;
  STOREFRONT_HOST?: string | undefined;
  STOREFRONT_PORT?: string | undefined;
  NODE_ENV?: string | undefined;
}

/** What is wrong with the storefront's public URL settings, in the words of a start-up error. */
export class PublicUrlError extends Error {
  override readonly name = 'PublicUrlError';
}

/**
 * The storefront's public origin (canonical, Open Graph and sitemap links, the CSP, HSTS), without a trailing slash:
 * `STOREFRONT_PUBLIC_URL`, required when `NODE_ENV=production`; in development the origin the server listens on.
 * Never the request's Host header, which any client chooses. Throws {@link PublicUrlError} for a missing value in
 * production and for anything that is not an http(s) origin.
 */
export function storefrontPublicUrl(env: PublicUrlEnv): string {
  const configured = env.STOREFRONT_PUBLIC_URL?.trim() ?? '';
  if (configured === '') {
    if (env.NODE_ENV === 'production') {
      throw new PublicUrlError(
        'STOREFRONT_PUBLIC_URL обязателен при NODE_ENV=production: публичный адрес витрины, например https://shop.example.ru',
      );
    }
    return listenOrigin(env.STOREFRONT_HOST ?? '127.0.0.1', env.STOREFRONT_PORT ?? '3000');
  }
  let url: URL;
  try {
    url = new URL(configured);
  } catch {
    throw new PublicUrlError(`STOREFRONT_PUBLIC_URL не адрес: ${configured}`);
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:')
    throw new PublicUrlError(`STOREFRONT_PUBLIC_URL должен начинаться с https:// или http://: ${configured}`);
  if (url.pathname !== '/' || url.search !== '' || url.hash !== '' || url.username !== '' || url.password !== '') {
    throw new PublicUrlError(
      `STOREFRONT_PUBLIC_URL должен быть только источником (схема, хост, порт), без пути: ${configured}`,
    );
  }
  return url.origin;
}

/** The origin of a listening address; a wildcard address is reached on loopback. */
function listenOrigin(host: string, port: string): string {
  const reachable = host === '0.0.0.0' || host === '::' || host === '' ? '127.0.0.1' : host;
  const hostPart = reachable.includes(':') ? `[${reachable}]` : reachable;
  return new URL(`http://${hostPart}:${port}`).origin;
}
