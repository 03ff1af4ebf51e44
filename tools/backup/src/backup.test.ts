import { spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import { access, cp, mkdir, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ROOT, withPostgresDatabase } from '@shop/tools-kit';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPglite, MIGRATIONS_FOLDER } from '../../../apps/api/src/db/database';
import { backup } from './backup';
import { listFiles } from './folders';
import { withPglite } from './pglite';
import { restore } from './restore';
import { onPostgresSql, pgliteSql, type Sql } from './sql';
import { knownMigrations } from './state';
import type { DatabaseTarget, Target } from './target';

/** PostgreSQL server for tests (postgres://postgres@127.0.0.1:5432/test); unset = the PostgreSQL case is skipped. */
const TEST_DATABASE_URL = process.env['TEST_DATABASE_URL']?.trim() || undefined;

/**
 * The demo shop, made by the seed as `npm start` makes it (tools/seed): two customers, six orders of one of them, and
 * the catalogue's images in the storage folder, written the way the API's local storage writes them.
 */
async function seedDemo(database: DatabaseTarget, storageDir: string): Promise<void> {
  const where = database.engine === 'postgres' ? ['--database-url', database.url] : ['--pglite-dir', database.dir];
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', 'tools/seed/src/main.ts', '--size', 'demo', '--storage-dir', storageDir, ...where],
    { cwd: ROOT, stdio: ['ignore', 'ignore', 'inherit'] },
  );
  const code = await new Promise<number | null>((resolve) => child.once('exit', resolve));
  if (code !== 0) throw new Error(`the seed failed (exit code ${code})`);
}

const local = (database: DatabaseTarget, storageDir: string): Target => ({
  database,
  files: { kind: 'local', dir: storageDir },
});

/** What a restore must bring back: every order with its number, status, totals and customer, the users, the files. */
async function snapshot(target: Target) {
  const read = async (sql: Sql) => ({
    orders: await sql.rows(
      `select o.number, o.status, o.items_total::text as items_total, o.shipping_cost::text as shipping_cost, u.email
         from orders o join users u on u.id = o.user_id order by o.number`,
    ),
    customers: (await sql.rows<{ email: string }>('select email from users order by email')).map((r) => r.email),
    storedFiles: await sql.rows('select bucket, path, size from stored_file order by bucket, path'),
  });
  const { database: where, files: storage } = target;
  const database =
    where.engine === 'postgres'
      ? await onPostgresSql(where.url, read)
      : await withPglite(where.dir, (client) => read(pgliteSql(client)));
  if (storage.kind !== 'local') throw new Error('the round trips keep their files in a local folder');
  const dir = storage.dir;
  const files = Object.fromEntries(
    await Promise.all(
      (await listFiles(dir)).map(async (f) => [
        f.path,
        createHash('sha256')
          .update(await readFile(join(dir, f.path)))
          .digest('hex'),
      ]),
    ),
  );
  return { ...database, files };
}

/** The shop's data is really there: the seed's orders, both demo customers, and its images. */
function expectDemoShop(shot: Awaited<ReturnType<typeof snapshot>>): void {
  expect(shot.orders).toHaveLength(6);
  expect(shot.customers).toEqual(['demo@tachosnab.local', 'integrator@tachosnab.local']);
  expect(Object.keys(shot.files).length).toBeGreaterThan(20);
  expect(shot.storedFiles.length).toBeGreaterThan(0);
}

let work: string;
beforeAll(async () => {
  work = await mkdtemp(join(tmpdir(), 'shop-backup-test-'));
});
afterAll(() => rm(work, { recursive: true, force: true }));

