import { matchesEtag } from '@shop/domain';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { isbot } from 'isbot';
import {
  hasSessionCookie,
  isCacheablePath,
  isPriceGroupCacheablePath,
  pageCookiesOf,
  pageKey,
  PERSONAL_DATA_PLACEHOLDER,
  PRICE_GROUP_HEADER,
  SHARED_RENDER_HEADER,
  sharedRenderRequest,
  type PageVariant,
  type PersonalProbe,
  type PriceGroupRender,
} from './page-key';
import type { PurgeSource } from './purge-source';
import {
  chooseEncoding,
  etagOf,
  fillPage,
  RenderCache,
  type CachedPage,
  type GapFill,
  type RenderCacheLimits,
  type RenderedPage,
} from './render-cache.server';

/** How long a CDN in front may serve a kept page without asking (s-maxage), and how long stale while it asks. */
export const SHARED_MAX_AGE_SECONDS = 10;
export const STALE_WHILE_REVALIDATE_SECONDS = 60;

/** Cache-Control of a page from the shared cache: browsers revalidate (ETag), a CDN keeps it briefly. */
export const PUBLIC_CACHE_CONTROL = `public, max-age=0, s-maxage=${SHARED_MAX_AGE_SECONDS}, stale-while-revalidate=${STALE_WHILE_REVALIDATE_SECONDS}`;
/** Cache-Control of a page for one visitor (signed in, or any while the change stream is down). */
export const PRIVATE_CACHE_CONTROL = 'private, no-store';
/**
 * A page differs by the session and colour-mode cookies and is sent compressed by Accept-Encoding (in lower case, the
 * spelling @fastify/compress looks for before adding its own).
 */
export const PAGE_VARY = 'Cookie, accept-encoding';

