import { ErrorCode } from '@shop/errors';
import { sql } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { queryRows } from '../../db/raw';
import { buildTestApp, type TestApp } from '../../testing/build-test-app';
import { adminCall, type AdminMethod } from '../../testing/admin-call';
import { ManualClock, signedIn } from '../../testing/identity';

describe('listProducts (public listing)', () => {
  let t: TestApp;
  let root: Awaited<ReturnType<typeof signedIn>>;
  const clock = new ManualClock();
  beforeEach(async () => {
    t = await buildTestApp({ clock });
    root = await signedIn(t.app, t.db.orm, 'root');
  });
  afterEach(() => t.close());

  const admin = (method: AdminMethod, url: string, payload?: object) =>
    adminCall(t.app, root.headers, method, url, payload);
  const create = async (fields: Record<string, unknown>) => {
    clock.advance(1000);
    return (await admin('POST', '/product', { availability: 'in_stock', basePrice: '100', ...fields })).product
      .id as string;
  };
  const list = async (query: string, headers: Record<string, string> = {}) => {
    const res = await t.app.inject({ method: 'GET', url: `/api/v1/product/list${query}`, headers });
    expect(res.statusCode, res.body).toBe(200);
    return res.json().payload;
  };
  const slugs = (payload: { productList: { slug: string }[] }) => payload.productList.map((p) => p.slug);

  /** tacho (parent) > cards (child); a cable outside; a deleted and a not-sold product. */
  async function catalogue() {
    const tacho = (await admin('POST', '/category', { title: 'Тахографы', slug: 'tachographs' })).category.id as string;
    const cardsCat = (await admin('POST', '/category', { title: 'Карты', slug: 'cards', parentId: tacho })).category
      .id as string;
    const skzi = (
      await admin('PUT', '/attribute', {
        id: null,
        title: 'СКЗИ',
        type: 'enum',
        isFilterable: true,
        optionList: [{ value: 'НКМ-К' }, { value: 'НКМ-2' }],
      })
    ).attribute.id as string;
    const voltage = (
      await admin('PUT', '/attribute', { id: null, title: 'Напряжение', type: 'number', unit: 'В', isFilterable: true })
    ).attribute.id as string;
    const gps = (await admin('PUT', '/attribute', { id: null, title: 'GPS', type: 'boolean', isFilterable: true }))
      .attribute.id as string;
    const a = await create({
      article: 'A-1',
      title: 'Атол тахограф',
      slug: 'a',
      basePrice: '3000',
      categoryIdList: [tacho],
    });
    const b = await create({
      article: 'B-1',
      title: 'Берта тахограф',
      slug: 'b',
      basePrice: '1000',
      availability: 'on_order',
      categoryIdList: [tacho],
    });
    const c = await create({
      article: 'C-1',
      title: 'Вега карта',
      slug: 'c',
      basePrice: '2000',
      categoryIdList: [cardsCat],
    });
    await create({ article: 'D-1', title: 'Кабель', slug: 'd', basePrice: '50' });
    const gone = await create({
      article: 'E-1',
      title: 'Удалённый',
      slug: 'e',
      basePrice: '10',
      categoryIdList: [tacho],
    });
    await admin('DELETE', `/product/${gone}`);
    await create({
      article: 'F-1',
      title: 'Снят',
      slug: 'f',
      basePrice: '10',
      availability: 'not_sold',
      categoryIdList: [tacho],
    });
    await admin('PUT', `/product/${a}/attributes`, {
      attributeValueList: [
        { attributeId: skzi, value: 'НКМ-К' },
        { attributeId: voltage, value: 12 },
        { attributeId: gps, value: true },
      ],
    });
    await admin('PUT', `/product/${b}/attributes`, {
      attributeValueList: [
        { attributeId: skzi, value: 'НКМ-2' },
        { attributeId: voltage, value: 24 },
        { attributeId: gps, value: false },
      ],
    });
    await admin('PUT', `/product/${c}/attributes`, {
      attributeValueList: [
        { attributeId: skzi, value: 'НКМ-К' },
        { attributeId: voltage, value: 24 },
      ],
    });
    return { tacho, cardsCat, skzi, voltage, gps, a, b, c };
  }

  it('lists a category with its sub-categories or all products, live ones only, in each sort order; a page beyond the end is empty with the right total', async () => {
    await catalogue();
    expect(slugs(await list('?categorySlug=tachographs'))).toEqual(['c', 'b', 'a']);
    expect(slugs(await list('?categorySlug=cards'))).toEqual(['c']);
    // A plain category page pages through its own scope's index (product_scope), in every order.
    expect(slugs(await list('?categorySlug=tachographs&sort=price_asc'))).toEqual(['b', 'c', 'a']);
    expect(slugs(await list('?categorySlug=tachographs&sort=price_desc&limit=2&page=2'))).toEqual(['b']);
    expect(slugs(await list('?categorySlug=tachographs&sort=title_asc'))).toEqual(['a', 'b', 'c']);
    expect(slugs(await list('?categorySlug=tachographs&sort=title_desc&limit=1&page=3'))).toEqual(['a']);
    const all = await list('');
    expect(slugs(all)).toEqual(['d', 'c', 'b', 'a']);
    expect(all.pagination).toEqual({ page: 1, limit: 20, total: 4 });
    expect(slugs(await list('?sort=price_asc'))).toEqual(['d', 'b', 'c', 'a']);
    expect(slugs(await list('?sort=price_desc'))).toEqual(['a', 'c', 'b', 'd']);
    expect(slugs(await list('?sort=title_asc'))).toEqual(['a', 'b', 'c', 'd']);
    expect(slugs(await list('?sort=title_desc'))).toEqual(['d', 'c', 'b', 'a']);
    const second = await list('?sort=price_asc&limit=3&page=2');
    expect([slugs(second), second.pagination]).toEqual([['a'], { page: 2, limit: 3, total: 4 }]);
    const beyond = await list('?limit=3&page=50');
    expect([slugs(beyond), beyond.pagination.total]).toEqual([[], 4]);
    expect(all.productList[1]).toMatchObject({
      slug: 'c',
      basePrice: '2000.00',
      personalPrice: '2000.00',
      availability: 'in_stock',
      mainImage: null,
      primaryCategory: { slug: 'cards' },
    });
    expect((await t.app.inject({ method: 'GET', url: '/api/v1/product/list?categorySlug=nope' })).json().error).toBe(
      ErrorCode.RecordNotFound,
    );
  });

  it('filters by price range, availability and attributes, with facet counts that leave out their own filter', async () => {
    const { skzi, voltage, gps } = await catalogue();
    const plain = await list('?categorySlug=tachographs');
    expect(plain.facets.price).toEqual({ min: '1000.00', max: '3000.00' });
    expect(plain.facets.availability).toEqual([
      { value: 'in_stock', count: 2 },
      { value: 'on_order', count: 1 },
    ]);
    expect(plain.facets.attributes).toEqual(
      expect.arrayContaining([
        {
          attributeId: skzi,
          title: 'СКЗИ',
          type: 'enum',
          unit: null,
          values: [
            { value: 'НКМ-2', count: 1 },
            { value: 'НКМ-К', count: 2 },
          ],
          range: null,
        },
        {
          attributeId: voltage,
          title: 'Напряжение',
          type: 'number',
          unit: 'В',
          values: [],
          range: { min: 12, max: 24 },
        },
        {
          attributeId: gps,
          title: 'GPS',
          type: 'boolean',
          unit: null,
          values: [
            { value: 'false', count: 1 },
            { value: 'true', count: 1 },
          ],
          range: null,
        },
      ]),
    );
    expect(slugs(await list('?priceMin=1500&priceMax=2500'))).toEqual(['c']);
    expect(slugs(await list('?priceMin=1000'))).toEqual(['c', 'b', 'a']);
    expect(slugs(await list('?availability=on_order'))).toEqual(['b']);
    expect(slugs(await list('?availability=on_order&availability=in_stock&categorySlug=cards'))).toEqual(['c']);
    expect(slugs(await list(`?attribute=${skzi}:${encodeURIComponent('НКМ-К')}`))).toEqual(['c', 'a']);
    expect(
      slugs(
        await list(
          `?attribute=${skzi}:${encodeURIComponent('НКМ-К')}&attribute=${skzi}:${encodeURIComponent('НКМ-2')}`,
        ),
      ),
    ).toEqual(['c', 'b', 'a']);
    expect(slugs(await list(`?attribute=${voltage}:20..`))).toEqual(['c', 'b']);
    expect(slugs(await list(`?attribute=${voltage}:..12`))).toEqual(['a']);
    expect(slugs(await list(`?attribute=${gps}:true`))).toEqual(['a']);
    expect(slugs(await list(`?attribute=${skzi}:${encodeURIComponent('НКМ-К')}&attribute=${voltage}:20..30`))).toEqual([
      'c',
    ]);

    // The СКЗИ facet ignores the СКЗИ filter but follows the others; the other facets follow the СКЗИ filter.
    const filtered = await list(`?attribute=${skzi}:${encodeURIComponent('НКМ-К')}&availability=in_stock`);
    expect(filtered.pagination.total).toBe(2);
    const facet = (id: string) => filtered.facets.attributes.find((f: { attributeId: string }) => f.attributeId === id);
    expect(facet(skzi).values).toEqual([{ value: 'НКМ-К', count: 2 }]);
    expect(facet(voltage).range).toEqual({ min: 12, max: 24 });
    expect(facet(gps).values).toEqual([{ value: 'true', count: 1 }]);
    expect(filtered.facets.availability).toEqual([{ value: 'in_stock', count: 2 }]);
    const byAvailability = await list(`?availability=in_stock`);
    expect(byAvailability.facets.availability).toEqual([
      { value: 'in_stock', count: 3 },
      { value: 'on_order', count: 1 },
    ]);
    expect((await list('?priceMin=1500')).facets.price).toEqual({ min: '50.00', max: '3000.00' });

    expect(
      (await t.app.inject({ method: 'GET', url: `/api/v1/product/list?attribute=${voltage}:many` })).json().error,
    ).toBe(ErrorCode.CheckViolation);
    expect(
      (
        await t.app.inject({
          method: 'GET',
          url: '/api/v1/product/list?attribute=00000000-0000-4000-8000-000000000000:x',
        })
      ).json().error,
    ).toBe(ErrorCode.RecordNotFound);
  });

  it('prices cards and the price filter for a group member, base prices for a guest and an anonymous caller', async () => {
    const { a } = await catalogue();
    const dealers = (await admin('POST', '/customer/group', { title: 'Дилеры', discountPercent: '10' })).customerGroup
      .id as string;
    await admin('PATCH', `/customer/group/${dealers}/price`, { groupPriceList: [{ productId: a, price: '500' }] });
    const dealer = await signedIn(t.app, t.db.orm, 'customer');
    await admin('POST', `/customer/group/${dealers}/member`, { userIdList: [dealer.user.id] });
    const guest = await signedIn(t.app, t.db.orm, 'guest');

    const prices = (payload: { productList: { slug: string; personalPrice: string }[] }) =>
      Object.fromEntries(payload.productList.map((p) => [p.slug, p.personalPrice]));
    expect(prices(await list('?categorySlug=tachographs', dealer.headers))).toEqual({
      a: '500.00',
      b: '900.00',
      c: '1800.00',
    });
    expect(prices(await list('?categorySlug=tachographs', guest.headers))).toEqual({
      a: '3000.00',
      b: '1000.00',
      c: '2000.00',
    });
    expect(prices(await list('?categorySlug=tachographs'))).toEqual({ a: '3000.00', b: '1000.00', c: '2000.00' });
    const cheap = await list('?priceMax=950', dealer.headers);
    expect(slugs(cheap)).toEqual(['d', 'b', 'a']);
    expect((await list('?categorySlug=tachographs', dealer.headers)).facets.price).toEqual({
      min: '500.00',
      max: '1800.00',
    });
  });

  it('serves repeated facet counts from the cache and recounts right after a product, attribute or category write', async () => {
    const { skzi, a, b, cardsCat } = await catalogue();
    const availability = async () => (await list('?categorySlug=tachographs')).facets.availability;
    const skziValues = async () =>
      (await list('?categorySlug=tachographs')).facets.attributes.find(
        (f: { attributeId: string }) => f.attributeId === skzi,
      ).values;
    const initial = await list('?categorySlug=tachographs');
    expect(initial.facets.availability).toEqual([
      { value: 'in_stock', count: 2 },
      { value: 'on_order', count: 1 },
    ]);

    // A change behind the services' back is not seen by the cached counts (the page itself is read live)...
    await queryRows(t.db.orm, sql`update product set availability = 'in_stock' where id = ${b}`);
    const cached = await list('?categorySlug=tachographs');
    expect([cached.facets, cached.pagination.total]).toEqual([initial.facets, 3]);
    // ...a page or a sort is not part of the key, so it is served from the same entry.
    expect((await list('?categorySlug=tachographs&sort=price_asc&limit=1&page=2')).facets).toEqual(initial.facets);

    // ...while any write through the admin API recounts at once, the direct change included...
    await admin('PATCH', `/product/${a}`, { title: 'Атол тахограф 2' });
    expect(await availability()).toEqual([{ value: 'in_stock', count: 3 }]);
    // ...and an availability, attribute, category or deletion change shows in the very next reply.
    await admin('PATCH', `/product/${a}`, { availability: 'on_order' });
    expect(await availability()).toEqual([
      { value: 'in_stock', count: 2 },
      { value: 'on_order', count: 1 },
    ]);
    expect(await skziValues()).toEqual([
      { value: 'НКМ-2', count: 1 },
      { value: 'НКМ-К', count: 2 },
    ]);
    await admin('PUT', `/product/${a}/attributes`, { attributeValueList: [{ attributeId: skzi, value: 'НКМ-2' }] });
    expect(await skziValues()).toEqual([
      { value: 'НКМ-2', count: 2 },
      { value: 'НКМ-К', count: 1 },
    ]);
    await admin('DELETE', `/category/${cardsCat}`);
    const withoutCards = await list('?categorySlug=tachographs');
    expect([withoutCards.pagination.total, await skziValues()]).toEqual([2, [{ value: 'НКМ-2', count: 2 }]]);
    await admin('DELETE', `/product/${b}`);
    expect((await list('?categorySlug=tachographs')).pagination.total).toBe(1);
  });

  it('keys the cached facets by the filters in any order and by whose prices they show', async () => {
    const { skzi, gps, a } = await catalogue();
    const nkmK = encodeURIComponent('НКМ-К');
    const oneOrder = await list(
      `?attribute=${skzi}:${nkmK}&attribute=${gps}:true&availability=in_stock&availability=on_order`,
    );
    const otherOrder = await list(
      `?availability=on_order&availability=in_stock&attribute=${gps}:true&attribute=${skzi}:${nkmK}`,
    );
    expect(otherOrder.facets).toEqual(oneOrder.facets);
    // One facet entry and one page entry, both shared by the two spellings.
    expect(t.app.listingCache.size).toBe(2);

    const dealers = (await admin('POST', '/customer/group', { title: 'Дилеры', discountPercent: '50' })).customerGroup
      .id as string;
    const dealer = await signedIn(t.app, t.db.orm, 'customer');
    await admin('POST', `/customer/group/${dealers}/member`, { userIdList: [dealer.user.id] });
    expect((await list('?categorySlug=tachographs')).facets.price).toEqual({ min: '1000.00', max: '3000.00' });
    expect((await list('?categorySlug=tachographs', dealer.headers)).facets.price).toEqual({
      min: '500.00',
      max: '1500.00',
    });
    await admin('PATCH', `/product/${a}`, { basePrice: '5000' });
    expect((await list('?categorySlug=tachographs', dealer.headers)).facets.price).toEqual({
      min: '500.00',
      max: '2500.00',
    });
    // A price set on the group's own price page shows at once too.
    await admin('PATCH', `/customer/group/${dealers}/price`, { groupPriceList: [{ productId: a, price: '400' }] });
    expect((await list('?categorySlug=tachographs', dealer.headers)).facets.price).toEqual({
      min: '400.00',
      max: '1000.00',
    });
  });
});
