import { ErrorCode } from '@shop/errors';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../testing/build-test-app';
import { signedIn } from '../../testing/identity';
import { multipart } from '../../testing/multipart';

interface Multimedia {
  id: string;
  position: number;
  isMain: boolean;
  image: { fileId: string; alt: string | null; width: number; variants: { width: number; url: string }[] };
}

const UNKNOWN_ID = '00000000-0000-4000-8000-000000000000';

describe('product multimedia (admin)', () => {
  let t: TestApp;
  let headers: Record<string, string>;
  beforeAll(async () => {
    t = await buildTestApp();
    headers = (await signedIn(t.app, t.db.orm, 'root')).headers;
  });
  afterAll(() => t.close());

  const admin = (method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE', url: string, payload?: object) =>
    t.app.inject({ method, url: `/api/v1/admin${url}`, headers, ...(payload !== undefined ? { payload } : {}) });

  let productCount = 0;
  async function createProduct(fields: Record<string, unknown> = {}) {
    productCount += 1;
    const res = await admin('POST', '/product', {
      article: `MM-${productCount}`,
      title: `Датчик уровня топлива ${productCount}`,
      slug: `mm-${productCount}`,
      basePrice: '1000',
      availability: 'in_stock',
      ...fields,
    });
    expect(res.statusCode, res.body).toBe(200);
    return res.json().payload.product as { id: string; slug: string };
  }

  async function uploadImage(title: string, width = 700): Promise<string> {
    const body = await sharp({ create: { width, height: 400, channels: 3, background: { r: 200, g: 40, b: 40 } } })
      .png()
      .toBuffer();
    const form = multipart({ title }, [{ name: 'file', filename: `${title}.png`, type: 'image/png', body }]);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/admin/media/file',
      payload: form.payload,
      headers: { ...headers, ...form.headers },
    });
    expect(res.statusCode, res.body).toBe(200);
    return res.json().payload.file.id as string;
  }

  /** The library's view of a file (there is no single-file read: the root folder's list holds the test's uploads). */
  async function libraryFile(id: string): Promise<{ usageCount: number } | undefined> {
    const files = (await admin('GET', '/media/file/list?limit=100')).json().payload.fileList as {
      id: string;
      usageCount: number;
    }[];
    return files.find((f) => f.id === id);
  }

  const listOf = async (productId: string) =>
    (await admin('GET', `/product/${productId}/multimedia`)).json().payload.multimediaList as Multimedia[];
  const summary = (list: Multimedia[]) => list.map((m) => ({ id: m.id, position: m.position, isMain: m.isMain }));

  it('attaches images in order, the first one main; isMain on add moves the flag; 4 for the same file twice', async () => {
    const product = await createProduct();
    const [front, side, back] = [await uploadImage('Спереди'), await uploadImage('Сбоку'), await uploadImage('Сзади')];
    expect(await listOf(product.id)).toEqual([]);

    const first = await admin('POST', `/product/${product.id}/multimedia`, {
      fileId: front,
      alt: '  Датчик спереди  ',
    });
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json().payload.multimediaList).toEqual([
      expect.objectContaining({
        id: front,
        position: 0,
        isMain: true,
        image: expect.objectContaining({ fileId: front, alt: 'Датчик спереди', width: 700 }),
      }),
    ]);
    await admin('POST', `/product/${product.id}/multimedia`, { fileId: side });
    const withMain = await admin('POST', `/product/${product.id}/multimedia`, { fileId: back, isMain: true });
    expect(summary(withMain.json().payload.multimediaList)).toEqual([
      { id: front, position: 0, isMain: false },
      { id: side, position: 1, isMain: false },
      { id: back, position: 2, isMain: true },
    ]);
    // Without its own alt text an image shows the media file's.
    expect((await listOf(product.id))[1]?.image.alt).toBeNull();

    const twice = await admin('POST', `/product/${product.id}/multimedia`, { fileId: side });
    expect([twice.statusCode, twice.json().error]).toEqual([409, ErrorCode.UniqueViolation]);
  });

  it('answers 6 for an unknown product or file and for an image the product does not have', async () => {
    const product = await createProduct();
    const file = await uploadImage('Трекер');
    const other = await uploadImage('Кабель');
    await admin('POST', `/product/${product.id}/multimedia`, { fileId: file });

    const cases = [
      admin('GET', `/product/${UNKNOWN_ID}/multimedia`),
      admin('POST', `/product/${UNKNOWN_ID}/multimedia`, { fileId: file }),
      admin('PUT', `/product/${UNKNOWN_ID}/multimedia/order`, { multimediaIdList: [file] }),
      admin('PATCH', `/product/${UNKNOWN_ID}/multimedia/${file}`, { alt: 'x' }),
      admin('DELETE', `/product/${UNKNOWN_ID}/multimedia/${file}`),
      admin('POST', `/product/${product.id}/multimedia`, { fileId: UNKNOWN_ID }),
      admin('PATCH', `/product/${product.id}/multimedia/${other}`, { isMain: true }),
      admin('DELETE', `/product/${product.id}/multimedia/${other}`),
    ];
    for (const res of await Promise.all(cases))
      expect([res.statusCode, res.json().error], res.body).toEqual([404, ErrorCode.RecordNotFound]);
    expect(summary(await listOf(product.id))).toEqual([{ id: file, position: 0, isMain: true }]);
  });

  it('reorders by the full list of the product’s images; 12 for a foreign, missing or repeated id', async () => {
    const product = await createProduct();
    const ids = [await uploadImage('Один'), await uploadImage('Два'), await uploadImage('Три')];
    for (const fileId of ids) await admin('POST', `/product/${product.id}/multimedia`, { fileId });
    const foreign = await uploadImage('Чужое');
    const [a, b, c] = ids as [string, string, string];

    const reordered = await admin('PUT', `/product/${product.id}/multimedia/order`, { multimediaIdList: [c, a, b] });
    expect(reordered.statusCode, reordered.body).toBe(200);
    expect(summary(reordered.json().payload.multimediaList)).toEqual([
      { id: c, position: 0, isMain: false },
      { id: a, position: 1, isMain: true },
      { id: b, position: 2, isMain: false },
    ]);

    for (const multimediaIdList of [
      [c, a, foreign],
      [c, a],
      [c, a, b, foreign],
    ]) {
      const res = await admin('PUT', `/product/${product.id}/multimedia/order`, { multimediaIdList });
      expect([res.statusCode, res.json().error], JSON.stringify(multimediaIdList)).toEqual([
        400,
        ErrorCode.CheckViolation,
      ]);
    }
    // A repeated id is refused by the contract (uniqueItems) before the service sees it.
    const repeated = await admin('PUT', `/product/${product.id}/multimedia/order`, { multimediaIdList: [c, a, a] });
    expect(repeated.statusCode).toBeGreaterThanOrEqual(400);
    expect(summary(await listOf(product.id)).map((m) => m.id)).toEqual([c, a, b]);
  });

  it('changes the alt text and the main image; removing the main image makes the first remaining one main', async () => {
    const product = await createProduct();
    const [a, b, c] = [await uploadImage('А'), await uploadImage('Б'), await uploadImage('В')];
    for (const fileId of [a, b, c]) await admin('POST', `/product/${product.id}/multimedia`, { fileId });

    const alt = await admin('PATCH', `/product/${product.id}/multimedia/${b}`, { alt: 'Разъём датчика' });
    expect(alt.json().payload.multimediaList[1]).toMatchObject({
      id: b,
      isMain: false,
      image: { alt: 'Разъём датчика' },
    });
    const cleared = await admin('PATCH', `/product/${product.id}/multimedia/${b}`, { alt: '' });
    expect(cleared.json().payload.multimediaList[1].image.alt).toBeNull();

    const main = await admin('PATCH', `/product/${product.id}/multimedia/${c}`, { isMain: true });
    expect(summary(main.json().payload.multimediaList).filter((m) => m.isMain)).toEqual([
      { id: c, position: 2, isMain: true },
    ]);

    const removed = await admin('DELETE', `/product/${product.id}/multimedia/${c}`);
    expect(summary(removed.json().payload.multimediaList)).toEqual([
      { id: a, position: 0, isMain: true },
      { id: b, position: 1, isMain: false },
    ]);
    const notMain = await admin('DELETE', `/product/${product.id}/multimedia/${b}`);
    expect(summary(notMain.json().payload.multimediaList)).toEqual([{ id: a, position: 0, isMain: true }]);
    await admin('DELETE', `/product/${product.id}/multimedia/${a}`);
    expect(await listOf(product.id)).toEqual([]);
    // The file stays in the library.
    expect(await libraryFile(c)).toMatchObject({ usageCount: 0 });
  });

  it('shows the main image with its webp variants on cards, the product page, the admin product and search', async () => {
    const category = (await admin('POST', '/category', { title: 'Датчики', slug: 'mm-sensors' })).json().payload
      .category.id as string;
    const product = await createProduct({
      title: 'Датчик Омникомм LLS 5',
      article: 'LLS-5',
      slug: 'omnicomm-lls-5',
      categoryIdList: [category],
    });
    const [first, second] = [await uploadImage('Первое', 1100), await uploadImage('Второе', 1100)];
    await admin('POST', `/product/${product.id}/multimedia`, { fileId: first });
    await admin('POST', `/product/${product.id}/multimedia`, { fileId: second, alt: 'Датчик LLS 5' });
    await admin('PATCH', `/product/${product.id}/multimedia/${second}`, { isMain: true });

    const expectMain = (image: Multimedia['image'] | null, where: string) => {
      expect(image, where).toMatchObject({ fileId: second, alt: 'Датчик LLS 5' });
      expect(
        image?.variants.map((v) => v.width),
        where,
      ).toEqual([320, 640, 768, 1024, 1100]);
      expect(
        image?.variants.every((v) => v.url.endsWith('.webp')),
        where,
      ).toBe(true);
    };
    const listing = (await t.app.inject({ method: 'GET', url: '/api/v1/product/list?categorySlug=mm-sensors' })).json()
      .payload;
    expectMain(listing.productList[0].mainImage, 'listing');
    const page = (await t.app.inject({ method: 'GET', url: '/api/v1/product/by-slug/omnicomm-lls-5' })).json().payload
      .product;
    expectMain(page.mainImage, 'product page');
    // The gallery shows the main image first.
    expect(page.multimedia.map((m: Multimedia) => [m.id, m.isMain])).toEqual([
      [second, true],
      [first, false],
    ]);
    expectMain((await admin('GET', `/product/${product.id}`)).json().payload.product.mainImage, 'admin product');
    expectMain(
      (await admin('GET', '/product/list?searchQuery=LLS')).json().payload.productList[0].mainImage,
      'admin list',
    );
    const search = (await t.app.inject({ method: 'GET', url: '/api/v1/search?query=lls-5' })).json().payload;
    expectMain(search.productList[0].product.mainImage, 'search');
  });

  it('a file a product shows cannot be deleted from the library (17) until the product lets it go', async () => {
    const product = await createProduct();
    const file = await uploadImage('Занятый');
    await admin('POST', `/product/${product.id}/multimedia`, { fileId: file });
    expect(await libraryFile(file)).toMatchObject({ usageCount: 1 });
    const refused = await admin('DELETE', `/media/file/${file}`);
    expect([refused.statusCode, refused.json().error]).toEqual([409, ErrorCode.FileIsUsed]);
    await admin('DELETE', `/product/${product.id}/multimedia/${file}`);
    expect((await admin('DELETE', `/media/file/${file}`)).statusCode).toBe(204);
  });

  it('is for administrators only', async () => {
    const customer = await signedIn(t.app, t.db.orm, 'customer');
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/v1/admin/product/${UNKNOWN_ID}/multimedia`,
      headers: customer.headers,
    });
    expect(res.json().error).toBe(ErrorCode.NoPermission);
  });
});
