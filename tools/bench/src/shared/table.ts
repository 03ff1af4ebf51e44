/** How the benches print their figures: aligned plain-text tables, ✓/✗ marks, sizes grouped as the issues write them. */
import type { Engine } from './databases.ts';

export const ENGINE_TITLE: Record<Engine, string> = { pg: 'PostgreSQL', pglite: 'PGlite' };
export const mark = (pass: boolean) => (pass ? '✓' : '✗');
/** 100000 -> '100 000', as the issue writes sizes. */
export const groupDigits = (n: number) => String(n).replace(/\B(?=(\d{3})+(?!\d))/g, ' ');
/** A latency in ms: one decimal under 10, '—' when nothing answered. */
export const ms = (value: number) => (Number.isNaN(value) ? '—' : value < 10 ? value.toFixed(1) : value.toFixed(0));
/** A throughput in req/s. */
export const rps = (value: number) => value.toFixed(0);

/**
 * A header, a rule and the lines, each column as wide as its widest cell; text columns (the first `leftColumns`,
 * or those at the indexes given) are left-aligned, figures right-aligned.
 */
export function align(header: string[], lines: string[][], leftColumns: number | readonly number[] = 1): string[] {
  const widths = header.map((h, i) => Math.max(h.length, ...lines.map((l) => (l[i] ?? '').length)));
  const left = (i: number) => (typeof leftColumns === 'number' ? i < leftColumns : leftColumns.includes(i));
  const format = (cells: string[]) =>
    cells.map((c, i) => (left(i) ? c.padEnd(widths[i] ?? 0) : c.padStart(widths[i] ?? 0))).join('  ');
  return [format(header), widths.map((w) => '-'.repeat(w)).join('  '), ...lines.map(format)];
}

/** One target check with the figure it was judged on. */
export interface TargetCheck {
  label: string;
  figure: string;
  pass: boolean;
}

/** One line per check, ✓ or ✗ first, the figures aligned. */
export function formatTargets(checks: readonly TargetCheck[]): string[] {
  if (checks.length === 0) return ['(no case of this run is covered by a target)'];
  const width = Math.max(...checks.map((c) => c.label.length));
  return checks.map((c) => `${mark(c.pass)} ${c.label.padEnd(width)}  ${c.figure}`);
}
