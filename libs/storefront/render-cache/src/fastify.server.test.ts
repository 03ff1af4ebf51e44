import { gunzipSync } from 'node:zlib';
import { fastify, type FastifyInstance } from 'fastify';
import { beforeEach, describe, expect, it } from 'vitest';
import { cookiesAfter, PRIVATE_CACHE_CONTROL, PUBLIC_CACHE_CONTROL, registerRenderCache } from './fastify.server';
import {
  PERSONAL_DATA_PLACEHOLDER,
  PRICE_GROUP_HEADER,
  SHARED_RENDER,
  SHARED_RENDER_HEADER,
  type PersonalProbe,
} from './page-key';
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

/** The customers of the stand-in API: by refresh or access cookie, their name, price group and access token. */
const CUSTOMERS = [
  { refresh: 'r1', token: 'a1', name: 'Иванова', group: 'dealers' },
  { refresh: 'r2', token: 'a2', name: 'Петров', group: 'dealers' },
  { refresh: 'r3', token: 'a3', name: 'Сидоров', group: null },
];
const cookieValue = (cookie: string | null, name: string) =>
  cookie
    ?.split(';')
    .map((part) => part.trim().split('='))
    .find(([key]) => key === name)?.[1];
const customerOf = (cookie: string | null) =>
  CUSTOMERS.find((c) => cookieValue(cookie, 'access_token') === c.token) ??
  CUSTOMERS.find((c) => cookieValue(cookie, 'refresh_token') === c.refresh);

/** The build's answer to the render cache's question about a signed-in visitor. */
function probeAnswer(request: Request): PersonalProbe | Response {
  const cookie = request.headers.get('cookie');
  const url = new URL(request.url);
  if (url.pathname === '/product/moved')
    return new Response(null, { status: 301, headers: { location: '/product/sensor' } });
  const customer = customerOf(cookie);
  if (customer === undefined) return { setCookies: ['refresh_token=; Path=/; Max-Age=0'] };
  // A session restored from the refresh cookie alone: the access cookie is set with the page.
  const setCookies =
    cookieValue(cookie, 'access_token') === undefined ? [`access_token=${customer.token}; Path=/; HttpOnly`] : [];
  const personal = JSON.stringify({ name: customer.name });
  const priceGroupId = customer.group;
  if (leavesGroupAfterProbe === customer) customer.group = null;
  return { priceGroupId, accessToken: customer.token, personal, setCookies };
}

/** A price group's page: the group's price for the token it was rendered with, the personal gap, nobody's name. */
function priceGroupPage(request: Request, count: number): Response {
  const customer = customerOf(request.headers.get('cookie'));
  const url = new URL(request.url);
  const groupPrice = customer?.group === 'dealers' ? 'цена группы 900 ₽' : `цена ${price} ₽`;
  const html = `<html><p>${url.pathname}</p><p>${groupPrice}</p><p>render ${count}</p><script type="application/json" id="shopper-personal">${PERSONAL_DATA_PLACEHOLDER}</script>${'x'.repeat(2000)}</html>`;
  const headers = new Headers({ 'content-type': 'text/html; charset=utf-8' });
  // As the root middleware does when the render's customer is not in the group the cache keys the page by.
  if (request.headers.get(PRICE_GROUP_HEADER) !== (customer?.group ?? 'base'))
    headers.set('cache-control', 'private, no-store');
  return new Response(html, { headers });
}

/** A customer the next probe moves out of their group once it has answered. */
let leavesGroupAfterProbe: (typeof CUSTOMERS)[number] | undefined;
let source: TestSource;
let app: FastifyInstance;
let renders: Request[];
let probes: Request[];
let price: string;
/** Holds the render of /product/slow until released. */
let gate: { promise: Promise<void>; resolve: () => void } | undefined;

