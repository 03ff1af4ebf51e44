import type { Engine } from '../shared/databases.ts';
import type { Summary } from '../shared/summary.ts';
import { align, ENGINE_TITLE, groupDigits, mark, ms, rps, type TargetCheck } from '../shared/table.ts';
import type { CaseKind } from './cases.ts';

/** One case measured on the API (or storefront) and on the baseline, in one engine and catalogue size. */
export interface ResultRow {
  engine: Engine;
  size: number;
  name: string;
  kind: CaseKind;
  /** Measured on an API with its caches off. */
  cold: boolean;
  measured: Summary;
  baseline: Summary;
}

/** The targets (printed with ✓/✗, never asserted). */
export const TARGETS = {
  /** Listing throughput on PostgreSQL, as a share of the baseline's. */
  listingShareOfBaseline: 0.5,
  /** p99 at 50 connections (the default --connections), ms. */
  p99Milliseconds: 50,
  /** Search p95 at 100 000 products, ms. */
  searchP95Milliseconds: 30,
  searchP95Size: 100_000,
  /** Issue #15: product by slug's throughput (the API's caches on), as a share of the baseline's. */
  productShareOfBaseline: 0.5,
  /** Issue #15: a cold category page with facets at 100 000 products on PostgreSQL, req/s. */
  coldListingRequestsPerSecond: 100,
  coldListingSize: 100_000,
  /** Issue #15: the cached product page's throughput as a share of the storefront's static file of the same size. */
  cachedShareOfStaticFloor: 0.5,
  /** Issue #15: the cached product page's p99 at 50 connections, ms. */
  cachedP99Milliseconds: 100,
  /** Issue #27: a signed-in group customer's product and category page, as a share of the anonymous cached page. */
  signedInShareOfCached: 0.1,
  signedInP99Milliseconds: 150,
  /** Issue #27: a signed-in customer's cart page, as a share of the anonymous cached page. */
  cartShareOfCached: 0.03,
  cartP99Milliseconds: 200,
  /** Issue #27: listings and search, as a share of product by slug on the same API. */
  listingShareOfProduct: 0.3,
} as const;

/** The storefront's cases: judged against the static floor and their own p99 target, not the API's. */
const STOREFRONT_KINDS: readonly CaseKind[] = ['ssr', 'ssr-cached', 'static', 'ssr-signed', 'ssr-cart'];

/** Throughput of the measured case as a share of its baseline's (NaN when neither answered). */
export const ratio = (row: ResultRow) => row.measured.requestsPerSecond / row.baseline.requestsPerSecond;

/** The table of one engine and size: the measured figures, the baseline's, their ratio and the p99 target. */
export function formatSection(rows: readonly ResultRow[]): string[] {
  const header = [
    'case',
    's',
    'req/s',
    'p50',
    'p95',
    'p99',
    'fail',
    '|',
    'base s',
    'req/s',
    'p50',
    'p95',
    'p99',
    '|',
    'ratio',
    `p99<${TARGETS.p99Milliseconds}`,
  ];
  const lines = rows.map((r) => [
    r.name,
    r.measured.seconds.toFixed(0),
    rps(r.measured.requestsPerSecond),
    ms(r.measured.p50),
    ms(r.measured.p95),
    ms(r.measured.p99),
    String(r.measured.failures),
    '|',
    r.baseline.seconds.toFixed(0),
    rps(r.baseline.requestsPerSecond),
    ms(r.baseline.p50),
    ms(r.baseline.p95),
    ms(r.baseline.p99),
    '|',
    // No successful answer: the throughput is of failures, so a ratio would flatter it.
    Number.isNaN(ratio(r)) || r.measured.failures === r.measured.responses ? '—' : `${(ratio(r) * 100).toFixed(0)}%`,
    mark(r.measured.p99 < TARGETS.p99Milliseconds),
  ]);
  return align(header, lines);
}

