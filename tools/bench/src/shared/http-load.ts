import { Agent, request } from 'node:http';
import type { Sample } from './summary.ts';

/**
 * The body of the next request of a writing load, built just before it is sent so that requests can differ;
 * `answered` is told the status of that very request (0 when it failed), e.g. to count what was written.
 */
export type NextBody = () => { body: string; answered?: (status: number) => void };

/** What each request of a load sends: GET with `headers` unless a method and a body are given. */
export interface RequestShape {
  headers?: Record<string, string>;
  /** 'POST', 'DELETE'…; GET when absent. */
  method?: string;
  /** The body of each request (sent as JSON); none when absent. */
  next?: NextBody;
}

/** One request over a keep-alive socket of `agent`: its status and latency in ms (status 0 when the request failed). */
function timedRequest(agent: Agent, url: URL, shape: RequestShape): Promise<Sample> {
  const next = shape.next?.();
  const headers =
    next === undefined
      ? (shape.headers ?? {})
      : {
          'content-type': 'application/json',
          ...shape.headers,
          'content-length': String(Buffer.byteLength(next.body)),
        };
  const started = performance.now();
  return new Promise<Sample>((resolve) => {
    const req = request(url, { agent, headers, method: shape.method ?? 'GET' }, (res) => {
      res.on('data', () => undefined);
      res.on('end', () => resolve({ status: res.statusCode ?? 0, milliseconds: performance.now() - started }));
      res.on('error', () => resolve({ status: 0, milliseconds: performance.now() - started }));
    });
    req.on('error', () => resolve({ status: 0, milliseconds: performance.now() - started }));
    req.end(next?.body);
  }).then((sample) => {
    next?.answered?.(sample.status);
    return sample;
  });
}

/**
 * A closed loop of `connections` workers, each on its own keep-alive connection sending the next request as soon
 * as the last one is answered, for `seconds`; then the last round of requests is awaited and counted too. So the
 * server is idle when this returns (no abandoned backlog for the next case to inherit, which on PGlite, one
 * query at a time, would outlast it), every case yields at least one answer per connection however slow it is,
 * `seconds` is the whole time the answers took, and a writing load's `answered` callbacks have all run.
 */
export async function closedLoop(
  url: string,
  options: RequestShape & { connections: number; seconds: number },
): Promise<{ samples: Sample[]; seconds: number }> {
  const agent = new Agent({ keepAlive: true, maxSockets: options.connections });
  const target = new URL(url);
  const samples: Sample[] = [];
  const started = performance.now();
  const deadline = started + options.seconds * 1000;
  const worker = async () => {
    do samples.push(await timedRequest(agent, target, options));
    while (performance.now() < deadline);
  };
  try {
    await Promise.all(Array.from({ length: options.connections }, worker));
  } finally {
    agent.destroy();
  }
  return { samples, seconds: (performance.now() - started) / 1000 };
}
