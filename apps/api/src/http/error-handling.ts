import { AppError, ErrorCode } from '@shop/errors';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { TooManyRequestsError } from './too-many-requests';
import { DATABASE_RETRY_AFTER_SECONDS, ROUTE_NOT_FOUND_MESSAGE, toErrorReply } from './error-reply';

/**
 * The router's limit on one path segment: above every path parameter's `maxLength` in the contract
 * (tested), so a parameter the contract allows always reaches validation.
 */
export const ROUTER_MAX_PARAM_LENGTH = 1000;

/** Sends every failure and every unknown route through {@link toErrorReply} and logs it once. */
export function installErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler(replyWithError);

  app.setNotFoundHandler((req, reply) => {
    const result = toErrorReply(new AppError(ErrorCode.RecordNotFound, { message: ROUTE_NOT_FOUND_MESSAGE }));
    req.log.info({ method: req.method, url: maskUrl(req.url) }, 'route not found');
    return reply.status(result.status).send(result.body);
  });
}

/** Answers a failure with the envelope and logs it once; also Fastify's `frameworkErrors` handler. */
export function replyWithError(err: FastifyError | Error, req: FastifyRequest, reply: FastifyReply) {
  const result = toErrorReply(err);
  if (result.level === 'error') {
    // The stack goes to the log only; the client gets the generic message.
    req.log.error({ err: loggableError(err) }, 'request failed');
  } else {
    req.log[result.level](
      { error: result.body.error, status: result.status, reason: errorReason(err) },
      'request rejected',
    );
  }
  if (err instanceof TooManyRequestsError) reply.header('retry-after', String(err.retryAfterSeconds));
  if (result.status === 503) reply.header('retry-after', String(DATABASE_RETRY_AFTER_SECONDS));
  // Router refusals skip the onRequest hooks that set this.
  if (!reply.hasHeader('x-request-id')) reply.header('x-request-id', req.id);
  return reply.status(result.status).send(result.body);
}

/** Paths that carry one-time secrets (confirmation and recovery tokens); that part is masked in logs. */
const SECRET_URL_PATTERN = /(\/(?:token|password)\/)[^/?#]+/g;

/** The URL with one-time secrets masked, for logs. */
export function maskUrl(url: string): string {
  return url.replace(SECRET_URL_PATTERN, '$1***');
}

/** Drizzle's query error: its message and stack carry the bound parameters (hashes, tokens, personal data). */
interface QueryError extends Error {
  query: string;
  params: unknown[];
}

function isQueryError(err: unknown): err is QueryError {
  return (
    err instanceof Error &&
    typeof (err as Partial<QueryError>).query === 'string' &&
    Array.isArray((err as Partial<QueryError>).params)
  );
}

/** The error as it may be logged: for a failed query, the SQL and the driver's error, never the parameters. */
export function loggableError(err: unknown): unknown {
  if (!isQueryError(err)) return err;
  const cause = err.cause instanceof Error ? err.cause : undefined;
  return {
    type: err.name,
    message: cause?.message ?? 'query failed',
    query: err.query,
    code: (cause as { code?: unknown } | undefined)?.code,
    stack: (err.stack ?? '')
      .split('\n')
      .filter((line) => line.trimStart().startsWith('at '))
      .join('\n'),
  };
}

function errorReason(err: unknown): string {
  if (isQueryError(err)) return err.cause instanceof Error ? err.cause.message : 'query failed';
  return err instanceof Error ? err.message : String(err);
}
