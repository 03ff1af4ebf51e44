export interface Row {
  name: string;
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  fcpMs: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  /** Weighted audits scoring under 0.9: where the points went. */
  failed: string[];
}

/** Lighthouse's own pass mark for a good page, and the target for every category. */
const TARGET = 95;
/** Issue #27: a page's LCP at most this many times its no-script floor's. */
const LCP_OVER_FLOOR = 1.5;

export function printTable(rows: readonly Row[]): void {
  const header = ['page', 'perf', 'a11y', 'best', 'seo', 'FCP ms', 'LCP ms', 'TBT ms', 'CLS'];
  const lines = rows.map((row) => [
    row.name,
    String(row.performance),
    String(row.accessibility),
    String(row.bestPractices),
    String(row.seo),
    String(row.fcpMs),
    String(row.lcpMs),
    String(row.tbtMs),
    row.cls.toFixed(3),
  ]);
  const widths = header.map((title, i) => Math.max(title.length, ...lines.map((line) => line[i]?.length ?? 0)));
  const format = (cells: string[]) =>
    cells.map((cell, i) => (i === 0 ? cell.padEnd(widths[i] ?? 0) : cell.padStart(widths[i] ?? 0))).join('  ');
  console.log(format(header));
  for (const line of lines) console.log(format(line));
  const pages = rows.filter((row) => !row.name.endsWith(': floor'));
  const below = pages.filter(
    (row) => Math.min(row.performance, row.accessibility, row.bestPractices, row.seo) < TARGET,
  );
  console.log(
    below.length === 0 ? `\nAll pages score ${TARGET} or more in all four categories.` : `\nBelow ${TARGET}:`,
  );
  for (const row of below) console.log(`  ${row.name}: ${row.failed.join(', ') || '(no single audit under 0.9)'}`);
  console.log(`\nLCP against the page's floor (target: at most ${LCP_OVER_FLOOR}×):`);
  for (const row of pages) {
    const floor = rows.find((other) => other.name === `${row.name}: floor`);
    if (floor === undefined || floor.lcpMs <= 0) continue;
    const ratio = row.lcpMs / floor.lcpMs;
    console.log(
      `  ${row.name.padEnd(10)} ${ratio.toFixed(2)}×  ${ratio <= LCP_OVER_FLOOR ? 'met' : 'missed'} (${row.lcpMs} ms against ${floor.lcpMs} ms)`,
    );
  }
}
