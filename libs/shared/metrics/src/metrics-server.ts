import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Registry } from 'prom-client';

/** What the internal port answers besides the metrics: is the process alive, and should it get traffic. */
export interface Probes {
  /** False while the process drains or cannot reach its database. */
  ready(): Promise<boolean>;
}

/**
 * The internal port (`METRICS_PORT`, on `METRICS_HOST`, 127.0.0.1 by default): `GET /metrics` in Prometheus' text
 * format, `GET /livez` (200 while the event loop turns) and `GET /readyz` (200 or 503). It is a plain Node server
 * apart from the API's, so the public port never exposes them and a scrape does not count as a request.
 */
export async function startMetricsServer(
  registry: Registry,
  probes: Probes,
  listen: { host: string; port: number },
): Promise<{ server: Server; url: string }> {
  const server = createServer((req, res) => {
    const send = (status: number, body: string, type = 'text/plain; charset=utf-8') => {
      res.writeHead(status, { 'content-type': type, 'cache-control': 'no-store' });
      res.end(body);
    };
    const path = (req.url ?? '/').split('?')[0];
    if (req.method !== 'GET' && req.method !== 'HEAD') return send(405, 'method not allowed\n');
    if (path === '/livez') return send(200, 'ok\n');
    if (path === '/readyz') {
      probes.ready().then(
        (ready) => send(ready ? 200 : 503, ready ? 'ready\n' : 'not ready\n'),
        () => send(503, 'not ready\n'),
      );
      return;
    }
    if (path === '/metrics') {
      registry.metrics().then(
        (text) => send(200, text, registry.contentType),
        (err: unknown) => send(500, `metrics failed: ${err instanceof Error ? err.message : String(err)}\n`),
      );
      return;
    }
    send(404, 'not found\n');
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(listen.port, listen.host, () => resolve());
  });
  const { port } = server.address() as AddressInfo;
  return { server, url: `http://${listen.host}:${port}` };
}
