import type { Handlers } from '../../http/operations';

/** Largest accepted `POST /api/v1/logger/push` body, in bytes (16 KiB). */
export const LOG_PUSH_BODY_LIMIT = 16 * 1024;

/** `POST /api/v1/logger/push`: writes a client's log entry to the server log at the entry's own level. */
export function loggerHandlers() {
  return {
    pushLog: {
      bodyLimit: LOG_PUSH_BODY_LIMIT,
      handler: async (req, reply) => {
        const entry = req.body;
        req.log[entry.level](
          { client: { placement: entry.placement, payload: entry.payload, userAgent: req.headers['user-agent'] } },
          'client log',
        );
        return reply.code(204).send();
      },
    },
  } satisfies Handlers<'logger'>;
}
