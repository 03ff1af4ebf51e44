import { access, mkdir, mkdtemp, rm, symlink, unlink } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { DEFAULT_DATA_DIR } from '../../../apps/api/src/config';
import { packArchive } from './archive';
import { BackupError } from './errors';
import { listFiles, type ListedFile } from './folders';
import { DATABASE_FILE, FORMAT_VERSION, MANIFEST_FILE, STORAGE_FOLDER, writeManifest, type Manifest } from './manifest';
import { dumpPglite } from './pglite';
import { dumpPostgres } from './postgres';
import { fileStamp } from './stamp';
import type { DatabaseTarget, Target } from './target';

/** Where a backup goes without --out: `<repo>/data/backups/shop-<engine>-<UTC moment>.tar.gz`. */
export function defaultArchivePath(engine: DatabaseTarget['engine'], at: Date): string {
  return join(DEFAULT_DATA_DIR, 'backups', `shop-${engine}-${fileStamp(at)}.tar.gz`);
}

/** A backup written: where, its size, and its manifest (what it holds). */
export interface BackupResult {
  file: string;
  bytes: number;
  manifest: Manifest;
  /** The storage folder the files came from; undefined with S3. */
  storageDir: string | undefined;
}

const exists = (path: string) =>
  access(path).then(
    () => true,
    () => false,
  );

/**
 * Writes one archive of the shop's data of `target`: its manifest, the database (pg_dump, or PGlite's own dump of its
 * folder) and the local storage's files; with S3 no files (the provider backs the bucket up). Refuses to overwrite
 * an archive.
 */
export async function backup(target: Target, options: { out?: string; now?: Date } = {}): Promise<BackupResult> {
  const now = options.now ?? new Date();
  const engine = target.database.engine;
  const out = resolve(options.out ?? defaultArchivePath(engine, now));
  if (await exists(out)) throw new BackupError(`Файл ${out} уже есть: укажите другой --out.`);
  await mkdir(dirname(out), { recursive: true });

  const folder = await mkdtemp(join(tmpdir(), 'shop-backup-'));
  const storageLink = join(folder, STORAGE_FOLDER);
  try {
    const databaseFile = DATABASE_FILE[engine];
    const state =
      target.database.engine === 'postgres'
        ? await dumpPostgres(target.database.url, join(folder, databaseFile))
        : await dumpPglite(target.database.dir, join(folder, databaseFile));
    // The files are listed after the dump: with PostgreSQL the shop may be running, and a file uploaded meanwhile is
    // then an extra file in the archive rather than a row of the dump whose file is missing.
    const files: ListedFile[] = target.files.kind === 'local' ? await listFiles(target.files.dir) : [];
    // A link named `storage` to STORAGE_DIR: tar stores `storage/<bucket>/<path>` without a copy of the files.
    if (target.files.kind === 'local' && files.length > 0) await symlink(target.files.dir, storageLink, 'dir');

    const manifest: Manifest = {
      format: 'shop-backup',
      version: FORMAT_VERSION,
      engine,
      createdAt: now.toISOString(),
      migrations: state.migrations,
      database: { file: databaseFile, users: state.users, orders: state.orders },
      files:
        target.files.kind === 'local'
          ? { storage: 'local', count: files.length, bytes: files.reduce((sum, f) => sum + f.size, 0) }
          : { storage: 's3' },
    };
    await writeManifest(folder, manifest);
    const bytes = await packArchive(
      folder,
      [MANIFEST_FILE, databaseFile, ...files.map((f) => `${STORAGE_FOLDER}/${f.path}`)],
      out,
    );
    return { file: out, bytes, manifest, storageDir: target.files.kind === 'local' ? target.files.dir : undefined };
  } finally {
    // The link goes first and alone, so that removing the work folder can never reach the shop's files through it.
    await unlink(storageLink).catch(() => undefined);
    await rm(folder, { recursive: true, force: true });
  }
}
