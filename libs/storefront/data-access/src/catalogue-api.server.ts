import { createApiClient, isApiError, type ApiClient } from '@shop/api-client';
import { ErrorCode } from '@shop/errors';
import { ru } from '@shop/i18n-ru';
import { data, type RouterContextProvider } from 'react-router';
import { serverEnv } from './env.server';
import { logFailure } from './log';
import { SERVER_TIMEOUT_MS } from './server-timeout';
import { getSession, requestIdContext, withRequestId } from './session.server';

/**
 * The API client of one server render, authenticated as the signed-in customer (the session the root middleware
 * restored), so every `personalPrice` is their customer group's; a guest gets base prices.
 */
export function catalogueApi(context: Readonly<RouterContextProvider>, fetchImpl?: typeof fetch): ApiClient {
  const { accessToken } = getSession(context);
  return createApiClient({
    baseUrl: serverEnv.apiUrl,
    timeoutMs: SERVER_TIMEOUT_MS,
    getAccessToken: () => accessToken,
    fetch: withRequestId(context.get(requestIdContext), fetchImpl),
  });
}

/** True for the API's "record not found" (code 6): an unknown or deleted slug, or an unknown attribute. */
export function isNotFound(error: unknown): boolean {
  return isApiError(error) && error.code === ErrorCode.RecordNotFound;
}

/**
 * True when the API says nothing can live at a page's address: the record is unknown or deleted (code 6), or the
 * path segment is not even a well-formed slug or id (code 12: refused by its format or length). Either is the 404
 * page, never the 500 one. Only for a call whose one input is the page's address (a look-up by slug or id).
 */
export function isUnknownAddress(error: unknown): boolean {
  if (!isApiError(error)) return false;
  return (
    error.code === ErrorCode.RecordNotFound ||
    error.code === ErrorCode.CheckViolation ||
    [400, 404, 414].includes(error.status)
  );
}

/** Throws the 404 response the root error page shows as 'Страница не найдена'. */
export function notFound(): never {
  throw data(ru.errorPage.notFoundEn, { status: 404, statusText: 'Not Found' });
}

/** Logs a failed catalogue load through the API's log endpoint, so it is not only the shopper who sees it. */
export function reportLoadFailure(what: string, error: unknown): void {
  void logFailure(serverEnv.apiUrl, what, error);
}