export interface RenderCacheOptions {
  /** React Router's request handler of the server build (what a page request would run). */
  render: (request: Request) => Promise<Response>;
  /**
   * The server build's answer to a signed-in visitor's page request (`answerPersonalProbe`): the page's redirect, or a
   * {@link PersonalProbe}. Without it, signed-in visitors' pages are all rendered for them alone.
   */
  probe?: (request: Request) => Promise<PersonalProbe | Response>;
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

/**
 * How a request for a page was answered, in the `X-Render-Cache` header: from the shared cache (`hit`, `miss`), a
 * price group's page from it with the shopper's own data (`group-hit`, `group-miss`), by a shared render it could not
 * keep (`uncached`), or rendered for the visitor alone (`bypass` while the cache is off or the stream down, `private`
 * for a session whose page cannot be shared).
 */
type Answer = 'hit' | 'miss' | 'group-hit' | 'group-miss' | 'uncached' | 'bypass' | 'private';

const answered = new WeakMap<FastifyRequest, Answer>();

/**
 * The render cache in front of React Router (issues #15 and #27): GET and HEAD of the cacheable pages by visitors
 * without a session are answered from the shared cache (an ETag per representation, 304 on If-None-Match; gzip
 * spliced from pieces compressed once, around a fresh nonce), or rendered once for every visitor of that key. A
 * signed-in customer's page comes from the same cache by their price group, never by person: the session is restored
 * first (one call), and the page kept for the group gets the customer's own data in its personal gap (`private,
 * no-store`). Any visitor while the change stream is down or the cache is switched off is rendered for alone and gets
 * `private, no-store`. Register before React Router's plugin.
 */
export function registerRenderCache(app: FastifyInstance, options: RenderCacheOptions): RenderCache {
  const { nonce } = options;
  const gaps = [
    ...(nonce ? [{ placeholder: nonce.placeholder, fillBytes: Buffer.byteLength(nonce.create()) }] : []),
    { placeholder: PERSONAL_DATA_PLACEHOLDER },
  ];
  const cache = new RenderCache(options.source, options.limits, gaps);

  app.addHook('onRequest', async (request, reply) => {
    // Only the cache's own renders may carry these.
    delete request.headers[SHARED_RENDER_HEADER];
    delete request.headers[PRICE_GROUP_HEADER];
    if (request.method !== 'GET' && request.method !== 'HEAD') return;
    const query = request.url.indexOf('?');
    const pathname = query === -1 ? request.url : request.url.slice(0, query);
    const cookie = request.headers.cookie;
    const signedIn = hasSessionCookie(cookie);
    if (!(signedIn ? isPriceGroupCacheablePath(pathname) : isCacheablePath(pathname))) return;
    if (!options.enabled || !cache.live) return void answered.set(request, signedIn ? 'private' : 'bypass');

    const variant: PageVariant = {
      origin: options.publicUrl || `${request.protocol}://${request.host}`,
      pathAndQuery: request.url,
      cookies: pageCookiesOf(cookie),
      bot: isbot(request.headers['user-agent'] ?? ''),
    };
    if (signedIn) {
      if (options.probe === undefined) return void answered.set(request, 'private');
      return servePriceGroupPage(request, reply, variant, cache, options, options.probe);
    }
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
    if (answer === undefined || answer === 'hit' || answer === 'miss' || answer.startsWith('group-')) return payload;
    reply.header('x-render-cache', answer);
    // React Router's own headers (a route's `headers` export) win; a page for one visitor is never stored on the way.
    if (!reply.hasHeader('cache-control')) reply.header('cache-control', PRIVATE_CACHE_CONTROL);
    reply.header('vary', PAGE_VARY);
    return payload;
  });

  return cache;
}

/**
 * A signed-in visitor's page: the build's start-up restores the session and names the price group (the probe); the
 * page is then the group's from the cache, with the visitor's data in its personal gap and the probe's cookies (a
 * rotated session). A redirect or an error the probe met is the answer; a session that cannot share a page (gone, or
 * the API could not say whose prices) is rendered for the visitor alone, on the session the probe restored, so the
 * refresh cookie is never rotated twice.
 */
async function servePriceGroupPage(
  request: FastifyRequest,
  reply: FastifyReply,
  variant: PageVariant,
  cache: RenderCache,
  options: RenderCacheOptions,
  ask: NonNullable<RenderCacheOptions['probe']>,
): Promise<FastifyReply | undefined> {
  answered.set(request, 'private');
  let found: PersonalProbe | Response;
  try {
    found = await ask(personalProbeRequest(request, variant.origin));
  } catch (error) {
    request.log.error({ err: error }, 'render cache: the personal probe failed; rendering for the visitor');
    return undefined;
  }
  if (found instanceof Response) return sendRendered(reply, await renderedOf(found));
  const { personal, accessToken, priceGroupId, setCookies } = found;
  for (const value of setCookies) reply.header('set-cookie', value);
  const alone = () => {
    request.headers.cookie = cookiesAfter(request.headers.cookie, setCookies);
    return undefined;
  };
  if (personal === undefined || accessToken === undefined || priceGroupId === undefined) return alone();
  const group: PriceGroupRender = { priceGroupId, accessToken };
  let outcome;
  try {
    outcome = await cache.get(pageKey(variant, priceGroupId), () =>
      renderShared(options.render, variant, request.id, group),
    );
  } catch (error) {
    request.log.error({ err: error }, 'render cache: the price group render failed; rendering for the visitor');
    return alone();
  }
  if (outcome.state === 'uncached') {
    // Not kept (a 404, a redirect, a page whose customer left the group): this visitor's copy gets their data.
    answered.set(request, 'uncached');
    const body = Buffer.from(outcome.rendered.body.toString('utf8').replaceAll(PERSONAL_DATA_PLACEHOLDER, personal));
    return sendRendered(reply, { ...outcome.rendered, body });
  }
  const answer = outcome.state === 'hit' ? 'group-hit' : 'group-miss';
  answered.set(request, answer);
  const encoding = chooseEncoding(request.headers['accept-encoding']);
  const fills: GapFill[] = [...freshNonce(options.nonce), { placeholder: PERSONAL_DATA_PLACEHOLDER, text: personal }];
  const filled = fillPage(outcome.page, encoding, fills);
  for (const [name, value] of filled.headers) reply.header(name, value);
  reply.header('cache-control', PRIVATE_CACHE_CONTROL);
  reply.header('vary', PAGE_VARY);
  reply.header('x-render-cache', answer);
  if (encoding !== 'identity') reply.header('content-encoding', encoding);
  return reply.code(200).send(filled.body);
}

/** A new nonce in place of the placeholder, for one response (none without a nonce). */
function freshNonce(nonce: RenderCacheOptions['nonce']): GapFill[] {
  return nonce ? [{ placeholder: nonce.placeholder, text: nonce.create() }] : [];
}

/** The visitor's own request, as React Router would get it, for the build's start-up to answer. */
function personalProbeRequest(request: FastifyRequest, origin: string): Request {
  const headers = new Headers();
  for (const [name, value] of Object.entries(request.headers)) {
    if (value === undefined) continue;
    for (const one of Array.isArray(value) ? value : [value]) headers.append(name, one);
  }
  return new Request(origin + request.url, { method: 'GET', headers });
}

/** The Cookie header a browser would send once it applied `setCookies` (a value cleared with Max-Age=0 goes). */
export function cookiesAfter(cookieHeader: string | undefined, setCookies: readonly string[]): string {
  const jar = new Map<string, string>();
  for (const part of (cookieHeader ?? '').split(';')) {
    const at = part.indexOf('=');
    if (at > 0) jar.set(part.slice(0, at).trim(), part.slice(at + 1).trim());
  }
  for (const setCookie of setCookies) {
    const [pair = '', ...attributes] = setCookie.split(';');
    const at = pair.indexOf('=');
    if (at <= 0) continue;
    const name = pair.slice(0, at).trim();
    if (attributes.some((attribute) => /^\s*max-age\s*=\s*0\s*$/i.test(attribute))) jar.delete(name);
    else jar.set(name, pair.slice(at + 1).trim());
  }
  return [...jar].map(([name, value]) => `${name}=${value}`).join('; ');
}

async function renderShared(
  render: RenderCacheOptions['render'],
  variant: PageVariant,
  requestId: string,
  group?: PriceGroupRender,
): Promise<RenderedPage> {
  return renderedOf(await render(sharedRenderRequest(variant, requestId, group)));
}

/** A web Response as a {@link RenderedPage}, each Set-Cookie a header of its own. */
async function renderedOf(response: Response): Promise<RenderedPage> {
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
  const filled = fillPage(page, encoding, freshNonce(nonce));
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
