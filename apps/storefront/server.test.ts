// @vitest-environment node
import { fastify, type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { refusalOptions, registerApiForwarding, storefrontLogger } from './server';
import { parseTrustProxy } from './server/config';

describe('forwarding /api/v1 to the API', () => {
  let api: FastifyInstance;
  let storefront: FastifyInstance;
  let apiUrl: string;
  beforeAll(async () => {
    api = fastify();
    api.post('/api/v1/auth/login', async (req) => ({ forwardedFor: req.headers['x-forwarded-for'] ?? null }));
    api.post('/api/v1/auth/token/refresh', async (req) => ({
      forwardedFor: req.headers['x-forwarded-for'] ?? null,
      proto: req.headers['x-forwarded-proto'] ?? null,
      host: req.headers['x-forwarded-host'] ?? null,
      forwarded: req.headers['forwarded'] ?? null,
      realIp: req.headers['x-real-ip'] ?? null,
    }));
    apiUrl = await api.listen({ host: '127.0.0.1', port: 0 });
    storefront = fastify(refusalOptions);
    await registerApiForwarding(storefront, apiUrl);
  });
  afterAll(async () => {
    await storefront.close();
    await api.close();
  });

  it('tells the API the shopper’s address, never one the shopper made up', async () => {
    const plain = await storefront.inject({ method: 'POST', url: '/api/v1/auth/login', remoteAddress: '203.0.113.7' });
    expect(plain.json()).toEqual({ forwardedFor: '203.0.113.7' });
    const spoofed = await storefront.inject({
      method: 'POST',
      url: '/api/v1/auth/login',
      remoteAddress: '203.0.113.7',
      headers: { 'x-forwarded-for': '198.51.100.1' },
    });
    expect(spoofed.json()).toEqual({ forwardedFor: '203.0.113.7' });
  });

  it('drops every forwarding header the shopper made up and names the scheme itself', async () => {
    const reply = await storefront.inject({
      method: 'POST',
      url: '/api/v1/auth/token/refresh',
      remoteAddress: '203.0.113.7',
      headers: {
        'x-forwarded-proto': 'https',
        'x-forwarded-host': 'evil.example',
        forwarded: 'for=198.51.100.1',
        'x-real-ip': '198.51.100.1',
      },
    });
    expect(reply.json()).toEqual({
      forwardedFor: '203.0.113.7',
      proto: 'http',
      host: null,
      forwarded: null,
      realIp: null,
    });
  });

  it('believes X-Forwarded-For and X-Forwarded-Proto from the proxies in TRUST_PROXY only', async () => {
    const behindProxy = fastify({ ...refusalOptions, trustProxy: parseTrustProxy('10.0.0.0/8') });
    await registerApiForwarding(behindProxy, apiUrl);
    const headers = { 'x-forwarded-for': '198.51.100.1', 'x-forwarded-proto': 'https' };
    const viaProxy = await behindProxy.inject({
      method: 'POST',
      url: '/api/v1/auth/token/refresh',
      remoteAddress: '10.1.2.3',
      headers,
    });
    expect(viaProxy.json()).toMatchObject({ forwardedFor: '198.51.100.1', proto: 'https' });
    const direct = await behindProxy.inject({
      method: 'POST',
      url: '/api/v1/auth/token/refresh',
      remoteAddress: '203.0.113.7',
      headers,
    });
    expect(direct.json()).toMatchObject({ forwardedFor: '203.0.113.7', proto: 'http' });
    await behindProxy.close();
  });

  it('answers an address no route can take with the error envelope, like the API', async () => {
    const badlyEncoded = await storefront.inject({ method: 'POST', url: '/api/v1/favorites/%E0%A4%A' });
    expect([badlyEncoded.statusCode, badlyEncoded.json()]).toEqual([
      400,
      { error: 12, message: 'Неверно закодированный адрес' },
    ]);
    const address = await storefront.listen({ host: '127.0.0.1', port: 0 });
    const tooLong = await fetch(`${address}/api/v1/product/list?searchQuery=${'a'.repeat(20_000)}`);
    expect([tooLong.status, await tooLong.json()]).toEqual([
      431,
      { error: 12, message: 'Слишком длинный адрес или заголовки запроса' },
    ]);
  });
});

describe('request logs', () => {
  it('mask the mailed tokens of recovery and confirmation links, pages and API calls alike', async () => {
    const lines: string[] = [];
    const app = fastify({ logger: storefrontLogger('info', { write: (line) => void lines.push(line) }) });
    app.get('/*', async () => 'ok');
    app.post('/*', async () => 'ok');
    app.patch('/*', async () => 'ok');
    await app.inject({ method: 'GET', url: '/auth/recovery/recovery-secret-1' });
    await app.inject({ method: 'GET', url: '/account/confirm/email/confirm-secret-2.data?x=1' });
    await app.inject({ method: 'PATCH', url: '/api/v1/auth/recover/password/recovery-secret-3' });
    await app.inject({ method: 'PATCH', url: '/api/v1/user/confirm/email/token/confirm-secret-4' });
    await app.inject({ method: 'PATCH', url: '/api/v1/user/current/confirm/email/send' });
    await app.close();
    const logged = lines.join('\n');
    expect(logged).not.toMatch(/secret/);
    expect(logged).toContain('/auth/recovery/***');
    expect(logged).toContain('/account/confirm/email/***?x=1');
    expect(logged).toContain('/api/v1/user/current/confirm/email/send');
  });
});
