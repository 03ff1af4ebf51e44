import { parseArgs } from 'node:util';
import { ConfigError } from '../../../apps/api/src/config';
import { backup } from './backup';
import { BackupError } from './errors';
import { backupReport, restoreReport } from './report';
import { restore } from './restore';
import { targetFromEnv, type Target } from './target';

const USAGE = `Запуск:
  npm run backup [-- --out <файл.tar.gz>]
  npm run restore -- <архив.tar.gz> [--force]
Где лежат данные, команды узнают из тех же переменных, что и API: DATABASE_URL (иначе PGLITE_DATA_DIR), STORAGE_DIR, S3_ENDPOINT.`;

/** The database of `target` as the report names it, without a PostgreSQL password. */
function databaseName(target: Target): string {
  if (target.database.engine === 'pglite') return `PGlite ${target.database.dir}`;
  const url = new URL(target.database.url);
  url.password = '';
  return `PostgreSQL ${url.toString()}`;
}

async function main(): Promise<void> {
  let parsed;
  try {
    parsed = parseArgs({
      allowPositionals: true,
      options: { out: { type: 'string' }, force: { type: 'boolean' }, help: { type: 'boolean' } },
    });
  } catch (err) {
    // An unknown option or a missing value: parseArgs says which, the usage says what is known.
    throw new BackupError(`Неверные параметры (${err instanceof Error ? err.message : String(err)})\n${USAGE}`);
  }
  const { values, positionals } = parsed;
  const [command, ...rest] = positionals;
  if (values.help === true) {
    console.log(USAGE);
    return;
  }
  if (command === 'backup' && rest.length === 0 && values.force === undefined) {
    console.log(backupReport(await backup(targetFromEnv(), { out: values.out })));
  } else if (command === 'restore' && rest.length === 1 && rest[0] !== undefined && values.out === undefined) {
    const target = targetFromEnv();
    const result = await restore(target, rest[0], { force: values.force === true });
    console.log(
      restoreReport(rest[0], result, {
        database: databaseName(target),
        storageDir: target.files.kind === 'local' ? target.files.dir : undefined,
      }),
    );
  } else {
    throw new BackupError(USAGE);
  }
}

main().catch((err: unknown) => {
  // A refusal or a configuration problem is the whole message; anything else (a database that does not answer) is
  // its message too, as the seed prints it: a stack would bury the one line that matters.
  const known = err instanceof BackupError || err instanceof ConfigError;
  console.error(known ? err.message : `Ошибка: ${err instanceof Error ? err.message : String(err)}`);
  process.exitCode = 1;
});
