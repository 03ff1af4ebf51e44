// @vitest-environment node
import { fastify, type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { refusalOptions, registerApiForwarding, storefrontLogger } from './server';

describe('forwarding /api/v1 to the API', () => {
  let api: FastifyInstance;
  let storefront: FastifyInstance;
  beforeAll(async () => {
    api = fastify();
    api.post('/api/v1/auth/login', async (req) => ({ forwardedFor: req.headers['x-forwarded-for'] ?? null }));
    const apiUrl = await api.listen({ host: '127.0.0.1', port: 0 });
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

  it('answers an address no route can take with the error envelope, like the API', async () => {
    const badlyEncoded = await storefront.inject({ method: 'POST', url: '/api/v1/favorites/%E0%A4%A' });
    expect([badlyEncoded.statusCode, badlyEncoded.json()]).toEqual([400, { error: 12, message: 'Неверно закодированный адрес' }]);
    const address = await storefront.listen({ host: '127.0.0.1', port: 0 });
    const tooLong = await fetch(`${address}/api/v1/product/list?searchQuery=${'a'.repeat(20_000)}`);
    expect([tooLong.status, await tooLong.json()]).toEqual([431, { error: 12, message: 'Слишком длинный адрес или заголовки запроса' }]);
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
