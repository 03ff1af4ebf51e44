import { ErrorCode } from '@shop/errors';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../testing/build-test-app';
import { signedIn } from '../testing/identity';
import { CHANGE_SUBSCRIBER_HEADER, CHANGES_ACK_PATH, CHANGES_STREAM_PATH } from './changes-stream';
import { INTERNAL_TOKEN_HEADER } from './internal-guard';

interface StreamEvent {
  event: string;
  data: Record<string, unknown>;
}

/** Reads server-sent events from a live stream; `next()` resolves with the next event, however the bytes were split. */
function eventReader(body: ReadableStream<Uint8Array>) {
  const reader = body.getReader();
  const decoder = new TextDecoder();
  let buffered = '';
  return {
    async next(): Promise<StreamEvent> {
      for (;;) {
        const end = buffered.indexOf('\n\n');
        if (end >= 0) {
          const block = buffered.slice(0, end);
          buffered = buffered.slice(end + 2);
          if (block.startsWith(':')) continue;
          const field = (name: string) =>
            block
              .split('\n')
              .find((line) => line.startsWith(`${name}: `))
              ?.slice(name.length + 2) ?? '';
          return { event: field('event'), data: JSON.parse(field('data')) as Record<string, unknown> };
        }
        const { value, done } = await reader.read();
        if (done) throw new Error('the stream ended');
        buffered += decoder.decode(value, { stream: true });
      }
    },
    cancel: () => reader.cancel(),
  };
}

