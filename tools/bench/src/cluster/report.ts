/** The capacity bench's tables: throughput per case and process count beside the bare baseline, growth, and CPU. */
import { align, groupDigits, ms } from '../shared/table.ts';
import { CPU_GROUPS, type CpuUse } from './cpu.ts';
import { non2xxCount, type LoadFigures } from './load.ts';

/** What the bench measures: the bare Node server directly or through nginx, and the cluster's two mixes. */
export type CaseName = 'bare Node, direct' | 'bare Node via nginx' | 'anonymous mix' | 'signed-in mix';

/** The baseline each case is set beside: the cluster's mixes beside bare Node via nginx with as many processes. */
const BESIDE: Record<CaseName, CaseName | undefined> = {
  'bare Node, direct': undefined,
  'bare Node via nginx': undefined,
  'anonymous mix': 'bare Node via nginx',
  'signed-in mix': 'bare Node via nginx',
};

/** One measured run. */
export interface CapacityRow {
  name: CaseName;
  /** Processes of each kind (bare servers; API and storefront processes). */
  processes: number;
  figures: LoadFigures;
  /** Percent of the whole machine each group of processes used meanwhile, and left idle. */
  cpu?: CpuUse;
  /** PostgreSQL connections to the shop's database at most, and to the whole server at most. */
  connections?: { peak: number; peakAll: number; maxConnections: number };
}

const perSecond = (n: number) => groupDigits(Math.round(n));
/** '1 process', '2 processes'. */
export const processCount = (n: number) => `${n} process${n === 1 ? '' : 'es'}`;
const find = (rows: readonly CapacityRow[], name: CaseName, processes: number) =>
  rows.find((r) => r.name === name && r.processes === processes);

/** req/s of `row` as a share of its baseline's with the same process count ('' when there is none). */
export function besideBaseline(rows: readonly CapacityRow[], row: CapacityRow): string {
  const beside = BESIDE[row.name];
  const base = beside === undefined ? undefined : find(rows, beside, row.processes);
  if (base === undefined || base.figures.requestsPerSecond === 0) return '';
  return `${((100 * row.figures.requestsPerSecond) / base.figures.requestsPerSecond).toFixed(1)} %`;
}

/** The main table: one line per case and process count; per core = req/s ÷ the machine's cores. */
export function formatTable(rows: readonly CapacityRow[], cores: number): string[] {
  return align(
    ['case', 'processes', 'req/s', 'req/s per core', 'p50 ms', 'p99 ms', 'non-2xx', 'errors', 'of bare via nginx'],
    rows.map((r) => [
      r.name,
      String(r.processes),
      perSecond(r.figures.requestsPerSecond),
      perSecond(r.figures.requestsPerSecond / cores),
      ms(r.figures.p50),
      ms(r.figures.p99),
      String(non2xxCount(r.figures)),
      String(r.figures.errors),
      besideBaseline(rows, r),
    ]),
  );
}

/** req/s with the most processes ÷ req/s with the fewest, per case measured with more than one process count. */
export function growth(
  rows: readonly CapacityRow[],
): { name: CaseName; from: CapacityRow; to: CapacityRow; factor: number }[] {
  const names = [...new Set(rows.map((r) => r.name))];
  return names.flatMap((name) => {
    const measured = rows.filter((r) => r.name === name).sort((a, b) => a.processes - b.processes);
    const from = measured[0];
    const to = measured[measured.length - 1];
    if (from === undefined || to === undefined || from === to || from.figures.requestsPerSecond === 0) return [];
    return [{ name, from, to, factor: to.figures.requestsPerSecond / from.figures.requestsPerSecond }];
  });
}

/** One line per case: "anonymous mix: 1 → 2 processes ×1.52 (800 → 1 216 req/s)". */
export function formatGrowth(rows: readonly CapacityRow[]): string[] {
  const found = growth(rows);
  if (found.length === 0) return ['(one process count only: no growth to show)'];
  return found.map(
    (g) =>
      `${g.name}: ${g.from.processes} → ${g.to.processes} processes ×${g.factor.toFixed(2)} (${perSecond(g.from.figures.requestsPerSecond)} → ${perSecond(g.to.figures.requestsPerSecond)} req/s)`,
  );
}

/** Where the cores went per case: percent of the whole machine per group of processes, and what was left idle. */
export function formatCpu(rows: readonly CapacityRow[]): string[] {
  const measured = rows.filter((r) => r.cpu !== undefined);
  const groups = CPU_GROUPS.filter((g) => measured.some((r) => (r.cpu?.shares.get(g) ?? 0) >= 0.5));
  const percent = (n: number | undefined) => (n === undefined || Number.isNaN(n) ? '—' : `${n.toFixed(0)} %`);
  return align(
    ['case', 'processes', ...groups, 'idle'],
    measured.map((r) => [
      r.name,
      String(r.processes),
      ...groups.map((g) => percent(r.cpu?.shares.get(g) ?? 0)),
      percent(r.cpu?.idle),
    ]),
  );
}

/** PostgreSQL's connections per cluster run: the shop's database at most, the whole server at most, its limit. */
export function formatConnections(rows: readonly CapacityRow[]): string[] {
  return rows.flatMap((r) =>
    r.connections === undefined
      ? []
      : [
          `${r.name}, ${r.processes} × API: ${r.connections.peak} connections to the shop's database at most (${r.connections.peakAll} to the whole server, max_connections ${r.connections.maxConnections})`,
        ],
  );
}

/** The non-2xx answers of each case by status, for the notes. */
export function formatStatuses(rows: readonly CapacityRow[]): string[] {
  return rows.flatMap((r) => {
    const statuses = Object.entries(r.figures.non2xx);
    if (statuses.length === 0) return [];
    return [
      `${r.name}, ${processCount(r.processes)}: non-2xx answers ${statuses.map(([s, n]) => `${s} × ${n}`).join(', ')}`,
    ];
  });
}
