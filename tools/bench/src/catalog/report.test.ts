import { describe, expect, it } from 'vitest';
import type { Summary } from '../shared/summary.ts';
import { formatTargets } from '../shared/table.ts';
import { formatSection, targetChecks, type ResultRow } from './report.ts';

const figures = (requestsPerSecond: number, p95: number, p99: number): Summary => ({
  requestsPerSecond,
  p50: p95 / 2,
  p95,
  p99,
  responses: 1000,
  failures: 0,
  seconds: 5,
});

const row = (over: Partial<ResultRow>): ResultRow => ({
  engine: 'pg',
  size: 100_000,
  name: 'case',
  kind: 'listing',
  cold: false,
  measured: figures(500, 20, 40),
  baseline: figures(1000, 5, 10),
  ...over,
});

describe('targetChecks', () => {
  it('judges listing throughput against half its baseline on PostgreSQL only', () => {
    const checks = targetChecks(
      [
        row({ name: 'half', measured: figures(500, 20, 40) }),
        row({ name: 'less', measured: figures(499, 20, 40) }),
        row({ name: 'pglite', engine: 'pglite', measured: figures(1, 20, 40) }),
      ],
      50,
    );
    const listing = checks.filter((c) => c.label.startsWith('listing'));
    expect(listing.map((c) => [c.label.includes('half'), c.pass])).toEqual([
      [true, true],
      [false, false],
    ]);
  });

  it('passes p99 only when every API case is under 50 ms, and leaves the SSR page out', () => {
    const passing = targetChecks([row({}), row({ kind: 'ssr', measured: figures(10, 900, 1000) })], 50).find((c) =>
      c.label.includes('p99'),
    );
    expect(passing).toMatchObject({ pass: true, figure: '1 of 1 cases' });
    const failing = targetChecks([row({}), row({ kind: 'product', measured: figures(10, 40, 50) })], 50).find((c) =>
      c.label.includes('p99'),
    );
    expect(failing).toMatchObject({ pass: false, figure: '1 of 2 cases' });
  });

  it('judges search p95 at 100 000 products only', () => {
    const checks = targetChecks(
      [
        row({ kind: 'search', measured: figures(100, 29, 60) }),
        row({ kind: 'search', size: 10_000, measured: figures(100, 99, 100) }),
      ],
      50,
    ).filter((c) => c.label.startsWith('search'));
    expect(checks).toHaveLength(1);
    expect(checks[0]).toMatchObject({ pass: true, figure: '29 ms' });
  });

  it('says so when no target applies', () => {
    expect(formatTargets(targetChecks([], 50))).toEqual(['(no case of this run is covered by a target)']);
  });
});

