import { existsSync } from 'node:fs';
import { readFile, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { databaseUrl, onPostgres, ROOT, seedCatalogue, type DatabaseLocation } from '@shop/tools-kit';

/** The database engines a bench runs on. */
export type Engine = DatabaseLocation['engine'];

/** Seeded PGlite folders, reports and server logs live here between runs (gitignored). */
export const CACHE_DIR = join(ROOT, 'tools/bench/.cache');

/** A seeded catalogue and how to dispose of it when the run does not keep it. */
export interface SeededDatabase {
  location: DatabaseLocation;
  /** Seconds spent seeding in this run; 0 when an already seeded one was reused. */
  seedSeconds: number;
  dispose(): Promise<void>;
}

/** Products in a seeded database, or null when it does not exist or has no product table yet. */
async function productCount(url: string): Promise<number | null> {
  try {
    return await onPostgres(url, async (client) =>
      Number((await client.query<{ n: string }>('select count(*) as n from product')).rows[0]?.n ?? 0),
    );
  } catch {
    return null;
  }
}

/**
 * Database `name` (bench_catalog_<size> unless given) on the PostgreSQL server of `serverUrl`, seeded with `size` products. With `reuse` a
 * database already holding exactly `size` products is used as it is (the seed commits all or nothing, so a
 * full count means a finished seed) and kept afterwards; otherwise it is created afresh and dropped at the end.
 */
export async function postgresCatalogue(
  serverUrl: string,
  size: number,
  reuse: boolean,
  name = `bench_catalog_${size}`,
): Promise<SeededDatabase> {
  const url = databaseUrl(serverUrl, name);
  const admin = (statement: string) => onPostgres(serverUrl, (client) => client.query(statement));
  // No FORCE: a database someone is still seeding or reading must not vanish under them.
  const drop = () => admin(`drop database if exists "${name}"`).then(() => undefined);
  const location: DatabaseLocation = { engine: 'pg', url };
  const dispose = reuse ? async () => undefined : drop;
  if (reuse && (await productCount(url)) === size) return { location, seedSeconds: 0, dispose };
  await drop();
  await admin(`create database "${name}"`);
  console.log(`Seeding ${size} products into PostgreSQL ${name}…`);
  return { location, seedSeconds: await seedCatalogue(size, ['--database-url', url]), dispose };
}

/**
 * A PGlite folder under {@link CACHE_DIR} (pglite-<size> unless given) seeded with `size` products. A marker file written after the seed
 * finished tells a complete folder from an interrupted one; `reuse` as for {@link postgresCatalogue}.
 */
export async function pgliteCatalogue(
  size: number,
  reuse: boolean,
  folder = `pglite-${size}`,
): Promise<SeededDatabase> {
  const dir = join(CACHE_DIR, folder);
  const marker = `${dir}.seeded`;
  const location: DatabaseLocation = { engine: 'pglite', dir };
  const remove = async () => {
    await rm(marker, { force: true });
    await rm(dir, { recursive: true, force: true });
  };
  const dispose = reuse ? async () => undefined : remove;
  if (reuse && existsSync(marker) && (await readFile(marker, 'utf8')).trim() === String(size))
    return { location, seedSeconds: 0, dispose };
  await remove();
  console.log(`Seeding ${size} products into PGlite ${dir}…`);
  const seedSeconds = await seedCatalogue(size, ['--pglite-dir', dir]);
  await writeFile(marker, `${size}\n`);
  return { location, seedSeconds, dispose };
}
