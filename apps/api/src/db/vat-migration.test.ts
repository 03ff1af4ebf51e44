import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { drizzle as drizzlePostgres } from 'drizzle-orm/node-postgres';
import { migrate as migratePostgres } from 'drizzle-orm/node-postgres/migrator';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { ORDER_VAT_RATES as DOMAIN_ORDER_VAT_RATES, VAT_RATES as DOMAIN_VAT_RATES } from '@shop/domain';
import { TEST_DATABASE_URL, adminQuery, databaseUrl, dropDatabase, uniqueDatabaseName } from '../testing/test-database';
import { MIGRATIONS_FOLDER, createPglite } from './database';
import { ORDER_VAT_RATES, VAT_RATES } from './schema';

/** A copy of the migrations folder holding only those before `tag`, as a shop that has not updated yet has. */
async function migrationsBefore(tag: string): Promise<string> {
  const dir = await mkdtemp(join(tmpdir(), 'shop-migrations-'));
  await cp(MIGRATIONS_FOLDER, dir, { recursive: true });
  const journalPath = join(dir, 'meta', '_journal.json');
  const journal = JSON.parse(await readFile(journalPath, 'utf8')) as { entries: { tag: string }[] };
  const cut = journal.entries.findIndex((entry) => entry.tag === tag);
  expect(cut).toBeGreaterThan(0);
  await writeFile(journalPath, JSON.stringify({ ...journal, entries: journal.entries.slice(0, cut) }));
  return dir;
}

describe('migration 0017: НДС 22 %', () => {
  it('has the rates of the domain rule in the schema (drizzle-kit reads the schema without the workspace libs)', () => {
    expect(VAT_RATES).toEqual(DOMAIN_VAT_RATES);
    expect(ORDER_VAT_RATES).toEqual(DOMAIN_ORDER_VAT_RATES);
  });

  const dirs: string[] = [];
  afterAll(async () => {
    for (const dir of dirs) await rm(dir, { recursive: true, force: true });
  });

  /** The connection a test reads the updated shop through: the run's engine, PGlite or PostgreSQL. */
  interface Shop {
    query<Row>(text: string, params?: unknown[]): Promise<{ rows: Row[] }>;
    close(): Promise<void>;
  }

  /**
   * A shop on `vatRate` with one order, made before 0017, then updated with every migration, on the run's engine
   * (PGlite in memory, or a new database on the TEST_DATABASE_URL server).
   */
  async function shopUpdatedFrom(vatRate: string): Promise<Shop> {
    const before = await migrationsBefore('0017_vat_rates');
    dirs.push(before);
    return openShop(async (migrateTo, query) => {
      await migrateTo(before);
      await query('insert into site_settings (id, vat_rate) values (1, $1)', [vatRate]);
      await query(
        `insert into users (id, email, password_hash) values ('00000000-0000-4000-8000-000000000001', 'buyer@example.ru', 'x')`,
      );
      await query(`insert into orders (number, user_id, payer_type, contact, delivery_method, items_total, line_count, search_text)
        values (1001, '00000000-0000-4000-8000-000000000001', 'individual', '{}', 'pickup', 1200, 1, '')`);
      await migrateTo(MIGRATIONS_FOLDER);
    });
  }

  type Setup = (migrateTo: (folder: string) => Promise<void>, query: Shop['query']) => Promise<void>;

  async function openShop(setup: Setup): Promise<Shop> {
    if (TEST_DATABASE_URL === undefined) {
      const client = await createPglite();
      const orm = drizzlePglite({ client });
      await setup(
        (folder) => migratePglite(orm, { migrationsFolder: folder }),
        (text, params) => client.query(text, params),
      );
      return { query: (text, params) => client.query(text, params), close: () => client.close() };
    }
    const serverUrl = TEST_DATABASE_URL;
    const name = uniqueDatabaseName();
    await adminQuery(serverUrl, `create database "${name}"`);
    const pool = new pg.Pool({ connectionString: databaseUrl(serverUrl, name), max: 1 });
    const orm = drizzlePostgres({ client: pool });
    const query: Shop['query'] = async <Row>(text: string, params?: unknown[]) => ({
      rows: (await pool.query(text, params)).rows as Row[],
    });
    await setup((folder) => migratePostgres(orm, { migrationsFolder: folder }), query);
    return {
      query,
      close: async () => {
        await pool.end();
        await dropDatabase(serverUrl, name);
      },
    };
  }

  it('moves a shop on 20 % to 22 % with a line in the history, and its earlier orders keep 20 %', async () => {
    const client = await shopUpdatedFrom('20');
    expect((await client.query('select vat_rate from site_settings')).rows).toEqual([{ vat_rate: '22' }]);
    expect((await client.query('select number, vat_rate from orders')).rows).toEqual([
      { number: 1001, vat_rate: '20' },
    ]);
    const history = await client.query<{
      field: string;
      old_value: unknown;
      new_value: unknown;
      changed_by: string | null;
      note: string;
    }>('select field, old_value, new_value, changed_by, note from site_settings_change');
    expect(history.rows).toMatchObject([{ field: 'vatRate', old_value: '20', new_value: '22', changed_by: null }]);
    expect(history.rows[0]?.note).toContain('22 %');
    // The setting can no longer go back to 20 %, an order can still carry it.
    await expect(client.query(`update site_settings set vat_rate = '20'`)).rejects.toThrow(
      /site_settings_vat_rate_check/,
    );
    await client.close();
  });

  it('leaves a shop on another rate as it was, and gives its orders that rate', async () => {
    const client = await shopUpdatedFrom('none');
    expect((await client.query('select vat_rate from site_settings')).rows).toEqual([{ vat_rate: 'none' }]);
    expect((await client.query('select vat_rate from orders')).rows).toEqual([{ vat_rate: 'none' }]);
    expect((await client.query('select count(*)::int as n from site_settings_change')).rows).toEqual([{ n: 0 }]);
    await client.close();
  });
});
