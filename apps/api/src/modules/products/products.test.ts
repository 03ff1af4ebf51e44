import { AppError, ErrorCode } from '@shop/errors';
import { sql } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { queryRows } from '../../db/raw';
import { product as productTable } from '../../db/schema';
import { buildTestApp, type TestApp } from '../../testing/build-test-app';
import { createUser, ManualClock, signedIn } from '../../testing/identity';
import { TEST_ENGINE } from '../../testing/test-database';
import { findUserById } from '../users/repository';
import { findCardRowsByIds } from '../product-cards/card-rows';
import { productKeyClash } from './service';
import { assertPurchasable, BASE_PRICING, pricingFor } from '../product-cards/pricing';

describe('products (admin)', () => {
  let t: TestApp;
  let root: Awaited<ReturnType<typeof signedIn>>;
  const clock = new ManualClock();
  beforeEach(async () => {
    t = await buildTestApp({ clock });
    root = await signedIn(t.app, t.db.orm, 'root');
  });
  afterEach(() => t.close());

  const admin = (method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE', url: string, payload?: object) =>
    t.app.inject({
      method,
      url: `/api/v1/admin${url}`,
      headers: root.headers,
      ...(payload !== undefined ? { payload } : {}),
    });

  async function create(fields: Record<string, unknown>) {
    clock.advance(1000);
    const res = await admin('POST', '/product', { availability: 'in_stock', basePrice: '100', ...fields });
    expect(res.statusCode, res.body).toBe(200);
    return res.json().payload.product as { id: string; slug: string; [key: string]: unknown };
  }

  async function category(slug: string): Promise<string> {
    return (await admin('POST', '/category', { title: slug, slug })).json().payload.category.id as string;
  }

  it('tells a lost race on the article index (27) from one on the slug index (8) by the index the database names', async () => {
    const row = { title: 'Датчик', basePrice: '100.00', availability: 'in_stock' as const };
    await t.db.orm.insert(productTable).values({ ...row, slug: 'dut', article: 'DUT-1', articleNormalized: 'dut1' });
    const sameArticle = await t.db.orm
      .insert(productTable)
      .values({ ...row, slug: 'dut-2', article: 'dut 1', articleNormalized: 'dut1' })
      .catch((err: unknown) => err);
    const sameSlug = await t.db.orm
      .insert(productTable)
      .values({ ...row, slug: 'dut', article: 'DUT-3', articleNormalized: 'dut3' })
      .catch((err: unknown) => err);
    expect(productKeyClash(sameArticle)?.code).toBe(ErrorCode.ProductArticleExists);
    expect(productKeyClash(sameSlug)?.code).toBe(ErrorCode.SeoUrlExists);
    expect(productKeyClash(new Error('product_article_normalized_key'))).toBeUndefined();
  });

  it('creates a product with a sanitised description, categories and exact money; 27 for an article taken in any spelling, 8 for a slug', async () => {
    const tacho = await category('tachographs');
    const product = await create({
      article: 'DTCO 4.1',
      title: 'Тахограф VDO DTCO 4.1',
      slug: 'vdo-dtco-4-1',
      basePrice: '45000.5',
      description:
        '<p style="color:red" onclick="steal()">Тахограф <b>с СКЗИ</b><script>alert(1)</script></p><style>p{}</style><a href="https://vdo.ru" target="_blank">VDO</a><table><tr><td>1</td></tr></table>',
      categoryIdList: [tacho],
    });
    expect(product).toMatchObject({
      article: 'DTCO 4.1',
      basePrice: '45000.50',
      personalPrice: '45000.50',
      availability: 'in_stock',
      categoryIdList: [tacho],
      primaryCategoryId: tacho,
      mainImage: null,
      deletedAt: null,
    });
    expect(product['description']).toBe(
      '<p>Тахограф <b>с СКЗИ</b></p><a href="https://vdo.ru" target="_blank" rel="noopener noreferrer">VDO</a><table><tr><td>1</td></tr></table>',
    );
    for (const article of ['dtco4.1', 'DTCO-4.1']) {
      const taken = await admin('POST', '/product', {
        article,
        title: 'Дубль',
        slug: 'other',
        basePrice: '1',
        availability: 'in_stock',
      });
      expect([taken.statusCode, taken.json().error]).toEqual([409, ErrorCode.ProductArticleExists]);
    }
    const slug = await admin('POST', '/product', {
      article: 'X-1',
      title: 'Дубль',
      slug: 'vdo-dtco-4-1',
      basePrice: '1',
      availability: 'in_stock',
    });
    expect(slug.json().error).toBe(ErrorCode.SeoUrlExists);
    const unknownCategory = await admin('POST', '/product', {
      article: 'X-2',
      title: 'X',
      slug: 'x-2',
      basePrice: '1',
      availability: 'in_stock',
      categoryIdList: ['00000000-0000-4000-8000-000000000000'],
    });
    expect(unknownCategory.json().error).toBe(ErrorCode.RecordNotFound);
    const badPrimary = await admin('POST', '/product', {
      article: 'X-3',
      title: 'X',
      slug: 'x-3',
      basePrice: '1',
      availability: 'in_stock',
      categoryIdList: [tacho],
      primaryCategoryId: '00000000-0000-4000-8000-000000000000',
    });
    expect(badPrimary.json().error).toBe(ErrorCode.CheckViolation);
    expect((await admin('GET', `/product/${product.id}`)).json().payload.product.title).toBe('Тахограф VDO DTCO 4.1');
    expect((await admin('GET', '/product/00000000-0000-4000-8000-000000000000')).json().error).toBe(
      ErrorCode.RecordNotFound,
    );
  });

  it('updates fields, leaves a 301 for a new slug, 27 and 8 against other products; soft delete answers 3 the second time', async () => {
    const a = await create({ article: 'A-1', title: 'Карта водителя', slug: 'driver-card' });
    await create({ article: 'B-2', title: 'Карта предприятия', slug: 'company-card' });
    const updated = await admin('PATCH', `/product/${a.id}`, {
      slug: 'driver-card-rf',
      basePrice: '1990',
      availability: 'on_order',
      seoTitle: 'Карта',
    });
    expect(updated.json().payload.product).toMatchObject({
      slug: 'driver-card-rf',
      basePrice: '1990.00',
      availability: 'on_order',
      seoTitle: 'Карта',
    });
    const redirect = await t.app.inject({
      method: 'GET',
      url: '/api/v1/route-rules/redirect?path=/product/driver-card',
    });
    expect(redirect.json().payload.redirect).toEqual({ to: '/product/driver-card-rf', status: 301 });
    expect((await admin('PATCH', `/product/${a.id}`, { article: 'b 2' })).json().error).toBe(
      ErrorCode.ProductArticleExists,
    );
    expect((await admin('PATCH', `/product/${a.id}`, { slug: 'company-card' })).json().error).toBe(
      ErrorCode.SeoUrlExists,
    );
    expect((await admin('PATCH', `/product/${a.id}`, { article: 'a-1 ' })).statusCode).toBe(200);

    expect((await admin('DELETE', `/product/${a.id}`)).statusCode).toBe(204);
    const again = await admin('DELETE', `/product/${a.id}`);
    expect([again.statusCode, again.json().error]).toEqual([410, ErrorCode.ProductAlreadyDeleted]);
    expect((await admin('GET', '/product/list')).json().payload.pagination.total).toBe(1);
    const restored = await admin('POST', `/product/${a.id}/restore`);
    expect(restored.json().payload.product.deletedAt).toBeNull();
    // The list's count is cached between catalogue writes; the restore is one, so it counts again.
    expect((await admin('GET', '/product/list')).json().payload.pagination.total).toBe(2);
    expect((await admin('DELETE', '/product/00000000-0000-4000-8000-000000000000')).json().error).toBe(
      ErrorCode.RecordNotFound,
    );
  });

  it('lists newest first with search by title or article in any spelling, filters and paging', async () => {
    const tacho = await category('tachographs');
    const first = await create({ article: 'DTCO 4.1', title: 'Тахограф VDO', slug: 'vdo', categoryIdList: [tacho] });
    await create({
      article: 'ШТРИХ-М',
      title: 'Тахограф Штрих',
      slug: 'shtrih',
      availability: 'not_sold',
      categoryIdList: [tacho],
    });
    const third = await create({ article: 'CAB-1', title: 'Кабель', slug: 'cable' });
    await admin('DELETE', `/product/${third.id}`);

    const all = (await admin('GET', '/product/list?includeDeleted=true&limit=2')).json().payload;
    expect(all.productList.map((p: { slug: string }) => p.slug)).toEqual(['cable', 'shtrih']);
    expect(all.pagination).toEqual({ page: 1, limit: 2, total: 3 });
    expect(
      (await admin('GET', '/product/list?includeDeleted=true&limit=2&page=2'))
        .json()
        .payload.productList.map((p: { slug: string }) => p.slug),
    ).toEqual(['vdo']);
    const search = (await admin('GET', `/product/list?searchQuery=${encodeURIComponent('dtco-4.1')}`)).json().payload
      .productList;
    expect(search.map((p: { id: string }) => p.id)).toEqual([first.id]);
    expect(search[0]).toMatchObject({
      primaryCategory: { id: tacho, slug: 'tachographs', title: 'tachographs' },
      personalPrice: '100.00',
    });
    expect(
      (await admin('GET', `/product/list?searchQuery=${encodeURIComponent('тахограф')}`)).json().payload.pagination
        .total,
    ).toBe(2);
    expect(
      (await admin('GET', `/product/list?availability=not_sold&categoryId=${tacho}`))
        .json()
        .payload.productList.map((p: { slug: string }) => p.slug),
    ).toEqual(['shtrih']);
    expect((await admin('GET', '/product/list?searchQuery=cab')).json().payload.pagination.total).toBe(0);
    const inCategory = (
      await admin('GET', `/category/${tacho}/product/list?searchQuery=${encodeURIComponent('штрих')}`)
    ).json().payload;
    expect(inCategory.productList.map((p: { slug: string }) => p.slug)).toEqual(['shtrih']);
    expect((await admin('GET', '/category/00000000-0000-4000-8000-000000000000/product/list')).json().error).toBe(
      ErrorCode.RecordNotFound,
    );
  });

  it('replaces and reads relations as cards in list order; 12 for the product itself, 6 for an unknown product', async () => {
    const tacho = await category('tachographs');
    const main = await create({ article: 'M-1', title: 'Тахограф', slug: 'tacho', categoryIdList: [tacho] });
    const analogue = await create({ article: 'M-2', title: 'Тахограф 2', slug: 'tacho-2', categoryIdList: [tacho] });
    const cable = await create({ article: 'C-1', title: 'Кабель', slug: 'cable', basePrice: '99.9' });
    const paper = await create({ article: 'C-2', title: 'Бумага', slug: 'paper' });
    const res = await admin('PUT', `/product/${main.id}/relations`, {
      analogues: [analogue.id],
      accessories: [paper.id, cable.id],
      related: [],
    });
    expect(res.statusCode, res.body).toBe(200);
    const relations = res.json().payload.relations;
    expect(relations.analogues).toEqual([
      {
        id: analogue.id,
        slug: 'tacho-2',
        article: 'M-2',
        title: 'Тахограф 2',
        basePrice: '100.00',
        personalPrice: '100.00',
        availability: 'in_stock',
        stock: null,
        mainImage: null,
        primaryCategory: { id: tacho, slug: 'tachographs', title: 'tachographs' },
      },
    ]);
    expect(relations.accessories.map((c: { slug: string }) => c.slug)).toEqual(['paper', 'cable']);
    expect(relations.related).toEqual([]);
    expect((await admin('GET', `/product/${main.id}/relations`)).json().payload.relations.accessories[1]).toMatchObject(
      { slug: 'cable', basePrice: '99.90' },
    );
    const self = await admin('PUT', `/product/${main.id}/relations`, {
      analogues: [main.id],
      accessories: [],
      related: [],
    });
    expect(self.json().error).toBe(ErrorCode.CheckViolation);
    const unknown = await admin('PUT', `/product/${main.id}/relations`, {
      analogues: [],
      accessories: [],
      related: ['00000000-0000-4000-8000-000000000000'],
    });
    expect(unknown.json().error).toBe(ErrorCode.RecordNotFound);
  });

  it('replaces attribute values and reads them grouped by attribute group; 12 for a wrong type or option, 6 for an unknown attribute', async () => {
    const p = await create({ article: 'T-1', title: 'Тахограф', slug: 'tacho' });
    const power = (await admin('PUT', '/attribute-group', { id: null, title: 'Питание', position: 1 })).json().payload
      .attributeGroup;
    const main = (await admin('PUT', '/attribute-group', { id: null, title: 'Основные', position: 0 })).json().payload
      .attributeGroup;
    const voltage = (
      await admin('PUT', '/attribute', {
        id: null,
        title: 'Напряжение',
        type: 'number',
        unit: 'В',
        attributeGroupId: power.id,
      })
    ).json().payload.attribute;
    const skzi = (
      await admin('PUT', '/attribute', {
        id: null,
        title: 'СКЗИ',
        type: 'enum',
        attributeGroupId: main.id,
        optionList: [{ value: 'НКМ-К' }],
      })
    ).json().payload.attribute;
    const gps = (await admin('PUT', '/attribute', { id: null, title: 'GPS', type: 'boolean' })).json().payload
      .attribute;
    const res = await admin('PUT', `/product/${p.id}/attributes`, {
      attributeValueList: [
        { attributeId: voltage.id, value: 12.5 },
        { attributeId: skzi.id, value: 'НКМ-К' },
        { attributeId: gps.id, value: true },
      ],
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().payload.attributeGroupList).toEqual([
      {
        attributeGroup: { id: main.id, title: 'Основные', position: 0 },
        attributeValueList: [
          { attributeId: skzi.id, title: 'СКЗИ', type: 'enum', unit: null, value: 'НКМ-К', displayValue: 'НКМ-К' },
        ],
      },
      {
        attributeGroup: { id: power.id, title: 'Питание', position: 1 },
        attributeValueList: [
          {
            attributeId: voltage.id,
            title: 'Напряжение',
            type: 'number',
            unit: 'В',
            value: 12.5,
            displayValue: '12.5 В',
          },
        ],
      },
      {
        attributeGroup: null,
        attributeValueList: [
          { attributeId: gps.id, title: 'GPS', type: 'boolean', unit: null, value: true, displayValue: 'Да' },
        ],
      },
    ]);
    expect((await admin('GET', `/product/${p.id}/attributes`)).json().payload.attributeGroupList).toHaveLength(3);
    expect(
      (
        await admin('PUT', `/product/${p.id}/attributes`, {
          attributeValueList: [{ attributeId: voltage.id, value: 'много' }],
        })
      ).json().error,
    ).toBe(ErrorCode.CheckViolation);
    expect(
      (
        await admin('PUT', `/product/${p.id}/attributes`, {
          attributeValueList: [{ attributeId: skzi.id, value: 'Другое' }],
        })
      ).json().error,
    ).toBe(ErrorCode.CheckViolation);
    expect(
      (
        await admin('PUT', `/product/${p.id}/attributes`, {
          attributeValueList: [{ attributeId: gps.id, value: 'да' }],
        })
      ).json().error,
    ).toBe(ErrorCode.CheckViolation);
    expect(
      (
        await admin('PUT', `/product/${p.id}/attributes`, {
          attributeValueList: [{ attributeId: '00000000-0000-4000-8000-000000000000', value: 'x' }],
        })
      ).json().error,
    ).toBe(ErrorCode.RecordNotFound);
    expect(
      (await admin('PUT', `/product/${p.id}/attributes`, { attributeValueList: [] })).json().payload.attributeGroupList,
    ).toEqual([]);
  });

  it('replaces and reads group prices; 11 for an unknown group', async () => {
    const p = await create({ article: 'P-1', title: 'Датчик', slug: 'sensor', basePrice: '1000' });
    const group = (await admin('POST', '/customer/group', { title: 'Дилеры' })).json().payload.customerGroup
      .id as string;
    const set = await admin('PUT', `/product/${p.id}/group-prices`, {
      groupPriceList: [{ customerGroupId: group, price: '900.5' }],
    });
    expect(set.statusCode, set.body).toBe(200);
    expect(set.json().payload.groupPriceList).toEqual([
      { customerGroup: { id: group, title: 'Дилеры' }, price: '900.50' },
    ]);
    const unknown = await admin('PUT', `/product/${p.id}/group-prices`, {
      groupPriceList: [{ customerGroupId: '00000000-0000-4000-8000-000000000000', price: '1' }],
    });
    expect(unknown.json().error).toBe(ErrorCode.ForeignKeyViolation);
    expect((await admin('GET', `/product/${p.id}/group-prices`)).json().payload.groupPriceList).toHaveLength(1);
    expect(
      (await admin('PUT', `/product/${p.id}/group-prices`, { groupPriceList: [] })).json().payload.groupPriceList,
    ).toEqual([]);
  });

  it('personalPrice: the group price, else the group discount off the base price; base price for guests, anonymous callers and admins', async () => {
    const a = await create({ article: 'P-1', title: 'Датчик', slug: 'sensor', basePrice: '1000' });
    const b = await create({ article: 'P-2', title: 'Кабель', slug: 'cable', basePrice: '333.33' });
    const dealers = (await admin('POST', '/customer/group', { title: 'Дилеры', discountPercent: '10' })).json().payload
      .customerGroup.id as string;
    const fleets = (await admin('POST', '/customer/group', { title: 'Автопарки' })).json().payload.customerGroup
      .id as string;
    await admin('PATCH', `/customer/group/${dealers}/price`, { groupPriceList: [{ productId: a.id, price: '850' }] });
    await admin('PATCH', `/customer/group/${fleets}/price`, { groupPriceList: [{ productId: a.id, price: '920.10' }] });
    const dealer = await createUser(t.db.orm);
    const fleet = await createUser(t.db.orm);
    const guest = await createUser(t.db.orm, { role: 'guest' });
    await admin('POST', `/customer/group/${dealers}/member`, { userIdList: [dealer.id] });
    await admin('POST', `/customer/group/${fleets}/member`, { userIdList: [fleet.id] });

    const priced = async (userId: string | null) => {
      const user = userId === null ? null : ((await findUserById(t.db.orm, userId)) ?? null);
      const rows = await findCardRowsByIds(t.db.orm, [a.id, b.id], await pricingFor(t.db.orm, user));
      return rows.map((r) => r.personalPrice);
    };
    expect(await priced(dealer.id)).toEqual(['850.00', '300.00']);
    expect(await priced(fleet.id)).toEqual(['920.10', '333.33']);
    expect(await priced(guest.id)).toEqual(['1000.00', '333.33']);
    expect(await priced(null)).toEqual(['1000.00', '333.33']);
    expect(await pricingFor(t.db.orm, { role: 'root', customerGroupId: null })).toEqual(BASE_PRICING);
  });

  it('getProductBySlug shows the public page with the personalPrice of the caller (group, guest, anonymous); 6 for a deleted product', async () => {
    const tacho = await category('tachographs');
    const p = await create({
      article: 'DTCO 4.1',
      title: 'Тахограф',
      slug: 'tacho',
      basePrice: '1000',
      categoryIdList: [tacho],
      description: '<p>Описание</p>',
    });
    const acc = await create({ article: 'C-1', title: 'Кабель', slug: 'cable', basePrice: '200' });
    await admin('PUT', `/product/${p.id}/relations`, { analogues: [], accessories: [acc.id], related: [] });
    const dealers = (await admin('POST', '/customer/group', { title: 'Дилеры', discountPercent: '5' })).json().payload
      .customerGroup.id as string;
    await admin('PATCH', `/customer/group/${dealers}/price`, { groupPriceList: [{ productId: p.id, price: '900' }] });
    const dealer = await signedIn(t.app, t.db.orm, 'customer');
    await admin('POST', `/customer/group/${dealers}/member`, { userIdList: [dealer.user.id] });
    const guest = await signedIn(t.app, t.db.orm, 'guest');

    const page = async (headers: Record<string, string> = {}) =>
      (await t.app.inject({ method: 'GET', url: '/api/v1/product/by-slug/tacho', headers })).json().payload.product;
    const forDealer = await page(dealer.headers);
    expect(forDealer).toMatchObject({
      id: p.id,
      article: 'DTCO 4.1',
      description: '<p>Описание</p>',
      basePrice: '1000.00',
      personalPrice: '900.00',
      primaryCategory: { id: tacho, slug: 'tachographs' },
      categories: [{ id: tacho, slug: 'tachographs', title: 'tachographs' }],
      multimedia: [],
      attributeGroupList: [],
    });
    expect(forDealer.relations.accessories[0]).toMatchObject({
      slug: 'cable',
      basePrice: '200.00',
      personalPrice: '190.00',
    });
    expect((await page(guest.headers)).personalPrice).toBe('1000.00');
    expect((await page()).personalPrice).toBe('1000.00');
    expect((await page({ authorization: 'Bearer forged' })).personalPrice).toBe('1000.00');
    await admin('DELETE', `/product/${p.id}`);
    expect((await t.app.inject({ method: 'GET', url: '/api/v1/product/by-slug/tacho' })).json().error).toBe(
      ErrorCode.RecordNotFound,
    );
  });

  it('assertPurchasable answers 14 for a deleted, not-sold or out-of-stock product', () => {
    const code = (product: Parameters<typeof assertPurchasable>[0]) => {
      try {
        assertPurchasable(product);
        return null;
      } catch (err) {
        return err instanceof AppError ? err.code : 'other';
      }
    };
    expect(code({ availability: 'in_stock', deletedAt: null })).toBeNull();
    expect(code({ availability: 'on_order', deletedAt: null })).toBeNull();
    expect(code({ availability: 'not_sold', deletedAt: null })).toBe(ErrorCode.ProductCannotBePurchased);
    expect(code({ availability: 'out_of_stock', deletedAt: null })).toBe(ErrorCode.ProductCannotBePurchased);
    expect(code({ availability: 'in_stock', deletedAt: new Date() })).toBe(ErrorCode.ProductCannotBePurchased);
  });

  // PostgreSQL only: PGlite's planner statistics make no claim about production plans.
  it.runIf(TEST_ENGINE === 'postgres')(
    'reads a page of the admin list through the (created_at, id) index without sorting the table',
    async () => {
      await queryRows(
        t.db.orm,
        sql`insert into product (slug, article, article_normalized, title, base_price, created_at)
      select 'p-' || i, 'A' || i, 'a' || i, 'Товар ' || i, 100, now() - i * interval '1 minute' from generate_series(1, 20000) i`,
      );
      await queryRows(t.db.orm, sql`analyze product`);
      const plan = await queryRows<{ 'QUERY PLAN': string }>(
        t.db.orm,
        sql`explain select p.id from product p where p.deleted_at is null order by p.created_at desc, p.id desc limit 20 offset 9980`,
      );
      const text = plan.map((r) => r['QUERY PLAN']).join('\n');
      expect(text, text).toMatch(/Index (Only )?Scan Backward using product_created_at(_all)?_idx/);
      expect(text).not.toMatch(/Sort/);
    },
  );
});
