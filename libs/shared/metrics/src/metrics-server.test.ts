import { Counter, Registry } from 'prom-client';
import { afterEach, describe, expect, it } from 'vitest';
import { startMetricsServer } from './metrics-server';

const servers: { close(): void }[] = [];
afterEach(() => {
  for (const server of servers.splice(0)) server.close();
});

async function started(ready: () => Promise<boolean>) {
  const registry = new Registry();
  new Counter({ name: 'test_things_total', help: 'Things', registers: [registry] }).inc(3);
  const internal = await startMetricsServer(registry, { ready }, { host: '127.0.0.1', port: 0 });
  servers.push(internal.server);
  return internal.url;
}

describe('the internal metrics port', () => {
  it('serves the registry in the Prometheus text format, never cached', async () => {
    const url = await started(async () => true);
    const response = await fetch(`${url}/metrics`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('text/plain');
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(await response.text()).toContain('test_things_total 3');
  });

  it('says ready only while the probe does, and not ready when the probe throws', async () => {
    let state: boolean | Error = true;
    const url = await started(async () => {
      if (state instanceof Error) throw state;
      return state;
    });
    expect((await fetch(`${url}/readyz`)).status).toBe(200);
    state = false;
    expect((await fetch(`${url}/readyz`)).status).toBe(503);
    state = new Error('database gone');
    expect((await fetch(`${url}/readyz`)).status).toBe(503);
    expect((await fetch(`${url}/livez`)).status).toBe(200);
  });

  it('answers nothing else', async () => {
    const url = await started(async () => true);
    expect((await fetch(`${url}/`)).status).toBe(404);
    expect((await fetch(`${url}/metrics`, { method: 'POST' })).status).toBe(405);
  });
});
