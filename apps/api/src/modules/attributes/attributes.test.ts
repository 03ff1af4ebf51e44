import { ErrorCode } from '@shop/errors';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { product, productAttributeValue } from '../../db/schema';
import { buildTestApp, type TestApp } from '../../testing/build-test-app';
import { signedIn } from '../../testing/identity';

describe('attributes and attribute groups', () => {
  let t: TestApp;
  let root: Awaited<ReturnType<typeof signedIn>>;
  beforeEach(async () => {
    t = await buildTestApp();
    root = await signedIn(t.app, t.db.orm, 'root');
  });
  afterEach(() => t.close());

  const admin = (method: 'GET' | 'PUT' | 'DELETE', url: string, payload?: object) =>
    t.app.inject({
      method,
      url: `/api/v1/admin${url}`,
      headers: root.headers,
      ...(payload !== undefined ? { payload } : {}),
    });

  async function productWith(attributeId: string, valueText: string | null, valueNumber: string | null = null) {
    const [p] = await t.db.orm
      .insert(product)
      .values({ slug: 'p', article: 'P', articleNormalized: 'p', title: 'P', basePrice: '1' })
      .returning();
    if (p === undefined) throw new Error('no product');
    await t.db.orm.insert(productAttributeValue).values({ productId: p.id, attributeId, valueText, valueNumber });
  }

  it('upserts, lists and deletes groups; 4 for a taken title, 11 while a group holds attributes, 6 for unknown', async () => {
    const made = await admin('PUT', '/attribute-group', { id: null, title: 'Габариты', position: 2 });
    expect(made.statusCode, made.body).toBe(200);
    const group = made.json().payload.attributeGroup;
    expect(group).toMatchObject({ title: 'Габариты', position: 2, attributeCount: 0 });
    await admin('PUT', '/attribute-group', { id: null, title: 'Питание', position: 1 });
    const taken = await admin('PUT', '/attribute-group', { id: null, title: 'Габариты' });
    expect([taken.statusCode, taken.json().error]).toEqual([409, ErrorCode.UniqueViolation]);
    const renamed = await admin('PUT', '/attribute-group', { id: group.id, title: 'Размеры' });
    expect(renamed.json().payload.attributeGroup).toMatchObject({ id: group.id, title: 'Размеры', position: 2 });
    expect(
      (await admin('GET', '/attribute-group/list'))
        .json()
        .payload.attributeGroupList.map((g: { title: string }) => g.title),
    ).toEqual(['Питание', 'Размеры']);
    expect((await admin('GET', '/attribute-group/list?searchQuery=разм')).json().payload.pagination.total).toBe(1);

    await admin('PUT', '/attribute', {
      id: null,
      title: 'Длина',
      type: 'number',
      unit: 'мм',
      attributeGroupId: group.id,
    });
    expect((await admin('GET', `/attribute-group/${group.id}`)).json().payload.attributeGroup.attributeCount).toBe(1);
    const held = await admin('DELETE', `/attribute-group/${group.id}`);
    expect([held.statusCode, held.json().error]).toEqual([409, ErrorCode.ForeignKeyViolation]);
    expect(
      (await admin('PUT', '/attribute-group', { id: '00000000-0000-4000-8000-000000000000', title: 'X' })).json().error,
    ).toBe(ErrorCode.RecordNotFound);
    expect((await admin('DELETE', '/attribute-group/00000000-0000-4000-8000-000000000000')).json().error).toBe(
      ErrorCode.RecordNotFound,
    );
  });

  it('upserts attributes with enum options; 12 for an enum without options or a type change of a used one, 11 for a used option or attribute', async () => {
    const group = (await admin('PUT', '/attribute-group', { id: null, title: 'Основные' })).json().payload
      .attributeGroup;
    const made = await admin('PUT', '/attribute', {
      id: null,
      title: 'Тип СКЗИ',
      type: 'enum',
      isFilterable: true,
      attributeGroupId: group.id,
      optionList: [{ value: 'НКМ 2.11' }, { value: 'НКМ-К' }],
    });
    expect(made.statusCode, made.body).toBe(200);
    const attr = made.json().payload.attribute;
    expect(attr).toMatchObject({
      title: 'Тип СКЗИ',
      type: 'enum',
      isFilterable: true,
      unit: null,
      attributeGroup: { id: group.id, title: 'Основные' },
      productCount: 0,
    });
    expect(attr.optionList.map((o: { value: string; position: number }) => [o.value, o.position])).toEqual([
      ['НКМ 2.11', 0],
      ['НКМ-К', 1],
    ]);
    expect(
      (await admin('PUT', '/attribute', { id: null, title: 'Пусто', type: 'enum', optionList: [] })).json().error,
    ).toBe(ErrorCode.CheckViolation);
    expect(
      (
        await admin('PUT', '/attribute', {
          id: null,
          title: 'X',
          type: 'string',
          attributeGroupId: '00000000-0000-4000-8000-000000000000',
        })
      ).json().error,
    ).toBe(ErrorCode.RecordNotFound);

    await productWith(attr.id, 'НКМ-К');
    expect((await admin('GET', `/attribute/${attr.id}`)).json().payload.attribute.productCount).toBe(1);
    const [first, second] = attr.optionList as { id: string; value: string }[];
    if (first === undefined || second === undefined) throw new Error('options missing');
    const dropUsed = await admin('PUT', '/attribute', {
      id: attr.id,
      title: 'Тип СКЗИ',
      type: 'enum',
      attributeGroupId: group.id,
      optionList: [{ id: first.id, value: first.value }],
    });
    expect(dropUsed.json().error).toBe(ErrorCode.ForeignKeyViolation);
    const dropUnused = await admin('PUT', '/attribute', {
      id: attr.id,
      title: 'Тип СКЗИ',
      type: 'enum',
      attributeGroupId: group.id,
      optionList: [{ id: second.id, value: second.value }],
    });
    expect(dropUnused.json().payload.attribute.optionList).toEqual([{ id: second.id, value: 'НКМ-К', position: 0 }]);
    expect(
      (
        await admin('PUT', '/attribute', { id: attr.id, title: 'Тип СКЗИ', type: 'string', attributeGroupId: group.id })
      ).json().error,
    ).toBe(ErrorCode.CheckViolation);

    const list = (await admin('GET', `/attribute/list?attributeGroupId=${group.id}&searchQuery=скзи`)).json().payload;
    expect(list.pagination.total).toBe(1);
    const used = await admin('DELETE', `/attribute/${attr.id}`);
    expect([used.statusCode, used.json().error]).toEqual([409, ErrorCode.ForeignKeyViolation]);
    const free = (await admin('PUT', '/attribute', { id: null, title: 'Напряжение', type: 'number', unit: 'В' })).json()
      .payload.attribute;
    expect((await admin('DELETE', `/attribute/${free.id}`)).statusCode).toBe(204);
    expect((await admin('GET', `/attribute/${free.id}`)).json().error).toBe(ErrorCode.RecordNotFound);
  });

  it('lists the attributes of one group, those without a group (none), or all; 400 for another value', async () => {
    const power = (await admin('PUT', '/attribute-group', { id: null, title: 'Питание', position: 1 })).json().payload
      .attributeGroup;
    const size = (await admin('PUT', '/attribute-group', { id: null, title: 'Габариты', position: 2 })).json().payload
      .attributeGroup;
    for (const [title, group] of [
      ['Напряжение', power.id],
      ['Ток', power.id],
      ['Длина', size.id],
      ['Цвет', null],
      ['Страна', null],
    ] as const) {
      expect(
        (await admin('PUT', '/attribute', { id: null, title, type: 'string', attributeGroupId: group })).statusCode,
      ).toBe(200);
    }
    const titles = async (query: string) => {
      const res = await admin('GET', `/attribute/list?limit=100${query}`);
      expect(res.statusCode, res.body).toBe(200);
      const payload = res.json().payload;
      return {
        total: payload.pagination.total,
        titles: payload.attributeList.map((a: { title: string }) => a.title).sort(),
      };
    };
    expect(await titles(`&attributeGroupId=${power.id}`)).toEqual({ total: 2, titles: ['Напряжение', 'Ток'] });
    expect(await titles('&attributeGroupId=none')).toEqual({ total: 2, titles: ['Страна', 'Цвет'] });
    expect(await titles('&attributeGroupId=none&searchQuery=цв')).toEqual({ total: 1, titles: ['Цвет'] });
    expect(await titles('')).toEqual({ total: 5, titles: ['Длина', 'Напряжение', 'Страна', 'Ток', 'Цвет'] });
    expect(await titles('&attributeGroupId=00000000-0000-4000-8000-000000000000')).toEqual({ total: 0, titles: [] });
    const bad = await admin('GET', '/attribute/list?attributeGroupId=all');
    expect([bad.statusCode, bad.json().error]).toEqual([400, ErrorCode.CheckViolation]);
  });
});
