import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { TEST_DATABASE_URL, adminQuery, databaseUrl, dropDatabase, uniqueDatabaseName } from '../testing/test-database';
import { createPglite, pgliteDatabase, postgresDatabase, type Database } from './database';
import { siteSettings } from './schema';

async function appliedMigrations(db: Database): Promise<number> {
  const result = await db.orm.execute(sql`select count(*)::int as n from drizzle.__drizzle_migrations`);
  return Number((result as unknown as { rows: { n: number }[] }).rows[0]?.n);
}

async function hasTrigram(db: Database): Promise<boolean> {
  const result = await db.orm.execute(sql`select similarity('Тахограф цифровой', 'тахограф цифровый') > 0.5 as ok`);
  return (result as unknown as { rows: { ok: boolean }[] }).rows[0]?.ok === true;
}

describe('migrations', () => {
  const dirs: string[] = [];
  afterAll(async () => {
    for (const dir of dirs) await rm(dir, { recursive: true, force: true });
  });

  it('apply to a new PGlite data directory and are a no-op when the directory is opened again', async () => {
    const root = await mkdtemp(join(tmpdir(), 'shop-pglite-'));
    dirs.push(root);
    // As on a fresh checkout: neither ./data nor ./data/pglite exists yet.
    const dir = join(root, 'data', 'pglite');
    const first = pgliteDatabase(await createPglite({ dataDir: dir }));
    await first.migrate();
    const applied = await appliedMigrations(first);
    expect(applied).toBeGreaterThan(0);
    expect(await hasTrigram(first)).toBe(true);
    await first.orm.insert(siteSettings).values({ freeShippingCost: '100' });
    await first.close();

    const second = pgliteDatabase(await createPglite({ dataDir: dir }));
    await second.migrate();
    await second.migrate();
    expect(await appliedMigrations(second)).toBe(applied);
    expect((await second.orm.select().from(siteSettings))[0]?.freeShippingCost).toBe('100.00');
    await second.close();
  });

  it.runIf(TEST_DATABASE_URL !== undefined)('apply to PostgreSQL and are a no-op the second time', async () => {
    const url = TEST_DATABASE_URL as string;
    const name = uniqueDatabaseName();
    await adminQuery(url, `create database "${name}"`);
    try {
      const db = postgresDatabase(databaseUrl(url, name), 2);
      await db.migrate();
      const applied = await appliedMigrations(db);
      await db.migrate();
      expect(await appliedMigrations(db)).toBe(applied);
      expect(await hasTrigram(db)).toBe(true);
      await db.close();
    } finally {
      await dropDatabase(url, name);
    }
  });
});
