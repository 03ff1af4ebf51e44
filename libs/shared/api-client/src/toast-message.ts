import { errorToastMessage } from '@shop/errors';
import { isApiError } from './api-error';

/** The toast text of any failed call (SPEC 8); a transport failure is named by its kind ('timeout', 'network'). */
export function toastMessageOf(error: unknown): string {
  if (!isApiError(error)) return errorToastMessage(undefined);
  return errorToastMessage(error.kind === 'http' ? error.code : error.kind);
}

/** True when the failure is the API's answer with this catalogue code. */
export function hasErrorCode(error: unknown, code: number): boolean {
  return isApiError(error) && error.kind === 'http' && error.code === code;
}
