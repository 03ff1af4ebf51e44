import { matchesEtag } from '@shop/domain';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { isbot } from 'isbot';
import {
  hasSessionCookie,
  isCacheablePath,
  pageCookiesOf,
  pageKey,
  SHARED_RENDER_HEADER,
  sharedRenderRequest,
  type PageVariant,
} from './page-key';
import type { PurgeSource } from './purge-source';
import {
  chooseEncoding,
  etagOf,
  fillPage,
  RenderCache,
  type CachedPage,
  type RenderCacheLimits,
  type RenderedPage,
} from './render-cache.server';

/** How long a CDN in front may serve a kept page without asking (s-maxage), and how long stale while it asks. */
export const SHARED_MAX_AGE_SECONDS = 10;
export const STALE_WHILE_REVALIDATE_SECONDS = 60;

/** Cache-Control of a page from the shared cache: browsers revalidate (ETag), a CDN keeps it briefly. */
export const PUBLIC_CACHE_CONTROL = `public, max-age=0, s-maxage=${SHARED_MAX_AGE_SECONDS}, stale-while-revalidate=${STALE_WHILE_REVALIDATE_SECONDS}`;
/** Cache-Control of a page rendered for one visitor (signed in, or while the change stream is down). */
export const PRIVATE_CACHE_CONTROL = 'private, no-store';
/**
 * A page differs by the session and colour-mode cookies and is sent compressed by Accept-Encoding (in lower case, the
 * spelling @fastify/compress looks for before adding its own).
 */
export const PAGE_VARY = 'Cookie, accept-encoding';

export interface RenderCacheOptions {
  /** React Router's request handler of the server build (what a page request would run). */
  render: (request: Request) => Promise<Response>;
  /** The change stream: pages are served and kept only while it is live. */
  source: PurgeSource;
  /** False turns the cache off (STOREFRONT_RENDER_CACHE=off); pages then all render fresh. */
  enabled: boolean;
  limits: RenderCacheLimits;
  /** STOREFRONT_PUBLIC_URL, or '' when the page's links use each request's origin. */
  publicUrl: string;
  /**
   * A value fresh in every response (the CSP nonce): shared renders put `placeholder` wherever it goes, in the page and
   * its headers, and each answer from the cache gets a new `create()` in its place, the same in both. `create()`
   * gives text of one length (the kept pieces are compressed for it).
   */
  nonce?: { placeholder: string; create: () => string };
}

/** How a page request was answered, in the `X-Render-Cache` header. */
type Answer = 'hit' | 'miss' | 'uncached' | 'bypass' | 'private';

const answered = new WeakMap<FastifyRequest, Answer>();

/**
 * The render cache in front of React Router (issue #15): GET and HEAD of the cacheable pages by visitors without a
 * session are answered from the shared cache (an ETag per representation, 304 on If-None-Match; gzip spliced from
 * pieces compressed once, around a fresh nonce), or rendered once for every visitor of that key. A visitor with a session, or any visitor
 * while the change stream is down or the cache is switched off, is rendered for alone and gets `private, no-store`.
 * Register before React Router's plugin.
 */
