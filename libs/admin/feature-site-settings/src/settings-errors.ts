import { isApiError } from '@shop/api-client';
import { ErrorCode } from '@shop/errors';

/**
 * The field messages of a code 12 reply, keyed by the field below `prefix` (`seller.inn` -> `inn` for 'seller.'),
 * so the form shows each beside its field; empty for any other failure.
 */
export function fieldErrorsOf(error: unknown, prefix = ''): Map<string, string> {
  const fields = new Map<string, string>();
  if (!isApiError(error) || error.code !== ErrorCode.CheckViolation) return fields;
  for (const detail of error.details) {
    if (!detail.field.startsWith(prefix)) continue;
    const field = detail.field.slice(prefix.length);
    if (!fields.has(field)) fields.set(field, detail.message);
  }
  return fields;
}
