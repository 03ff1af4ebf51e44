import { describe, expect, it } from 'vitest';
import { playwrightFiles, suiteTotals, timingsMarkdown, vitestFiles } from './timings.ts';

describe('the test timings', () => {
  it('read each Vitest file as its wall time, relative to the workspace', () => {
    const report = {
      testResults: [
        { name: '/w/apps/api/src/a.test.ts', startTime: 1_000, endTime: 4_500, assertionResults: [{}, {}] },
        { name: '/w/apps/api/src/b.test.ts', startTime: 2_000, endTime: 2_250, assertionResults: [{}] },
      ],
    };
    expect(vitestFiles(report, 'api', '/w')).toEqual([
      { suite: 'api', file: 'apps/api/src/a.test.ts', tests: 2, seconds: 3.5 },
      { suite: 'api', file: 'apps/api/src/b.test.ts', tests: 1, seconds: 0.25 },
    ]);
  });

  it('sum each Playwright spec file over its nested suites and retries', () => {
    const report = {
      suites: [
        {
          file: 'cart.spec.ts',
          specs: [{ tests: [{ results: [{ duration: 1_000 }, { duration: 2_000 }] }] }],
          suites: [{ file: 'cart.spec.ts', specs: [{ tests: [{ results: [{ duration: 500 }] }] }] }],
        },
        { file: 'empty.spec.ts', specs: [] },
      ],
    };
    expect(playwrightFiles(report, 'storefront-e2e', '/w/apps/storefront-e2e', '/w')).toEqual([
      { suite: 'storefront-e2e', file: 'apps/storefront-e2e/src/cart.spec.ts', tests: 2, seconds: 3.5 },
    ]);
  });

  it('total the suites slowest first and write the steps, suites and slowest files as tables', () => {
    const files = [
      { suite: 'api', file: 'apps/api/src/a.test.ts', tests: 2, seconds: 30 },
      { suite: 'domain', file: 'libs/shared/domain/src/vat.test.ts', tests: 11, seconds: 1 },
      { suite: 'api', file: 'apps/api/src/b.test.ts', tests: 1, seconds: 12 },
    ];
    expect(suiteTotals(files)).toEqual([
      { suite: 'api', files: 2, tests: 3, seconds: 42 },
      { suite: 'domain', files: 1, tests: 11, seconds: 1 },
    ]);
    const steps = [
      { title: 'Lint', seconds: 80.4, ok: true },
      { title: 'e2e', seconds: 379.6, ok: false },
    ];
    const text = timingsMarkdown({ steps, totalSeconds: 455 }, files, new Date('2026-11-28T02:00:00Z'), 2);
    expect(text).toContain('| Lint | 80 s | ok |');
    expect(text).toContain('| e2e | 380 s | failed |');
    expect(text).toContain('| **the whole run** (steps side by side counted once) | **455 s** | |');
    expect(text).toContain('| api | 2 | 3 | 42 s |');
    expect(text).toContain('| **all** | **3** | **14** | **43 s** |');
    expect(text).toContain('2026-11-28 02:00 UTC');
    const slowest = text.slice(text.indexOf('slowest files'));
    expect(slowest).toContain('`apps/api/src/a.test.ts`');
    expect(slowest).not.toContain('vat.test.ts');
  });
});
