import { describe, expect, it } from 'vitest';
import type { Summary } from '../shared/summary.ts';
import type { NumberingCheck } from './numbering.ts';
import {
  checkoutRatio,
  formatCheckoutSection,
  formatLocks,
  formatListSection,
  formatNumbering,
  ordersPerSecond,
  targetChecks,
  type CheckoutRow,
  type ListRow,
} from './report.ts';

const figures = (over: Partial<Summary> = {}): Summary => ({
  requestsPerSecond: 100,
  p50: 40,
  p95: 120,
  p99: 200,
  responses: 1000,
  failures: 0,
  seconds: 10,
  ...over,
});

const checkout = (over: Partial<CheckoutRow> = {}): CheckoutRow => ({
  engine: 'pg',
  customers: 50,
  measured: figures(),
  beside: figures({ responses: 4000, p50: 5, p95: 9, p99: 12 }),
  ...over,
});

const clean: NumberingCheck = {
  replied: 1234,
  duplicated: 0,
  added: 1234,
  lost: 0,
  unexplained: 0,
  gaps: 0,
  firstGap: undefined,
  last: 2234,
  refused: 0,
  unanswered: 0,
  pass: true,
};

const listRow = (over: Partial<ListRow> = {}): ListRow => ({
  name: 'page 1',
  firstPage: true,
  total: 10_000,
  single: figures({ p50: 4.2, p95: 6.8 }),
  loaded: figures({ requestsPerSecond: 812.4, p50: 11, p95: 19 }),
  connections: 10,
  sqlIds: 0.1,
  sqlCount: 2.4,
  ...over,
});

describe('ordersPerSecond and checkoutRatio', () => {
  it('count only the checkouts answered 200, over the whole measured time', () => {
    expect(ordersPerSecond(figures({ responses: 1000, failures: 100, seconds: 10 }))).toBe(90);
    expect(checkoutRatio(checkout())).toBe(0.25);
  });

  it('gives no ratio when every checkout failed', () => {
    expect(checkoutRatio(checkout({ measured: figures({ failures: 1000 }) }))).toBeNaN();
  });
});

describe('formatCheckoutSection', () => {
  it('prints orders per second and latencies beside the baseline, the ratio, and the p95 target marked', () => {
    const [header, , line] = formatCheckoutSection([checkout()]);
    expect(header).toMatch(/^case\s+s\s+orders\/s\s+p50\s+p95\s+p99\s+fail\s+\|\s+beside/);
    expect(line).toMatch(
      /^checkout, 10 lines, 50 customers\s+10\s+100\s+40\s+120\s+200\s+0\s+\|\s+baseline: 1 statement\s+10\s+400\s+5\.0\s+9\.0\s+12\s+0\s+\|\s+25%\s+p95 <300 ✓$/,
    );
    expect(formatCheckoutSection([checkout({ measured: figures({ p95: 300 }) })])[2]).toMatch(/p95 <300 ✗$/);
  });
});

describe('formatNumbering', () => {
  it('says so when nothing was lost, duplicated or skipped', () => {
    expect(formatNumbering('PostgreSQL API', clean)).toBe(
      'PostgreSQL API: 1 234 checkouts answered 200, 1 234 more orders stored, numbers 1001…2234: no order lost or duplicated, no gap ✓',
    );
  });

  it('names every problem, and the answers that were not 200', () => {
    const line = formatNumbering('PGlite baseline', {
      ...clean,
      duplicated: 1,
      lost: 2,
      unexplained: 3,
      gaps: 4,
      firstGap: 1500,
      refused: 5,
      unanswered: 1,
      pass: false,
    });
    expect(line).toBe(
      'PGlite baseline: 1 234 checkouts answered 200, 1 234 more orders stored, numbers 1001…2234 (5 refused, 1 unanswered): ' +
        '1 numbers given twice, 2 answered orders missing, 3 orders no 200 accounts for, 4 gaps from 1500 ✗',
    );
  });
});

describe('formatListSection', () => {
  it('prints the capped matches, one connection beside the loaded run, the SQL times, and the target on first pages only', () => {
    const [header, , floor, first, deep] = formatListSection([
      listRow({ name: 'GET /health', firstPage: false, total: undefined, sqlIds: Number.NaN, sqlCount: Number.NaN }),
      listRow(),
      listRow({ name: 'page 500', firstPage: false, total: 10_000 }),
    ]);
    expect(header).toMatch(/1 conn: p50\s+p95\s+\|\s+10 conn: req\/s/);
    expect(floor).toMatch(/^GET \/health\s+—\s+\|\s+4\.2\s+6\.8\s+\|.*\|\s+—\s+—\s+\|$/);
    expect(first).toMatch(
      /^page 1\s+10 000\+\s+\|\s+4\.2\s+6\.8\s+\|\s+812\s+11\s+19\s+0\s+\|\s+0\.1\s+2\.4\s+\|\s+p95 <50 ✓$/,
    );
    expect(deep).toMatch(/^page 500\s+10 000\+.*\|\s+0\.1\s+2\.4\s+\|$/);
  });
});

describe('targetChecks', () => {
  it('holds the checkout p95 to 300 ms, the numbering to no fault, and each first page of the list to 50 ms', () => {
    const checks = targetChecks(
      [checkout(), checkout({ engine: 'pglite', measured: figures({ p95: 450 }) })],
      [{ engine: 'pg', check: clean }],
      [
        listRow(),
        listRow({ name: 'search by ИНН 7784759270', single: figures({ p95: 50 }) }),
        listRow({ name: 'page 500', firstPage: false }),
      ],
      1_000_000,
    );
    expect(checks.map((c) => [c.label, c.pass])).toEqual([
      ['checkout p95 under 300 ms, 50 customers, PostgreSQL', true],
      ['checkout p95 under 300 ms, 50 customers, PGlite', false],
      ['checkout lost and duplicated no order, no number gap, PostgreSQL', true],
      ["admin order list's first page under 50 ms, page 1, 1 000 000 orders", true],
      ["admin order list's first page under 50 ms, search by ИНН 7784759270, 1 000 000 orders", false],
    ]);
    expect(checks[0]?.figure).toBe('p95 120 ms (p50 40 ms, 100 orders/s)');
  });

  it('fails a checkout whose every answer failed, however fast', () => {
    const [check] = targetChecks([checkout({ measured: figures({ failures: 1000, p95: Number.NaN }) })], [], [], 0);
    expect(check).toMatchObject({ pass: false, figure: 'p95 — ms (p50 40 ms, 0 orders/s)' });
  });
});

describe('formatLocks', () => {
  it('says how many connections waited for the counter and what its holder did', () => {
    expect(
      formatLocks('PostgreSQL API', { ticks: 200, waiting: 5.43, connections: 10, holderIdle: 0.734, held: 190 }),
    ).toBe(
      "PostgreSQL API: 5.4 of 10.0 connections waiting for the order counter's row lock on average; while it held others up, its holder was " +
        "idle in transaction (waiting for its server's next statement) 73% of the time, running SQL or committing the rest (200 samples)",
    );
    expect(formatLocks('x', { ticks: 3, waiting: 0, connections: 2, holderIdle: Number.NaN, held: 0 })).toMatch(
      /; no connection held up another \(3 samples\)$/,
    );
  });
});
