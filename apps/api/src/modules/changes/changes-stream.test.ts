import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../testing/build-test-app';
import { signedIn } from '../../testing/identity';
import { CHANGES_STREAM_PATH } from './changes-stream';

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
          const field = (name: string) => block.split('\n').find((line) => line.startsWith(`${name}: `))?.slice(name.length + 2) ?? '';
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

    const product = await admin('POST', '/product', { article: 'S-1', title: 'Датчик', slug: 'sensor', basePrice: '10', availability: 'in_stock' });
    await admin('PATCH', '/site-settings/thematic-theme', { thematicTheme: 'new_year' });
    await admin('PUT', '/content-page/delivery', { title: 'Доставка', html: '<p>Курьером</p>', seoTitle: null, seoDescription: null });
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

  it('is not served under /api/v1, where the storefront forwards browsers', async () => {
    const res = await t.app.inject({ method: 'GET', url: `/api/v1${CHANGES_STREAM_PATH}` });
    expect(res.statusCode).toBe(404);
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
