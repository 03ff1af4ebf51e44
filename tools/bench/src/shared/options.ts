/** Command-line values every bench reads alike. */
import type { Engine } from './databases.ts';

/** The PostgreSQL server's maintenance database the benches create their databases beside. */
export const DEFAULT_POSTGRES_URL = process.env['BENCH_DATABASE_URL'] ?? 'postgres://postgres@127.0.0.1:5432/postgres';

/** A whole number from `min` to `max` (underscores allowed: 10_000); throws naming `flag` otherwise. */
export function whole(flag: string, value: string, min: number, max: number): number {
  const n = Number(value.replace(/_/g, ''));
  if (!Number.isInteger(n) || n < min || n > max)
    throw new Error(`${flag}: a whole number from ${min} to ${max}, not '${value}'`);
  return n;
}

/** A comma-separated list of engines ('pglite,pg'), without repeats; throws naming `flag` on another word. */
export function engineList(flag: string, value: string): Engine[] {
  const engines = value
    .split(',')
    .filter((s) => s.trim() !== '')
    .map((s) => {
      const engine = s.trim();
      if (engine !== 'pglite' && engine !== 'pg') throw new Error(`${flag}: pglite and/or pg, not '${engine}'`);
      return engine;
    });
  return [...new Set(engines)];
}
