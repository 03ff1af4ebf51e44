import { isApiError } from '@shop/api-client';
import { ErrorCode } from '@shop/errors';

/** True for code 32: the order is no longer `created` (someone completed or canceled it meanwhile). */
export function isConflict(error: unknown): boolean {
  return isApiError(error) && error.code === ErrorCode.Conflict;
}

/** True for code 6: no such order. */
export function isNotFound(error: unknown): boolean {
  return isApiError(error) && error.code === ErrorCode.RecordNotFound;
}
