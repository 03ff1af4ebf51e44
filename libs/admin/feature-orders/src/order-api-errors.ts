import { isApiError } from '@shop/api-client';
import { ErrorCode, errorToastMessage } from '@shop/errors';

/** The toast text of any failed call (SPEC 8); a transport failure is named by its kind ('timeout', 'network'). */
export function toastMessageOf(error: unknown): string {
  if (!isApiError(error)) return errorToastMessage(undefined);
  return errorToastMessage(error.kind === 'http' ? error.code : error.kind);
}

/** True for code 32: the order is no longer `created` (someone completed or canceled it meanwhile). */
export function isConflict(error: unknown): boolean {
  return isApiError(error) && error.code === ErrorCode.Conflict;
}

/** True for code 6: no such order. */
export function isNotFound(error: unknown): boolean {
  return isApiError(error) && error.code === ErrorCode.RecordNotFound;
}
