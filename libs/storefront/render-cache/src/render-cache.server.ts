import { createHash } from 'node:crypto';
import { promisify } from 'node:util';
import { brotliCompress, constants as zlib, gzip } from 'node:zlib';
import { Lru } from './lru';
import type { PurgeSource } from './purge-source';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** Bounds of the render cache: entries and bytes (the page and its brotli and gzip copies together). */
export interface RenderCacheLimits {
  maxEntries: number;
  maxBytes: number;
}

/** A page as the shared render produced it. */
export interface RenderedPage {
  status: number;
  /** Response headers, Set-Cookie included (a page that sets one is never kept). */
  headers: [string, string][];
  body: Buffer;
}

/** A kept page: the HTML, its compressed copies and the strong validator of each. */
export interface CachedPage {
  headers: [string, string][];
  variants: Record<Encoding, { body: Buffer; etag: string }>;
  bytes: number;
}

export type Encoding = 'br' | 'gzip' | 'identity';

/** How a request for a page was answered: from the cache, by a render it kept, or by one it could not keep. */
export type Outcome = { state: 'hit'; page: CachedPage } | { state: 'miss'; page: CachedPage } | { state: 'uncached'; rendered: RenderedPage };

/** Headers that describe one transfer rather than the page, left out of what is kept. */
const TRANSFER_HEADERS = new Set(['content-length', 'content-encoding', 'transfer-encoding', 'connection', 'date', 'keep-alive', 'etag', 'cache-control', 'vary']);

/** True for a rendered page that everyone may be shown: a 200 HTML page that sets no cookie. */
export function isShareable(page: RenderedPage): boolean {
  if (page.status !== 200) return false;
  let html = false;
  for (const [name, value] of page.headers) {
    const lower = name.toLowerCase();
    if (lower === 'set-cookie') return false;
    if (lower === 'content-type' && value.toLowerCase().startsWith('text/html')) html = true;
  }
  return html;
}

/** The page with its brotli and gzip copies and their strong ETags (one per representation, as RFC 9110 wants). */
export async function cachedPageOf(page: RenderedPage): Promise<CachedPage> {
  const [br, gz] = await Promise.all([
    brotli(page.body, { params: { [zlib.BROTLI_PARAM_QUALITY]: 6, [zlib.BROTLI_PARAM_SIZE_HINT]: page.body.length } }),
    gzipAsync(page.body, { level: 6 }),
  ]);
  const hash = createHash('sha256').update(page.body).digest('base64url').slice(0, 27);
  const headers = page.headers.filter(([name]) => !TRANSFER_HEADERS.has(name.toLowerCase()));
  return {
    headers,
    variants: {
      identity: { body: page.body, etag: `"${hash}"` },
      br: { body: br, etag: `"${hash}-br"` },
      gzip: { body: gz, etag: `"${hash}-gz"` },
    },
    bytes: page.body.length + br.length + gz.length,
  };
}

/** The representation to send for an `Accept-Encoding` header: brotli, then gzip, else the plain page. */
export function chooseEncoding(acceptEncoding: string | undefined): Encoding {
  if (!acceptEncoding) return 'identity';
  const accepted = new Map<string, number>();
  for (const part of acceptEncoding.toLowerCase().split(',')) {
    const [name = '', ...params] = part.trim().split(';');
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    accepted.set(name.trim(), q === undefined ? 1 : Number(q.slice(2)) || 0);
  }
  const weight = (name: string) => accepted.get(name) ?? accepted.get('*') ?? 0;
  if (weight('br') > 0) return 'br';
  if (weight('gzip') > 0) return 'gzip';
  return 'identity';
}

/** True when `If-None-Match` names `etag` (or is `*`): the client's copy is current, a 304 does. */
export function matchesEtag(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  return ifNoneMatch.split(',').some((tag) => {
    const t = tag.trim();
    return t === '*' || t === etag || t === `W/${etag}`;
  });
}

/**
 * The shared render cache of anonymous pages: a bounded LRU of rendered pages by key, served only while `source` is
 * live and emptied on each of its purges. Concurrent misses of one key share one render, and a render that started
 * before a purge is answered but not kept.
 */
export class RenderCache {
  private readonly pages: Lru<string, CachedPage>;
  private readonly pending = new Map<string, { epoch: number; promise: Promise<Outcome> }>();

  constructor(
    private readonly source: PurgeSource,
    limits: RenderCacheLimits,
  ) {
    this.pages = new Lru(limits.maxEntries, limits.maxBytes, (page) => page.bytes);
    source.onPurge(() => {
      this.pages.clear();
      this.pending.clear();
    });
  }

  /** True while pages may be served from (and kept in) the cache. */
  get live(): boolean {
    return this.source.live;
  }

  /** Kept pages and their bytes (all copies). */
  get stats(): { entries: number; bytes: number } {
    return { entries: this.pages.size, bytes: this.pages.weight };
  }

  /**
   * The page for `key`: kept, joined with the running render of it, or rendered now by `render` (and kept when it is
   * shareable and no purge came while it ran). Callers check {@link live} first; while not live nothing is kept.
   */
  get(key: string, render: () => Promise<RenderedPage>): Promise<Outcome> {
    const known = this.source.live ? this.pages.get(key) : undefined;
    if (known !== undefined) return Promise.resolve({ state: 'hit', page: known });
    const epoch = this.source.epoch;
    const running = this.pending.get(key);
    if (running !== undefined && running.epoch === epoch) return running.promise;
    const promise = (async (): Promise<Outcome> => {
      const rendered = await render();
      if (!isShareable(rendered)) return { state: 'uncached', rendered };
      const page = await cachedPageOf(rendered);
      if (this.source.live && this.source.epoch === epoch) this.pages.set(key, page);
      return { state: 'miss', page };
    })().finally(() => {
      if (this.pending.get(key)?.promise === promise) this.pending.delete(key);
    });
    this.pending.set(key, { epoch, promise });
    return promise;
  }
}
