import { isApiError } from '@shop/api-client';
import { errorCatalogue, errorToastMessage, type ErrorCode } from '@shop/errors';
import { ru } from '@shop/i18n-ru';
import { SessionError } from '@shop/session';
import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';

/** Where a failed submit's message goes: beside a field, or into a toast. */
export type FormErrorTarget<T extends FieldValues> = { field: Path<T>; message: string } | { toast: string };

/** The Russian catalogue text of a code (the API sends it too, but the catalogue is the one source). */
function catalogueMessage(code: number): string {
  return errorCatalogue[code as ErrorCode]?.message ?? ru.common.error;
}

/**
 * Decides where a failed submit is shown: a catalogue code listed in `byCode` goes beside that field;
 * validation details (code 12) beside the fields they name; a rate limit (429) shows the server's Russian
 * message with its wait time; a reply without tokens, and everything else, a toast (SPEC 8 texts).
 */
export function formErrorTargets<T extends FieldValues>(
  error: unknown,
  byCode: Partial<Record<number, Path<T>>>,
  fields: readonly Path<T>[],
): FormErrorTarget<T>[] {
  if (error instanceof SessionError) return [{ toast: ru.storefront.login.missingTokens }];
  if (!isApiError(error)) return [{ toast: ru.common.error }];
  if (typeof error.code === 'number' && byCode[error.code]) {
    return [{ field: byCode[error.code] as Path<T>, message: catalogueMessage(error.code) }];
  }
  const placed = error.details.filter((detail) => (fields as readonly string[]).includes(detail.field));
  if (placed.length > 0) return placed.map((detail) => ({ field: detail.field as Path<T>, message: detail.message }));
  if (error.status === 429 && error.message) return [{ toast: error.message }];
  return [{ toast: errorToastMessage(error.code) }];
}

/** Applies {@link formErrorTargets}: field errors through react-hook-form, the rest as error toasts. */
export function showFormError<T extends FieldValues>(
  error: unknown,
  options: {
    setError: UseFormSetError<T>;
    toastError: (text: string) => void;
    byCode?: Partial<Record<number, Path<T>>>;
    fields: readonly Path<T>[];
  },
): void {
  const targets = formErrorTargets(error, options.byCode ?? {}, options.fields);
  let focused = false;
  for (const target of targets) {
    if ('toast' in target) options.toastError(target.toast);
    else {
      options.setError(target.field, { type: 'server', message: target.message }, { shouldFocus: !focused });
      focused = true;
    }
  }
}