async function build(enabled = true) {
  source = new TestSource(true);
  renders = [];
  probes = [];
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
    if (request.headers.get(SHARED_RENDER_HEADER) === SHARED_RENDER.priceGroup)
      return priceGroupPage(request, renders.length);
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
    probe: async (request) => {
      probes.push(request);
      return probeAnswer(request);
    },
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

  it('serves a signed-in customer their price group’s page with their own data, never another’s, in either order', async () => {
    const ivanova = { cookie: 'refresh_token=r1; cart_id=c1' };
    const petrov = { cookie: 'access_token=a2; refresh_token=r2' };
    const sidorov = { cookie: 'refresh_token=r3' };
    const anonymousFirst = await app.inject({ url: '/product/sensor' });
    const first = await app.inject({ url: '/product/sensor', headers: ivanova });
    const second = await app.inject({ url: '/product/sensor', headers: petrov });
    const base = await app.inject({ url: '/product/sensor', headers: sidorov });
    const firstAgain = await app.inject({ url: '/product/sensor', headers: ivanova });
    const anonymousAfter = await app.inject({ url: '/product/sensor' });

    expect([first, second, base, firstAgain].map((page) => page.headers['x-render-cache'])).toEqual([
      'group-miss',
      'group-hit',
      'group-miss',
      'group-hit',
    ]);
    for (const page of [first, second, base, firstAgain]) {
      expect([page.headers['cache-control'], page.headers['etag']]).toEqual([PRIVATE_CACHE_CONTROL, undefined]);
      expect(page.body).not.toContain(PERSONAL_DATA_PLACEHOLDER);
    }
    expect(first.body).toContain('{"name":"Иванова"}');
    expect(firstAgain.body).toContain('{"name":"Иванова"}');
    expect(second.body).toContain('{"name":"Петров"}');
    expect(base.body).toContain('{"name":"Сидоров"}');
    expect(second.body).not.toContain('Иванова');
    expect(first.body).toContain('цена группы 900 ₽');
    expect(second.body).toContain('цена группы 900 ₽');
    expect(base.body).toContain('цена 1 000 ₽');
    expect(base.body).not.toContain('цена группы');
    for (const page of [anonymousFirst, anonymousAfter]) {
      expect(page.body).toContain('цена 1 000 ₽');
      expect(page.body).not.toMatch(/Иванова|Петров|Сидоров|цена группы/);
      expect(page.headers['x-render-cache']).toMatch(/^(hit|miss)$/);
    }
    // A session restored from the refresh cookie gets the access cookie with the page.
    expect(first.headers['set-cookie']).toBe('access_token=a1; Path=/; HttpOnly');
    expect(second.headers['set-cookie']).toBeUndefined();
    // One anonymous render and one per price group, each with the page's cookies and the group's token only.
    expect(renders.map((r) => [r.headers.get(SHARED_RENDER_HEADER), r.headers.get('cookie')])).toEqual([
      ['1', null],
      ['price-group', 'access_token=a1'],
      ['price-group', 'access_token=a3'],
    ]);

    // The other order: the group's page first, then a visitor without a session.
    await build();
    await app.inject({ url: '/category/sensors', headers: petrov });
    const anonymous = await app.inject({ url: '/category/sensors', headers: { cookie: 'cart_id=c2' } });
    expect(anonymous.headers['x-render-cache']).toBe('miss');
    expect(anonymous.body).not.toMatch(/Петров|цена группы/);
  });

  it('sends a price group’s page gzip with the visitor’s data spliced in', async () => {
    const headers = { cookie: 'access_token=a1', 'accept-encoding': 'gzip' };
    await app.inject({ url: '/product/sensor', headers });
    const hit = await app.inject({ url: '/product/sensor', headers });
    expect([hit.headers['x-render-cache'], hit.headers['content-encoding']]).toEqual(['group-hit', 'gzip']);
    const html = gunzipSync(hit.rawPayload).toString('utf8');
    expect(html).toContain('<script type="application/json" id="shopper-personal">{"name":"Иванова"}</script>');
  });

  it('renders alone, once, a session the probe cannot share, on the cookies the probe left', async () => {
    const gone = await app.inject({ url: '/product/sensor', headers: { cookie: 'refresh_token=gone; cart_id=c1' } });
    expect([gone.headers['x-render-cache'], gone.headers['cache-control']]).toEqual(['private', PRIVATE_CACHE_CONTROL]);
    expect(gone.headers['set-cookie']).toBe('refresh_token=; Path=/; Max-Age=0');
    // The visitor's own render saw the cookies as the browser will have them: the refresh cookie gone.
    expect(gone.body).toContain('цена 1 000 ₽');
    expect(probes).toHaveLength(1);
    expect(renders).toHaveLength(0);

    const moved = await app.inject({ url: '/product/moved', headers: { cookie: 'access_token=a1' } });
    expect([moved.statusCode, moved.headers['location']]).toEqual([301, '/product/sensor']);
  });

  it('keeps no price group page whose render was made for another group', async () => {
    // Иванова leaves the dealers between the probe (which keys her page by the dealers) and the render.
    const ivanova = CUSTOMERS[0] as (typeof CUSTOMERS)[number];
    leavesGroupAfterProbe = ivanova;
    try {
      const moved = await app.inject({ url: '/product/sensor', headers: { cookie: 'access_token=a1' } });
      expect(moved.headers['x-render-cache']).toBe('uncached');
      expect(moved.body).toContain('{"name":"Иванова"}');
      expect(moved.body).toContain('цена 1 000 ₽');
      // Nothing was kept for the dealers: Петров's page is rendered with his own token.
      const petrov = await app.inject({ url: '/product/sensor', headers: { cookie: 'access_token=a2' } });
      expect(petrov.headers['x-render-cache']).toBe('group-miss');
      expect(petrov.body).toContain('цена группы 900 ₽');
    } finally {
      ivanova.group = 'dealers';
      leavesGroupAfterProbe = undefined;
    }
  });

  it('works out the cookies a browser sends after the Set-Cookie headers', () => {
    expect(
      cookiesAfter('refresh_token=old; cart_id=c1', [
        'refresh_token=new; Path=/; HttpOnly',
        'access_token=a1; Path=/; Max-Age=900',
        'cart_id=; Path=/; Max-Age=0',
      ]),
    ).toBe('refresh_token=new; access_token=a1');
    expect(cookiesAfter(undefined, [])).toBe('');
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

  it('drops only the pages kept for customer groups on a group purge (a free quantity they alone are shown)', async () => {
    const grouped = { cookie: 'access_token=a1' };
    const ungrouped = { cookie: 'refresh_token=r3' };
    const visit = async (headers: Record<string, string> = {}) =>
      (await app.inject({ url: '/product/sensor', headers })).headers['x-render-cache'];
    expect([await visit(), await visit(grouped), await visit(ungrouped)]).toEqual(['miss', 'group-miss', 'group-miss']);
    source.groupPurge();
    expect([await visit(), await visit(grouped), await visit(ungrouped)]).toEqual(['hit', 'group-miss', 'group-hit']);
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

  it('keeps the cart for a price group’s customers, and renders a visitor’s cart for them alone', async () => {
    const petrov = { cookie: 'access_token=a2; refresh_token=r2' };
    const ivanova = { cookie: 'refresh_token=r1; cart_id=c1' };
    const [first, second] = [
      await app.inject({ url: '/cart', headers: petrov }),
      await app.inject({ url: '/cart', headers: ivanova }),
    ];
    expect([first.headers['x-render-cache'], second.headers['x-render-cache']]).toEqual(['group-miss', 'group-hit']);
    expect(second.body).toContain('{"name":"Иванова"}');
    expect(second.body).not.toContain('Петров');
    const visitor = await app.inject({ url: '/cart', headers: { cookie: 'cart_id=c2' } });
    expect([visitor.headers['x-render-cache'], visitor.body]).toEqual([undefined, expect.stringContaining('/cart')]);
    expect(renders.map((r) => r.headers.get(SHARED_RENDER_HEADER))).toEqual(['price-group']);
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

  it('strips the render cache’s own marks from a visitor’s request', async () => {
    const page = await app.inject({
      url: '/cart',
      headers: { [SHARED_RENDER_HEADER]: 'price-group', [PRICE_GROUP_HEADER]: 'x' },
    });
    expect(page.body).toContain('shared mark: none');
    const signedIn = await app.inject({
      url: '/product/sensor',
      headers: { cookie: 'access_token=a1', [SHARED_RENDER_HEADER]: 'price-group', [PRICE_GROUP_HEADER]: 'base' },
    });
    expect(signedIn.headers['x-render-cache']).toBe('group-miss');
    expect(renders.map((r) => r.headers.get(PRICE_GROUP_HEADER))).toEqual(['dealers']);
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
