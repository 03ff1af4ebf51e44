/** How the checkout bench prints its figures: the checkout beside its baseline, the order check, the admin list and the targets. */
import type { Engine } from '../shared/databases.ts';
import type { Summary } from '../shared/summary.ts';
import { align, ENGINE_TITLE, groupDigits, mark, ms, rps, type TargetCheck } from '../shared/table.ts';
import type { LockSummary } from './lock-watch.ts';
import type { NumberingCheck } from './numbering.ts';

/** The issue's targets (printed with ✓/✗, never asserted). */
export const TARGETS = {
  /** Checkout p95, ms. */
  checkoutP95: 300,
  /** The admin list's first page, p95 on one connection, ms. */
  listFirstPage: 50,
} as const;

/** The checkout measured on one engine beside its baseline in the same run; latencies are the checkout request's alone. */
export interface CheckoutRow {
  engine: Engine;
  customers: number;
  measured: Summary;
  beside: Summary;
}

/** Orders made per second: checkouts answered 200, over the whole measured time (cart fills included). */
export const ordersPerSecond = (s: Summary) => (s.responses - s.failures) / s.seconds;

/** The API's orders per second as a share of the baseline's; NaN when the API made none. */
export function checkoutRatio(row: CheckoutRow): number {
  if (row.measured.failures === row.measured.responses) return Number.NaN;
  return ordersPerSecond(row.measured) / ordersPerSecond(row.beside);
}

const percent = (value: number) => (Number.isNaN(value) ? '—' : `${(value * 100).toFixed(0)}%`);
/** A p95 held to a ceiling: NaN (nothing succeeded) fails. */
const under = (value: number, ceiling: number) => !Number.isNaN(value) && value < ceiling;

/** The checkout table: the API's figures, the baseline's beside them, the ratio of orders per second and the p95 target. */
export function formatCheckoutSection(rows: readonly CheckoutRow[]): string[] {
  const header = [
    'case',
    's',
    'orders/s',
    'p50',
    'p95',
    'p99',
    'fail',
    '|',
    'beside',
    's',
    'orders/s',
    'p50',
    'p95',
    'p99',
    'fail',
    '|',
    'ratio',
    'target',
  ];
  const lines = rows.map((r) => [
    `checkout, 10 lines, ${r.customers} customers`,
    r.measured.seconds.toFixed(0),
    rps(ordersPerSecond(r.measured)),
    ms(r.measured.p50),
    ms(r.measured.p95),
    ms(r.measured.p99),
    String(r.measured.failures),
    '|',
    'baseline: 1 statement',
    r.beside.seconds.toFixed(0),
    rps(ordersPerSecond(r.beside)),
    ms(r.beside.p50),
    ms(r.beside.p95),
    ms(r.beside.p99),
    String(r.beside.failures),
    '|',
    percent(checkoutRatio(r)),
    `p95 <${TARGETS.checkoutP95} ${mark(under(r.measured.p95, TARGETS.checkoutP95))}`,
  ]);
  return align(header, lines, [0, 8, 17]).map((line) => line.trimEnd());
}

/** "no order lost or duplicated, no gap ✓", or what went wrong ✗, with the counts it was judged on. */
export function formatNumbering(who: string, check: NumberingCheck): string {
  const counts = `${groupDigits(check.replied)} checkouts answered 200, ${groupDigits(check.added)} more orders stored, numbers 1001…${check.last}`;
  const others = [
    check.refused > 0 ? `${groupDigits(check.refused)} refused` : '',
    check.unanswered > 0 ? `${groupDigits(check.unanswered)} unanswered` : '',
  ]
    .filter((s) => s !== '')
    .join(', ');
  const problems = [
    check.duplicated > 0 ? `${groupDigits(check.duplicated)} numbers given twice` : '',
    check.lost > 0 ? `${groupDigits(check.lost)} answered orders missing` : '',
    check.unexplained !== 0 ? `${groupDigits(check.unexplained)} orders no 200 accounts for` : '',
    check.gaps > 0 ? `${groupDigits(check.gaps)} gaps from ${check.firstGap ?? '(a number stored twice)'}` : '',
  ].filter((s) => s !== '');
  const verdict = problems.length === 0 ? 'no order lost or duplicated, no gap' : problems.join(', ');
  return `${who}: ${counts}${others === '' ? '' : ` (${others})`}: ${verdict} ${mark(check.pass)}`;
}

