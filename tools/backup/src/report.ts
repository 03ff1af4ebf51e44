import { formatNumber } from '@shop/i18n-ru';
import type { BackupResult } from './backup';
import { ENGINE_NAMES, type RestoreResult } from './restore';
import type { DatabaseState } from './state';
import { S3_NOTE } from './target';

/** A size for people: 512 Б, 12,3 КБ, 1,2 МБ, 3,4 ГБ. */
export function formatBytes(bytes: number): string {
  const units = ['Б', 'КБ', 'МБ', 'ГБ', 'ТБ'];
  let value = bytes;
  let unit = 0;
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024;
    unit += 1;
  }
  return `${formatNumber(unit === 0 ? value : Math.round(value * 10) / 10)} ${units[unit]}`;
}

function describeDatabase(state: DatabaseState): string {
  const { count, last } = state.migrations;
  return `пользователей: ${state.users}, заказов: ${state.orders}, миграций: ${count}${last === null ? '' : ` (последняя ${last})`}`;
}

/** What `npm run backup` prints. */
export function backupReport(result: BackupResult): string {
  const { manifest } = result;
  const lines = [
    `Резервная копия записана: ${result.file} (${formatBytes(result.bytes)})`,
    `  база ${ENGINE_NAMES[manifest.engine]} — ${describeDatabase({ ...manifest.database, migrations: manifest.migrations })}`,
    manifest.files.storage === 'local'
      ? `  файлы — ${manifest.files.count} (${formatBytes(manifest.files.bytes)}) из ${result.storageDir ?? ''}`
      : `  файлы — ${S3_NOTE}`,
  ];
  return lines.join('\n');
}

/** What `npm run restore` prints. */
export function restoreReport(
  archive: string,
  result: RestoreResult,
  where: { database: string; storageDir: string | undefined },
): string {
  const { manifest, state } = result;
  const lines = [
    `Восстановлено из ${archive} (копия ${manifest.createdAt}, ${ENGINE_NAMES[manifest.engine]}):`,
    `  база ${where.database} — ${describeDatabase(state)}`,
  ];
  if (state.users !== manifest.database.users || state.orders !== manifest.database.orders)
    lines.push(
      `  внимание: в копии было пользователей ${manifest.database.users}, заказов ${manifest.database.orders}`,
    );
  if (result.files !== undefined) {
    const expected = manifest.files.storage === 'local' ? manifest.files.count : 0;
    lines.push(
      `  файлы — ${result.files}${result.files === expected ? '' : ` (в копии ${expected})`} в ${where.storageDir ?? ''}`,
    );
  }
  for (const dir of result.movedAside) lines.push(`  прежние данные перенесены в ${dir}`);
  for (const note of result.notes) lines.push(`  ${note}`);
  return lines.join('\n');
}
