import { ErrorCode } from '@shop/errors';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { product, productCategory } from '../../db/schema';
import { buildTestApp, type TestApp } from '../../testing/build-test-app';
import { catalogueChanged } from '../product-cards/listing-cache';
import { ManualClock, signedIn } from '../../testing/identity';

describe('categories', () => {
  let t: TestApp;
  let root: Awaited<ReturnType<typeof signedIn>>;
  const clock = new ManualClock();
  beforeEach(async () => {
    t = await buildTestApp({ clock });
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
  const get = (url: string) => t.app.inject({ method: 'GET', url: `/api/v1${url}` });

  async function create(slug: string, extra: object = {}): Promise<string> {
    const res = await admin('POST', '/category', { title: `Категория ${slug}`, slug, ...extra });
    expect(res.statusCode, res.body).toBe(200);
    return res.json().payload.category.id as string;
  }

  let productNo = 0;
  /** A product written straight to the database, as the products service would, then announced as it does. */
  async function addProduct(categoryIds: string[], deleted = false): Promise<void> {
    await insertProduct(categoryIds, deleted);
    catalogueChanged(t.app.writeFeed);
  }

  /** A product written behind the API's back: cached counts do not know of it. */
  async function insertProduct(categoryIds: string[], deleted = false): Promise<void> {
    productNo += 1;
    const [row] = await t.db.orm
      .insert(product)
      .values({
        slug: `p-${productNo}`,
        article: `A-${productNo}`,
        articleNormalized: `a${productNo}`,
        title: `Товар ${productNo}`,
        basePrice: '100.00',
        deletedAt: deleted ? new Date() : null,
      })
      .returning();
    if (row === undefined) throw new Error('no product');
    for (const categoryId of categoryIds)
      await t.db.orm.insert(productCategory).values({ productId: row.id, categoryId });
  }

  it('creates a tree; lists, tree and by-slug count live products of the subtree once', async () => {
    const tacho = await create('tachographs', {
      description: '<p onclick="x()">Тахографы<script>alert(1)</script></p>',
      seoTitle: 'Тахографы',
    });
    const digital = await create('digital', { parentId: tacho });
    const analog = await create('analog', { parentId: tacho });
    const cards = await create('cards');
    await addProduct([tacho, digital]);
    await addProduct([digital]);
    await addProduct([analog]);
    await addProduct([digital], true);
    await addProduct([cards]);

    const roots = (await get('/category/list')).json().payload.categoryList;
    expect(roots.map((c: { slug: string; productCount: number }) => [c.slug, c.productCount])).toEqual([
      ['tachographs', 3],
      ['cards', 1],
    ]);
    expect(roots[0].description).toBe('<p>Тахографы</p>');
    const children = (await get(`/category/list?parentId=${tacho}`)).json().payload.categoryList;
    expect(children.map((c: { slug: string; position: number }) => [c.slug, c.position])).toEqual([
      ['digital', 0],
      ['analog', 1],
    ]);

    const tree = (await get('/category/tree')).json().payload.categoryTree;
    expect(tree[0]).toMatchObject({
      slug: 'tachographs',
      productCount: 3,
      children: [
        { slug: 'digital', productCount: 2, children: [] },
        { slug: 'analog', productCount: 1 },
      ],
    });

    const page = (await get('/category/by-slug/digital')).json().payload;
    expect(page.category).toMatchObject({ id: digital, parentId: tacho, productCount: 2, image: null });
    expect(page.breadcrumbs).toEqual([{ id: tacho, slug: 'tachographs', title: 'Категория tachographs' }]);
    expect(page.children).toEqual([]);
    expect((await get('/category/by-slug/unknown')).json().error).toBe(ErrorCode.RecordNotFound);
  });

  it('answers 8 for a taken slug, 12 for a cycle, 6 for an unknown parent, 10 for a non-image', async () => {
    const a = await create('a');
    const b = await create('b', { parentId: a });
    const c = await create('c', { parentId: b });
    const taken = await admin('POST', '/category', { title: 'Дубль', slug: 'a' });
    expect([taken.statusCode, taken.json().error]).toEqual([409, ErrorCode.SeoUrlExists]);
    expect((await admin('PATCH', `/category/${b}`, { slug: 'c' })).json().error).toBe(ErrorCode.SeoUrlExists);
    expect((await admin('PATCH', `/category/${a}`, { parentId: c })).json().error).toBe(ErrorCode.CheckViolation);
    expect((await admin('PATCH', `/category/${a}`, { parentId: a })).json().error).toBe(ErrorCode.CheckViolation);
    expect(
      (
        await admin('POST', '/category', { title: 'X', slug: 'x', parentId: '00000000-0000-4000-8000-000000000000' })
      ).json().error,
    ).toBe(ErrorCode.RecordNotFound);
    expect(
      (
        await admin('POST', '/category', { title: 'X', slug: 'x', imageFileId: '00000000-0000-4000-8000-000000000000' })
      ).json().error,
    ).toBe(ErrorCode.FileNotImage);
    const moved = await admin('PATCH', `/category/${c}`, { parentId: null, title: 'Новое', seoDescription: null });
    expect(moved.json().payload.category).toMatchObject({ parentId: null, title: 'Новое', seoDescription: null });
  });

  it('soft-deletes a subtree (2 on a second delete), hides it, and restores it (12 under a deleted parent)', async () => {
    const a = await create('a');
    const b = await create('b', { parentId: a });
    expect((await admin('DELETE', `/category/${a}`)).statusCode).toBe(204);
    const again = await admin('DELETE', `/category/${a}`);
    expect([again.statusCode, again.json().error]).toEqual([410, ErrorCode.CategoryAlreadyDeleted]);
    expect((await get('/category/by-slug/b')).json().error).toBe(ErrorCode.RecordNotFound);
    expect((await get('/category/tree')).json().payload.categoryTree).toEqual([]);
    expect((await admin('GET', `/category/${b}`)).json().payload.category.deletedAt).not.toBeNull();
    expect((await admin('GET', '/category/list')).json().payload.pagination.total).toBe(0);
    expect((await admin('GET', '/category/list?includeDeleted=true')).json().payload.pagination.total).toBe(2);

    expect((await admin('POST', `/category/${b}/restore`)).json().error).toBe(ErrorCode.CheckViolation);
    const restored = await admin('POST', `/category/${a}/restore`);
    expect(restored.json().payload.category.deletedAt).toBeNull();
    expect((await get('/category/by-slug/b')).statusCode).toBe(200);
    expect((await admin('DELETE', '/category/00000000-0000-4000-8000-000000000000')).json().error).toBe(
      ErrorCode.RecordNotFound,
    );
  });

  it('lists for the admin with search, parent filter and paging', async () => {
    const a = await create('alpha');
    await create('beta', { parentId: a });
    await create('gamma', { parentId: a });
    const page = (await admin('GET', `/category/list?parentId=${a}&limit=1&page=2`)).json().payload;
    expect(page.pagination).toEqual({ page: 2, limit: 1, total: 2 });
    expect(page.categoryList.map((c: { slug: string }) => c.slug)).toEqual(['gamma']);
    expect(
      (await admin('GET', '/category/list?searchQuery=ALP'))
        .json()
        .payload.categoryList.map((c: { slug: string }) => c.slug),
    ).toEqual(['alpha']);
  });

  it('leaves a collapsed 301 redirect when a slug changes twice', async () => {
    const a = await create('old');
    await admin('PATCH', `/category/${a}`, { slug: 'middle' });
    await admin('PATCH', `/category/${a}`, { slug: 'new' });
    const { routeRule } = await import('../../db/schema');
    const rules = await t.db.orm.select().from(routeRule);
    expect(rules.map((r) => [r.fromPath, r.toPath, r.status]).sort()).toEqual([
      ['/category/middle', '/category/new', 301],
      ['/category/old', '/category/new', 301],
    ]);
    await admin('PATCH', `/category/${a}`, { slug: 'old' });
    const back = await t.db.orm.select().from(routeRule);
    expect(back.map((r) => [r.fromPath, r.toPath]).sort()).toEqual([
      ['/category/middle', '/category/old'],
      ['/category/new', '/category/old'],
    ]);
  });

  it('keeps product counts between catalogue writes and recounts right after one', async () => {
    const cards = await create('cards');
    await addProduct([cards]);
    const count = async () => (await get('/category/by-slug/cards')).json().payload.category.productCount as number;
    expect(await count()).toBe(1);
    // A row written behind the API's back is not counted until the catalogue changes through it.
    await insertProduct([cards]);
    expect(await count()).toBe(1);
    expect((await admin('PATCH', `/category/${cards}`, { title: 'Карты' })).statusCode).toBe(200);
    expect(await count()).toBe(2);
  });
});
