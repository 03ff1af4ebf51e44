import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../testing/build-test-app';
import { createProduct } from '../testing/products';
import { preferredEncoding } from './ready-reply';

describe('cached replies sent as ready bytes', () => {
  let t: TestApp;
  const listing = (headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'GET', url: '/api/v1/product/list?limit=50', headers });

  beforeAll(async () => {
    t = await buildTestApp();
    for (let i = 0; i < 12; i++) await createProduct(t.db.orm, { title: `Датчик уровня топлива ${i}` });
  });
  afterAll(() => t.close());

  it('go out as the contract serializes them, with an ETag, brotli or gzip as the client prefers', async () => {
    const plain = await listing();
    expect(plain.statusCode).toBe(200);
    expect(plain.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.json().payload.productList).toHaveLength(12);
    const etag = plain.headers.etag as string;
    expect(etag).toMatch(/^"[\w-]{27}"$/);

    const br = await listing({ 'accept-encoding': 'gzip, deflate, br' });
    expect([br.headers['content-encoding'], br.headers.etag, br.headers.vary]).toEqual(['br', etag, 'accept-encoding']);
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(plain.body);

    const gzip = await listing({ 'accept-encoding': 'br;q=0, gzip' });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.rawPayload).toString()).toBe(plain.body);
  });

  it('answer 304 to a client that holds the same reply, and the new reply after a catalogue write', async () => {
    const etag = (await listing()).headers.etag as string;
    const again = await listing({ 'if-none-match': etag });
    expect([again.statusCode, again.body]).toEqual([304, '']);
    await createProduct(t.db.orm, { title: 'Новый датчик' });
    // The test helper writes to the database directly; an admin write clears the caches itself.
    t.app.writeFeed.publish('catalogue');
    const changed = await listing({ 'if-none-match': etag });
    expect(changed.statusCode).toBe(200);
    expect(changed.headers.etag).not.toBe(etag);
    expect(changed.json().payload.productList).toHaveLength(13);
  });
});

describe('preferredEncoding', () => {
  it.each([
    ['gzip, deflate, br', 'br'],
    ['gzip', 'gzip'],
    ['br;q=0, gzip;q=0.5', 'gzip'],
    ['*', 'gzip'],
    ['identity', undefined],
    ['gzip;q=0', undefined],
    [undefined, undefined],
  ] as const)('picks %s → %s', (header, encoding) => {
    expect(preferredEncoding(header)).toBe(encoding);
  });
});
