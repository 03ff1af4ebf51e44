import { gunzipSync } from 'node:zlib';
import { fastify, type FastifyInstance } from 'fastify';
import { beforeEach, describe, expect, it } from 'vitest';
import { PRIVATE_CACHE_CONTROL, PUBLIC_CACHE_CONTROL, registerRenderCache } from './fastify.server';
import { SHARED_RENDER_HEADER } from './page-key';
import { TestSource } from './testing';

/**
 * A stand-in for React Router: the page shows the price the API would give its cookies' session (a group price for
 * the signed-in customer Иванова) and counts renders; the shared renders call `render`, visitors' own go to the route.
 */
function pageFor(cookie: string | null, path: string, count: number): string {
  const signedIn = cookie?.includes('refresh_token=r1') ?? false;
  const dark = cookie?.includes('color_mode=dark') ?? false;
  return `<html data-mode="${dark ? 'dark' : 'light'}"><p>${path}</p><p>${signedIn ? 'Иванова, цена группы 900 ₽' : 'цена 1 000 ₽'}</p><p>render ${count}</p>${'x'.repeat(2000)}</html>`;
}

let source: TestSource;
let app: FastifyInstance;
let renders: Request[];
let price: string;
/** Holds the render of /product/slow until released. */
let gate: { promise: Promise<void>; resolve: () => void } | undefined;

async function build(enabled = true) {
  source = new TestSource(true);
  renders = [];
  price = '1 000';
  app = fastify();
  // light-my-request's own user agent reads as a crawler's; visitors here use a browser unless a test says otherwise.
  app.addHook('onRequest', async (req) => {
    if (req.headers['user-agent'] === 'lightMyRequest')
      req.headers['user-agent'] = 'Mozilla/5.0 (X11; Linux x86_64; rv:130.0) Gecko/20100101 Firefox/130.0';
  });
  const render = async (request: Request) => {
    renders.push(request);
    const url = new URL(request.url);
    if (url.pathname === '/product/slow') await gate?.promise;
    if (url.pathname === '/product/gone')
      return new Response('nope', { status: 404, headers: { 'content-type': 'text/html' } });
    if (url.pathname === '/product/sets-cookie')
      return new Response('<p>x</p>', { headers: { 'content-type': 'text/html', 'set-cookie': 'a=b' } });
    const html = pageFor(request.headers.get('cookie'), url.pathname + url.search, renders.length).replace(
      '1 000',
      price,
    );
    return new Response(html, { headers: { 'content-type': 'text/html; charset=utf-8' } });
  };
  registerRenderCache(app, {
    render,
    source,
    enabled,
    limits: { maxEntries: 100, maxBytes: 1_000_000 },
    publicUrl: '',
  });
  // The visitor's own render, as React Router's plugin route would do it.
  app.get('/*', async (req, reply) => {
    return reply
      .type('text/html; charset=utf-8')
      .send(
        pageFor(req.headers.cookie ?? null, req.url, 0) +
          `<p>shared mark: ${req.headers[SHARED_RENDER_HEADER] ?? 'none'}</p>`,
      );
  });
}

beforeEach(() => build());

