// @vitest-environment node
import { gunzipSync } from 'node:zlib';
import fastifyCompress from '@fastify/compress';
import { contentSecurityPolicy, createCspNonce, CSP_NONCE_PLACEHOLDER } from '@shop/storefront-domain';
import { registerRenderCache } from '@shop/storefront-render-cache/server';
import { NEVER_LIVE, SHARED_RENDER_HEADER, type PurgeSource } from '@shop/storefront-render-cache';
import { fastify, type FastifyInstance, type LightMyRequestResponse } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { registerSecurityHeaders, SESSION_CACHE_CONTROL } from './security-headers';

const BROWSER = 'Mozilla/5.0 (X11; Linux x86_64; rv:130.0) Gecko/20100101 Firefox/130.0';

/** A page as entry.server.tsx renders it: the policy and the scripts share the nonce (the placeholder for the cache). */
function page(nonce: string, text: string): Response {
  const html = `<!DOCTYPE html><html><head><script nonce="${nonce}">1</script></head><body><p>${text}</p>${'x'.repeat(3000)}<script nonce="${nonce}" type="module">2</script></body></html>`;
  return new Response(html, {
    headers: {
      'content-type': 'text/html; charset=utf-8',
      'content-security-policy': contentSecurityPolicy(nonce, { fileOrigins: [] }),
    },
  });
}

const live: PurgeSource = { ...NEVER_LIVE, live: true };

let app: FastifyInstance;
afterEach(() => app.close());

/** The storefront's order: compression, these headers, the render cache, then React Router's catch-all route. */
async function build(publicUrl = 'https://shop.example.ru') {
  app = fastify();
  await app.register(fastifyCompress, { encodings: ['br', 'gzip'] });
  await registerSecurityHeaders(app, { publicUrl });
  const render = async (request: Request) =>
    page(request.headers.get(SHARED_RENDER_HEADER) === '1' ? CSP_NONCE_PLACEHOLDER : createCspNonce(), 'shared');
  registerRenderCache(app, {
    render,
    source: live,
    enabled: true,
    limits: { maxEntries: 10, maxBytes: 1_000_000 },
    publicUrl,
    nonce: { placeholder: CSP_NONCE_PLACEHOLDER, create: createCspNonce },
  });
  app.all('*', async (request, reply) => {
    if (request.url.startsWith('/missing')) reply.code(404);
    const response = page(createCspNonce(), `own ${request.headers['accept-encoding'] ?? 'identity'}`);
    response.headers.forEach((value, name) => void reply.header(name, value));
    return reply.send(await response.text());
  });
  app.get('/healthz', async () => ({ status: 'ok' }));
}

function get(url: string, headers: Record<string, string> = {}) {
  return app.inject({ url, headers: { 'user-agent': BROWSER, ...headers } });
}

/** The nonce of the reply's policy and every nonce in its page (decompressed). */
function noncesOf(reply: LightMyRequestResponse): { policy: string; page: string[]; html: string } {
  const html =
    reply.headers['content-encoding'] === 'gzip' ? gunzipSync(reply.rawPayload).toString('utf8') : reply.body;
  const policy = /'nonce-([^']+)'/.exec(String(reply.headers['content-security-policy']))?.[1] ?? '';
  return { policy, page: [...html.matchAll(/nonce="([^"]+)"/g)].map((match) => match[1] ?? ''), html };
}

describe('security headers', () => {
  it('go on every reply: nosniff, no framing, a strict referrer, a same-origin opener, HSTS behind https', async () => {
    await build();
    for (const url of ['/', '/healthz', '/account']) {
      const reply = await get(url);
      expect(reply.headers['x-content-type-options']).toBe('nosniff');
      expect(reply.headers['x-frame-options']).toBe('DENY');
      expect(reply.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
      expect(reply.headers['cross-origin-opener-policy']).toBe('same-origin');
      expect(reply.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
    }
  });

  it('leave HSTS out when the public URL is plain http', async () => {
    await build('http://127.0.0.1:3000');
    expect((await get('/')).headers['strict-transport-security']).toBeUndefined();
  });
});

describe('the CSP nonce of a page from the render cache', () => {
  it('is fresh in every response, in the policy and in the page alike, and the page is still compressed', async () => {
    await build();
    const first = await get('/product/sensor', { 'accept-encoding': 'br, gzip' });
    const second = await get('/product/sensor', { 'accept-encoding': 'br, gzip' });
    expect([first.headers['x-render-cache'], second.headers['x-render-cache']]).toEqual(['miss', 'hit']);
    const [a, b] = [noncesOf(first), noncesOf(second)];
    for (const [reply, nonces] of [
      [first, a],
      [second, b],
    ] as const) {
      // gzip spliced from the kept pieces around the nonce: the one encoding a kept page needs no compression per hit.
      expect(reply.headers['content-encoding']).toBe('gzip');
      expect(nonces.policy).toMatch(/^[A-Za-z0-9+/]{22}==$/);
      expect(nonces.page).toEqual([nonces.policy, nonces.policy]);
      expect(nonces.html).not.toContain(CSP_NONCE_PLACEHOLDER);
      expect(reply.headers['vary']).toBe('Cookie, accept-encoding');
    }
    expect(a.policy).not.toBe(b.policy);
  });

  it('is left out of a 304, so the browser keeps the policy of the page it has', async () => {
    await build();
    const first = await get('/product/sensor');
    const etag = String(first.headers['etag']);
    expect(etag).toMatch(/^W\//);
    const again = await get('/product/sensor', { 'if-none-match': etag });
    expect(again.statusCode).toBe(304);
    expect(again.headers['content-security-policy']).toBeUndefined();
  });

  it('comes with the visitor’s own render, whose compression is untouched', async () => {
    await build();
    const reply = await get('/search?q=x', { 'accept-encoding': 'gzip' });
    expect(reply.headers['content-encoding']).toBe('gzip');
    expect(reply.headers['content-security-policy']).toContain("'strict-dynamic'");
  });
});

describe('pages rendered for a session', () => {
  it('are private and never stored, error pages and client navigations’ data included', async () => {
    await build();
    for (const cookie of ['refresh_token=r1', 'access_token=a1', 'color_mode=dark; refresh_token=r1']) {
      for (const url of ['/account', '/product/sensor', '/missing-page', '/account/order/list.data', '/']) {
        const reply = await get(url, { cookie });
        expect([url, reply.headers['cache-control']]).toEqual([url, SESSION_CACHE_CONTROL]);
      }
    }
    const guest = await get('/product/sensor');
    expect(guest.headers['cache-control']).toContain('public');
  });
});
