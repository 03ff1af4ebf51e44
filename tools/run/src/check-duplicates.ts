/**
 * The copy-paste check of issue #25: jscpd over `libs/admin` (ts, tsx and css, tests included, since a
 * copied test helper costs as much to change as copied code), failing when it finds more than
 * MAX_CLONES_PER_1000_LINES duplicated blocks per 1 000 lines read. A block is a run of at least
 * MIN_LINES lines and MIN_TOKENS tokens that appears twice; jscpd's own `--threshold` is a percentage
 * of lines, not a count of blocks, so the rate is worked out here from its JSON report.
 *
 * Run: `npm run check:duplicates` (exit 1 above the limit; `-- --list` prints every block).
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const ROOT = new URL('../../../', import.meta.url).pathname;
const TARGET = 'libs/admin';
const MIN_LINES = 6;
/** 25 tokens is about four lines of code: shorter runs are mostly imports and closing brackets. */
const MIN_TOKENS = 25;
const MAX_CLONES_PER_1000_LINES = 4;

interface Place {
  name: string;
  start: number;
  end: number;
}
interface Report {
  statistics: { total: { lines: number; clones: number } };
  duplicates: { firstFile: Place; secondFile: Place }[];
}

const out = mkdtempSync(join(tmpdir(), 'jscpd-'));
try {
  const run = spawnSync(
    'npx',
    [
      'jscpd',
      TARGET,
      '--min-lines',
      String(MIN_LINES),
      '--min-tokens',
      String(MIN_TOKENS),
      '--format',
      'typescript,tsx,css',
      '--gitignore',
      '--silent',
      '--reporters',
      'json',
      '--output',
      out,
    ],
    { cwd: ROOT, stdio: ['ignore', 'ignore', 'inherit'] },
  );
  if (run.status !== 0) throw new Error(`jscpd exited with ${run.status}`);
  const report = JSON.parse(readFileSync(join(out, 'jscpd-report.json'), 'utf8')) as Report;
  const { lines, clones } = report.statistics.total;
  const limit = Math.floor((lines / 1000) * MAX_CLONES_PER_1000_LINES);
  if (process.argv.includes('--list')) {
    for (const { firstFile: a, secondFile: b } of report.duplicates)
      console.log(`${a.name}:${a.start}-${a.end} ~ ${b.name}:${b.start}-${b.end}`);
  }
  const rate = ((clones / lines) * 1000).toFixed(2);
  console.log(`${TARGET}: ${clones} duplicated blocks in ${lines} lines (${rate} per 1 000; at most ${limit} allowed)`);
  process.exitCode = clones > limit ? 1 : 0;
} finally {
  rmSync(out, { recursive: true, force: true });
}
