import { fieldProblems, toastText } from '@shop/errors';
import { ru } from '@shop/i18n-ru';
import { SessionError } from '@shop/session';
import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';

/** Where a failed submit's message goes: beside a field, or into a toast. */
export type FormErrorTarget<T extends FieldValues> = { field: Path<T>; message: string } | { toast: string };

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
  const placed = fieldProblems<Path<T>>(error, { fields, codeFields: byCode });
  if (placed.length > 0) return placed;
  return [{ toast: toastText(error, { nameTransport: false, showWaitTime: true }) }];
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