describe('formatSection', () => {
  it('shows no ratio for a case whose every answer failed', () => {
    const failed = row({ name: 'broken', measured: { ...figures(100, Number.NaN, Number.NaN), failures: 1000 } });
    const [, , line] = formatSection([failed]);
    expect(line).toMatch(/\|\s+—\s+✗$/);
    const [, , healthy] = formatSection([row({})]);
    expect(healthy).toMatch(/\|\s+50%\s+✓$/);
  });

  it('judges the cached product page against the static floor of the same run and its own p99, apart from the API cases', () => {
    const rows = [
      row({}),
      row({ kind: 'ssr', measured: figures(100, 900, 1000) }),
      row({ kind: 'ssr-cached', measured: figures(2000, 40, 90) }),
      row({ kind: 'static', measured: figures(4000, 20, 30) }),
      row({ engine: 'pglite', kind: 'ssr-cached', measured: figures(1000, 40, 120) }),
      row({ engine: 'pglite', kind: 'static', measured: figures(4000, 20, 30) }),
    ];
    const checks = targetChecks(rows, 50);
    expect(checks.find((c) => c.label.includes('p99 < 50'))).toMatchObject({ pass: true, figure: '1 of 1 cases' });
    const cached = checks.filter((c) => c.label.startsWith('cached'));
    expect(
      cached.map((c) => [c.label.includes('PGlite'), c.label.includes('static') ? 'floor' : 'p99', c.pass, c.figure]),
    ).toEqual([
      [false, 'floor', true, '50% (2000 of 4000 req/s)'],
      [false, 'p99', true, '90 ms'],
      [true, 'floor', false, '25% (1000 of 4000 req/s)'],
      [true, 'p99', false, '120 ms'],
    ]);
  });

  it('judges product by slug against half its baseline with the caches on, and the cold category page at 100 000 on PostgreSQL against 100 req/s', () => {
    const rows = [
      row({ name: 'listing p1', kind: 'listing', measured: figures(800, 20, 40) }),
      row({ name: 'listing p1, cold', kind: 'listing', cold: true, measured: figures(120, 20, 40) }),
      row({ name: 'listing p500, cold', kind: 'listing', cold: true, measured: figures(90, 20, 40) }),
      row({ name: 'listing p1, cold', kind: 'listing', cold: true, size: 10_000, measured: figures(50, 20, 40) }),
      row({ name: 'product by slug', kind: 'product', measured: figures(600, 20, 40) }),
      row({ name: 'product by slug', kind: 'product', engine: 'pglite', measured: figures(400, 20, 40) }),
      row({ name: 'product by slug, cold', kind: 'product', cold: true, measured: figures(100, 20, 40) }),
    ];
    const checks = targetChecks(rows, 50);
    expect(checks.filter((c) => c.label.startsWith('listing')).map((c) => c.label)).toEqual([
      'listing ≥ ½ baseline throughput: listing p1, PostgreSQL 100 000',
    ]);
    expect(checks.filter((c) => c.label.startsWith('product by slug')).map((c) => [c.label, c.pass, c.figure])).toEqual(
      [
        ['product by slug ≥ ½ baseline throughput: PostgreSQL 100 000', true, '60% (600 of 1000 req/s)'],
        ['product by slug ≥ ½ baseline throughput: PGlite 100 000', false, '40% (400 of 1000 req/s)'],
      ],
    );
    expect(checks.filter((c) => c.label.startsWith('cold')).map((c) => [c.label, c.pass])).toEqual([
      ['cold category page with facets ≥ 100 req/s at 100 000: listing p1, cold, PostgreSQL', true],
      ['cold category page with facets ≥ 100 req/s at 100 000: listing p500, cold, PostgreSQL', false],
    ]);
  });

  it('judges a signed-in customer’s pages against the anonymous cached page, and listings and search against product by slug (issue #27)', () => {
    const rows = [
      row({ name: 'SSR product page, render cache', kind: 'ssr-cached', measured: figures(8000, 10, 20) }),
      row({ name: 'signed-in product', kind: 'ssr-signed', measured: figures(800, 60, 140) }),
      row({ name: 'signed-in category', kind: 'ssr-signed', measured: figures(700, 60, 160) }),
      row({ name: 'signed-in cart', kind: 'ssr-cart', measured: figures(240, 90, 190) }),
      row({ name: 'product by slug', kind: 'product', measured: figures(3000, 10, 20) }),
      row({ name: 'listing p1', kind: 'listing', measured: figures(900, 20, 40) }),
      row({ name: 'search common', kind: 'search', measured: figures(1000, 20, 40) }),
      row({ name: 'listing p1, cold', kind: 'listing', cold: true, measured: figures(10, 20, 40) }),
    ];
    const checks = targetChecks(rows, 50);
    expect(checks.filter((c) => c.label.startsWith('signed-in')).map((c) => [c.label, c.pass, c.figure])).toEqual([
      [
        'signed-in, share of the anonymous cached product page ≥ 10%: signed-in product, PostgreSQL 100 000',
        true,
        '10.0% (800 of 8000 req/s)',
      ],
      ['signed-in, p99 < 150 ms at 50 connections: signed-in product, PostgreSQL 100 000', true, '140 ms'],
      [
        'signed-in, share of the anonymous cached product page ≥ 10%: signed-in category, PostgreSQL 100 000',
        false,
        '8.8% (700 of 8000 req/s)',
      ],
      ['signed-in, p99 < 150 ms at 50 connections: signed-in category, PostgreSQL 100 000', false, '160 ms'],
      [
        'signed-in, share of the anonymous cached product page ≥ 3%: signed-in cart, PostgreSQL 100 000',
        true,
        '3.0% (240 of 8000 req/s)',
      ],
      ['signed-in, p99 < 200 ms at 50 connections: signed-in cart, PostgreSQL 100 000', true, '190 ms'],
    ]);
    expect(checks.filter((c) => c.label.startsWith('share of product')).map((c) => [c.label, c.pass])).toEqual([
      ['share of product by slug ≥ 30%: listing p1, PostgreSQL 100 000', true],
      ['share of product by slug ≥ 30%: search common, PostgreSQL 100 000', true],
    ]);
  });
});
