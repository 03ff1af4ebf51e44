import type { ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';
import type { Change, ChangeFeed } from './change-feed';

/** Path of the stream; outside /api/v1, which the storefront forwards to browsers, and outside the public contract. */
export const CHANGES_STREAM_PATH = '/internal/changes';

/** A comment line this often keeps proxies and the storefront's idle timers from closing a quiet stream. */
const KEEP_ALIVE_MS = 20_000;

/** One server-sent event. */
function event(name: 'ready' | 'change', data: { generation: number } | Change): string {
  return `event: ${name}\ndata: ${JSON.stringify(data)}\n\n`;
}

/**
 * `GET /internal/changes`: the app's change feed as server-sent events, for the storefronts' render caches. The first
 * event is `ready` with the feed's generation; then one `change` per committed write ({@link Change}), written while
 * the write's request is still running, so it is on the wire before the write's reply. The events carry scopes and
 * numbers only, no data. A storefront serves from its cache only while its stream is open (README, "The render cache").
 */
export function registerChangesStream(app: FastifyInstance, feed: ChangeFeed, keepAliveMs = KEEP_ALIVE_MS): void {
  const open = new Set<ServerResponse>();

  app.get(CHANGES_STREAM_PATH, (req, reply) => {
    // The reply is written by hand from here on: no compression, no serialisation, no end after the handler.
    reply.hijack();
    const res = reply.raw;
    res.writeHead(200, {
      'content-type': 'text/event-stream; charset=utf-8',
      'cache-control': 'no-store',
      // nginx and similar proxies would otherwise hold events back in their buffers.
      'x-accel-buffering': 'no',
    });
    res.write(event('ready', { generation: feed.generation }));
    const unsubscribe = feed.subscribe((change) => res.write(event('change', change)));
    const keepAlive = setInterval(() => res.write(': keep-alive\n\n'), keepAliveMs);
    open.add(res);
    req.raw.once('close', () => {
      unsubscribe();
      clearInterval(keepAlive);
      open.delete(res);
    });
  });

  // An open stream is never idle: end them all, or closing the app would wait for the storefronts to hang up.
  app.addHook('preClose', (done) => {
    for (const res of open) res.end();
    done();
  });
}
