import { describe, expect, it } from 'vitest';
import { UNSAFE_ErrorResponseImpl as ErrorResponseImpl } from 'react-router';
import { errorPageContent } from './error-page';

/** An HTTP error response as the router hands it to the error boundary. */
function routeError(status: number, message: string): unknown {
  return new ErrorResponseImpl(status, status === 404 ? 'Not Found' : 'Error', message);
}

describe('errorPageContent', () => {
  it('in production names a 404 "Страница не найдена" with a shrug and no details', () => {
    const content = errorPageContent(routeError(404, 'Page not found'), true);
    expect(content).toEqual({ status: 404, title: 'Страница не найдена', shrug: true });
  });

  it('in production calls anything else "Возникла ошибка" and hides the stack', () => {
    const content = errorPageContent(new Error('db password is hunter2'), true);
    expect(content.status).toBe(500);
    expect(content.title).toBe('Возникла ошибка');
    expect(content.stack).toBeUndefined();
  });

  it('in development shows the message and the stack', () => {
    const error = new Error('boom');
    const content = errorPageContent(error, false);
    expect(content.title).toBe('boom');
    expect(content.stack).toBe(error.stack);
    expect(content.shrug).toBe(false);
  });

  it('in development shows an HTTP error response with its own status and message', () => {
    expect(errorPageContent(routeError(404, 'Page not found'), false)).toMatchObject({
      status: 404,
      title: 'Page not found',
    });
  });
});
