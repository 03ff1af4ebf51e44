import { access, cp, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { unpackArchive } from './archive';
import { runProgram } from './command';
import { BackupError } from './errors';
import { isMissingOrEmpty, listFiles, moveAside } from './folders';
import { DATABASE_FILE, readManifest, STORAGE_FOLDER, type Manifest } from './manifest';
import { hasPgliteDatabase, loadPglite, pgliteState, refuseIfOpen } from './pglite';
import { postgresState, restorePostgres } from './postgres';
import { fileStamp } from './stamp';
import { knownMigrations, type DatabaseState } from './state';
import { S3_NOTE, type Target } from './target';

/** A restore done: what the archive said, what the database and the storage hold now, and what was moved aside. */
export interface RestoreResult {
  manifest: Manifest;
  state: DatabaseState;
  /** Files in STORAGE_DIR after the restore; undefined with S3. */
  files: number | undefined;
  /** Folders moved out of the way and kept beside their place: with --force, or an empty PGlite database. */
  movedAside: string[];
  /** What the person restoring should know: files not restored, a newer backup than this code. */
  notes: string[];
}

export const ENGINE_NAMES = { postgres: 'PostgreSQL', pglite: 'PGlite' } as const;

/** The folders to move out of the way before restoring, once it is certain the restore may go ahead. */
type Plan = { aside: string[] };

/**
 * Decides, before anything changes, whether the target may take the restore: an empty database (no users) and an
 * empty storage folder, or anything with `force`. A PGlite folder some process has open is refused even then.
 */
async function plan(target: Target, manifest: Manifest, force: boolean): Promise<Plan> {
  const aside: string[] = [];
  const refuse = (what: string, withForce: string) =>
    new BackupError(
      `${what}: восстановление пишет только в пустую базу и пустую папку файлов. Укажите пустые (новую базу, другие PGLITE_DATA_DIR или STORAGE_DIR) или повторите с --force: ${withForce}.`,
    );
  const movedNotDeleted = (dir: string) =>
    `папка будет перенесена рядом, в ${dir}.before-restore-<время>, а не удалена`;

  if (manifest.engine !== target.database.engine)
    throw new BackupError(
      `Архив снят с базы ${ENGINE_NAMES[manifest.engine]}, а магазин настроен на ${ENGINE_NAMES[target.database.engine]}: восстанавливайте на тот же движок (${manifest.engine === 'postgres' ? 'задайте DATABASE_URL' : 'уберите DATABASE_URL'}).`,
    );

  if (target.database.engine === 'postgres') {
    // Before anything moves: a machine without pg_restore hears so while its data is still where it was.
    await runProgram('pg_restore', ['--version']);
    const { users } = await postgresState(target.database.url);
    if (users > 0 && !force)
      throw refuse(
        `В базе DATABASE_URL уже есть пользователи (${users})`,
        'pg_restore заменит в базе всё, что есть в копии',
      );
  } else {
    const dir = target.database.dir;
    if (!(await isMissingOrEmpty(dir))) {
      await refuseIfOpen(dir);
      if (await hasPgliteDatabase(dir)) {
        const { users } = await pgliteState(dir);
        if (users > 0 && !force)
          throw refuse(`В базе PGlite ${dir} уже есть пользователи (${users})`, movedNotDeleted(dir));
      } else if (!force) throw refuse(`Папка ${dir} не пуста и не похожа на базу PGlite`, movedNotDeleted(dir));
      // PGlite loads a dump only into a folder without a database: even an empty one has to make room.
      aside.push(dir);
    }
  }

  if (target.files.kind === 'local') {
    const present = (await listFiles(target.files.dir)).length;
    if (present > 0) {
      if (!force)
        throw refuse(
          `В папке файлов ${target.files.dir} уже есть файлы (${present})`,
          movedNotDeleted(target.files.dir),
        );
      aside.push(target.files.dir);
    }
  }
  return { aside };
}

/** What the person restoring should hear about the archive beside the target. */
async function notesOn(target: Target, manifest: Manifest): Promise<string[]> {
  const notes: string[] = [];
  if (target.files.kind === 's3')
    notes.push(
      manifest.files.storage === 'local'
        ? `${S3_NOTE} Файлы архива (${manifest.files.count}) не восстановлены: распакуйте папку ${STORAGE_FOLDER}/ архива и загрузите её в бакеты сами.`
        : S3_NOTE,
    );
  else if (manifest.files.storage === 's3')
    notes.push('При снятии копии файлы хранились в S3: в архиве их нет, восстановите бакеты средствами провайдера.');
  const known = (await knownMigrations()).length;
  if (manifest.migrations.count > known)
    notes.push(
      `Копия сделана более новой версией магазина (миграций ${manifest.migrations.count}, этот код знает ${known}): обновите код перед запуском магазина.`,
    );
  return notes;
}

/**
 * Restores `archive` into `target`: only into an empty database and storage folder unless `force`; the database
 * (pg_restore, or PGlite's dump loaded into a new folder), then the files, then the API's migrations, so an older
 * backup comes up to the current schema.
 */
export async function restore(
  target: Target,
  archive: string,
  options: { force?: boolean; now?: Date } = {},
): Promise<RestoreResult> {
  const path = resolve(archive);
  await access(path).catch(() => {
    throw new BackupError(`Архив ${path} не найден.`);
  });
  const folder = await mkdtemp(join(tmpdir(), 'shop-restore-'));
  try {
    await unpackArchive(path, folder);
    const manifest = await readManifest(folder);
    // The engine names the file, not the manifest's text: a path from an archive never leads outside its folder.
    const databaseFile = join(folder, DATABASE_FILE[manifest.engine]);
    await access(databaseFile).catch(() => {
      throw new BackupError(`В архиве нет файла базы ${DATABASE_FILE[manifest.engine]}: архив неполон.`);
    });
    const { aside } = await plan(target, manifest, options.force === true);
    const notes = await notesOn(target, manifest);

    const stamp = fileStamp(options.now ?? new Date());
    const movedAside: string[] = [];
    try {
      for (const dir of aside) movedAside.push(await moveAside(dir, stamp));
      const state =
        target.database.engine === 'postgres'
          ? await restorePostgres(target.database.url, databaseFile)
          : await loadPglite(target.database.dir, databaseFile);

      let files: number | undefined;
      if (target.files.kind === 'local') {
        if (manifest.files.storage === 'local' && manifest.files.count > 0)
          // A copy into the folder (which may exist with empty bucket folders), never over a file already there.
          await cp(join(folder, STORAGE_FOLDER), target.files.dir, {
            recursive: true,
            force: false,
            errorOnExist: true,
          });
        files = (await listFiles(target.files.dir)).length;
      }
      return { manifest, state, files, movedAside, notes };
    } catch (err) {
      // A restore that failed half-way says where the data it moved aside is, so nobody looks for it in vain.
      if (movedAside.length === 0) throw err;
      const message = err instanceof Error ? err.message : String(err);
      throw new BackupError(
        `${message}\nВосстановление не завершено; прежние данные сохранены в: ${movedAside.join(', ')}.`,
      );
    }
  } finally {
    await rm(folder, { recursive: true, force: true });
  }
}
