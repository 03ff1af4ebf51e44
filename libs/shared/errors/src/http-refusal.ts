import { ErrorCode } from './catalogue';
import type { ErrorEnvelope } from './envelope';

/** A refusal of a request no route saw: its HTTP status and the envelope (code 12, bad input). */
export interface Refusal {
  status: number;
  body: ErrorEnvelope;
}

const refusal = (status: number, message: string): Refusal => ({
  status,
  body: { error: ErrorCode.CheckViolation, message },
});

/** What a Fastify router refuses (its `frameworkErrors`), by the error's code. */
const routerRefusals: Readonly<Record<string, Refusal>> = {
  FST_ERR_BAD_URL: refusal(400, 'Неверно закодированный адрес'),
  FST_ERR_MAX_PARAM_LENGTH: refusal(414, 'Слишком длинный адрес'),
};

/** True for the codes of a Fastify router's own refusals, which {@link routerRefusal} words. */
export function isRouterError(code: unknown): boolean {
  return typeof code === 'string' && Object.hasOwn(routerRefusals, code);
}

/** The envelope for a request the router refused (broken percent-encoding, an over-long parameter). */
export function routerRefusal(code: unknown): Refusal {
  return isRouterError(code) ? (routerRefusals[code as string] as Refusal) : refusal(400, 'Некорректный запрос');
}

/** What Node's HTTP parser refuses before any server code runs, by the error's code. */
const parserRefusals: Readonly<Record<string, Refusal & { reason: string }>> = {
  HPE_HEADER_OVERFLOW: {
    ...refusal(431, 'Слишком длинный адрес или заголовки запроса'),
    reason: 'Request Header Fields Too Large',
  },
  ERR_HTTP_REQUEST_TIMEOUT: { ...refusal(408, 'Запрос не пришёл целиком вовремя'), reason: 'Request Timeout' },
};

/** The part of a network socket a client-error handler uses. */
export interface RefusableSocket {
  readonly destroyed: boolean;
  readonly writable: boolean;
  write(text: string): unknown;
  destroy(err?: Error): void;
}

/**
 * A Fastify `clientErrorHandler`: a request Node's parser cannot read (an address or headers over
 * 16 KB, broken HTTP) is answered with the envelope, code 12, and the connection closed.
 */
export function answerClientError(err: Error & { code?: string }, socket: RefusableSocket): void {
  // A reset connection has nobody left to answer.
  if (err.code === 'ECONNRESET' || socket.destroyed) return;
  const known =
    err.code !== undefined && Object.hasOwn(parserRefusals, err.code) ? parserRefusals[err.code] : undefined;
  const { status, body, reason } = known ?? { ...refusal(400, 'Некорректный HTTP-запрос'), reason: 'Bad Request' };
  const text = JSON.stringify(body);
  if (socket.writable) {
    socket.write(
      `HTTP/1.1 ${status} ${reason}\r\nContent-Type: application/json; charset=utf-8\r\n` +
        `Content-Length: ${new TextEncoder().encode(text).length}\r\nConnection: close\r\n\r\n${text}`,
    );
  }
  socket.destroy(err);
}
