import { ErrorCode } from '@shop/errors';
import { eq } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { customerGroup, product, users } from '../../db/schema';
import { buildTestApp, type TestApp } from '../../testing/build-test-app';
import { setCookie, signedIn } from '../../testing/identity';
import { createProduct } from '../../testing/products';

type Headers = Record<string, string>;

describe('favorites', () => {
  let t: TestApp;
  beforeEach(async () => {
    t = await buildTestApp();
  });
  afterEach(() => t.close());

  const call = (method: 'POST' | 'DELETE' | 'GET', url: string, headers: Headers = {}) =>
    t.app.inject({ method, url: `/api/v1/favorites${url}`, headers });

  it('gives a guest an anonymous id on the first add, and is idempotent both ways', async () => {
    const [a, b] = [await createProduct(t.db.orm), await createProduct(t.db.orm)];
    const first = await call('POST', `/${a.id}`);
    expect(first.statusCode).toBe(200);
    const id = setCookie(first, 'anonymous_user_id')?.value as string;
    expect(id).toMatch(/^[0-9a-f-]{36}$/);
    const guest = { 'x-anonymous-user-id': id };
    expect((await call('POST', `/${a.id}`, guest)).json().payload.productIdList).toEqual([a.id]);
    expect((await call('POST', `/${b.id}`, guest)).json().payload.productIdList).toHaveLength(2);
    expect((await call('DELETE', `/${a.id}`, guest)).json().payload.productIdList).toEqual([b.id]);
    expect((await call('DELETE', `/${a.id}`, guest)).json().payload.productIdList).toEqual([b.id]);
    expect((await call('GET', '/ids', guest)).json().payload.productIdList).toEqual([b.id]);
  });

  it('answers an empty list to nobody, 6 for an unknown or deleted product, and 422 for an unknown visitor', async () => {
    expect((await call('GET', '/ids')).json().payload.productIdList).toEqual([]);
    expect((await call('GET', '/list')).json().payload).toEqual({
      productList: [],
      pagination: { page: 1, limit: 20, total: 0 },
    });
    const deleted = await createProduct(t.db.orm, { deleted: true });
    for (const productId of [deleted.id, '00000000-0000-4000-8000-000000000000']) {
      const res = await call('POST', `/${productId}`);
      expect([res.statusCode, res.json().error]).toEqual([404, ErrorCode.RecordNotFound]);
      expect(setCookie(res, 'anonymous_user_id')).toBeUndefined();
    }
    const unknown = await call('GET', '/ids', { 'x-anonymous-user-id': '00000000-0000-4000-8000-000000000000' });
    expect([unknown.statusCode, unknown.json().error]).toEqual([422, ErrorCode.UserIdentificationNotPossible]);
  });

  it('lists cards newest first, paged, at the customer’s prices; deleted products leave, unsold ones stay', async () => {
    const { user, headers } = await signedIn(t.app, t.db.orm);
    const [group] = await t.db.orm.insert(customerGroup).values({ title: 'Дилеры', discountPercent: '10' }).returning();
    await t.db.orm
      .update(users)
      .set({ customerGroupId: group?.id as string })
      .where(eq(users.id, user.id));
    const products = [
      await createProduct(t.db.orm, { basePrice: '100.00' }),
      await createProduct(t.db.orm, { basePrice: '200.00', availability: 'not_sold' }),
      await createProduct(t.db.orm, { basePrice: '300.00' }),
    ];
    for (const p of products) {
      await call('POST', `/${p.id}`, headers);
      await new Promise((r) => setTimeout(r, 5));
    }
    const page1 = (await call('GET', '/list?page=1&limit=2', headers)).json().payload;
    expect(page1.pagination).toEqual({ page: 1, limit: 2, total: 3 });
    expect(page1.productList.map((p: { id: string; personalPrice: string }) => [p.id, p.personalPrice])).toEqual([
      [products[2]?.id, '270.00'],
      [products[1]?.id, '180.00'],
    ]);
    await t.db.orm
      .update(product)
      .set({ deletedAt: new Date() })
      .where(eq(product.id, products[2]?.id as string));
    const after = (await call('GET', '/list', headers)).json().payload;
    expect(after.productList.map((p: { id: string; availability: string }) => [p.id, p.availability])).toEqual([
      [products[1]?.id, 'not_sold'],
      [products[0]?.id, 'in_stock'],
    ]);
    expect(after.pagination.total).toBe(2);
  });
});
