import { AppError, ErrorCode, type ErrorDetail } from '@shop/errors';
import { ru } from '@shop/i18n-ru';

/** Throws code 12 with a detail per field given as null or blank. */
export function requireFields<T extends object>(input: T, fields: readonly (keyof T & string)[]): void {
  const values = input as Record<string, unknown>;
  const details: ErrorDetail[] = fields
    .filter((f) => values[f] === null || values[f] === undefined || values[f] === '')
    .map((field) => ({ field, message: ru.apiErrors.requiredField }));
  if (details.length > 0)
    throw new AppError(ErrorCode.CheckViolation, { message: ru.apiErrors.fillRequiredFields, details });
}

/** Blank optional text becomes null (absent). */
export const blankToNull = (s: string | null | undefined): string | null =>
  s === undefined || s === null || s.trim() === '' ? null : s.trim();
