import { ErrorCode } from '@shop/errors';
import { eq } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { product } from '../db/schema';
import { buildTestApp, type TestApp } from '../testing/build-test-app';
import { signedIn } from '../testing/identity';
import { multipart } from '../testing/multipart';
import { BLANK_TEXT_MESSAGE } from './error-reply';

/**
 * The five kinds of bad input that answered 500 or left the error envelope before issue #10, one
 * reproducer each. The contract fuzz suite (tools/fuzz) keeps the whole class out; these pin each fix.
 */
describe('hostile input', () => {
  let t: TestApp;
  let root: Awaited<ReturnType<typeof signedIn>>;
  let customer: Awaited<ReturnType<typeof signedIn>>;

  beforeAll(async () => {
    t = await buildTestApp();
    root = await signedIn(t.app, t.db.orm, 'root');
    customer = await signedIn(t.app, t.db.orm, 'customer', { confirmed: true });
  });
  afterAll(() => t.close());

  const inject = (options: InjectOptions) => t.app.inject(options);

  function expectEnvelope(res: { statusCode: number; json(): unknown }, status: number, code: number) {
    const body = res.json() as { error: unknown; message: unknown };
    expect([res.statusCode, body.error]).toEqual([status, code]);
    expect(body.message).toMatch(/[а-яё]/i);
  }

  describe('1. broken multipart', () => {
    const unterminated = '--x\r\nContent-Disposition: form-data; name="a"\r\n\r\n1\r\n';

    it('is 415 on a JSON-only operation, whatever its multipart body', async () => {
      for (const contentType of ['multipart/form-data', 'multipart/form-data; boundary=x']) {
        const res = await inject({
          method: 'POST',
          url: '/api/v1/cart/product',
          headers: { 'content-type': contentType },
          payload: '--x\r\nContent-Disposition: form-data; name="a"\r\n\r\n1\r\n--x--\r\n',
        });
        expectEnvelope(res, 415, ErrorCode.CheckViolation);
      }
    });

    it('is 415 for a body of a type the contract only answers with, and the start logs no missing parser', async () => {
      for (const contentType of ['application/pdf', 'application/octet-stream']) {
        const res = await inject({
          method: 'POST',
          url: '/api/v1/cart/product',
          headers: { 'content-type': contentType },
          payload: '%PDF-1.7',
        });
        expectEnvelope(res, 415, ErrorCode.CheckViolation);
      }
      expect(t.logs.filter((line) => String(line.msg).includes('ContentTypeParser'))).toEqual([]);
    });

    it('is 400 on an upload operation when the boundary is missing or the body is cut off', async () => {
      for (const [contentType, payload] of [
        ['multipart/form-data', unterminated],
        ['multipart/form-data; boundary=x', unterminated],
        [
          'multipart/form-data; boundary=x',
          '--x\r\nContent-Disposition: form-data; name="title"; filename="a.png"\r\n\r\nabc',
        ],
      ] as const) {
        const res = await inject({
          method: 'PATCH',
          url: '/api/v1/user/current/update/info',
          headers: { ...customer.headers, 'content-type': contentType },
          payload,
        });
        expectEnvelope(res, 400, ErrorCode.CheckViolation);
      }
    });
  });

  describe('2. NUL characters', () => {
    it('answer code 12 naming the field, in a JSON body, a query string, a path and a multipart field', async () => {
      const body = await inject({
        method: 'POST',
        url: '/api/v1/admin/customer/group',
        headers: root.headers,
        payload: { title: 'Дил\u0000еры' },
      });
      expectEnvelope(body, 400, ErrorCode.CheckViolation);
      expect(body.json().details).toEqual([{ field: 'title', message: expect.stringMatching(/символ/) }]);

      const query = await inject({
        method: 'GET',
        url: '/api/v1/admin/category/list?searchQuery=%00',
        headers: root.headers,
      });
      expectEnvelope(query, 400, ErrorCode.CheckViolation);
      expect(query.json().details).toEqual([{ field: 'query.searchQuery', message: expect.any(String) }]);

      const path = await inject({ method: 'POST', url: '/api/v1/auth/recover/password/abcdefghijklmnop%00' });
      expectEnvelope(path, 400, ErrorCode.CheckViolation);

      const form = multipart({ lastName: 'Ива\u0000нов' });
      const profile = await inject({
        method: 'PATCH',
        url: '/api/v1/user/current/update/info',
        headers: { ...customer.headers, ...form.headers },
        payload: form.payload,
      });
      expectEnvelope(profile, 400, ErrorCode.CheckViolation);
      expect(profile.json().details).toEqual([{ field: 'lastName', message: expect.any(String) }]);
    });
  });

  describe('3. integers out of range', () => {
    it('answer code 12 for a position past int4 in JSON and a page past the limit in a query', async () => {
      for (const position of ['2147483648', '1e308', '9007199254740993', '123456789012345678901234567890']) {
        const res = await inject({
          method: 'POST',
          url: '/api/v1/admin/category',
          headers: { ...root.headers, 'content-type': 'application/json' },
          payload: `{"title":"Тахографы","slug":"tahografy-${position.length}","position":${position}}`,
        });
        expectEnvelope(res, 400, ErrorCode.CheckViolation);
        expect(res.json().details).toContainEqual({ field: 'position', message: expect.stringMatching(/^Не больше/) });
      }
      for (const page of ['1e20', '99999999999999999999']) {
        const res = await inject({
          method: 'GET',
          url: `/api/v1/admin/category/list?page=${page}`,
          headers: root.headers,
        });
        expectEnvelope(res, 400, ErrorCode.CheckViolation);
      }
    });
  });

  describe('4. duplicates in list bodies', () => {
    it('answer code 12 naming the repeated item, and change nothing', async () => {
      const group = await inject({
        method: 'POST',
        url: '/api/v1/admin/customer/group',
        headers: root.headers,
        payload: { title: 'Дубли' },
      });
      const groupId = group.json().payload.customerGroup.id as string;
      const [p] = await t.db.orm
        .insert(product)
        .values({ slug: 'dubl', article: 'DUBL-1', articleNormalized: 'dubl1', title: 'Датчик', basePrice: '100.00' })
        .returning();
      const res = await inject({
        method: 'PATCH',
        url: `/api/v1/admin/customer/group/${groupId}/price`,
        headers: root.headers,
        payload: {
          groupPriceList: [
            { productId: p?.id, price: '90' },
            { productId: p?.id, price: '80' },
          ],
        },
      });
      expectEnvelope(res, 400, ErrorCode.CheckViolation);
      expect(res.json().details).toEqual([{ field: 'groupPriceList.1.productId', message: 'Значение повторяется' }]);
      const prices = await inject({
        method: 'GET',
        url: `/api/v1/admin/customer/group/${groupId}/price/list`,
        headers: root.headers,
      });
      expect(prices.json().payload.pagination.total).toBe(0);
    });

    it('leave a deeply nested value in a compared property to the schema (found by the fuzz suite)', async () => {
      const nested = `${'['.repeat(100_000)}1${']'.repeat(100_000)}`;
      const payload = `{"groupPriceList":[{"productId":"${crypto.randomUUID()}","price":"1"},{"productId":${nested},"price":"1"}]}`;
      const res = await inject({
        method: 'PATCH',
        url: `/api/v1/admin/customer/group/${crypto.randomUUID()}/price`,
        headers: { ...root.headers, 'content-type': 'application/json' },
        payload,
      });
      expectEnvelope(res, 400, ErrorCode.CheckViolation);
      expect(res.json().details).toContainEqual({
        field: 'groupPriceList.1.productId',
        message: expect.stringMatching(/строк/),
      });
    });
  });

  describe('5. router errors', () => {
    it('answer broken percent-encoding in a path with the envelope', async () => {
      const res = await inject({ method: 'POST', url: '/api/v1/favorites/%E0%A4%A' });
      expectEnvelope(res, 400, ErrorCode.CheckViolation);
    });

    it('let a path parameter as long as the contract allows reach validation, and answer longer ones with code 12', async () => {
      const allowed = await inject({ method: 'POST', url: `/api/v1/auth/recover/password/${'a'.repeat(200)}` });
      expectEnvelope(allowed, 404, ErrorCode.RecordNotFound);
      const overContract = await inject({ method: 'POST', url: `/api/v1/auth/recover/password/${'a'.repeat(201)}` });
      expectEnvelope(overContract, 400, ErrorCode.CheckViolation);
      const overRouter = await inject({ method: 'POST', url: `/api/v1/auth/recover/password/${'a'.repeat(5000)}` });
      expectEnvelope(overRouter, 414, ErrorCode.CheckViolation);
    });

    it('answer an address too long for the HTTP parser (over 16 KB) with the envelope, over a real socket', async () => {
      const address = await t.app.listen({ host: '127.0.0.1', port: 0 });
      const res = await fetch(`${address}/api/v1/product/list?searchQuery=${'a'.repeat(20_000)}`);
      expect(res.status).toBe(431);
      expect(res.headers.get('content-type')).toMatch(/^application\/json/);
      const body: unknown = await res.json();
      expectEnvelope({ statusCode: res.status, json: () => body }, 431, ErrorCode.CheckViolation);
    });
  });

  describe('6. text that is empty after trimming (issue #24)', () => {
    it('is refused wherever a body requires text, with code 12 and a Russian detail naming the field; nothing is stored', async () => {
      const blank = '  \u00a0\t ';
      const created = await inject({
        method: 'POST',
        url: '/api/v1/admin/product',
        headers: root.headers,
        payload: { article: 'BL-1', title: blank, slug: 'blank-title', basePrice: '10', availability: 'in_stock' },
      });
      expectEnvelope(created, 400, ErrorCode.CheckViolation);
      expect(created.json().details).toEqual([{ field: 'title', message: BLANK_TEXT_MESSAGE }]);
      expect(await t.db.orm.select({ id: product.id }).from(product).where(eq(product.slug, 'blank-title'))).toEqual(
        [],
      );

      const group = await inject({
        method: 'POST',
        url: '/api/v1/admin/customer/group',
        headers: root.headers,
        payload: { title: '   ' },
      });
      expect(group.json().details).toEqual([{ field: 'title', message: BLANK_TEXT_MESSAGE }]);

      // A form's blank field is a field not sent (SPEC 5): the name stays as it was, never blanked.
      const named = multipart({ lastName: 'Иванов' });
      await inject({
        method: 'PATCH',
        url: '/api/v1/user/current/update/info',
        headers: { ...customer.headers, ...named.headers },
        payload: named.payload,
      });
      const form = multipart({ lastName: '   ', position: 'Инженер' });
      const profile = await inject({
        method: 'PATCH',
        url: '/api/v1/user/current/update/info',
        headers: { ...customer.headers, ...form.headers },
        payload: form.payload,
      });
      expect(profile.statusCode).toBe(200);
      expect(profile.json().payload.customerUser).toMatchObject({ lastName: 'Иванов', position: 'Инженер' });

      // Text around the spaces is kept, trimmed.
      const trimmed = await inject({
        method: 'POST',
        url: '/api/v1/admin/customer/group',
        headers: root.headers,
        payload: { title: '  Дилеры  ' },
      });
      expect(trimmed.statusCode).toBe(200);
    });
  });
});
