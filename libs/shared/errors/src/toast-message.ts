import { ErrorCode, GENERIC_ERROR_MESSAGE } from './catalogue';

/**
 * Text of the error toast for an error code, per the client reactions of SPEC 8 (the base of
 * `toastText`, which is what the screens call):
 * 7 -> 'Папка должна быть пустой', 17 -> 'Файл не может быть удален, поскольку он используется',
 * a non-numeric code (e.g. 'ECONNRESET') -> 'Возникла ошибка: {code}', anything else -> 'Возникла ошибка'.
 * A numeric string counts as its number; a missing code (null, undefined, '') gets the generic text.
 */
export function errorToastMessage(code: unknown): string {
  const numeric = toNumericCode(code);
  if (numeric === ErrorCode.FolderIsUsed) return 'Папка должна быть пустой';
  if (numeric === ErrorCode.FileIsUsed) return 'Файл не может быть удален, поскольку он используется';
  if (numeric !== undefined) return GENERIC_ERROR_MESSAGE;
  if (typeof code === 'string' && code.trim() !== '') return `${GENERIC_ERROR_MESSAGE}: ${code.trim()}`;
  return GENERIC_ERROR_MESSAGE;
}

function toNumericCode(code: unknown): number | undefined {
  if (typeof code === 'number') return code;
  if (typeof code === 'bigint') return Number(code);
  if (typeof code === 'string' && /^\s*-?\d+\s*$/.test(code)) return Number(code);
  return undefined;
}
