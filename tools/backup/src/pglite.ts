import { access, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import { createPglite, pgliteDatabase } from '../../../apps/api/src/db/database';
import { BackupError } from './errors';
import { pgliteSql } from './sql';
import { readState, type DatabaseState } from './state';

const exists = (path: string) =>
  access(path).then(
    () => true,
    () => false,
  );

/** True when `dir` holds a PGlite database (initdb has run there). */
export const hasPgliteDatabase = (dir: string) => exists(join(dir, 'PG_VERSION'));

/**
 * PGlite writes postmaster.pid into its folder when it opens it and removes it when it closes, but unlike PostgreSQL it
 * does not refuse a folder another process has open: two processes would both write it. So the file is the lock: a
 * folder that has it belongs to a running shop (or one that was killed), and is neither copied nor replaced.
 */
export async function refuseIfOpen(dir: string): Promise<void> {
  if (await exists(join(dir, 'postmaster.pid')))
    throw new BackupError(
      `База PGlite в ${dir} открыта другим процессом (в папке есть postmaster.pid): остановите магазин (Ctrl+C в окне npm start) и повторите. ` +
        'PGlite пускает в папку один процесс, а копия открытой базы может оказаться недописанной. ' +
        'Если магазин уже остановлен, но завершился аварийно, запустите и остановите его ещё раз: при обычной остановке PGlite удаляет этот файл.',
    );
}

/** Runs `work` on the PGlite database in `dir`, open in this process and closed afterwards whatever happens. */
export async function withPglite<T>(dir: string, work: (client: PGlite) => Promise<T>): Promise<T> {
  const client = await createPglite({ dataDir: dir });
  try {
    return await work(client);
  } finally {
    await client.close();
  }
}

/**
 * A consistent copy of the PGlite database in `dir`, written to `file`: PGlite's own dump of its data folder
 * (dumpDataDir, gzipped), taken from the folder opened by this process alone. Returns what the database holds.
 */
export async function dumpPglite(dir: string, file: string): Promise<DatabaseState> {
  if (!(await hasPgliteDatabase(dir)))
    throw new BackupError(`В ${dir} нет базы PGlite: сохранять нечего (проверьте PGLITE_DATA_DIR).`);
  await refuseIfOpen(dir);
  return withPglite(dir, async (client) => {
    const state = await readState(pgliteSql(client));
    const dump = await client.dumpDataDir('gzip');
    await writeFile(file, new Uint8Array(await dump.arrayBuffer()));
    return state;
  });
}

/** What an existing PGlite folder holds, read with it open in this process alone. */
export async function pgliteState(dir: string): Promise<DatabaseState> {
  await refuseIfOpen(dir);
  return withPglite(dir, (client) => readState(pgliteSql(client)));
}

/**
 * Loads the dump `file` into the new folder `dir` (PGlite refuses a folder that already holds a database), brings it up
 * to the API's migrations, and returns what it holds.
 */
export async function loadPglite(dir: string, file: string): Promise<DatabaseState> {
  const client = await createPglite({ dataDir: dir, loadDataDir: new Blob([await readFile(file)]) });
  try {
    await pgliteDatabase(client).migrate();
    return await readState(pgliteSql(client));
  } finally {
    await client.close();
  }
}
