import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { measure } from './load.ts';

let server: Server | undefined;
afterEach(() => new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve())));

/** A server answering every request after `delayMs`; `served` counts the answers. */
async function delayedServer(delayMs: number) {
  const state = { served: 0 };
  server = createServer((_req, res) => {
    setTimeout(() => {
      state.served += 1;
      res.end('{}');
    }, delayMs);
  });
  await new Promise<void>((resolve) => server?.listen(0, '127.0.0.1', resolve));
  return { origin: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, state };
}

describe('measure', () => {
  it('warms up, then reports only the measured run', async () => {
    const { origin, state } = await delayedServer(10);
    const result = await measure(origin, '/', {
      connections: 3,
      seconds: 0.3,
      warmupSeconds: 0.1,
      slowRoundSeconds: 10,
    });
    expect(result.fromWarmup).toBe(false);
    expect(result.seconds).toBeGreaterThanOrEqual(0.3);
    // The warm-up's answers were served but are not among the measured ones.
    expect(result.responses).toBeLessThan(state.served);
    expect(result.failures).toBe(0);
  });

  it('takes the warm-up as the figures when one round is slower than slowRoundSeconds', async () => {
    const { origin, state } = await delayedServer(200);
    const result = await measure(origin, '/', {
      connections: 3,
      seconds: 5,
      warmupSeconds: 0.01,
      slowRoundSeconds: 0.1,
    });
    expect(result.fromWarmup).toBe(true);
    // One round of three connections, and no five-second run after it.
    expect(result.responses).toBe(3);
    expect(state.served).toBe(3);
    expect(result.p50).toBeGreaterThanOrEqual(195);
  });
});