export function registerRenderCache(app: FastifyInstance, options: RenderCacheOptions): RenderCache {
  const { nonce } = options;
  const gaps = nonce && { placeholder: nonce.placeholder, fillBytes: Buffer.byteLength(nonce.create()) };
  const cache = new RenderCache(options.source, options.limits, gaps);

  app.addHook('onRequest', async (request, reply) => {
    // Only the cache's own renders may carry the mark.
    delete request.headers[SHARED_RENDER_HEADER];
    if (request.method !== 'GET' && request.method !== 'HEAD') return;
    const query = request.url.indexOf('?');
    const pathname = query === -1 ? request.url : request.url.slice(0, query);
    if (!isCacheablePath(pathname)) return;
    const cookie = request.headers.cookie;
    if (hasSessionCookie(cookie)) return void answered.set(request, 'private');
    if (!options.enabled || !cache.live) return void answered.set(request, 'bypass');

    const variant: PageVariant = {
      origin: options.publicUrl || `${request.protocol}://${request.host}`,
      pathAndQuery: request.url,
      cookies: pageCookiesOf(cookie),
      bot: isbot(request.headers['user-agent'] ?? ''),
    };
    let outcome;
    try {
      outcome = await cache.get(pageKey(variant), () => renderShared(options.render, variant, request.id));
    } catch (error) {
      request.log.error({ err: error }, 'render cache: the shared render failed; rendering for the visitor');
      return void answered.set(request, 'bypass');
    }
    answered.set(request, outcome.state);
    if (outcome.state === 'uncached') return sendRendered(reply, outcome.rendered);
    return sendCached(request, reply, outcome.page, outcome.state, options.nonce);
  });

  app.addHook('onSend', async (request, reply, payload) => {
    const answer = answered.get(request);
    if (answer === undefined || answer === 'hit' || answer === 'miss') return payload;
    reply.header('x-render-cache', answer);
    // React Router's own headers (a route's `headers` export) win; a page for one visitor is never stored on the way.
    if (!reply.hasHeader('cache-control')) reply.header('cache-control', PRIVATE_CACHE_CONTROL);
    reply.header('vary', PAGE_VARY);
    return payload;
  });

  return cache;
}

async function renderShared(
  render: RenderCacheOptions['render'],
  variant: PageVariant,
  requestId: string,
): Promise<RenderedPage> {
  const response = await render(sharedRenderRequest(variant, requestId));
  const headers: [string, string][] = [];
  response.headers.forEach((value, name) => {
    if (name !== 'set-cookie') headers.push([name, value]);
  });
  for (const cookie of response.headers.getSetCookie()) headers.push(['set-cookie', cookie]);
  return { status: response.status, headers, body: Buffer.from(await response.arrayBuffer()) };
}

function sendCached(
  request: FastifyRequest,
  reply: FastifyReply,
  page: CachedPage,
  state: 'hit' | 'miss',
  nonce: RenderCacheOptions['nonce'],
): FastifyReply {
  const encoding = chooseEncoding(request.headers['accept-encoding']);
  const etag = etagOf(page, encoding);
  reply.header('cache-control', PUBLIC_CACHE_CONTROL);
  reply.header('vary', PAGE_VARY);
  reply.header('x-render-cache', state);
  if (matchesEtag(request.headers['if-none-match'], etag)) {
    // The browser keeps the page it has with the headers it came with: one naming the nonce (the CSP) would replace them.
    for (const [name, value] of page.headers) {
      if (name === 'content-type' || name === 'content-length' || (nonce && value.includes(nonce.placeholder)))
        continue;
      reply.header(name, value);
    }
    reply.header('etag', etag);
    return reply.code(304).send();
  }
  const filled = fillPage(page, encoding, nonce?.placeholder, nonce?.create() ?? '');
  for (const [name, value] of filled.headers) reply.header(name, value);
  reply.header('etag', filled.etag);
  if (encoding !== 'identity') reply.header('content-encoding', encoding);
  return reply.code(200).send(filled.body);
}

/** A shared render that may not be kept (a redirect, a 404, an error page): sent as it came, to this visitor only. */
function sendRendered(reply: FastifyReply, page: RenderedPage): FastifyReply {
  for (const [name, value] of page.headers) {
    if (name === 'content-length' || name === 'content-encoding' || name === 'transfer-encoding') continue;
    if (name === 'set-cookie') reply.header(name, [...toArray(reply.getHeader(name)), value]);
    else reply.header(name, value);
  }
  return reply.code(page.status).send(page.body);
}

function toArray(value: unknown): string[] {
  if (value === undefined) return [];
  return Array.isArray(value) ? value.map(String) : [String(value)];
}
