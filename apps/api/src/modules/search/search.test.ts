import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { category, customerGroup, customerGroupPrice, product, productCategory, users } from '../../db/schema';
import { buildTestApp, type TestApp } from '../../testing/build-test-app';
import { signedIn } from '../../testing/identity';
import { normalizeArticle } from './query';
import { queryRows } from '../../db/raw';
import { SEARCH_CANDIDATE_CAP } from '@shop/domain';
import { updateAllSearchVectors, updateSearchVector } from './search-vector';

interface Hit {
  product: {
    id: string;
    title: string;
    article: string;
    basePrice: string;
    personalPrice: string;
    primaryCategory: { slug: string } | null;
  };
  rank: number;
  matchedBy: string[];
  highlight: { title: string; article: string; description: string | null };
}

describe('product search', () => {
  let t: TestApp;
  const ids: Record<string, string> = {};

  async function addProduct(
    key: string,
    values: { title: string; article: string; price: string; description?: string; deleted?: boolean },
  ) {
    const db = t.db.orm;
    const [row] = await db
      .insert(product)
      .values({
        slug: `p-${key}`,
        article: values.article,
        articleNormalized: normalizeArticle(values.article),
        title: values.title,
        descriptionHtml: values.description ?? '',
        basePrice: values.price,
        deletedAt: values.deleted === true ? new Date() : null,
      })
      .returning({ id: product.id });
    if (row === undefined) throw new Error('not inserted');
    await updateSearchVector(db, row.id);
    ids[key] = row.id;
    return row.id;
  }

  beforeAll(async () => {
    t = await buildTestApp();
    await addProduct('dtco', {
      title: 'Тахографы цифровые DTCO с блоком СКЗИ',
      article: 'DTCO 4.1',
      price: '45000.00',
      description: '<p>Цифровой тахограф Continental для грузовиков, блок СКЗИ в комплекте.</p>',
    });
    await addProduct('card', { title: 'Карта водителя для тахографа', article: 'KV-001', price: '3500.00' });
    await addProduct('cable', {
      title: 'Кабель питания',
      article: 'DTCO-CAB',
      price: '900.50',
      description: 'Подходит к тахографу <b>DTCO</b>',
    });
    await addProduct('fuel', { title: 'Датчик уровня топлива <LLS>', article: 'LLS 5-700', price: '12000.00' });
    await addProduct('gone', { title: 'Тахограф снятый с продажи', article: 'OLD-1', price: '1.00', deleted: true });
    const [cat] = await t.db.orm
      .insert(category)
      .values({ slug: 'tahografy', title: 'Тахографы' })
      .returning({ id: category.id });
    if (cat === undefined) throw new Error('no category');
    await t.db.orm.insert(productCategory).values({ productId: ids.dtco ?? '', categoryId: cat.id });
  });
  afterAll(() => t.close());

  async function search(query: string, headers: Record<string, string> = {}, extra = '') {
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/v1/search?query=${encodeURIComponent(query)}${extra}`,
      headers,
    });
    expect(res.statusCode).toBe(200);
    return res.json().payload as { productList: Hit[]; pagination: { page: number; limit: number; total: number } };
  }
  const titles = (hits: Hit[]) => hits.map((h) => h.product.title);

  it('finds word forms through Russian morphology and never a deleted product', async () => {
    for (const query of ['тахограф', 'Тахографы', 'тахографов']) {
      const found = await search(query);
      expect(titles(found.productList)).toEqual(
        expect.arrayContaining(['Тахографы цифровые DTCO с блоком СКЗИ', 'Карта водителя для тахографа']),
      );
      expect(titles(found.productList)).not.toContain('Тахограф снятый с продажи');
    }
    const hit = (await search('тахограф')).productList.find((h) => h.product.article === 'DTCO 4.1');
    expect(hit?.highlight.title).toBe('<mark>Тахографы</mark> цифровые DTCO с блоком СКЗИ');
    expect(hit?.matchedBy).toContain('title');
    expect(hit?.product.primaryCategory?.slug).toBe('tahografy');
  });

  it('tolerates one typo through trigram similarity', async () => {
    expect(titles((await search('тахогрф')).productList)).toContain('Карта водителя для тахографа');
    expect(titles((await search('датчек')).productList)).toContain('Датчик уровня топлива <LLS>');
  });

  it('understands a query typed in the wrong keyboard layout', async () => {
    const found = await search('nf[juhfa');
    expect(titles(found.productList)).toEqual(
      expect.arrayContaining(['Тахографы цифровые DTCO с блоком СКЗИ', 'Карта водителя для тахографа']),
    );
  });

  it('treats every spelling of an article as one and puts the exact article first', async () => {
    for (const query of ['DTCO 4.1', 'dtco4.1', 'DTCO-4.1']) {
      const [first] = (await search(query)).productList;
      expect(first?.product.article).toBe('DTCO 4.1');
      expect(first?.matchedBy).toContain('article');
      expect(first?.highlight.article).toBe('<mark>DTCO 4.1</mark>');
    }
    const dtco = await search('dtco');
    expect(
      dtco.productList
        .map((h) => h.product.article)
        .slice(0, 2)
        .sort(),
    ).toEqual(['DTCO 4.1', 'DTCO-CAB']);
  });

  it('escapes titles and snippets except its own marks', async () => {
    const [fuel] = (await search('датчик')).productList;
    expect(fuel?.highlight.title).toBe('<mark>Датчик</mark> уровня топлива &lt;LLS&gt;');
    const cable = (await search('тахограф')).productList.find((h) => h.product.article === 'DTCO-CAB');
    expect(cable?.highlight.description).toBe('Подходит к <mark>тахографу</mark> DTCO');
    expect(cable?.matchedBy).toEqual(['description']);
  });

  it('pages the hits and counts them all', async () => {
    const first = await search('тахограф', {}, '&limit=1&page=1');
    const second = await search('тахограф', {}, '&limit=1&page=2');
    expect(first.pagination.total).toBe(3);
    expect(second.pagination).toEqual({ page: 2, limit: 1, total: 3 });
    expect(first.productList[0]?.product.id).not.toBe(second.productList[0]?.product.id);
  });

  it('shows a customer in a group the group price and a guest the base price', async () => {
    const [group] = await t.db.orm
      .insert(customerGroup)
      .values({ title: 'Оптовики', discountPercent: '10' })
      .returning({ id: customerGroup.id });
    if (group === undefined) throw new Error('no group');
    await t.db.orm
      .insert(customerGroupPrice)
      .values({ customerGroupId: group.id, productId: ids.dtco ?? '', price: '39999.90' });
    const customer = await signedIn(t.app, t.db.orm, 'customer');
    await t.db.orm.update(users).set({ customerGroupId: group.id }).where(eq(users.id, customer.user.id));
    const asCustomer = (await search('DTCO 4.1', customer.headers)).productList[0]?.product;
    expect(asCustomer).toMatchObject({ basePrice: '45000.00', personalPrice: '39999.90' });
    const asGuest = (await search('DTCO 4.1')).productList[0]?.product;
    expect(asGuest).toMatchObject({ basePrice: '45000.00', personalPrice: '45000.00' });
    // Without a group price, the group's discount applies to the base price.
    const card = (await search('KV-001', customer.headers)).productList[0]?.product;
    expect(card).toMatchObject({ article: 'KV-001', basePrice: '3500.00', personalPrice: '3150.00' });
  });

  it('finds a product the admin creates or renames (the products service refreshes its search vector)', async () => {
    const root = await signedIn(t.app, t.db.orm, 'root');
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/v1/admin/product',
      headers: root.headers,
      payload: {
        article: 'GL-TRACK 7',
        title: 'Трекер ГЛОНАСС спутниковый',
        slug: 'gl-track-7',
        basePrice: '9900.00',
        availability: 'in_stock',
      },
    });
    expect(created.statusCode).toBe(200);
    expect(titles((await search('трекеры')).productList)).toEqual(['Трекер ГЛОНАСС спутниковый']);
    const id = created.json().payload.product.id as string;
    const renamed = await t.app.inject({
      method: 'PATCH',
      url: `/api/v1/admin/product/${id}`,
      headers: root.headers,
      payload: { title: 'Терминал мониторинга' },
    });
    expect(renamed.statusCode).toBe(200);
    expect((await search('трекеры')).productList).toEqual([]);
    expect(titles((await search('терминалы')).productList)).toEqual(['Терминал мониторинга']);
  });

  it('ranks at most the capped candidates of a very common word, title matches included, and reports the cap as the total', async () => {
    // More description-only matches than the cap, inserted first (the scan meets them first), then a few titles.
    await queryRows(
      t.db.orm,
      sql`insert into product (slug, article, article_normalized, title, description_html, base_price)
        select 'bracket-desc-' || i, 'BR-D' || i, 'brd' || i, 'Комплект монтажный ' || i, '<p>Кронштейн в комплекте</p>', 100
        from generate_series(1, ${SEARCH_CANDIDATE_CAP + 50}) i`,
    );
    for (const n of [1, 2, 3])
      await addProduct(`bracket-${n}`, { title: `Кронштейн тахографа ${n}`, article: `BR-T${n}`, price: '500.00' });
    await updateAllSearchVectors(t.db.orm);

    const found = await search('кронштейн', {}, '&limit=5');
    expect(found.pagination.total).toBe(SEARCH_CANDIDATE_CAP);
    // Title words weigh more than description words, so the few named products come first.
    expect(titles(found.productList).slice(0, 3).sort()).toEqual([
      'Кронштейн тахографа 1',
      'Кронштейн тахографа 2',
      'Кронштейн тахографа 3',
    ]);
  });

  it('suggests products and categories', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/v1/search/suggest?query=${encodeURIComponent('тахограф')}&limit=2`,
    });
    const payload = res.json().payload as { productList: Hit[]; categoryList: { slug: string }[] };
    expect(payload.productList).toHaveLength(2);
    expect(payload.categoryList.map((c) => c.slug)).toEqual(['tahografy']);
  });

  it('answers an exact article with that product, without guesses for a typo it does not have', async () => {
    await addProduct('fuel-neighbour', { title: 'Ёмкостный уровнемер', article: 'LLS 5-701', price: '11000.00' });
    // Its words in another product's title do not bring that product in either.
    await addProduct('bracket', { title: 'Кронштейн для LLS 5 700', article: 'KR-1', price: '500.00' });
    expect((await search('LLS 5 700 кронштейн')).productList.map((h) => h.product.article)).toContain('KR-1');
    expect((await search('LLS 5-700')).productList.map((h) => h.product.article)).toEqual(['LLS 5-700']);
    // A mistyped article still finds its neighbours through the typo pass.
    expect((await search('LLS 5-709')).productList.map((h) => h.product.article)).toEqual(
      expect.arrayContaining(['LLS 5-700', 'LLS 5-701']),
    );
  });
});
