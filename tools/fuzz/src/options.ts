import { parseArgs } from 'node:util';

export const USAGE = `Usage: npm run fuzz -- [--requests 3000] [--seed <n>] [--db pglite|postgres] [--concurrency 4]
                      [--postgres-url postgres://…/test]`;

export interface FuzzOptions {
  requests: number;
  /** The run's seed; the same seed sends the same requests (given the same contract). */
  seed: number;
  db: 'pglite' | 'postgres';
  concurrency: number;
  /** A PostgreSQL server's maintenance database; the run creates its own database beside it and drops it. */
  postgresUrl: string;
}

const whole = (flag: string, value: string, min: number, max: number): number => {
  const n = Number(value.replace(/_/g, ''));
  if (!Number.isInteger(n) || n < min || n > max)
    throw new Error(`${flag}: a whole number from ${min} to ${max}, not '${value}'`);
  return n;
};

/** Parses the command line; throws an Error with a readable message on a bad flag. */
export function parseOptions(args: readonly string[], env: NodeJS.ProcessEnv = process.env): FuzzOptions {
  const { values } = parseArgs({
    args: [...args],
    options: {
      requests: { type: 'string', default: '3000' },
      seed: { type: 'string' },
      db: { type: 'string', default: 'pglite' },
      concurrency: { type: 'string', default: '4' },
      'postgres-url': {
        type: 'string',
        default: env['FUZZ_DATABASE_URL'] ?? env['TEST_DATABASE_URL'] ?? 'postgres://postgres@127.0.0.1:5432/test',
      },
    },
    strict: true,
  });
  if (values.db !== 'pglite' && values.db !== 'postgres')
    throw new Error(`--db: pglite or postgres, not '${values.db}'`);
  return {
    requests: whole('--requests', values.requests, 1, 10_000_000),
    seed:
      values.seed === undefined ? Math.floor(Math.random() * 2 ** 31) : whole('--seed', values.seed, 0, 2 ** 32 - 1),
    db: values.db,
    concurrency: whole('--concurrency', values.concurrency, 1, 64),
    postgresUrl: values['postgres-url'],
  };
}
