import { isApiError } from '@shop/api-client';
import { ErrorCode, errorCatalogue, errorToastMessage, isErrorCode } from '@shop/errors';

/** Codes whose catalogue text tells the admin what to do with a file or folder (not an image, a title taken, gone meanwhile). */
const EXPLAINED_CODES: ReadonlySet<number> = new Set([ErrorCode.FileNotImage, ErrorCode.UniqueViolation, ErrorCode.ForeignKeyViolation, ErrorCode.RecordNotFound]);

/**
 * The toast text of a failed media call: SPEC 8's texts (7 'Папка должна быть пустой', 17 'Файл не
 * может быть удален…', 'Возникла ошибка' otherwise), the catalogue text for the codes above, and a
 * transport failure named by its kind ('Возникла ошибка: timeout').
 */
export function mediaErrorMessage(error: unknown): string {
  if (!isApiError(error)) return errorToastMessage(undefined);
  if (error.kind !== 'http') return errorToastMessage(error.kind);
  if (typeof error.code === 'number' && EXPLAINED_CODES.has(error.code) && isErrorCode(error.code)) return errorCatalogue[error.code].message;
  return errorToastMessage(error.code);
}
