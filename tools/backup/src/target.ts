import { loadConfig, PGLITE_IN_MEMORY, type AppConfig } from '../../../apps/api/src/config';
import { BackupError } from './errors';

/** The shop's database as the API opens it: PostgreSQL by URL, or the embedded PGlite's folder. */
export type DatabaseTarget = { engine: 'postgres'; url: string } | { engine: 'pglite'; dir: string };

/** The shop's files: a local folder, or an S3 bucket the backup leaves to the provider's own tools. */
export type FilesTarget = { kind: 'local'; dir: string } | { kind: 's3'; endpoint: string };

/** What a backup reads and a restore writes. */
export interface Target {
  database: DatabaseTarget;
  files: FilesTarget;
}

/** The parts of the API's configuration that say where the data lives. */
export type DataConfig = Pick<AppConfig, 'databaseUrl' | 'pgliteDataDir' | 'storage'>;

/** Where the API of `config` keeps its data. */
export function targetOf(config: DataConfig): Target {
  if (config.databaseUrl === undefined && config.pgliteDataDir === PGLITE_IN_MEMORY)
    throw new BackupError(`PGLITE_DATA_DIR=${PGLITE_IN_MEMORY}: база в памяти, сохранять и восстанавливать нечего.`);
  return {
    database:
      config.databaseUrl === undefined
        ? { engine: 'pglite', dir: config.pgliteDataDir }
        : { engine: 'postgres', url: config.databaseUrl },
    files:
      config.storage.s3 === undefined
        ? { kind: 'local', dir: config.storage.dir }
        : { kind: 's3', endpoint: config.storage.s3.endpoint },
  };
}

/**
 * Where the API started with this environment keeps its data: the API's own loadConfig reads it (DATABASE_URL,
 * PGLITE_DATA_DIR, STORAGE_DIR, S3_*), so the backup never looks anywhere the shop does not.
 */
export function targetFromEnv(env: Record<string, string | undefined> = process.env): Target {
  return targetOf(loadConfig(env));
}

/** The note printed instead of copying files when they live in S3. */
export const S3_NOTE =
  'Файлы хранятся в S3 (S3_ENDPOINT задан): резервные копии бакетов делаются средствами провайдера хранилища (версионирование, репликация, копирование бакета); эта команда файлы не копирует.';
