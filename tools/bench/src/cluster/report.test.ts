import { describe, expect, it } from 'vitest';
import type { CpuGroup } from './cpu.ts';
import type { LoadFigures } from './load.ts';
import {
  besideBaseline,
  formatConnections,
  formatCpu,
  formatGrowth,
  formatStatuses,
  formatTable,
  growth,
  type CapacityRow,
} from './report.ts';

const figures = (requestsPerSecond: number, over: Partial<LoadFigures> = {}): LoadFigures => ({
  requestsPerSecond,
  p50: 12,
  p99: 140,
  requests: requestsPerSecond * 10,
  non2xx: {},
  errors: 0,
  seconds: 10,
  ...over,
});

const rows: CapacityRow[] = [
  { name: 'bare Node, direct', processes: 1, figures: figures(12_000, { p50: 2.4, p99: 6.5 }) },
  { name: 'bare Node via nginx', processes: 1, figures: figures(8000) },
  { name: 'bare Node via nginx', processes: 2, figures: figures(10_000) },
  { name: 'anonymous mix', processes: 1, figures: figures(1000) },
  { name: 'anonymous mix', processes: 2, figures: figures(1500, { non2xx: { '404': 3, '502': 1 }, errors: 2 }) },
  { name: 'signed-in mix', processes: 1, figures: figures(200) },
];

describe('formatTable', () => {
  it('gives req/s per core and sets each mix beside the bare server via nginx with as many processes', () => {
    expect(formatTable(rows, 2)).toEqual([
      'case                 processes   req/s  req/s per core  p50 ms  p99 ms  non-2xx  errors  of bare via nginx',
      '-------------------  ---------  ------  --------------  ------  ------  -------  ------  -----------------',
      'bare Node, direct            1  12 000           6 000     2.4     6.5        0       0                   ',
      'bare Node via nginx          1   8 000           4 000      12     140        0       0                   ',
      'bare Node via nginx          2  10 000           5 000      12     140        0       0                   ',
      'anonymous mix                1   1 000             500      12     140        0       0             12.5 %',
      'anonymous mix                2   1 500             750      12     140        4       2             15.0 %',
      'signed-in mix                1     200             100      12     140        0       0              2.5 %',
    ]);
  });

  it('leaves the share out when the baseline of that process count was not measured', () => {
    expect(besideBaseline(rows, { name: 'signed-in mix', processes: 3, figures: figures(1) })).toBe('');
  });
});

describe('growth', () => {
  it('divides req/s with the most processes by req/s with the fewest, for each case measured with both', () => {
    expect(growth(rows).map((g) => [g.name, g.factor])).toEqual([
      ['bare Node via nginx', 1.25],
      ['anonymous mix', 1.5],
    ]);
    expect(formatGrowth(rows)).toEqual([
      'bare Node via nginx: 1 → 2 processes ×1.25 (8 000 → 10 000 req/s)',
      'anonymous mix: 1 → 2 processes ×1.50 (1 000 → 1 500 req/s)',
    ]);
  });

  it('says so when only one process count was measured', () => {
    expect(formatGrowth(rows.slice(0, 2))).toEqual(['(one process count only: no growth to show)']);
  });
});

describe('formatCpu', () => {
  it("shows each group's share of the machine and the idle rest, leaving out groups that used next to nothing", () => {
    const shares = new Map<CpuGroup, number>([
      ['storefront', 61.2],
      ['API', 20.4],
      ['nginx', 6],
      ['load', 9.9],
      ['Redis', 0.2],
    ]);
    expect(formatCpu([{ ...rows[3], cpu: { shares, idle: 2.4 } } as CapacityRow])).toEqual([
      'case           processes  storefront   API  nginx  load  idle',
      '-------------  ---------  ----------  ----  -----  ----  ----',
      'anonymous mix          1        61 %  20 %    6 %  10 %   2 %',
    ]);
  });
});

describe('the notes', () => {
  it("list PostgreSQL's connections per cluster run and the non-2xx answers by status", () => {
    expect(
      formatConnections([{ ...(rows[4] as CapacityRow), connections: { peak: 20, peakAll: 27, maxConnections: 100 } }]),
    ).toEqual([
      "anonymous mix, 2 × API: 20 connections to the shop's database at most (27 to the whole server, max_connections 100)",
    ]);
    expect(formatStatuses(rows)).toEqual(['anonymous mix, 2 processes: non-2xx answers 404 × 3, 502 × 1']);
  });
});
