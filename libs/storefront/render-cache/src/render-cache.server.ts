import { createHash } from 'node:crypto';
import { acceptsEncoding, encodingWeights } from '@shop/domain';
import { Lru } from './lru';
import { isCustomerGroupPageKey } from './page-key';
import type { PurgeSource } from './purge-source';
import { spliceGzip, splicePlain, splitPage, type Gap, type SplitPage } from './spliced-gzip.server';

/** Bounds of the render cache: entries and bytes (the page's pieces, plain and compressed, together). */
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

/** A kept page: its headers, its body cut at the placeholder with each piece compressed, and its validator. */
export interface CachedPage {
  headers: [string, string][];
  body: SplitPage;
  /** Of the plain page; weak when the body has gaps (each response fills them anew). */
  etag: string;
  bytes: number;
}

/** What a kept page is sent as: gzip spliced from the kept pieces, or plain. */
export type Encoding = 'gzip' | 'identity';

/** One response's copy of a kept page: its own text in every gap of the body and of the headers. */
export interface FilledPage {
  headers: [string, string][];
  body: Buffer;
  etag: string;
}

/** How a request for a page was answered: from the cache, by a render it kept, or by one it could not keep. */
export type Outcome =
  | { state: 'hit'; page: CachedPage }
  | { state: 'miss'; page: CachedPage }
  | { state: 'uncached'; rendered: RenderedPage };

/** Headers that describe one transfer rather than the page, left out of what is kept. */
const TRANSFER_HEADERS = new Set([
  'content-length',
  'content-encoding',
  'transfer-encoding',
  'connection',
  'date',
  'keep-alive',
  'etag',
  'cache-control',
  'vary',
]);

/**
 * True for a rendered page that everyone may be shown: a 200 HTML page that sets no cookie and does not say it is
 * private (a price group's render whose customer turned out to have left the group says so).
 */
export function isShareable(page: RenderedPage): boolean {
  if (page.status !== 200) return false;
  let html = false;
  for (const [name, value] of page.headers) {
    const lower = name.toLowerCase();
    if (lower === 'set-cookie') return false;
    if (lower === 'cache-control' && /\b(private|no-store)\b/i.test(value)) return false;
    if (lower === 'content-type' && value.toLowerCase().startsWith('text/html')) html = true;
  }
  return html;
}

/** What one response puts in the gaps of a kept page of one kind: `text` wherever `placeholder` stood. */
export interface GapFill {
  placeholder: string;
  text: string;
}

/**
 * The page to keep: its body cut at each of `gaps`' placeholders with every piece compressed once (see
 * {@link splitPage}), and the ETag of the plain page.
 */
export async function cachedPageOf(page: RenderedPage, gaps: readonly Gap[] = []): Promise<CachedPage> {
  const body = await splitPage(page.body, gaps);
  const hash = createHash('sha256').update(page.body).digest('base64url').slice(0, 27);
  const headers = page.headers.filter(([name]) => !TRANSFER_HEADERS.has(name.toLowerCase()));
  // With gaps, copies are equivalent rather than byte-identical: the validator is weak (If-None-Match still matches).
  return { headers, body, etag: body.plain.length > 1 ? `W/"${hash}"` : `"${hash}"`, bytes: body.bytes };
}

/**
 * The page as one response sends it: each fill's text in place of its placeholder in the body and the headers, gzip
 * or plain, with the ETag of that representation (one per representation, as RFC 9110 wants). `fills` are in the
 * order of the gaps the page was kept with.
 */
export function fillPage(page: CachedPage, encoding: Encoding, fills: readonly GapFill[]): FilledPage {
  const headers = page.headers.map(([name, value]): [string, string] => [
    name,
    fills.reduce((filled, fill) => filled.replaceAll(fill.placeholder, fill.text), value),
  ]);
  const bytes = fills.map((fill) => Buffer.from(fill.text));
  const body = encoding === 'identity' ? splicePlain(page.body, bytes) : spliceGzip(page.body, bytes);
  return { headers, body, etag: etagOf(page, encoding) };
}

/** The ETag of a kept page's representation: the plain page's, or that with `-gz` for gzip. */
export function etagOf(page: CachedPage, encoding: Encoding): string {
  return encoding === 'identity' ? page.etag : `${page.etag.slice(0, -1)}-gz"`;
}

/**
 * The representation to send for an `Accept-Encoding` header: gzip when accepted (by name or `*`), else the plain
 * page. Brotli clients get gzip too: it is the one encoding a kept page can be sent in without compressing it again.
 */
export function chooseEncoding(acceptEncoding: string | undefined): Encoding {
  return acceptsEncoding(encodingWeights(acceptEncoding), 'gzip') ? 'gzip' : 'identity';
}

/**
 * The shared render cache of pages for visitors without a session and for price groups' customers: a bounded LRU of
 * rendered pages by key, served only while `source` is live and emptied on each of its purges (on a group purge, of
 * the pages kept for customer groups). Concurrent misses of one key share one render, and a render that started
 * before a purge is answered but not kept.
 */
export class RenderCache {
  private readonly pages: Lru<string, CachedPage>;
  private readonly pending = new Map<string, { epoch: number; promise: Promise<Outcome> }>();

  /** `gaps`: where each response puts its own text in a kept page (see {@link cachedPageOf}). */
  constructor(
    private readonly source: PurgeSource,
    limits: RenderCacheLimits,
    private readonly gaps: readonly Gap[] = [],
  ) {
    this.pages = new Lru(limits.maxEntries, limits.maxBytes, (page) => page.bytes);
    source.onPurge(() => {
      this.pages.clear();
      this.pending.clear();
    });
    // Renders running across it are not kept: the source's epoch moved.
    source.onGroupPurge(() => this.pages.deleteWhere(isCustomerGroupPageKey));
  }

  /** True while pages may be served from (and kept in) the cache. */
  get live(): boolean {
    return this.source.live;
  }

  /** Kept pages and their bytes (plain and compressed). */
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
      const page = await cachedPageOf(rendered, this.gaps);
      if (this.source.live && this.source.epoch === epoch) this.pages.set(key, page);
      return { state: 'miss', page };
    })().finally(() => {
      if (this.pending.get(key)?.promise === promise) this.pending.delete(key);
    });
    this.pending.set(key, { epoch, promise });
    return promise;
  }
}
