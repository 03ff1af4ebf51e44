/** The capacity bench's load: autocannon's keep-alive connections driving one origin, a mix's requests in turn. */
import autocannon, { type RequestSpec, type Result } from 'autocannon';
import type { OutgoingRequest } from './mix.ts';

/** What one measured run answered. */
export interface LoadFigures {
  /** Answers per second over the measured time, 2xx or not. */
  requestsPerSecond: number;
  /** Latency of all answers, ms. */
  p50: number;
  p99: number;
  /** Answers received. */
  requests: number;
  /** Answers with a status other than 2xx, by status ('404': 3). */
  non2xx: Record<string, number>;
  /** Requests without an answer: refused or reset connections, and timeouts (10 s). */
  errors: number;
  seconds: number;
}

/** The figures of autocannon's result. */
export function figuresOf(result: Result): LoadFigures {
  const non2xx: Record<string, number> = {};
  for (const [status, { count }] of Object.entries(result.statusCodeStats ?? {}))
    if (!status.startsWith('2') && count > 0) non2xx[status] = count;
  return {
    requestsPerSecond: result.duration > 0 ? result.requests.total / result.duration : 0,
    p50: result.latency.p50,
    p99: result.latency.p99,
    requests: result.requests.total,
    non2xx,
    errors: result.errors,
    seconds: result.duration,
  };
}

/** All non-2xx answers of a run. */
export const non2xxCount = (f: LoadFigures) => Object.values(f.non2xx).reduce((sum, n) => sum + n, 0);

/**
 * `connections` keep-alive connections to `origin` for `seconds`, each sending its next request when the last one is
 * answered: GET / when `next` is absent, else the request `next` gives each time. `signal` ends the run early.
 */
export async function drive(
  origin: string,
  options: { connections: number; seconds: number; next?: () => OutgoingRequest; signal?: AbortSignal },
): Promise<LoadFigures> {
  const { next } = options;
  const requests: RequestSpec[] | undefined =
    next === undefined
      ? undefined
      : [
          {
            setupRequest: (request) => {
              const { path, headers } = next();
              return { ...request, path, headers: { ...request.headers, ...headers } };
            },
          },
        ];
  const run = autocannon({ url: origin, connections: options.connections, duration: options.seconds, requests });
  const stop = () => run.stop();
  options.signal?.addEventListener('abort', stop);
  try {
    return figuresOf(await run);
  } finally {
    options.signal?.removeEventListener('abort', stop);
  }
}
