import { Agent, request } from 'node:http';
import type { Sample } from './summary.ts';

/** One GET over a keep-alive socket of `agent`: its status and latency in ms (status 0 when the request failed). */
function timedGet(agent: Agent, url: URL, headers: Record<string, string>): Promise<Sample> {
  const started = performance.now();
  return new Promise((resolve) => {
    const req = request(url, { agent, headers }, (res) => {
      res.on('data', () => undefined);
      res.on('end', () => resolve({ status: res.statusCode ?? 0, milliseconds: performance.now() - started }));
      res.on('error', () => resolve({ status: 0, milliseconds: performance.now() - started }));
    });
    req.on('error', () => resolve({ status: 0, milliseconds: performance.now() - started }));
    req.end();
  });
}

/**
 * A closed loop of `connections` workers, each on its own keep-alive connection sending the next GET as soon as
 * the last one is answered, for `seconds`; then the last round of requests is awaited and counted too. So the
 * server is idle when this returns (no abandoned backlog for the next case to inherit, which on PGlite, one
 * query at a time, would outlast it), every case yields at least one answer per connection however slow it is,
 * and `seconds` is the whole time the answers took.
 */
export async function closedLoop(url: string, options: { connections: number; seconds: number; headers?: Record<string, string> }): Promise<{ samples: Sample[]; seconds: number }> {
  const agent = new Agent({ keepAlive: true, maxSockets: options.connections });
  const target = new URL(url);
  const samples: Sample[] = [];
  const started = performance.now();
  const deadline = started + options.seconds * 1000;
  const worker = async () => {
    do samples.push(await timedGet(agent, target, options.headers ?? {}));
    while (performance.now() < deadline);
  };
  try {
    await Promise.all(Array.from({ length: options.connections }, worker));
  } finally {
    agent.destroy();
  }
  return { samples, seconds: (performance.now() - started) / 1000 };
}
