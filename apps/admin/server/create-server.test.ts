// @vitest-environment node
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync } from 'node:zlib';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RUNTIME_CONFIG_GLOBAL, runtimeConfigFromEnv } from '../src/runtime-config';
import { createAdminServer } from './create-server';

let distDir: string;
let app: Awaited<ReturnType<typeof createAdminServer>>;

const INDEX = '<!doctype html><html lang="ru"><body><div id="root"></div></body></html>';

beforeAll(async () => {
  distDir = await mkdtemp(join(tmpdir(), 'admin-dist-'));
  await mkdir(join(distDir, 'assets'));
  await writeFile(join(distDir, 'index.html'), INDEX);
  await writeFile(join(distDir, 'assets', 'main-abc123.js'), 'console.log(1)');
  // What the build's compression plugin writes beside each asset.
  await writeFile(join(distDir, 'assets', 'main-abc123.js.br'), brotliCompressSync('console.log(1)'));
  await writeFile(join(distDir, 'favicon.svg'), '<svg/>');
  app = await createAdminServer({
    distDir,
    config: runtimeConfigFromEnv({
      API_PUBLIC_URL: 'http://127.0.0.1:4110',
      STOREFRONT_PUBLIC_URL: 'http://127.0.0.1:4010',
    }),
  });
});

afterAll(async () => {
  await app.close();
  await rm(distDir, { recursive: true, force: true });
});

describe('admin static server', () => {
  it('serves hashed assets with immutable caching', async () => {
    const response = await app.inject('/admin/assets/main-abc123.js');
    expect(response.statusCode).toBe(200);
    expect(response.body).toBe('console.log(1)');
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('sends the precompressed copy of an asset to a browser that accepts it', async () => {
    const asset = await app.inject({ url: '/admin/assets/main-abc123.js', headers: { 'accept-encoding': 'br, gzip' } });
    expect(asset.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(asset.rawPayload).toString('utf8')).toBe('console.log(1)');
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('answers every admin path with index.html, never cached', async () => {
    for (const path of ['/admin', '/admin/', '/admin/product/update/group-price', '/admin/no/such/page']) {
      const response = await app.inject(path);
      expect(response.statusCode, path).toBe(200);
      expect(response.body).toBe(INDEX);
      expect(response.headers['content-type']).toContain('text/html');
      expect(response.headers['cache-control']).toBe('no-cache');
    }
  });

  it('gives 404 for a missing asset instead of the HTML page', async () => {
    expect((await app.inject('/admin/assets/gone-000.js')).statusCode).toBe(404);
  });

  it('redirects / to /admin', async () => {
    const response = await app.inject('/');
    expect(response.statusCode).toBe(302);
    expect(response.headers.location).toBe('/admin');
  });

  it('serves the runtime config from its environment', async () => {
    const response = await app.inject('/admin/config.js');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('javascript');
    expect(response.headers['cache-control']).toBe('no-cache');
    const fakeWindow: Record<string, unknown> = {};
    new Function('window', response.body)(fakeWindow);
    expect(fakeWindow[RUNTIME_CONFIG_GLOBAL]).toMatchObject({
      apiPublicUrl: 'http://127.0.0.1:4110',
      storefrontPublicUrl: 'http://127.0.0.1:4010/',
    });
  });

  it('sends security headers that allow calling the API and nothing else', async () => {
    const response = await app.inject('/admin/order/list');
    const csp = String(response.headers['content-security-policy']);
    expect(csp).toContain("script-src 'self'");
    expect(csp).toContain("connect-src 'self' http://127.0.0.1:4110");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain("base-uri 'none'");
    expect(csp).toContain("object-src 'none'");
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['x-frame-options']).toBe('DENY');
    expect(response.headers['cross-origin-opener-policy']).toBe('same-origin');
    expect(response.headers['referrer-policy']).toBe('no-referrer');
    // Served over plain HTTP (no public https origin): no HSTS.
    expect(response.headers['strict-transport-security']).toBeUndefined();
  });

  it('sends HSTS when its public origin is https, and lets images come from the file storage’s host', async () => {
    const admin = await createAdminServer({
      distDir,
      config: runtimeConfigFromEnv({ API_PUBLIC_URL: 'https://api.example.ru' }),
      publicUrl: 'https://admin.example.ru',
      fileOrigins: ['https://files.example.ru'],
    });
    try {
      for (const url of ['/admin/', '/admin/assets/main-abc123.js', '/admin/config.js']) {
        expect((await admin.inject(url)).headers['strict-transport-security']).toBe(
          'max-age=31536000; includeSubDomains',
        );
      }
      const csp = String((await admin.inject('/admin/')).headers['content-security-policy']);
      expect(csp).toContain("img-src 'self' data: blob: https://api.example.ru https://files.example.ru");
    } finally {
      await admin.close();
    }
  });

  it('serves nothing outside /admin', async () => {
    expect((await app.inject('/api/v1/cart')).statusCode).toBe(404);
  });
});

describe('admin static server with the API behind it', () => {
  it('forwards /storage to the API, so the media paths the API answers show on admin pages', async () => {
    const api = Fastify();
    api.get('/storage/public/media/a/w320.webp', async (_request, reply) =>
      reply.type('image/webp').send(Buffer.from('webp')),
    );
    const upstream = await api.listen({ host: '127.0.0.1', port: 0 });
    const admin = await createAdminServer({ distDir, config: runtimeConfigFromEnv({}), storageUpstream: upstream });
    try {
      const image = await admin.inject('/storage/public/media/a/w320.webp');
      expect([image.statusCode, image.headers['content-type'], image.body]).toEqual([200, 'image/webp', 'webp']);
      expect((await admin.inject('/storage/public/media/missing.webp')).statusCode).toBe(404);
      expect((await admin.inject({ method: 'POST', url: '/storage/public/media/a/w320.webp' })).statusCode).toBe(404);
    } finally {
      await admin.close();
      await api.close();
    }
  });
});