/**
 * One admin list case (or the floor beside them: the API's GET /health, one `select 1`): the matches the API reported,
 * its latency on one connection, its throughput on several, its SQL.
 */
export interface ListRow {
  name: string;
  /** A first page, held to the target. */
  firstPage: boolean;
  /** pagination.total of the first answer (capped at 10 000); undefined for the floor. */
  total: number | undefined;
  single: Summary;
  loaded: Summary;
  connections: number;
  /** EXPLAIN ANALYZE execution times of the page's ids and of the capped count, ms (median of three); NaN for the floor. */
  sqlIds: number;
  sqlCount: number;
}

const matches = (total: number | undefined) =>
  total === undefined ? '—' : total >= 10_000 ? `${groupDigits(total)}+` : groupDigits(total);

/** The admin list table; first pages carry the target, judged on the p95 of one connection. */
export function formatListSection(rows: readonly ListRow[]): string[] {
  const connections = rows[0]?.connections ?? 0;
  const header = [
    'case',
    'matches',
    '|',
    '1 conn: p50',
    'p95',
    '|',
    `${connections} conn: req/s`,
    'p50',
    'p95',
    'fail',
    '|',
    'SQL: ids',
    'count',
    '|',
    'target',
  ];
  const lines = rows.map((r) => [
    r.name,
    matches(r.total),
    '|',
    ms(r.single.p50),
    ms(r.single.p95),
    '|',
    rps(r.loaded.requestsPerSecond),
    ms(r.loaded.p50),
    ms(r.loaded.p95),
    String(r.single.failures + r.loaded.failures),
    '|',
    ms(r.sqlIds),
    ms(r.sqlCount),
    '|',
    r.firstPage ? `p95 <${TARGETS.listFirstPage} ${mark(under(r.single.p95, TARGETS.listFirstPage))}` : '',
  ]);
  return align(header, lines, [0, 2, 5, 10, 13, 14]).map((line) => line.trimEnd());
}

/** The issue's targets judged on the run: checkout p95 and the order check per engine, then each first page of the admin list. */
export function targetChecks(
  checkouts: readonly CheckoutRow[],
  numbering: readonly { engine: Engine; check: NumberingCheck }[],
  list: readonly ListRow[],
  orders: number,
): TargetCheck[] {
  return [
    ...checkouts.map((r) => ({
      label: `checkout p95 under ${TARGETS.checkoutP95} ms, ${r.customers} customers, ${ENGINE_TITLE[r.engine]}`,
      figure: `p95 ${ms(r.measured.p95)} ms (p50 ${ms(r.measured.p50)} ms, ${rps(ordersPerSecond(r.measured))} orders/s)`,
      pass: under(r.measured.p95, TARGETS.checkoutP95) && r.measured.failures < r.measured.responses,
    })),
    ...numbering.map(({ engine, check }) => ({
      label: `checkout lost and duplicated no order, no number gap, ${ENGINE_TITLE[engine]}`,
      figure: `${groupDigits(check.replied)} orders, numbers 1001…${check.last}`,
      pass: check.pass,
    })),
    ...list
      .filter((r) => r.firstPage)
      .map((r) => ({
        label: `admin order list's first page under ${TARGETS.listFirstPage} ms, ${r.name}, ${groupDigits(orders)} orders`,
        figure: `p95 ${ms(r.single.p95)} ms (p50 ${ms(r.single.p50)} ms) on 1 connection`,
        pass: under(r.single.p95, TARGETS.listFirstPage) && r.single.failures === 0,
      })),
  ];
}

/** The counter lock's line: how many connections waited for it, and what its holder did meanwhile. */
export function formatLocks(who: string, locks: LockSummary): string {
  const holder = Number.isNaN(locks.holderIdle)
    ? 'no connection held up another'
    : `while it held others up, its holder was idle in transaction (waiting for its server's next statement) ${percent(locks.holderIdle)} of the time, running SQL or committing the rest`;
  return `${who}: ${locks.waiting.toFixed(1)} of ${locks.connections.toFixed(1)} connections waiting for the order counter's row lock on average; ${holder} (${locks.ticks} samples)`;
}
