import { describe, expect, it } from 'vitest';
import { answerClientError, isRouterError, routerRefusal } from './http-refusal';

function fakeSocket(state: { destroyed?: boolean; writable?: boolean } = {}) {
  const written: string[] = [];
  let destroyedWith: Error | undefined;
  return {
    destroyed: state.destroyed ?? false,
    writable: state.writable ?? true,
    write: (text: string) => written.push(text),
    destroy: (err?: Error) => {
      destroyedWith = err;
    },
    written,
    destroyedWith: () => destroyedWith,
  };
}

describe('answerClientError', () => {
  it('answers an over-long request with 431 and the envelope, then closes the connection', () => {
    const socket = fakeSocket();
    const err = Object.assign(new Error('Header overflow'), { code: 'HPE_HEADER_OVERFLOW' });
    answerClientError(err, socket);
    const [head = '', body] = socket.written[0]?.split('\r\n\r\n') ?? [];
    expect(head).toMatch(/^HTTP\/1\.1 431 Request Header Fields Too Large\r\n/);
    expect(head).toContain(`Content-Length: ${new TextEncoder().encode(body).length}`);
    expect(JSON.parse(body ?? '')).toEqual({ error: 12, message: 'Слишком длинный адрес или заголовки запроса' });
    expect(socket.destroyedWith()).toBe(err);
  });

  it('answers any other parser failure with 400, and writes nothing to a reset connection', () => {
    const broken = fakeSocket();
    answerClientError(Object.assign(new Error('Parse Error'), { code: 'HPE_INVALID_METHOD' }), broken);
    expect(broken.written[0]).toMatch(/^HTTP\/1\.1 400 Bad Request/);
    const reset = fakeSocket();
    answerClientError(Object.assign(new Error('reset'), { code: 'ECONNRESET' }), reset);
    expect(reset.written).toEqual([]);
  });
});

describe('routerRefusal', () => {
  it('words the router errors and falls back to a plain 400', () => {
    expect(routerRefusal('FST_ERR_MAX_PARAM_LENGTH')).toEqual({
      status: 414,
      body: { error: 12, message: 'Слишком длинный адрес' },
    });
    expect(routerRefusal(undefined).status).toBe(400);
    expect(routerRefusal('toString').status).toBe(400);
  });

  it('knows the router codes it words and nothing else', () => {
    expect(isRouterError('FST_ERR_BAD_URL')).toBe(true);
    expect(isRouterError('FST_ERR_CTP_BODY_TOO_LARGE')).toBe(false);
    expect(isRouterError('toString')).toBe(false);
  });
});
