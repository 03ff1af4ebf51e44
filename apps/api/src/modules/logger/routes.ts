import type { Handlers } from '../../http/operations';
import { TooManyRequestsError } from '../../http/too-many-requests';
import type { RateLimiter } from '../identity/rate-limit';

/** Largest accepted `POST /api/v1/logger/push` body, in bytes (16 KiB). */
export const LOG_PUSH_BODY_LIMIT = 16 * 1024;

/** The highest level a client's entry is written at: a browser's error is not the server's, and alerts watch error and fatal. */
export const CLIENT_LOG_MAX_LEVEL = 'warn';

const SEVERITY = { trace: 0, debug: 1, info: 2, warn: 3, error: 4 } as const;

/**
 * `POST /api/v1/logger/push`: writes a client's log entry to the server log at the entry's level, at most `warn` (the
 * client's own level stays in `client.level`). Past the `clientLog` limit of its address (30 a minute) an entry is
 * dropped and still answered 204: a client has nothing to do about a full log, and a 429 would only make it report that.
 */
export function loggerHandlers({ rateLimiter }: { rateLimiter: RateLimiter }) {
  return {
    pushLog: {
      bodyLimit: LOG_PUSH_BODY_LIMIT,
      handler: async (req, reply) => {
        const entry = req.body;
        try {
          await rateLimiter.consume('clientLog', req.ip, null);
        } catch (err) {
          if (!(err instanceof TooManyRequestsError)) throw err;
          req.log.debug('client log entry dropped: over the limit of its address');
          return reply.code(204).send();
        }
        const level = SEVERITY[entry.level] > SEVERITY[CLIENT_LOG_MAX_LEVEL] ? CLIENT_LOG_MAX_LEVEL : entry.level;
        req.log[level](
          {
            client: {
              level: entry.level,
              placement: entry.placement,
              payload: entry.payload,
              userAgent: req.headers['user-agent'],
            },
          },
          'client log',
        );
        return reply.code(204).send();
      },
    },
  } satisfies Handlers<'logger'>;
}
