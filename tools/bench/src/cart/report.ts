import type { Engine } from '../shared/databases.ts';
import type { Summary } from '../shared/summary.ts';
import { align, ENGINE_TITLE, groupDigits, mark, ms, rps, type TargetCheck } from '../shared/table.ts';
import type { WriteCheck } from './writes.ts';

export type CartCaseKind = 'get' | 'add' | 'ssr';

/** One case measured on the API (or storefront), beside what it is compared with, measured in the same run. */
export interface CartRow {
  engine: Engine;
  kind: CartCaseKind;
  name: string;
  measured: Summary;
  /** What the case is printed beside: the bare baseline, or for the SSR page the API's getCart. */
  besideName: string;
  beside: Summary;
}

/** The issue's targets (printed with ✓/✗, never asserted): throughput as a share of the bare baseline's. */
export const TARGETS: Readonly<Partial<Record<CartCaseKind, number>>> = { get: 0.5, add: 1 / 3 };

/** Throughput of the measured case as a share of what it is beside; NaN when nothing succeeded. */
export function ratio(row: CartRow): number {
  if (row.measured.failures === row.measured.responses) return Number.NaN;
  return row.measured.requestsPerSecond / row.beside.requestsPerSecond;
}

const percent = (value: number) => (Number.isNaN(value) ? '—' : `${(value * 100).toFixed(0)}%`);

/** The table of one engine: the measured figures, those beside them, their ratio and the target it is held to. */
export function formatSection(rows: readonly CartRow[]): string[] {
  const header = [
    'case',
    's',
    'req/s',
    'p50',
    'p95',
    'p99',
    'fail',
    '|',
    'beside',
    's',
    'req/s',
    'p50',
    'p95',
    'p99',
    '|',
    'ratio',
    'target',
  ];
  const lines = rows.map((r) => {
    const target = TARGETS[r.kind];
    return [
      r.name,
      r.measured.seconds.toFixed(0),
      rps(r.measured.requestsPerSecond),
      ms(r.measured.p50),
      ms(r.measured.p95),
      ms(r.measured.p99),
      String(r.measured.failures),
      '|',
      r.besideName,
      r.beside.seconds.toFixed(0),
      rps(r.beside.requestsPerSecond),
      ms(r.beside.p50),
      ms(r.beside.p95),
      ms(r.beside.p99),
      '|',
      percent(ratio(r)),
      target === undefined ? '' : `≥${percent(target)} ${mark(ratio(r) >= target)}`,
    ];
  });
  return align(header, lines, [0, 8, 16]).map((line) => line.trimEnd());
}

/** "lost updates: 0 ✓", or the difference ✗, with the counts it was judged on. */
export function formatWriteCheck(who: string, check: WriteCheck): string {
  const counts = `${groupDigits(check.acknowledged)} adds answered 2xx, ${groupDigits(check.stored)} more in the cart`;
  const others = [
    check.refused > 0 ? `${groupDigits(check.refused)} refused` : '',
    check.unanswered > 0 ? `${groupDigits(check.unanswered)} unanswered` : '',
  ]
    .filter((s) => s !== '')
    .join(', ');
  const difference = check.extra > 0 ? `, ${groupDigits(check.extra)} stored that no 2xx accounts for` : '';
  return `${who}: ${counts}${others === '' ? '' : ` (${others})`}: lost updates: ${groupDigits(check.lost)}${difference} ${mark(check.pass)}`;
}

/** The issue's targets judged on the rows and write checks of the run. */
export function targetChecks(
  rows: readonly CartRow[],
  writes: readonly { engine: Engine; check: WriteCheck }[],
): TargetCheck[] {
  const throughput = rows.flatMap((r) => {
    const target = TARGETS[r.kind];
    if (target === undefined) return [];
    return [
      {
        label: `${r.name} ≥ ${percent(target)} of its baseline's throughput, ${ENGINE_TITLE[r.engine]}`,
        figure: `${percent(ratio(r))} (${rps(r.measured.requestsPerSecond)} of ${rps(r.beside.requestsPerSecond)} req/s)`,
        pass: ratio(r) >= target,
      },
    ];
  });
  const lost = writes.map(({ engine, check }) => ({
    label: `no lost update in the add case, ${ENGINE_TITLE[engine]}`,
    figure: `lost updates: ${groupDigits(check.lost)} of ${groupDigits(check.acknowledged)} acknowledged adds`,
    pass: check.pass,
  }));
  return [...throughput, ...lost];
}