/** The targets judged on the rows that they speak about; targets with no such row are left out. */
export function targetChecks(rows: readonly ResultRow[], connections: number): TargetCheck[] {
  const where = (r: ResultRow) => `${ENGINE_TITLE[r.engine]} ${groupDigits(r.size)}`;
  const listing = rows
    .filter((r) => r.kind === 'listing' && r.engine === 'pg' && !r.cold)
    .map((r) => ({
      label: `listing ≥ ½ baseline throughput: ${r.name}, ${where(r)}`,
      figure: `${(ratio(r) * 100).toFixed(0)}% (${rps(r.measured.requestsPerSecond)} of ${rps(r.baseline.requestsPerSecond)} req/s)`,
      pass: ratio(r) >= TARGETS.listingShareOfBaseline,
    }));
  const p99 = rows.filter((r) => !STOREFRONT_KINDS.includes(r.kind));
  const p99Passing = p99.filter((r) => r.measured.p99 < TARGETS.p99Milliseconds);
  const p99Check: TargetCheck[] =
    p99.length === 0
      ? []
      : [
          {
            label: `API p99 < ${TARGETS.p99Milliseconds} ms at ${connections} connections (every API case above)`,
            figure: `${p99Passing.length} of ${p99.length} cases`,
            pass: p99Passing.length === p99.length,
          },
        ];
  const search = rows
    .filter((r) => r.kind === 'search' && r.size === TARGETS.searchP95Size)
    .map((r) => ({
      label: `search p95 < ${TARGETS.searchP95Milliseconds} ms at ${groupDigits(TARGETS.searchP95Size)}: ${r.name}, ${ENGINE_TITLE[r.engine]}`,
      figure: `${ms(r.measured.p95)} ms`,
      pass: r.measured.p95 < TARGETS.searchP95Milliseconds,
    }));
  const productPage = rows
    .filter((r) => r.kind === 'product' && !r.cold)
    .map((r) => ({
      label: `product by slug ≥ ½ baseline throughput: ${where(r)}`,
      figure: `${(ratio(r) * 100).toFixed(0)}% (${rps(r.measured.requestsPerSecond)} of ${rps(r.baseline.requestsPerSecond)} req/s)`,
      pass: ratio(r) >= TARGETS.productShareOfBaseline,
    }));
  const coldListing = rows
    .filter((r) => r.kind === 'listing' && r.cold && r.engine === 'pg' && r.size === TARGETS.coldListingSize)
    .map((r) => ({
      label: `cold category page with facets ≥ ${TARGETS.coldListingRequestsPerSecond} req/s at ${groupDigits(TARGETS.coldListingSize)}: ${r.name}, PostgreSQL`,
      figure: `${rps(r.measured.requestsPerSecond)} req/s`,
      pass: r.measured.requestsPerSecond >= TARGETS.coldListingRequestsPerSecond,
    }));
  const renderCache = rows
    .filter((r) => r.kind === 'ssr-cached')
    .flatMap((r) => {
      const floor = rows.find((o) => o.kind === 'static' && o.engine === r.engine && o.size === r.size);
      const share = floor === undefined ? Number.NaN : r.measured.requestsPerSecond / floor.measured.requestsPerSecond;
      return [
        ...(floor === undefined
          ? []
          : [
              {
                label: `cached product page ≥ ½ the static file of its size, same storefront: ${where(r)}`,
                figure: `${(share * 100).toFixed(0)}% (${rps(r.measured.requestsPerSecond)} of ${rps(floor.measured.requestsPerSecond)} req/s)`,
                pass: share >= TARGETS.cachedShareOfStaticFloor,
              },
            ]),
        {
          label: `cached product page p99 < ${TARGETS.cachedP99Milliseconds} ms at ${connections} connections: ${where(r)}`,
          figure: `${ms(r.measured.p99)} ms`,
          pass: r.measured.p99 < TARGETS.cachedP99Milliseconds,
        },
      ];
    });
  return [
    ...listing,
    ...productPage,
    ...coldListing,
    ...p99Check,
    ...search,
    ...renderCache,
    ...signedInChecks(rows, connections),
  ];
}

/**
 * Issue #27's targets: a signed-in customer's pages against the anonymous product page from the render cache, and the
 * listings and search against product by slug, each beside the other in the same run.
 */
function signedInChecks(rows: readonly ResultRow[], connections: number): TargetCheck[] {
  const where = (r: ResultRow) => `${ENGINE_TITLE[r.engine]} ${groupDigits(r.size)}`;
  const same = (a: ResultRow, kind: CaseKind) =>
    rows.find((o) => o.kind === kind && !o.cold && o.engine === a.engine && o.size === a.size);
  const share = (r: ResultRow, of: ResultRow) => r.measured.requestsPerSecond / of.measured.requestsPerSecond;
  const figure = (r: ResultRow, of: ResultRow) =>
    `${(share(r, of) * 100).toFixed(1)}% (${rps(r.measured.requestsPerSecond)} of ${rps(of.measured.requestsPerSecond)} req/s)`;
  const pages = rows
    .filter((r) => r.kind === 'ssr-signed' || r.kind === 'ssr-cart')
    .flatMap((r) => {
      const cached = same(r, 'ssr-cached');
      const cart = r.kind === 'ssr-cart';
      const wanted = cart ? TARGETS.cartShareOfCached : TARGETS.signedInShareOfCached;
      const p99 = cart ? TARGETS.cartP99Milliseconds : TARGETS.signedInP99Milliseconds;
      return [
        ...(cached === undefined
          ? []
          : [
              {
                label: `signed-in, share of the anonymous cached product page ≥ ${wanted * 100}%: ${r.name}, ${where(r)}`,
                figure: figure(r, cached),
                pass: share(r, cached) >= wanted,
              },
            ]),
        {
          label: `signed-in, p99 < ${p99} ms at ${connections} connections: ${r.name}, ${where(r)}`,
          figure: `${ms(r.measured.p99)} ms`,
          pass: r.measured.p99 < p99,
        },
      ];
    });
  const lists = rows
    .filter((r) => (r.kind === 'listing' || r.kind === 'search') && !r.cold)
    .flatMap((r) => {
      const product = same(r, 'product');
      if (product === undefined) return [];
      return [
        {
          label: `share of product by slug ≥ ${TARGETS.listingShareOfProduct * 100}%: ${r.name}, ${where(r)}`,
          figure: figure(r, product),
          pass: share(r, product) >= TARGETS.listingShareOfProduct,
        },
      ];
    });
  return [...pages, ...lists];
}
