import { ru } from '@shop/i18n-ru';
import { isRouteErrorResponse } from 'react-router';

/** What the error page shows for one error. */
export interface ErrorPageContent {
  status: number;
  /** Headline: a friendly Russian text in production, the error's own message in development. */
  title: string;
  /** Production only: the shrug face under the status. */
  shrug: boolean;
  /** Development only: the stack (absent for HTTP error responses). */
  stack?: string;
}

/**
 * SPEC 2 error page: status code always; in production 'Страница не найдена' (404) or 'Возникла ошибка'
 * with a shrug; in development (or with no environment) the error message and stack.
 */
export function errorPageContent(error: unknown, production: boolean): ErrorPageContent {
  let status = 500;
  let message: string = ru.errorPage.generic;
  let stack: string | undefined;
  if (isRouteErrorResponse(error)) {
    status = error.status;
    message =
      typeof error.data === 'string' && error.data !== ''
        ? error.data
        : error.statusText || (status === 404 ? ru.errorPage.notFoundEn : ru.errorPage.generic);
  } else if (error instanceof Error) {
    message = error.message || ru.errorPage.generic;
    stack = error.stack;
  } else if (typeof error === 'string' && error !== '') {
    message = error;
  }
  if (production) {
    return { status, title: status === 404 ? ru.errorPage.notFound : ru.errorPage.generic, shrug: true };
  }
  return { status, title: message, shrug: false, ...(stack ? { stack } : {}) };
}
