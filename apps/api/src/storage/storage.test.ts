import { createHash } from 'node:crypto';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { AppError, ErrorCode } from '@shop/errors';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../testing/build-test-app';
import { Bucket } from './buckets';
import { assertSafeLocation, contentTypeOf, publicUrlOf } from './file-storage';
import { LocalFileStorage } from './local-file-storage';
import { S3FileStorage } from './s3-file-storage';

const bytes = (text: string) => new TextEncoder().encode(text);

const unsafe: [string, string][] = [
  ['public', '/../secret.txt'],
  ['public', '/a/../../etc/passwd'],
  ['public', '/./a.txt'],
  ['public', 'no-leading-slash.txt'],
  ['public', '/a//b.txt'],
  ['public', '/.env'],
  ['public', '/a\\..\\b.txt'],
  ['public', '/a/%2e%2e/b.txt'],
  ['public', '/file\0.txt'],
  ['..', '/a.txt'],
  ['Public', '/a.txt'],
  ['a/b', '/c.txt'],
];

describe('local file storage', () => {
  let root: string;
  let storage: LocalFileStorage;
  beforeEach(async () => {
    root = await mkdtemp(join(tmpdir(), 'shop-storage-'));
    storage = new LocalFileStorage(root, '/storage');
  });
  afterEach(() => rm(root, { recursive: true, force: true }));

  it('puts, gets and deletes a file under root/bucket/path', async () => {
    await storage.put(Bucket.Public, '/price-list/2026.csv', bytes('артикул;цена'), 'text/csv');
    expect(await readFile(join(root, 'public', 'price-list', '2026.csv'), 'utf8')).toBe('артикул;цена');
    const got = await storage.get(Bucket.Public, '/price-list/2026.csv');
    expect(got?.body.toString('utf8')).toBe('артикул;цена');
    expect(got?.contentType).toBe('text/csv; charset=utf-8');
    expect(got?.size).toBe(bytes('артикул;цена').length);
    await storage.delete(Bucket.Public, '/price-list/2026.csv');
    expect(await storage.get(Bucket.Public, '/price-list/2026.csv')).toBeNull();
    await expect(storage.delete(Bucket.Public, '/price-list/2026.csv')).resolves.toBeUndefined();
  });

  it('overwrites an existing file', async () => {
    await storage.put(Bucket.Private, '/r.txt', bytes('one'), 'text/plain');
    await storage.put(Bucket.Private, '/r.txt', bytes('two'), 'text/plain');
    expect((await storage.get(Bucket.Private, '/r.txt'))?.body.toString()).toBe('two');
  });

  it('builds the public URL as base + / + bucket + path', () => {
    expect(storage.publicUrl({ bucketName: 'public', path: '/images/a.webp' })).toBe('/storage/public/images/a.webp');
    expect(publicUrlOf('https://cdn.example.ru/', { bucketName: 'public', path: '/a.pdf' })).toBe(
      'https://cdn.example.ru/public/a.pdf',
    );
  });

  it.each(unsafe)('rejects bucket %j with path %j', async (bucket, path) => {
    await expect(storage.put(bucket, path, bytes('x'), 'text/plain')).rejects.toBeInstanceOf(AppError);
    await expect(storage.get(bucket, path)).rejects.toMatchObject({ code: ErrorCode.CheckViolation });
    await expect(storage.delete(bucket, path)).rejects.toMatchObject({ code: ErrorCode.CheckViolation });
  });

  it('guesses content types from extensions', () => {
    expect(contentTypeOf('/a/b.PDF')).toBe('application/pdf');
    expect(contentTypeOf('/a/b')).toBe('application/octet-stream');
    expect(assertSafeLocation('public', '/a/b-1_2.webp')).toEqual(['a', 'b-1_2.webp']);
  });
});

