import { describe, expect, it } from 'vitest';
import type { Summary } from '../shared/summary.ts';
import { formatSection, formatWriteCheck, targetChecks, type CartRow } from './report.ts';
import type { WriteCheck } from './writes.ts';

const figures = (requestsPerSecond: number, over: Partial<Summary> = {}): Summary => ({
  requestsPerSecond,
  p50: 10,
  p95: 20,
  p99: 30,
  responses: 1000,
  failures: 0,
  seconds: 10,
  ...over,
});

const row = (over: Partial<CartRow>): CartRow => ({
  engine: 'pg',
  kind: 'get',
  name: 'getCart',
  measured: figures(500),
  besideName: 'baseline',
  beside: figures(1000),
  ...over,
});

const clean: WriteCheck = {
  acknowledged: 12_345,
  stored: 12_345,
  lost: 0,
  extra: 0,
  refused: 0,
  unanswered: 0,
  pass: true,
};

describe('targetChecks', () => {
  it('holds getCart to half and the add to a third of the baseline, and the SSR page to nothing', () => {
    const checks = targetChecks(
      [
        row({ kind: 'get', measured: figures(500) }),
        row({ kind: 'get', engine: 'pglite', measured: figures(499) }),
        row({ kind: 'add', name: 'add', measured: figures(334) }),
        row({ kind: 'add', name: 'add', engine: 'pglite', measured: figures(333) }),
        row({ kind: 'ssr', name: 'SSR', measured: figures(1) }),
      ],
      [],
    );
    expect(checks.map((c) => [c.label, c.pass])).toEqual([
      ["getCart ≥ 50% of its baseline's throughput, PostgreSQL", true],
      ["getCart ≥ 50% of its baseline's throughput, PGlite", false],
      ["add ≥ 33% of its baseline's throughput, PostgreSQL", true],
      ["add ≥ 33% of its baseline's throughput, PGlite", false],
    ]);
  });

  it('fails a case whose every answer failed, however fast the failures came', () => {
    const [check] = targetChecks([row({ measured: figures(5000, { failures: 1000 }) })], []);
    expect(check).toMatchObject({ pass: false, figure: '— (5000 of 1000 req/s)' });
  });

  it('adds one lost-update check per engine', () => {
    const checks = targetChecks(
      [],
      [{ engine: 'pglite', check: { ...clean, acknowledged: 10, stored: 9, lost: 1, pass: false } }],
    );
    expect(checks).toEqual([
      {
        label: 'no lost update in the add case, PGlite',
        figure: 'lost updates: 1 of 10 acknowledged adds',
        pass: false,
      },
    ]);
  });
});

describe('formatWriteCheck', () => {
  it('says "lost updates: 0 ✓" for a clean run', () => {
    expect(formatWriteCheck('PostgreSQL API', clean)).toBe(
      'PostgreSQL API: 12 345 adds answered 2xx, 12 345 more in the cart: lost updates: 0 ✓',
    );
  });

  it('shows the difference, and the answers that were not 2xx', () => {
    const line = formatWriteCheck('PGlite API', {
      acknowledged: 100,
      stored: 99,
      lost: 2,
      extra: 1,
      refused: 3,
      unanswered: 0,
      pass: false,
    });
    expect(line).toBe(
      'PGlite API: 100 adds answered 2xx, 99 more in the cart (3 refused): lost updates: 2, 1 stored that no 2xx accounts for ✗',
    );
  });
});

describe('formatSection', () => {
  it('prints the ratio with its target mark, and no target for the SSR page', () => {
    const [, , get, ssr] = formatSection([
      row({}),
      row({ kind: 'ssr', name: 'SSR /cart', besideName: 'API getCart', measured: figures(100), beside: figures(500) }),
    ]);
    expect(get).toMatch(/\|\s+50%\s+≥50% ✓$/);
    expect(ssr).toMatch(/API getCart .*\|\s+20%$/);
  });
});
