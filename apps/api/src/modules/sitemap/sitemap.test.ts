import { ErrorCode } from '@shop/errors';
import { sql } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { queryRows } from '../../db/raw';
import { buildTestApp, type TestApp } from '../../testing/build-test-app';
import { adminCall, type AdminMethod } from '../../testing/admin-call';
import { ManualClock, signedIn } from '../../testing/identity';
import { TEST_ENGINE } from '../../testing/test-database';

type ProductEntry = { id: string; slug: string; updatedAt: string };

describe('sitemap operations', () => {
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
  const createProduct = async (slug: string, fields: Record<string, unknown> = {}) => {
    clock.advance(1000);
    const created = await admin('POST', '/product', {
      article: slug.toUpperCase(),
      title: `Товар ${slug}`,
      slug,
      availability: 'in_stock',
      basePrice: '100',
      ...fields,
    });
    return created.product as { id: string; slug: string; updatedAt: string };
  };
  const createCategory = async (slug: string, parentId?: string) =>
    (
      await admin('POST', '/category', {
        title: `Раздел ${slug}`,
        slug,
        ...(parentId !== undefined ? { parentId } : {}),
      })
    ).category as {
      id: string;
      updatedAt: string;
    };
  const get = async (url: string) => {
    const res = await t.app.inject({ method: 'GET', url });
    expect(res.statusCode, res.body).toBe(200);
    return res.json().payload;
  };
  /** Follows nextAfter from the first page to the last, recording every page. */
  const crawl = async (limit: number) => {
    const pages: { productList: ProductEntry[]; nextAfter: string | null }[] = [];
    let after: string | null = null;
    do {
      const page: { productList: ProductEntry[]; nextAfter: string | null } = await get(
        `/api/v1/sitemap/product/list?limit=${limit}${after === null ? '' : `&after=${after}`}`,
      );
      pages.push(page);
      after = page.nextAfter;
      expect(pages.length).toBeLessThan(100);
    } while (after !== null);
    return pages;
  };

  it('lists every live product with its last change, not_sold ones too, and leaves deleted ones out', async () => {
    const inStock = await createProduct('tachograph');
    const notSold = await createProduct('old-card', { availability: 'not_sold' });
    const gone = await createProduct('deleted-one');
    await admin('DELETE', `/product/${gone.id}`);
    // A not_sold product's page answers, so the sitemap must list it; a deleted one's does not.
    expect((await t.app.inject({ method: 'GET', url: '/api/v1/product/by-slug/old-card' })).statusCode).toBe(200);
    expect((await t.app.inject({ method: 'GET', url: '/api/v1/product/by-slug/deleted-one' })).statusCode).toBe(404);

    const page = await get('/api/v1/sitemap/product/list');
    const expected = [inStock, notSold]
      .map(({ id, slug, updatedAt }) => ({ id, slug, updatedAt }))
      .sort((a, b) => (a.id < b.id ? -1 : 1));
    expect(page).toEqual({ productList: expected, nextAfter: null });
    expect((await get('/api/v1/sitemap/summary')).productCount).toBe(2);
  });

  it('pages through every live product by id with no duplicates or gaps, the last page saying it is the last', async () => {
    await queryRows(
      t.db.orm,
      sql`insert into product (slug, article, article_normalized, title, base_price, availability, deleted_at)
      select 'p-' || i, 'A' || i, 'a' || i, 'Товар ' || i, 100,
        case when i % 5 = 0 then 'not_sold' else 'in_stock' end,
        case when i % 7 = 0 then now() end
      from generate_series(1, 40) i`,
    );
    const live = await queryRows<{ id: string; slug: string }>(
      t.db.orm,
      sql`select id, slug from product where deleted_at is null order by id`,
    );
    expect(live).toHaveLength(35);
    expect((await get('/api/v1/sitemap/summary')).productCount).toBe(35);

    for (const limit of [6, 7, 35, 100]) {
      const pages = await crawl(limit);
      const seen = pages.flatMap((page) => page.productList);
      expect(
        seen.map(({ id, slug }) => ({ id, slug })),
        `limit ${limit}`,
      ).toEqual(live);
      expect(pages.length).toBe(Math.ceil(35 / limit));
      expect(
        pages
          .slice(0, -1)
          .every((page) => page.productList.length === limit && page.nextAfter === page.productList.at(-1)?.id),
      ).toBe(true);
    }
    // Past the last id the page is empty.
    expect(await get(`/api/v1/sitemap/product/list?after=${live.at(-1)?.id}`)).toEqual({
      productList: [],
      nextAfter: null,
    });
  });

  it('summarises the categories of the public tree (live under live parents) with their last change', async () => {
    const tacho = await createCategory('tachographs');
    const cards = await createCategory('cards', tacho.id);
    const cables = await createCategory('cables');
    await createCategory('orphan', cables.id);
    const gone = await createCategory('gone');
    await admin('DELETE', `/category/${gone.id}`);
    // Only the parent deleted (the API deletes a subtree at once): its live child is not in the tree either.
    await queryRows(t.db.orm, sql`update category set deleted_at = now() where id = ${cables.id}`);

    const summary = await get('/api/v1/sitemap/summary');
    expect(summary).toEqual({
      categoryList: [
        { slug: 'cards', updatedAt: cards.updatedAt },
        { slug: 'tachographs', updatedAt: tacho.updatedAt },
      ],
      productCount: 0,
    });
    const tree = (await get('/api/v1/category/tree')).categoryTree as { slug: string; children: { slug: string }[] }[];
    expect(tree.flatMap((node) => [node.slug, ...node.children.map((child) => child.slug)]).sort()).toEqual([
      'cards',
      'tachographs',
    ]);
  });

  it('rejects a limit out of 1..10000 and a cursor that is not an id with code 12', async () => {
    for (const query of ['limit=0', 'limit=10001', 'after=p-1']) {
      const res = await t.app.inject({ method: 'GET', url: `/api/v1/sitemap/product/list?${query}` });
      expect([res.statusCode, res.json().error], query).toEqual([400, ErrorCode.CheckViolation]);
    }
  });

  // PostgreSQL only: PGlite's planner statistics make no claim about production plans.
  it.runIf(TEST_ENGINE === 'postgres')(
    'reads a deep keyset page and the count from the covering sitemap index only',
    async () => {
      // Rows as wide as a real product's (a description of some hundred words), else a scan of the table looks as cheap as the index.
      await queryRows(
        t.db.orm,
        sql`insert into product (slug, article, article_normalized, title, description_html, base_price, deleted_at)
      select 'p-' || i, 'A' || i, 'a' || i, 'Товар ' || i, repeat('<p>Описание товара.</p>', 40), 100, case when i % 10 = 0 then now() end
      from generate_series(1, 20000) i`,
      );
      await queryRows(t.db.orm, sql`vacuum analyze product`);
      const [middle] = await queryRows<{ id: string }>(
        t.db.orm,
        sql`select id from product where deleted_at is null order by id offset 9000 limit 1`,
      );
      const plan = async (query: ReturnType<typeof sql>) =>
        (await queryRows<{ 'QUERY PLAN': string }>(t.db.orm, sql`explain ${query}`))
          .map((r) => r['QUERY PLAN'])
          .join('\n');
      const page = await plan(
        sql`select id, slug, updated_at from product where deleted_at is null and id > ${middle?.id} order by id limit 5001`,
      );
      expect(page, page).toMatch(/Index Only Scan using product_sitemap_idx/);
      expect(page).not.toMatch(/Sort/);
      const count = await plan(sql`select count(*)::int as n from product where deleted_at is null`);
      expect(count, count).toMatch(/Index Only Scan/);
    },
  );
});
