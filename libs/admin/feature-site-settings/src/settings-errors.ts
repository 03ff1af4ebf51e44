import { fieldProblems } from '@shop/errors';

/**
 * The field messages of a failed save (see `fieldProblems` of @shop/errors), keyed by the field below
 * `prefix` (`seller.inn` -> `inn` for 'seller.') and keeping the first message of each, as the settings forms show them.
 */
export function fieldErrorsOf(error: unknown, prefix = ''): Map<string, string> {
  const fields = new Map<string, string>();
  for (const { field, message } of fieldProblems(error, { prefix })) if (!fields.has(field)) fields.set(field, message);
  return fields;
}