describe('the render cache in front of the pages', () => {
  it('renders an anonymous page once and serves it with a strong ETag, CDN headers and a 304', async () => {
    const first = await app.inject({ url: '/product/sensor' });
    expect([
      first.statusCode,
      first.headers['x-render-cache'],
      first.headers['cache-control'],
      first.headers['vary'],
    ]).toEqual([200, 'miss', PUBLIC_CACHE_CONTROL, 'Cookie, accept-encoding']);
    expect(PUBLIC_CACHE_CONTROL).toMatch(/^public, max-age=0, s-maxage=\d+, stale-while-revalidate=\d+$/);
    const second = await app.inject({ url: '/product/sensor' });
    expect([second.headers['x-render-cache'], second.body]).toEqual(['hit', first.body]);
    expect(renders).toHaveLength(1);
    const etag = String(second.headers['etag']);
    expect(etag).toMatch(/^"[\w-]+"$/);
    const notModified = await app.inject({ url: '/product/sensor', headers: { 'if-none-match': etag } });
    expect([notModified.statusCode, notModified.body, notModified.headers['etag']]).toEqual([304, '', etag]);
    const changed = await app.inject({ url: '/product/sensor', headers: { 'if-none-match': '"other"' } });
    expect(changed.statusCode).toBe(200);
  });

  it('sends gzip to clients that accept it, brotli ones included, each representation with its own ETag', async () => {
    const plain = await app.inject({ url: '/' });
    const br = await app.inject({ url: '/', headers: { 'accept-encoding': 'gzip, deflate, br' } });
    const gz = await app.inject({ url: '/', headers: { 'accept-encoding': 'gzip' } });
    const refused = await app.inject({ url: '/', headers: { 'accept-encoding': 'gzip;q=0, identity' } });
    expect([br, gz, plain, refused].map((r) => r.headers['content-encoding'])).toEqual([
      'gzip',
      'gzip',
      undefined,
      undefined,
    ]);
    for (const reply of [br, gz]) expect(gunzipSync(reply.rawPayload).toString()).toBe(plain.body);
    expect(refused.body).toBe(plain.body);
    expect([gz.headers['etag'], refused.headers['etag']]).toEqual([br.headers['etag'], plain.headers['etag']]);
    expect(br.headers['etag']).not.toBe(plain.headers['etag']);
    const notModified = await app.inject({
      url: '/',
      headers: { 'accept-encoding': 'gzip', 'if-none-match': String(gz.headers['etag']) },
    });
    expect(notModified.statusCode).toBe(304);
    expect(renders).toHaveLength(1);
  });

  it('never puts a signed-in page in the shared cache nor shows one to an anonymous visitor, either order', async () => {
    const signedIn = { cookie: 'refresh_token=r1; cart_id=c1' };
    const anonymousFirst = await app.inject({ url: '/product/sensor' });
    const customer = await app.inject({ url: '/product/sensor', headers: signedIn });
    const anonymousAfter = await app.inject({ url: '/product/sensor' });
    expect(anonymousFirst.body).toContain('цена 1 000 ₽');
    expect(customer.body).toContain('Иванова, цена группы 900 ₽');
    expect([customer.headers['x-render-cache'], customer.headers['cache-control'], customer.headers['etag']]).toEqual([
      'private',
      PRIVATE_CACHE_CONTROL,
      undefined,
    ]);
    for (const page of [anonymousFirst, anonymousAfter]) expect(page.body).not.toContain('Иванова');

    await build();
    const customerFirst = await app.inject({ url: '/category/sensors', headers: signedIn });
    const anonymous = await app.inject({
      url: '/category/sensors',
      headers: { cookie: 'cart_id=c2; anonymous_user_id=u2' },
    });
    const customerAgain = await app.inject({
      url: '/category/sensors',
      headers: { cookie: 'access_token=a1; refresh_token=r1' },
    });
    expect(customerFirst.body).toContain('Иванова');
    expect(customerAgain.body).toContain('Иванова');
    expect(anonymous.body).not.toContain('Иванова');
    expect(anonymous.headers['x-render-cache']).toBe('miss');
    // The shared render saw none of the visitor's cookies.
    expect(renders.map((r) => r.headers.get('cookie'))).toEqual([null]);
  });

  it('keys pages by colour mode and list choices, crawler and address, and renders them without the visitor’s cookies', async () => {
    const dark = await app.inject({ url: '/product/sensor', headers: { cookie: 'color_mode=dark; cart_id=c1' } });
    const list = await app.inject({
      url: '/product/sensor',
      headers: { cookie: 'anonymous_user_id=u1; category_product_list_display_as=list' },
    });
    const light = await app.inject({ url: '/product/sensor' });
    const bot = await app.inject({
      url: '/product/sensor',
      headers: { 'user-agent': 'Googlebot/2.1 (+http://www.google.com/bot.html)' },
    });
    const query = await app.inject({ url: '/product/sensor?tab=2' });
    const otherHost = await app.inject({ url: '/product/sensor', headers: { host: 'evil.example' } });
    expect(dark.body).toContain('data-mode="dark"');
    expect(light.body).toContain('data-mode="light"');
    expect([list, bot, query, otherHost].map((r) => r.headers['x-render-cache'])).toEqual([
      'miss',
      'miss',
      'miss',
      'miss',
    ]);
    expect(renders.map((r) => [r.url, r.headers.get('cookie'), r.headers.get(SHARED_RENDER_HEADER)])).toEqual([
      ['http://localhost/product/sensor', 'color_mode=dark', '1'],
      ['http://localhost/product/sensor', 'category_product_list_display_as=list', '1'],
      ['http://localhost/product/sensor', null, '1'],
      ['http://localhost/product/sensor', null, '1'],
      ['http://localhost/product/sensor?tab=2', null, '1'],
      ['http://evil.example/product/sensor', null, '1'],
    ]);
  });

  it('purges on a change: the next request shows the new price, and a render a purge overtook is not kept', async () => {
    expect((await app.inject({ url: '/product/sensor' })).body).toContain('1 000');
    price = '1 200';
    source.purge();
    expect((await app.inject({ url: '/product/sensor' })).body).toContain('1 200');

    // A render that was running when the change came is answered to its own visitor but not kept.
    price = '1 300';
    let open = () => undefined as void;
    gate = { promise: new Promise<void>((resolve) => (open = resolve)), resolve: () => open() };
    const slowRender = app.inject({ url: '/product/slow' });
    while (renders.length < 3) await new Promise((resolve) => setTimeout(resolve, 1));
    source.purge();
    gate.resolve();
    expect((await slowRender).body).toContain('1 300');
    price = '1 400';
    const after = await app.inject({ url: '/product/slow' });
    expect(after.headers['x-render-cache']).toBe('miss');
    expect(after.body).toContain('1 400');
  });

  it('renders once for concurrent misses of one page', async () => {
    const pages = await Promise.all(Array.from({ length: 5 }, () => app.inject({ url: '/delivery' })));
    expect(renders).toHaveLength(1);
    expect(new Set(pages.map((p) => p.body)).size).toBe(1);
  });

  it('renders for each visitor while the change stream is down or the cache is off', async () => {
    source.setLive(false);
    const down = await app.inject({ url: '/product/sensor' });
    expect([down.headers['x-render-cache'], down.headers['cache-control']]).toEqual(['bypass', PRIVATE_CACHE_CONTROL]);
    source.setLive(true);
    expect((await app.inject({ url: '/product/sensor' })).headers['x-render-cache']).toBe('miss');

    await build(false);
    const off = await app.inject({ url: '/product/sensor' });
    expect(off.headers['x-render-cache']).toBe('bypass');
    expect(renders).toHaveLength(0);
  });

  it('keeps no error page, redirect or page that sets a cookie, and leaves other paths and methods alone', async () => {
    for (const url of ['/product/gone', '/product/sets-cookie']) {
      const page = await app.inject({ url });
      expect([page.headers['x-render-cache'], page.headers['cache-control']]).toEqual([
        'uncached',
        PRIVATE_CACHE_CONTROL,
      ]);
    }
    await app.inject({ url: '/product/gone' });
    expect(renders).toHaveLength(3);
    for (const url of ['/cart', '/search?query=a', '/account', '/product/sensor.data']) {
      expect((await app.inject({ url })).headers['x-render-cache']).toBeUndefined();
    }
    expect(renders).toHaveLength(3);
  });

  it('strips the shared-render mark from a visitor’s request', async () => {
    const page = await app.inject({ url: '/cart', headers: { [SHARED_RENDER_HEADER]: '1' } });
    expect(page.body).toContain('shared mark: none');
  });
});

