import type { FastifyRequest } from 'fastify';
import type { OperationHandlers } from '../../http/operations';

/** Largest accepted `POST /api/v1/logger/push` body, in bytes (16 KiB). */
export const LOG_PUSH_BODY_LIMIT = 16 * 1024;

type LogLevel = 'trace' | 'debug' | 'info' | 'warn' | 'error' | 'fatal';

/** A client log entry as the contract's `LogEntry` schema admits it. */
interface LogEntry {
  level: LogLevel;
  placement: string;
  payload?: unknown;
}

/** `POST /api/v1/logger/push`: writes a client's log entry to the server log at the entry's own level. */
export function loggerHandlers(): OperationHandlers {
  return {
    pushLog: {
      bodyLimit: LOG_PUSH_BODY_LIMIT,
      handler: async (req: FastifyRequest, reply) => {
        const entry = req.body as LogEntry;
        req.log[entry.level](
          { client: { placement: entry.placement, payload: entry.payload, userAgent: req.headers['user-agent'] } },
          'client log',
        );
        return reply.code(204).send();
      },
    },
  };
}