describe('S3 file storage', () => {
  const config = {
    endpoint: 'https://s3.example.test',
    region: 'ru-central1',
    accessKeyId: 'AKID',
    secretAccessKey: 'SECRET',
  };

  function fakeS3() {
    const requests: Request[] = [];
    const objects = new Map<string, { body: ArrayBuffer; type: string }>();
    const fetchImpl = async (input: Request | string | URL) => {
      const request = input as Request;
      requests.push(request.clone());
      const key = new URL(request.url).pathname;
      if (request.method === 'PUT') {
        objects.set(key, { body: await request.arrayBuffer(), type: request.headers.get('content-type') ?? '' });
        return new Response(null, { status: 200 });
      }
      if (request.method === 'DELETE') return new Response(null, { status: objects.delete(key) ? 204 : 404 });
      const object = objects.get(key);
      return object === undefined
        ? new Response('<Error><Code>NoSuchKey</Code></Error>', { status: 404 })
        : new Response(object.body, { status: 200, headers: { 'content-type': object.type } });
    };
    return { requests, storage: new S3FileStorage(config, 'https://bucket.example.test', fetchImpl as typeof fetch) };
  }

  it('signs path-style requests with SigV4 and round-trips a file', async () => {
    const { requests, storage } = fakeS3();
    await storage.put('public', '/images/a.webp', bytes('webp'), 'image/webp');
    const put = requests[0];
    expect(put?.method).toBe('PUT');
    expect(put?.url).toBe('https://s3.example.test/public/images/a.webp');
    expect(put?.headers.get('authorization')).toMatch(
      /^AWS4-HMAC-SHA256 Credential=AKID\/\d{8}\/ru-central1\/s3\/aws4_request/,
    );
    expect(put?.headers.get('x-amz-content-sha256')).toBe(createHash('sha256').update('webp').digest('hex'));

    const got = await storage.get('public', '/images/a.webp');
    expect(got?.body.toString()).toBe('webp');
    expect(got?.contentType).toBe('image/webp');
    await storage.delete('public', '/images/a.webp');
    expect(await storage.get('public', '/images/a.webp')).toBeNull();
    expect(storage.publicUrl({ bucketName: 'public', path: '/images/a.webp' })).toBe(
      'https://bucket.example.test/public/images/a.webp',
    );
    expect(JSON.stringify(requests.map((r) => [...r.headers]))).not.toContain('SECRET');
  });

  it('rejects unsafe paths before any request', async () => {
    const { requests, storage } = fakeS3();
    await expect(storage.get('public', '/../x')).rejects.toMatchObject({ code: ErrorCode.CheckViolation });
    expect(requests).toHaveLength(0);
  });
});

describe('GET /storage/<bucket>/<path>', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
    await t.storage.put(Bucket.Public, '/docs/price.pdf', bytes('%PDF-1.7'), 'application/pdf');
    await t.storage.put(Bucket.Private, '/requisites/1.pdf', bytes('%PDF private'), 'application/pdf');
  });
  afterAll(() => t.close());

  it('serves a file of a public bucket at its public URL', async () => {
    const url = t.storage.publicUrl({ bucketName: Bucket.Public, path: '/docs/price.pdf' });
    const res = await t.app.inject({ method: 'GET', url });
    expect(res.statusCode).toBe(200);
    expect(res.body).toBe('%PDF-1.7');
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['cross-origin-resource-policy']).toBe('cross-origin');
  });

  it.each([
    '/storage/private/requisites/1.pdf',
    '/storage/public/docs/missing.pdf',
    '/storage/public/../private/requisites/1.pdf',
    '/storage/public/%2e%2e/private/requisites/1.pdf',
    '/storage/public/..%2fprivate%2frequisites%2f1.pdf',
  ])('does not serve %s', async (url) => {
    const res = await t.app.inject({ method: 'GET', url });
    expect(res.statusCode).toBeGreaterThanOrEqual(400);
    expect(res.body).not.toContain('private');
    expect(res.json()).toMatchObject({ error: expect.any(Number), message: expect.any(String) });
  });
});
