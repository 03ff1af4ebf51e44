import { AppError, ErrorCode } from '@shop/errors';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { product } from '../../db/schema';
import { buildTestApp, type TestApp } from '../../testing/build-test-app';
import { createUser, signedIn } from '../../testing/identity';
import { assertInCustomerGroup } from './service';

describe('customer groups', () => {
  let t: TestApp;
  let root: Awaited<ReturnType<typeof signedIn>>;
  beforeEach(async () => {
    t = await buildTestApp();
    root = await signedIn(t.app, t.db.orm, 'root');
  });
  afterEach(() => t.close());

  const admin = (method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, payload?: object) =>
    t.app.inject({
      method,
      url: `/api/v1/admin${url}`,
      headers: root.headers,
      ...(payload !== undefined ? { payload } : {}),
    });

  async function group(title: string, extra: object = {}): Promise<string> {
    const res = await admin('POST', '/customer/group', { title, ...extra });
    expect(res.statusCode, res.body).toBe(200);
    return res.json().payload.customerGroup.id as string;
  }

  it('creates, lists, updates and deletes groups; 4 for a taken title, 6 for an unknown group', async () => {
    const made = await admin('POST', '/customer/group', {
      title: 'Дилеры',
      description: 'Крупный опт',
      discountPercent: '7.50',
    });
    expect(made.json().payload.customerGroup).toMatchObject({
      title: 'Дилеры',
      description: 'Крупный опт',
      discountPercent: '7.5',
      memberCount: 0,
      priceCount: 0,
    });
    const id = made.json().payload.customerGroup.id as string;
    await group('Автопарки');
    const taken = await admin('POST', '/customer/group', { title: 'Дилеры' });
    expect([taken.statusCode, taken.json().error]).toEqual([409, ErrorCode.UniqueViolation]);
    expect((await admin('PATCH', `/customer/group/${id}`, { title: 'Автопарки' })).json().error).toBe(
      ErrorCode.UniqueViolation,
    );
    const list = (await admin('GET', '/customer/group/list?searchQuery=диЛ')).json().payload;
    expect(list.customerGroupList.map((g: { title: string }) => g.title)).toEqual(['Дилеры']);
    expect(list.pagination.total).toBe(1);
    const updated = await admin('PATCH', `/customer/group/${id}`, { title: 'Дилеры 1', discountPercent: '100' });
    expect(updated.json().payload.customerGroup).toMatchObject({
      title: 'Дилеры 1',
      discountPercent: '100',
      description: 'Крупный опт',
    });
    expect((await admin('DELETE', `/customer/group/${id}`)).statusCode).toBe(204);
    expect((await admin('GET', `/customer/group/${id}`)).json().error).toBe(ErrorCode.RecordNotFound);
    expect((await admin('DELETE', `/customer/group/${id}`)).json().error).toBe(ErrorCode.RecordNotFound);
  });

  it('adds and removes members (9 for a non-customer, 13 for a user not in the group); users show their group', async () => {
    const id = await group('Дилеры');
    const other = await group('Автопарки');
    const customer = await signedIn(t.app, t.db.orm, 'customer');
    const second = await createUser(t.db.orm);
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/v1/user/current', headers: customer.headers })).json().payload
        .customerUser.isCustomerGroupAssigned,
    ).toBe(false);

    expect((await admin('POST', `/customer/group/${id}/member`, { userIdList: [root.user.id] })).json().error).toBe(
      ErrorCode.UserNotCustomer,
    );
    const added = await admin('POST', `/customer/group/${id}/member`, { userIdList: [customer.user.id, second.id] });
    expect(added.json().payload.customerGroup.memberCount).toBe(2);
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/v1/user/current', headers: customer.headers })).json().payload
        .customerUser.isCustomerGroupAssigned,
    ).toBe(true);
    expect((await admin('GET', `/user/${customer.user.id}`)).json().payload.user.customerGroup).toEqual({
      id,
      title: 'Дилеры',
    });
    const members = (await admin('GET', `/customer/group/${id}/member/list`)).json().payload;
    expect(members.userList.map((u: { id: string }) => u.id).sort()).toEqual([customer.user.id, second.id].sort());
    expect(members.userList[0].customerGroup).toEqual({ id, title: 'Дилеры' });
    expect((await admin('GET', `/user/list?customerGroupId=${other}`)).json().payload.pagination.total).toBe(0);

    const notIn = await admin('DELETE', `/customer/group/${other}/member`, { userIdList: [customer.user.id] });
    expect([notIn.statusCode, notIn.json().error]).toEqual([403, ErrorCode.UserNotInCustomerGroup]);
    expect(
      (await admin('DELETE', `/customer/group/${id}/member`, { userIdList: [second.id] })).json().payload.customerGroup
        .memberCount,
    ).toBe(1);

    // Moving into another group, and the group set through the admin user form.
    expect(
      (await admin('POST', `/customer/group/${other}/member`, { userIdList: [customer.user.id] })).json().payload
        .customerGroup.memberCount,
    ).toBe(1);
    const viaUser = await admin('PATCH', '/user', { id: second.id, customerGroupId: id });
    expect(viaUser.json().payload.user.customerGroup).toEqual({ id, title: 'Дилеры' });
    await admin('DELETE', `/customer/group/${id}`);
    expect((await admin('GET', `/user/${second.id}`)).json().payload.user.customerGroup).toBeNull();
  });

  it('sets, lists and removes group prices; 11 for an unknown product', async () => {
    const id = await group('Дилеры');
    const [p] = await t.db.orm
      .insert(product)
      .values({
        slug: 'dtco-4-1',
        article: 'DTCO 4.1',
        articleNormalized: 'dtco41',
        title: 'Тахограф DTCO 4.1',
        basePrice: '45000.00',
      })
      .returning();
    if (p === undefined) throw new Error('no product');
    expect(
      (await admin('PATCH', `/customer/group/${id}/price`, { groupPriceList: [{ productId: p.id, price: '41000.5' }] }))
        .statusCode,
    ).toBe(204);
    const prices = (await admin('GET', `/customer/group/${id}/price/list?searchQuery=dtco`)).json().payload;
    expect(prices.groupPriceList).toEqual([
      { product: { id: p.id, slug: 'dtco-4-1', article: 'DTCO 4.1', title: 'Тахограф DTCO 4.1' }, price: '41000.50' },
    ]);
    expect((await admin('GET', `/customer/group/${id}`)).json().payload.customerGroup.priceCount).toBe(1);
    const unknown = await admin('PATCH', `/customer/group/${id}/price`, {
      groupPriceList: [{ productId: '00000000-0000-4000-8000-000000000000', price: '1' }],
    });
    expect([unknown.statusCode, unknown.json().error]).toEqual([409, ErrorCode.ForeignKeyViolation]);
    await admin('PATCH', `/customer/group/${id}/price`, { groupPriceList: [{ productId: p.id, price: null }] });
    expect((await admin('GET', `/customer/group/${id}/price/list`)).json().payload.pagination.total).toBe(0);
  });

  it('assertInCustomerGroup answers 13 for a user without a group', () => {
    expect(() => assertInCustomerGroup({ customerGroupId: null })).toThrow(AppError);
    try {
      assertInCustomerGroup({ customerGroupId: null });
    } catch (err) {
      expect((err as AppError).code).toBe(ErrorCode.UserNotInCustomerGroup);
    }
    expect(() => assertInCustomerGroup({ customerGroupId: '00000000-0000-4000-8000-000000000001' })).not.toThrow();
  });
});