describe('the changes stream (GET /internal/changes)', () => {
  let t: TestApp;
  let origin: string;
  let rootHeaders: Record<string, string>;

  const admin = async (method: 'POST' | 'PUT' | 'PATCH', url: string, payload: object) => {
    const res = await t.app.inject({ method, url: `/api/v1/admin${url}`, headers: rootHeaders, payload });
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as { payload: { product?: { id: string } } };
  };

  beforeAll(async () => {
    t = await buildTestApp();
    rootHeaders = (await signedIn(t.app, t.db.orm, 'root')).headers;
    origin = await t.app.listen({ host: '127.0.0.1', port: 0 });
  });
  afterAll(async () => t.close());

  it('starts with the generation, then names the scope of every write that can change a public page, in order', async () => {
    const res = await fetch(origin + CHANGES_STREAM_PATH);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/event-stream/);
    expect(res.headers.get('cache-control')).toBe('no-store');
    if (res.body === null) throw new Error('no body');
    const events = eventReader(res.body);
    const ready = await events.next();
    expect(ready.event).toBe('ready');
    const start = ready.data.generation as number;

    const product = await admin('POST', '/product', {
      article: 'S-1',
      title: 'Датчик',
      slug: 'sensor',
      basePrice: '10',
      availability: 'in_stock',
    });
    await admin('PATCH', '/site-settings/thematic-theme', { thematicTheme: 'new_year' });
    await admin('PUT', '/content-page/delivery', {
      title: 'Доставка',
      html: '<p>Курьером</p>',
      seoTitle: null,
      seoDescription: null,
    });
    await admin('PUT', '/route-rule', { id: null, from: '/old-sensor', to: '/product/sensor', status: 301 });
    await admin('PATCH', `/product/${product.payload.product?.id ?? ''}`, { basePrice: '11' });

    const received = [];
    for (let i = 0; i < 5; i += 1) received.push(await events.next());
    expect(received.map((e) => [e.event, e.data.scope, e.data.generation])).toEqual([
      ['change', 'catalogue', start + 1],
      ['change', 'settings', start + 2],
      ['change', 'content', start + 3],
      ['change', 'redirects', start + 4],
      ['change', 'catalogue', start + 5],
    ]);
    await events.cancel();
  });

  it('names a move of a customer between price groups, however the admin made it (issue #27)', async () => {
    const res = await fetch(origin + CHANGES_STREAM_PATH);
    if (res.body === null) throw new Error('no body');
    const events = eventReader(res.body);
    await events.next();
    const customer = await signedIn(t.app, t.db.orm);
    const create = await t.app.inject({
      method: 'POST',
      url: '/api/v1/admin/customer/group',
      headers: rootHeaders,
      payload: { title: 'Сервисные центры', discountPercent: '5' },
    });
    const groupId = create.json().payload.customerGroup.id as string;
    const members = { userIdList: [customer.user.id] };
    for (const method of ['POST', 'DELETE'] as const) {
      const moved = await t.app.inject({
        method,
        url: `/api/v1/admin/customer/group/${groupId}/member`,
        headers: rootHeaders,
        payload: members,
      });
      expect(moved.statusCode, moved.body).toBe(200);
    }
    // The same group again through the user form, then a change that leaves the group as it is (no event).
    await admin('PATCH', '/user', { id: customer.user.id, customerGroupId: groupId });
    await admin('PATCH', '/user', { id: customer.user.id, firstName: 'Ирина' });
    await admin('PATCH', '/user', { id: customer.user.id, role: 'root' });

    await admin('PATCH', '/site-settings/thematic-theme', { thematicTheme: 'default' });

    // Up to the settings change: one event per move and none for the name (creating the group is a catalogue change;
    // each edit of the user is also a change of the customer's own context, `shopper`).
    const scopes: unknown[] = [];
    while (scopes.at(-1) !== 'settings') scopes.push((await events.next()).data.scope);
    expect(scopes.filter((scope) => scope !== 'catalogue' && scope !== 'shopper')).toEqual([
      'membership',
      'membership',
      'membership',
      'membership',
      'settings',
    ]);
    await events.cancel();
  });

  it("holds a write's reply until an acknowledging storefront has purged its change, and none for a plain listener", async () => {
    const listener = await fetch(origin + CHANGES_STREAM_PATH);
    const acking = await fetch(`${origin}${CHANGES_STREAM_PATH}?ack=1`);
    if (listener.body === null || acking.body === null) throw new Error('no body');
    const plain = eventReader(listener.body);
    const events = eventReader(acking.body);
    expect((await plain.next()).data.subscriber).toBeUndefined();
    const ready = await events.next();
    const subscriber = ready.data.subscriber as string;
    expect(subscriber).toMatch(/^[0-9a-f-]{36}$/);

    let replied = false;
    const write = admin('PATCH', '/site-settings/thematic-theme', { thematicTheme: 'default' }).then(
      () => (replied = true),
    );
    const change = await events.next();
    expect(change.data.scope).toBe('settings');
    // The event is out; the reply is not, however long the storefront takes (up to the timeout).
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(replied).toBe(false);
    const ack = await fetch(origin + CHANGES_ACK_PATH, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ subscriber, generation: change.data.generation }),
    });
    expect(ack.status).toBe(204);
    await write;
    expect(replied).toBe(true);

    // Once the acknowledging stream is gone, writes no longer wait for anyone: a write that did would run out its
    // wait and log the storefront as lagging (judged by the log, not the clock, which a loaded machine stretches).
    await events.cancel();
    await admin('PATCH', '/site-settings/thematic-theme', { thematicTheme: 'new_year' });
    expect(t.logs.filter((line) => line.msg?.includes('did not acknowledge'))).toEqual([]);
    expect((await plain.next()).data.scope).toBe('settings');
    await plain.cancel();
  });

  it('takes the subscriber id a storefront chose (so a proxy can route its acknowledgements), unless it is no UUID or in use', async () => {
    const chosen = '2b7c1d5e-8f3a-4e6b-9c0d-1a2b3c4d5e6f';
    const open = async (id: string) => {
      const reply = await fetch(`${origin}${CHANGES_STREAM_PATH}?ack=1`, {
        headers: { [CHANGE_SUBSCRIBER_HEADER]: id },
      });
      if (reply.body === null) throw new Error('no body');
      const events = eventReader(reply.body);
      return { events, subscriber: (await events.next()).data.subscriber as string };
    };
    const first = await open(chosen);
    const again = await open(chosen);
    const odd = await open('not-a-uuid');
    expect(first.subscriber).toBe(chosen);
    expect(again.subscriber).not.toBe(chosen);
    expect(again.subscriber).toMatch(/^[0-9a-f-]{36}$/);
    expect(odd.subscriber).toMatch(/^[0-9a-f-]{36}$/);
    await Promise.all([first, again, odd].map(({ events }) => events.cancel()));
  });

  it('answers 404 to an acknowledgement from no open stream and 400 to a malformed one', async () => {
    const post = (body: string) =>
      t.app.inject({
        method: 'POST',
        url: CHANGES_ACK_PATH,
        headers: { 'content-type': 'application/json' },
        payload: body,
      });
    expect(
      (await post(JSON.stringify({ subscriber: '6f1d2c1e-3b7a-4c55-9d3e-2a1b0c9d8e7f', generation: 1 }))).statusCode,
    ).toBe(404);
    for (const body of [
      '{',
      '[]',
      '{"subscriber":"x","generation":1}',
      '{"subscriber":"6f1d2c1e-3b7a-4c55-9d3e-2a1b0c9d8e7f","generation":-1}',
    ]) {
      const res = await post(body);
      expect(res.statusCode, body).toBe(400);
      expect(res.json(), body).toMatchObject({ error: 12 });
    }
  });

  it('is not served under /api/v1, where the storefront forwards browsers', async () => {
    const res = await t.app.inject({ method: 'GET', url: `/api/v1${CHANGES_STREAM_PATH}` });
    expect(res.statusCode).toBe(404);
  });

  describe("is for the shop's own servers only (issue #24, finding 10)", () => {
    const SECRET = 'internal-token-for-tests-0123456789abcdef';
    const ACK = { subscriber: '6f1d2c1e-3b7a-4c55-9d3e-2a1b0c9d8e7f', generation: 1 };

    it('without INTERNAL_TOKEN: a loopback peer by its socket address, never a remote one, whatever X-Forwarded-For says', async () => {
      const remote = { remoteAddress: '203.0.113.9' };
      for (const res of [
        await t.app.inject({ method: 'GET', url: `${CHANGES_STREAM_PATH}?ack=1`, ...remote }),
        await t.app.inject({
          method: 'GET',
          url: CHANGES_STREAM_PATH,
          ...remote,
          headers: { 'x-forwarded-for': '127.0.0.1' },
        }),
        await t.app.inject({ method: 'POST', url: CHANGES_ACK_PATH, ...remote, payload: ACK }),
      ]) {
        expect(res.statusCode).toBe(403);
        expect(res.json()).toEqual({ error: ErrorCode.NoPermission, message: 'Недостаточно прав' });
      }
      // IPv6 and IPv4-mapped loopback are this machine too.
      expect(
        (await t.app.inject({ method: 'POST', url: CHANGES_ACK_PATH, remoteAddress: '::ffff:127.0.0.1', payload: ACK }))
          .statusCode,
      ).toBe(404);
      expect(
        (await t.app.inject({ method: 'POST', url: CHANGES_ACK_PATH, remoteAddress: '::1', payload: ACK })).statusCode,
      ).toBe(404);
    });

    it('with INTERNAL_TOKEN: only a request carrying it, from anywhere, loopback included', async () => {
      const guarded = await buildTestApp({ env: { INTERNAL_TOKEN: SECRET } });
      try {
        const at = await guarded.app.listen({ host: '127.0.0.1', port: 0 });
        for (const headers of [
          {},
          { [INTERNAL_TOKEN_HEADER]: 'wrong' },
          { [INTERNAL_TOKEN_HEADER]: SECRET.slice(0, -1) },
          { [INTERNAL_TOKEN_HEADER]: `${SECRET}x` },
        ]) {
          const res = await fetch(`${at}${CHANGES_STREAM_PATH}?ack=1`, { headers });
          expect(res.status).toBe(403);
          expect(await res.json()).toMatchObject({ error: ErrorCode.NoPermission });
          const ack = await guarded.app.inject({ method: 'POST', url: CHANGES_ACK_PATH, headers, payload: ACK });
          expect(ack.statusCode).toBe(403);
        }
        const res = await fetch(`${at}${CHANGES_STREAM_PATH}?ack=1`, { headers: { [INTERNAL_TOKEN_HEADER]: SECRET } });
        expect(res.status).toBe(200);
        if (res.body === null) throw new Error('no body');
        const events = eventReader(res.body);
        expect((await events.next()).event).toBe('ready');
        await events.cancel();
        const ack = await guarded.app.inject({
          method: 'POST',
          url: CHANGES_ACK_PATH,
          remoteAddress: '203.0.113.9',
          headers: { [INTERNAL_TOKEN_HEADER]: SECRET },
          payload: ACK,
        });
        expect(ack.statusCode).toBe(404);
      } finally {
        await guarded.close();
      }
    });
  });

  it('lets the app close while a storefront is still listening', async () => {
    const other = await buildTestApp();
    const at = await other.app.listen({ host: '127.0.0.1', port: 0 });
    const res = await fetch(at + CHANGES_STREAM_PATH);
    if (res.body === null) throw new Error('no body');
    const events = eventReader(res.body);
    expect((await events.next()).event).toBe('ready');
    await other.close();
    await expect(events.next()).rejects.toThrow('the stream ended');
  });
});
