import { createServer, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { CHANGE_SUBSCRIBER_HEADER, ChangeFeed, INTERNAL_TOKEN_HEADER } from './change-feed.server';

/** A fake of the API's `GET /internal/changes`: each connection is kept for the test to write to or close. */
async function fakeChangeStream(status = 200) {
  const connections: ServerResponse[] = [];
  const acks: unknown[] = [];
  /** The `X-Internal-Token` of every request, stream and acknowledgements alike, in order. */
  const tokens: (string | undefined)[] = [];
  /** The subscriber id each request was routed by, stream and acknowledgements alike, in order. */
  const routes: (string | undefined)[] = [];
  let waiters: (() => void)[] = [];
  const server = createServer((req, res) => {
    tokens.push(req.headers[INTERNAL_TOKEN_HEADER] as string | undefined);
    routes.push(req.headers[CHANGE_SUBSCRIBER_HEADER] as string | undefined);
    if (req.method === 'POST' && req.url === '/internal/changes/ack') {
      let body = '';
      req.on('data', (chunk: Buffer) => (body += chunk.toString()));
      req.on('end', () => {
        acks.push(JSON.parse(body));
        res.writeHead(204).end();
      });
      return;
    }
    if (req.url !== '/internal/changes?ack=1') return void res.writeHead(404).end();
    if (status !== 200) return void res.writeHead(status).end('nope');
    res.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-store' });
    res.flushHeaders();
    connections.push(res);
    for (const wake of waiters) wake();
    waiters = [];
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/internal/changes`,
    connections,
    /** The acknowledgements posted, in order. */
    acks,
    tokens,
    routes,
    /** Resolves once `n` connections were made. */
    connected: (n: number) =>
      new Promise<ServerResponse>((resolve) => {
        const check = () =>
          connections.length >= n ? resolve(connections[n - 1] as ServerResponse) : waiters.push(check);
        check();
      }),
    close: () => {
      for (const c of connections) c.destroy();
      return new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

/** Waits until `condition` holds (the feed reacts to socket data asynchronously). */
async function until(condition: () => boolean): Promise<void> {
  while (!condition()) await new Promise((resolve) => setTimeout(resolve, 5));
}

const cleanups: (() => Promise<void>)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0)) await cleanup();
});

describe('ChangeFeed', () => {
  it('is live after ready, purges on each change, and ignores keep-alives', async () => {
    const api = await fakeChangeStream();
    const feed = new ChangeFeed({ url: api.url, minBackoffMs: 10, maxBackoffMs: 20 });
    cleanups.push(() => feed.stop(), api.close);
    let purges = 0;
    feed.onPurge(() => void (purges += 1));
    feed.start();
    const stream = await api.connected(1);
    expect(feed.live).toBe(false);
    stream.write('event: ready\ndata: {"generation":7}\n\n');
    await until(() => feed.live);
    expect([feed.generation, purges]).toEqual([7, 1]);
    stream.write(': keep-alive\n\n');
    stream.write('event: change\ndata: {"generation":8,"scope":"catalogue"}\n\n');
    await until(() => purges === 2);
    stream.write('event: change\ndata: {"generation":9,"scope":"settings"}\n\n');
    await until(() => purges === 3);
    expect([feed.live, feed.generation]).toEqual([true, 9]);
  });

  it('acknowledges each change with the subscriber id of ready, after it has purged', async () => {
    const api = await fakeChangeStream();
    // How many purges had run when each acknowledgement was sent.
    const purgedBeforeAck: number[] = [];
    let purges = 0;
    const feed = new ChangeFeed({
      url: api.url,
      minBackoffMs: 10,
      maxBackoffMs: 20,
      fetch: (input, init) => {
        if (init?.method === 'POST') purgedBeforeAck.push(purges);
        return fetch(input, init);
      },
    });
    cleanups.push(() => feed.stop(), api.close);
    feed.onPurge(() => void (purges += 1));
    feed.start();
    const stream = await api.connected(1);
    const subscriber = '6f1d2c1e-3b7a-4c55-9d3e-2a1b0c9d8e7f';
    stream.write(`event: ready\ndata: {"generation":7,"subscriber":"${subscriber}"}\n\n`);
    await until(() => feed.live);
    stream.write('event: change\ndata: {"generation":8,"scope":"catalogue"}\n\n');
    await until(() => api.acks.length === 1);
    stream.write('event: change\ndata: {"generation":9,"scope":"settings"}\n\n');
    await until(() => api.acks.length === 2);
    // ready itself needs no acknowledgement: the API counts the stream as current from it.
    expect(api.acks).toEqual([
      { subscriber, generation: 8 },
      { subscriber, generation: 9 },
    ]);
    expect(purgedBeforeAck).toEqual([2, 3]);
    // The stream and its acknowledgements name one subscriber, for a proxy to route them to the same API process.
    expect(api.routes).toHaveLength(3);
    expect(api.routes[0]).toMatch(/^[0-9a-f-]{36}$/);
    expect(new Set(api.routes).size).toBe(1);
  });

  it('routes each new stream by a new subscriber id', async () => {
    const api = await fakeChangeStream();
    const feed = new ChangeFeed({ url: api.url, minBackoffMs: 10, maxBackoffMs: 20 });
    cleanups.push(() => feed.stop(), api.close);
    feed.start();
    (await api.connected(1)).end();
    await api.connected(2);
    expect(api.routes).toHaveLength(2);
    expect(api.routes[0]).not.toBe(api.routes[1]);
  });

  it("hands a shopper's change to the user listeners and acknowledges it, purging nothing", async () => {
    const api = await fakeChangeStream();
    const feed = new ChangeFeed({ url: api.url, minBackoffMs: 10, maxBackoffMs: 20 });
    cleanups.push(() => feed.stop(), api.close);
    let purges = 0;
    const users: string[] = [];
    feed.onPurge(() => void (purges += 1));
    feed.onUserChange((userId) => users.push(userId));
    feed.start();
    const stream = await api.connected(1);
    const subscriber = '6f1d2c1e-3b7a-4c55-9d3e-2a1b0c9d8e7f';
    stream.write(`event: ready\ndata: {"generation":3,"subscriber":"${subscriber}"}\n\n`);
    await until(() => feed.live);
    const userId = '0b7e1c9a-2f4d-4e6a-8c1b-3d5f7a9e2c4b';
    stream.write(`event: change\ndata: {"generation":4,"scope":"shopper","userId":"${userId}"}\n\n`);
    await until(() => api.acks.length === 1);
    expect([users, purges, feed.generation]).toEqual([[userId], 1, 4]);
    // A shopper's change that names nobody is read as a change of anything: a purge.
    stream.write('event: change\ndata: {"generation":5,"scope":"shopper"}\n\n');
    await until(() => api.acks.length === 2);
    expect([users, purges]).toEqual([[userId], 2]);
  });

  it('hands a stock change to the group listeners and acknowledges it, purging nothing else', async () => {
    const api = await fakeChangeStream();
    const feed = new ChangeFeed({ url: api.url, minBackoffMs: 10, maxBackoffMs: 20 });
    cleanups.push(() => feed.stop(), api.close);
    let purges = 0;
    let groupPurges = 0;
    feed.onPurge(() => void (purges += 1));
    feed.onGroupPurge(() => void (groupPurges += 1));
    feed.start();
    const stream = await api.connected(1);
    stream.write('event: ready\ndata: {"generation":3,"subscriber":"6f1d2c1e-3b7a-4c55-9d3e-2a1b0c9d8e7f"}\n\n');
    await until(() => feed.live);
    const epoch = feed.epoch;
    stream.write('event: change\ndata: {"generation":4,"scope":"stock"}\n\n');
    await until(() => api.acks.length === 1);
    // The epoch moves, so a render running across it is not kept.
    expect([purges, groupPurges, feed.epoch]).toEqual([1, 1, epoch + 1]);
    stream.write('event: change\ndata: {"generation":5,"scope":"catalogue"}\n\n');
    await until(() => api.acks.length === 2);
    expect([purges, groupPurges]).toEqual([2, 1]);
  });

  describe("sends the API's INTERNAL_TOKEN on the stream and every acknowledgement (issue #24, finding 10)", () => {
    const subscribeAndAck = async (options: { internalToken?: string | undefined }) => {
      const api = await fakeChangeStream();
      const feed = new ChangeFeed({ url: api.url, minBackoffMs: 10, maxBackoffMs: 20, ...options });
      cleanups.push(() => feed.stop(), api.close);
      feed.start();
      const stream = await api.connected(1);
      stream.write('event: ready\ndata: {"generation":1,"subscriber":"6f1d2c1e-3b7a-4c55-9d3e-2a1b0c9d8e7f"}\n\n');
      stream.write('event: change\ndata: {"generation":2,"scope":"catalogue"}\n\n');
      await until(() => api.acks.length === 1);
      return api.tokens;
    };
    const saved = process.env['INTERNAL_TOKEN'];
    afterEach(() => {
      if (saved === undefined) delete process.env['INTERNAL_TOKEN'];
      else process.env['INTERNAL_TOKEN'] = saved;
    });

    it('from the environment, as the storefront server creates the feed', async () => {
      process.env['INTERNAL_TOKEN'] = 'token-from-the-environment-0123456789';
      expect(await subscribeAndAck({})).toEqual([
        'token-from-the-environment-0123456789',
        'token-from-the-environment-0123456789',
      ]);
    });

    it('as given, over the environment', async () => {
      process.env['INTERNAL_TOKEN'] = 'token-from-the-environment-0123456789';
      expect(await subscribeAndAck({ internalToken: 'token-given-0123456789abcdef0123' })).toEqual([
        'token-given-0123456789abcdef0123',
        'token-given-0123456789abcdef0123',
      ]);
    });

    it('none when there is none (the API then takes loopback peers only)', async () => {
      delete process.env['INTERNAL_TOKEN'];
      expect(await subscribeAndAck({})).toEqual([undefined, undefined]);
    });
  });

  it('stops serving when the stream closes, and is live again after the reconnect says ready', async () => {
    const api = await fakeChangeStream();
    const feed = new ChangeFeed({ url: api.url, minBackoffMs: 10, maxBackoffMs: 20 });
    cleanups.push(() => feed.stop(), api.close);
    feed.start();
    (await api.connected(1)).write('event: ready\ndata: {"generation":1}\n\n');
    await until(() => feed.live);
    const epoch = feed.epoch;
    api.connections[0]?.end();
    await until(() => !feed.live);
    expect(feed.epoch).toBeGreaterThan(epoch);
    const second = await api.connected(2);
    expect(feed.live).toBe(false);
    second.write('event: ready\ndata: {"generation":2}\n\n');
    await until(() => feed.live);
    expect(feed.generation).toBe(2);
  });

  it('is never live against an endpoint that is not a change stream, keeps retrying and warns once', async () => {
    const api = await fakeChangeStream(404);
    let attempts = 0;
    const warnings: string[] = [];
    const feed = new ChangeFeed({
      url: api.url,
      minBackoffMs: 5,
      maxBackoffMs: 10,
      log: { info: () => undefined, warn: (message) => void warnings.push(message) },
      fetch: (input, init) => {
        attempts += 1;
        return fetch(input, init);
      },
    });
    cleanups.push(() => feed.stop(), api.close);
    feed.start();
    await until(() => attempts >= 3);
    expect(feed.live).toBe(false);
    // One warning for the whole run of failures, not one per attempt.
    expect(warnings).toEqual(['change stream failed, retrying: answered 404 ']);
  });

  it('takes a stream silent past the keep-alive interval for dead', async () => {
    const api = await fakeChangeStream();
    const feed = new ChangeFeed({ url: api.url, minBackoffMs: 5, maxBackoffMs: 10, silenceTimeoutMs: 100 });
    cleanups.push(() => feed.stop(), api.close);
    feed.start();
    (await api.connected(1)).write('event: ready\ndata: {"generation":1}\n\n');
    await until(() => feed.live);
    await api.connected(2);
    expect(feed.live).toBe(false);
  });
});