describe('npm run backup and npm run restore on PGlite', () => {
  let source: Target;
  let archive: string;
  beforeAll(async () => {
    source = local({ engine: 'pglite', dir: join(work, 'source', 'pglite') }, join(work, 'source', 'storage'));
    await seedDemo(source.database, join(work, 'source', 'storage'));
    archive = join(work, 'pglite.tar.gz');
    await backup(source, { out: archive });
  });

  it('restores into an empty folder the same orders, customers and files', async () => {
    const target = local({ engine: 'pglite', dir: join(work, 'copy', 'pglite') }, join(work, 'copy', 'storage'));
    const result = await restore(target, archive);

    const before = await snapshot(source);
    expectDemoShop(before);
    expect(await snapshot(target)).toEqual(before);
    expect(result.manifest).toMatchObject({
      engine: 'pglite',
      database: { users: 2, orders: 6 },
      files: { storage: 'local', count: Object.keys(before.files).length },
    });
    expect(result.manifest.migrations.count).toBeGreaterThan(0);
    expect(result.manifest.migrations.last).toMatch(/^\d{4}_/);
    expect(result.state).toEqual({ users: 2, orders: 6, migrations: result.manifest.migrations });
    expect(result.files).toBe(Object.keys(before.files).length);
    expect(result.movedAside).toEqual([]);
    // PGlite closed the restored folder: the shop can open it.
    await expect(access(join(work, 'copy', 'pglite', 'postmaster.pid'))).rejects.toThrow();
  });

  it('refuses a target that is not empty and a folder another process has open; --force moves the old data aside', async () => {
    // The source itself: a database with users.
    await expect(restore(source, archive)).rejects.toThrow(/уже есть пользователи \(2\).*--force/s);
    // An empty database but a storage folder with files: refused before the database folder is even made.
    const fresh = join(work, 'fresh', 'pglite');
    await expect(
      restore(local({ engine: 'pglite', dir: fresh }, join(work, 'source', 'storage')), archive),
    ).rejects.toThrow(/В папке файлов .* уже есть файлы/);
    await expect(access(fresh)).rejects.toThrow();

    // PGlite lets a second process into an open folder: the shop's postmaster.pid is what the backup goes by.
    const open = await createPglite({ dataDir: join(work, 'source', 'pglite') });
    try {
      await expect(backup(source, { out: join(work, 'open.tar.gz') })).rejects.toThrow(/открыта другим процессом/);
      await expect(restore(source, archive, { force: true })).rejects.toThrow(/открыта другим процессом/);
    } finally {
      await open.close();
    }
    await expect(access(join(work, 'open.tar.gz'))).rejects.toThrow();

    // --force into a restored copy with a stray file: both folders go aside, the copy comes back as it was.
    const target = local({ engine: 'pglite', dir: join(work, 'forced', 'pglite') }, join(work, 'forced', 'storage'));
    await restore(target, archive);
    await writeFile(join(work, 'forced', 'storage', 'stray.txt'), 'not in the backup');
    const forced = await restore(target, archive, { force: true, now: new Date('2026-11-28T12:00:00Z') });
    expect(forced.movedAside).toEqual([
      join(work, 'forced', 'pglite.before-restore-20261128T120000Z'),
      join(work, 'forced', 'storage.before-restore-20261128T120000Z'),
    ]);
    expect(await readdir(join(work, 'forced', 'storage.before-restore-20261128T120000Z'))).toContain('stray.txt');
    expect(await snapshot(target)).toEqual(await snapshot(source));
  });

  it('brings an older backup up to the current migrations', async () => {
    // A shop one migration behind: the API's migrations without the last one.
    const migrations = await knownMigrations();
    const olderFolder = join(work, 'older-migrations');
    await cp(MIGRATIONS_FOLDER, olderFolder, { recursive: true });
    const journalFile = join(olderFolder, 'meta', '_journal.json');
    const journal = JSON.parse(await readFile(journalFile, 'utf8')) as { entries: unknown[] };
    await writeFile(journalFile, JSON.stringify({ ...journal, entries: journal.entries.slice(0, -1) }));
    const older = local({ engine: 'pglite', dir: join(work, 'older', 'pglite') }, join(work, 'older', 'storage'));
    const client = await createPglite({ dataDir: join(work, 'older', 'pglite') });
    await migrate(drizzle({ client }), { migrationsFolder: olderFolder });
    await client.close();

    const archive = join(work, 'older.tar.gz');
    const made = await backup(older, { out: archive });
    expect(made.manifest.migrations).toEqual({ count: migrations.length - 1, last: migrations.at(-2)?.tag });
    expect(made.manifest.files).toEqual({ storage: 'local', count: 0, bytes: 0 });

    const target = local({ engine: 'pglite', dir: join(work, 'newer', 'pglite') }, join(work, 'newer', 'storage'));
    const result = await restore(target, archive);
    expect(result.state.migrations).toEqual({ count: migrations.length, last: migrations.at(-1)?.tag });
    expect(result.files).toBe(0);
  });

  it('refuses an archive of the other engine and a file that is no backup', async () => {
    const postgres: Target = {
      database: { engine: 'postgres', url: 'postgres://nobody@127.0.0.1:1/none' },
      files: { kind: 'local', dir: join(work, 'unused') },
    };
    await expect(restore(postgres, archive)).rejects.toThrow(
      /Архив снят с базы PGlite, а магазин настроен на PostgreSQL/,
    );
    const notBackup = join(work, 'not-a-backup.tar.gz');
    await mkdir(join(work, 'not-a-backup'));
    await writeFile(join(work, 'not-a-backup', 'readme.txt'), 'hello');
    await new Promise<void>((resolve, reject) =>
      spawn('tar', ['-c', '-z', '-f', notBackup, '-C', join(work, 'not-a-backup'), 'readme.txt']).once(
        'exit',
        (code) => (code === 0 ? resolve() : reject(new Error(`tar ${code}`))),
      ),
    );
    await expect(restore(postgres, notBackup)).rejects.toThrow(/нет manifest.json/);
  });
});

describe.skipIf(TEST_DATABASE_URL === undefined)('npm run backup and npm run restore on PostgreSQL', () => {
  it('restores into an empty database the same orders, customers and files, and refuses it the second time', async () => {
    const server = TEST_DATABASE_URL ?? '';
    await withPostgresDatabase(server, 'shop_backup_test_source', (sourceUrl) =>
      withPostgresDatabase(server, 'shop_backup_test_copy', async (copyUrl) => {
        const source = local({ engine: 'postgres', url: sourceUrl }, join(work, 'pg-source', 'storage'));
        await seedDemo(source.database, join(work, 'pg-source', 'storage'));
        const archive = join(work, 'postgres.tar.gz');
        const made = await backup(source, { out: archive });
        expect(made.manifest).toMatchObject({ engine: 'postgres', database: { users: 2, orders: 6 } });

        const target = local({ engine: 'postgres', url: copyUrl }, join(work, 'pg-copy', 'storage'));
        const result = await restore(target, archive);
        const before = await snapshot(source);
        expectDemoShop(before);
        expect(await snapshot(target)).toEqual(before);
        expect(result.state).toEqual({ users: 2, orders: 6, migrations: made.manifest.migrations });

        await expect(restore(target, archive)).rejects.toThrow(/В базе DATABASE_URL уже есть пользователи \(2\)/);
        // --force: pg_restore replaces what the dump has, the files go aside.
        const forced = await restore(target, archive, { force: true });
        expect(forced.movedAside).toHaveLength(1);
        expect(await snapshot(target)).toEqual(before);
      }),
    );
  });
});