describe('a fresh nonce in each page from the cache', () => {
  const MARK = 'NoncePlaceholder';
  let nonceApp: FastifyInstance;
  let count = 0;

  beforeEach(() => {
    nonceApp = fastify();
    const render = async () =>
      new Response(
        `<script nonce="${MARK}">1</script><p>Датчик ₽</p>${'x'.repeat(3000)}<script nonce="${MARK}">2</script>`,
        {
          headers: {
            'content-type': 'text/html; charset=utf-8',
            'content-security-policy': `script-src 'nonce-${MARK}' 'strict-dynamic'`,
          },
        },
      );
    registerRenderCache(nonceApp, {
      render,
      source: new TestSource(true),
      enabled: true,
      limits: { maxEntries: 10, maxBytes: 1_000_000 },
      publicUrl: '',
      nonce: { placeholder: MARK, create: () => `nonce${++count}` },
    });
    nonceApp.get('/*', async () => 'own');
  });

  /** The policy's nonce and the page's, gunzipped when it came so. */
  const noncesOf = (reply: { headers: Record<string, unknown>; rawPayload: Buffer }) => {
    const html =
      reply.headers['content-encoding'] === 'gzip'
        ? gunzipSync(reply.rawPayload).toString()
        : reply.rawPayload.toString();
    return {
      policy: /'nonce-([^']+)'/.exec(String(reply.headers['content-security-policy']))?.[1],
      page: [...html.matchAll(/nonce="([^"]+)"/g)].map((m) => m[1]),
      html,
    };
  };

  it('is in the policy and the page alike, another in every response, gzip or plain', async () => {
    const seen = new Set<string | undefined>();
    for (const encoding of ['gzip, deflate, br', 'gzip, deflate, br', '', 'gzip']) {
      const reply = await nonceApp.inject({
        url: '/product/sensor',
        headers: encoding ? { 'accept-encoding': encoding } : {},
      });
      expect(reply.headers['content-encoding']).toBe(encoding ? 'gzip' : undefined);
      const { policy, page, html } = noncesOf(reply);
      expect(page).toEqual([policy, policy]);
      expect(html).not.toContain(MARK);
      expect(html).toContain('Датчик ₽');
      expect(reply.headers['etag']).toMatch(/^W\/"[\w-]+"$/);
      seen.add(policy);
    }
    expect(seen.size).toBe(4);
  });

  it('is left out of a 304 with the policy naming it', async () => {
    const first = await nonceApp.inject({ url: '/product/sensor', headers: { 'accept-encoding': 'gzip' } });
    const again = await nonceApp.inject({
      url: '/product/sensor',
      headers: { 'accept-encoding': 'gzip', 'if-none-match': String(first.headers['etag']) },
    });
    expect([again.statusCode, again.headers['content-security-policy'], again.headers['etag']]).toEqual([
      304,
      undefined,
      first.headers['etag'],
    ]);
  });
});
