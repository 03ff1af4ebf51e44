import { isApiError } from '@shop/api-client';
import { ErrorCode, errorToastMessage } from '@shop/errors';

/** The toast text of any failed call (SPEC 8); a transport failure is named by its kind ('timeout', 'network'). */
export function toastMessageOf(error: unknown): string {
  if (!isApiError(error)) return errorToastMessage(undefined);
  return errorToastMessage(error.kind === 'http' ? error.code : error.kind);
}

/** True when the failure carries this catalogue code. */
export function hasCode(error: unknown, code: ErrorCode): boolean {
  return isApiError(error) && error.code === code;
}

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
