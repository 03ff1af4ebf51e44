import { randomUUID } from 'node:crypto';
import type { ServerResponse } from 'node:http';
import type { FastifyInstance, FastifyRequest, onRequestHookHandler, onSendHookHandler } from 'fastify';
import { Acknowledgements } from './acknowledgements';
import type { Change, WriteFeed } from './write-feed';
import { internalGuard } from './internal-guard';

/** Path of the stream; outside /api/v1, which the storefront forwards to browsers, and outside the public contract. */
export const CHANGES_STREAM_PATH = '/internal/changes';
/** Where an acknowledging storefront posts `{ subscriber, generation }` once it has purged up to that change. */
export const CHANGES_ACK_PATH = `${CHANGES_STREAM_PATH}/ack`;
/**
 * The subscriber id a storefront may choose for its stream, sent again on each acknowledgement: a proxy in front of
 * several API processes routes both by it to the one process that holds the stream (deploy/nginx/shop.conf).
 */
export const CHANGE_SUBSCRIBER_HEADER = 'x-change-subscriber';
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export interface ChangesStreamOptions {
  /** A comment line this often keeps proxies and the storefront's idle timers from closing a quiet stream. */
  keepAliveMs?: number;
  /** The longest a write's reply waits for the storefronts' acknowledgements before it goes anyway (and is logged). */
  ackTimeoutMs?: number;
  /** `INTERNAL_TOKEN`: the stream and the acknowledgement need it; unset, they answer loopback peers only (internal-guard). */
  internalToken?: string | undefined;
}

const KEEP_ALIVE_MS = 20_000;
/** A storefront purges in well under this even when busy (tens of ms in the e2e run); more means it is stuck. */
const ACK_TIMEOUT_MS = 1000;

/** True for the methods that never write: their requests publish no change and wait for none. */
export function isReadMethod(method: string): boolean {
  return method === 'GET' || method === 'HEAD' || method === 'OPTIONS';
}

/** One server-sent event. */
function event(name: 'ready' | 'change', data: { generation: number; subscriber?: string } | Change): string {
  return `event: ${name}\ndata: ${JSON.stringify(data)}\n\n`;
}

/**
 * `GET /internal/changes`: the app's change feed as server-sent events, for the storefronts' render caches. The first
 * event is `ready` with the feed's generation; then one `change` per committed write ({@link Change}), written while
 * the write's request is still running. The events carry scopes and numbers only, no data (a shopper's change
 * also names the user). A storefront serves from its cache only while its stream is open
 * (docs/decisions/011-render-cache.md).
 *
 * A stream opened with `?ack=1` also gets a `subscriber` id in `ready` (the one its {@link CHANGE_SUBSCRIBER_HEADER}
 * chose, when that is a UUID not in use), and its storefront posts each generation it
 * has purged to `POST /internal/changes/ack`. A write that published a change holds its reply until every such
 * storefront has acknowledged it (at most `ackTimeoutMs`), so the next page anyone asks for after the administrator
 * sees "saved" is a fresh one: an event merely on the wire could lose the race against that request.
 */
export function registerChangesStream(app: FastifyInstance, feed: WriteFeed, options: ChangesStreamOptions = {}): void {
  const { keepAliveMs = KEEP_ALIVE_MS, ackTimeoutMs = ACK_TIMEOUT_MS } = options;
  const open = new Set<ServerResponse>();
  const acks = new Acknowledgements();
  // Only the shop's storefronts: an outside subscriber that never acknowledged would hold every admin write for ackTimeoutMs.
  const onRequest = internalGuard(options.internalToken);

  app.get<{ Querystring: { ack?: string } }>(CHANGES_STREAM_PATH, { onRequest }, (req, reply) => {
    const chosen = req.headers[CHANGE_SUBSCRIBER_HEADER];
    const usable = typeof chosen === 'string' && UUID.test(chosen) && !acks.has(chosen);
    const subscriber = req.query.ack !== '1' ? undefined : usable ? chosen : randomUUID();
    // The reply is written by hand from here on: no compression, no serialisation, no end after the handler.
    reply.hijack();
    const res = reply.raw;
    res.writeHead(200, {
      'content-type': 'text/event-stream; charset=utf-8',
      'cache-control': 'no-store',
      // nginx and similar proxies would otherwise hold events back in their buffers.
      'x-accel-buffering': 'no',
    });
    res.write(event('ready', { generation: feed.generation, ...(subscriber !== undefined ? { subscriber } : {}) }));
    if (subscriber !== undefined) acks.add(subscriber, feed.generation);
    const unsubscribe = feed.subscribe((change) => res.write(event('change', change)));
    const keepAlive = setInterval(() => res.write(': keep-alive\n\n'), keepAliveMs);
    open.add(res);
    req.raw.once('close', () => {
      unsubscribe();
      clearInterval(keepAlive);
      open.delete(res);
      if (subscriber !== undefined) acks.remove(subscriber);
    });
  });

  app.post<{ Body: { subscriber: string; generation: number } }>(
    CHANGES_ACK_PATH,
    {
      onRequest,
      schema: {
        body: {
          type: 'object',
          required: ['subscriber', 'generation'],
          additionalProperties: false,
          properties: { subscriber: { type: 'string', format: 'uuid' }, generation: { type: 'integer', minimum: 0 } },
        },
      },
    },
    async (req, reply) => reply.code(acks.ack(req.body.subscriber, req.body.generation) ? 204 : 404).send(),
  );

  // A write's reply waits for the acknowledgements of the changes published while it ran. The hooks go on the write
  // routes only, as they are declared (the contract's, after this): reads never run them, and neither do the stream
  // and the acknowledgement above, which would otherwise wait on the next acknowledgement.
  const generationAtStart = new WeakMap<FastifyRequest, number>();
  const rememberGeneration: onRequestHookHandler = (req, _reply, done) => {
    generationAtStart.set(req, feed.generation);
    done();
  };
  const awaitAcknowledgements: onSendHookHandler = async (req, _reply, payload) => {
    const start = generationAtStart.get(req);
    const generation = feed.generation;
    if (start === undefined || generation === start) return payload;
    if (!(await acks.settled(generation, ackTimeoutMs))) {
      req.log.warn(
        { generation, ackTimeoutMs },
        'a storefront did not acknowledge the change in time: its next pages may be stale until it catches up',
      );
    }
    return payload;
  };
  app.addHook('onRoute', (route) => {
    if ([route.method].flat().every(isReadMethod)) return;
    route.onRequest = [...[route.onRequest ?? []].flat(), rememberGeneration];
    route.onSend = [...[route.onSend ?? []].flat(), awaitAcknowledgements];
  });

  // An open stream is never idle: end them all, or closing the app would wait for the storefronts to hang up.
  app.addHook('preClose', (done) => {
    for (const res of open) res.end();
    done();
  });
}
