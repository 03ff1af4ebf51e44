import { ErrorCode } from '@shop/errors';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../testing/build-test-app';
import { adminCall, type AdminMethod } from '../../testing/admin-call';
import { signedIn } from '../../testing/identity';
import { multipart } from '../../testing/multipart';
import { recordStatements, type StatementLog } from '../../testing/statement-log';
import { catalogueChanged } from '../product-cards/listing-cache';

type Json = Record<string, unknown>;

describe('the public product page (getProductBySlug)', () => {
  let t: TestApp;
  let log: StatementLog | undefined;
  let rootHeaders: Record<string, string>;
  let dealerHeaders: Record<string, string>;
  let guestHeaders: Record<string, string>;
  const ids: Record<string, string> = {};

  const admin = async (method: AdminMethod, url: string, payload?: object) =>
    (await adminCall(t.app, rootHeaders, method, url, payload)) as Json;

  async function create(fields: Json): Promise<string> {
    return (
      (await admin('POST', '/product', { availability: 'in_stock', basePrice: '100', ...fields })).product as Json
    ).id as string;
  }

  async function uploadImage(title: string, width: number): Promise<string> {
    const body = await sharp({ create: { width, height: 400, channels: 3, background: { r: 40, g: 90, b: 200 } } })
      .png()
      .toBuffer();
    const form = multipart({ title }, [{ name: 'file', filename: `${title}.png`, type: 'image/png', body }]);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/admin/media/file',
      payload: form.payload,
      headers: { ...rootHeaders, ...form.headers },
    });
    expect(res.statusCode, res.body).toBe(200);
    return res.json().payload.file.id as string;
  }

  const page = (slug: string, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'GET', url: `/api/v1/product/by-slug/${slug}`, headers });

  beforeAll(async () => {
    t = await buildTestApp();
    rootHeaders = (await signedIn(t.app, t.db.orm, 'root')).headers;
    const category = async (slug: string, title: string) =>
      ((await admin('POST', '/category', { title, slug })).category as Json).id as string;
    ids.tacho = await category('tachographs', 'Тахографы');
    ids.parts = await category('parts', 'Запчасти');
    ids.main = await create({
      article: 'DTCO 4.1',
      title: 'Тахограф VDO DTCO 4.1',
      slug: 'vdo-dtco-4-1',
      basePrice: '45000.5',
      description: '<p>Тахограф <strong>с СКЗИ</strong></p>',
      categoryIdList: [ids.parts, ids.tacho],
      primaryCategoryId: ids.tacho,
      seoTitle: 'Купить тахограф VDO',
      seoDescription: 'Тахограф с установкой',
    });
    ids.analogue = await create({
      article: 'A-1',
      title: 'Тахограф Штрих',
      slug: 'shtrih',
      basePrice: '39999.99',
      categoryIdList: [ids.tacho],
    });
    ids.cable = await create({
      article: 'C-1',
      title: 'Кабель',
      slug: 'cable',
      basePrice: '333.33',
      availability: 'not_sold',
    });
    ids.paper = await create({
      article: 'P-1',
      title: 'Бумага',
      slug: 'paper',
      basePrice: '120',
      availability: 'on_order',
    });
    ids.gone = await create({ article: 'G-1', title: 'Снятый с продажи', slug: 'gone', basePrice: '10' });
    await admin('PUT', `/product/${ids.main}/relations`, {
      analogues: [ids.analogue, ids.gone],
      accessories: [ids.paper, ids.cable],
      related: [ids.cable],
    });
    await admin('DELETE', `/product/${ids.gone}`);

    const front = await uploadImage('front', 900);
    const side = await uploadImage('side', 700);
    await admin('POST', `/product/${ids.main}/multimedia`, { fileId: front, alt: 'Спереди' });
    await admin('POST', `/product/${ids.main}/multimedia`, { fileId: side, isMain: true });
    await admin('POST', `/product/${ids.analogue}/multimedia`, { fileId: side });

    const power = (await admin('PUT', '/attribute-group', { id: null, title: 'Питание', position: 1 }))
      .attributeGroup as Json;
    const basics = (await admin('PUT', '/attribute-group', { id: null, title: 'Основные', position: 0 }))
      .attributeGroup as Json;
    const attribute = async (fields: Json) =>
      ((await admin('PUT', '/attribute', { id: null, ...fields })).attribute as Json).id as string;
    const voltage = await attribute({ title: 'Напряжение', type: 'number', unit: 'В', attributeGroupId: power.id });
    const current = await attribute({ title: 'Ток', type: 'number', unit: 'А', attributeGroupId: power.id });
    const skzi = await attribute({
      title: 'СКЗИ',
      type: 'enum',
      attributeGroupId: basics.id,
      optionList: [{ value: 'НКМ-К' }],
    });
    const gps = await attribute({ title: 'GPS', type: 'boolean' });
    const note = await attribute({ title: 'Примечание', type: 'string' });
    await admin('PUT', `/product/${ids.main}/attributes`, {
      attributeValueList: [
        { attributeId: voltage, value: 24 },
        { attributeId: current, value: '0.250' },
        { attributeId: skzi, value: 'НКМ-К' },
        { attributeId: gps, value: false },
        { attributeId: note, value: 'Для грузовиков' },
      ],
    });

    // Dealers: 10 % off, their own price of the main product and of the cable.
    const dealers = (
      (await admin('POST', '/customer/group', { title: 'Дилеры', discountPercent: '10' })).customerGroup as Json
    ).id as string;
    await admin('PATCH', `/customer/group/${dealers}/price`, {
      groupPriceList: [
        { productId: ids.main, price: '40000' },
        { productId: ids.cable, price: '300.1' },
      ],
    });
    const dealer = await signedIn(t.app, t.db.orm, 'customer');
    await admin('POST', `/customer/group/${dealers}/member`, { userIdList: [dealer.user.id] });
    dealerHeaders = dealer.headers;
    guestHeaders = (await signedIn(t.app, t.db.orm, 'guest')).headers;
    log = recordStatements(t.db.orm);
  });
  afterAll(async () => {
    log?.stop();
    await t.close();
  });

  it('shows what the admin reads of the product, one operation each: card, SEO, categories, images main first, attributes, live relations', async () => {
    const res = await page('vdo-dtco-4-1');
    expect(res.statusCode, res.body).toBe(200);
    const product = res.json().payload.product as Json;

    const adminProduct = (await admin('GET', `/product/${ids.main}`)).product as Json;
    const { categoryIdList, primaryCategoryId, deletedAt, ...shared } = adminProduct;
    expect(deletedAt).toBeNull();
    expect(primaryCategoryId).toBe(ids.tacho);
    const images = (await admin('GET', `/product/${ids.main}/multimedia`)).multimediaList as { isMain: boolean }[];
    const attributes = (await admin('GET', `/product/${ids.main}/attributes`)).attributeGroupList;
    const relations = (await admin('GET', `/product/${ids.main}/relations`)).relations;

    expect(product).toEqual({
      ...shared,
      // Not counted: no stock to show (the admin reads it on the stock tab).
      stock: null,
      // The admin's product names its primary category by id only.
      primaryCategory: { id: ids.tacho, slug: 'tachographs', title: 'Тахографы' },
      categories: [
        { id: ids.parts, slug: 'parts', title: 'Запчасти' },
        { id: ids.tacho, slug: 'tachographs', title: 'Тахографы' },
      ],
      multimedia: [...images.filter((m) => m.isMain), ...images.filter((m) => !m.isMain)],
      attributeGroupList: attributes,
      relations,
    });
    expect(categoryIdList).toEqual([ids.parts, ids.tacho]);
    // The pieces themselves, so that the comparison above cannot pass on two empty answers.
    expect(product).toMatchObject({
      basePrice: '45000.50',
      personalPrice: '45000.50',
      description: '<p>Тахограф <strong>с СКЗИ</strong></p>',
      primaryCategory: { id: ids.tacho, slug: 'tachographs', title: 'Тахографы' },
      seoTitle: 'Купить тахограф VDO',
      seoDescription: 'Тахограф с установкой',
    });
    const multimedia = product.multimedia as {
      isMain: boolean;
      position: number;
      image: { alt: string | null; width: number; variants: unknown[] };
    }[];
    expect(multimedia.map((m) => [m.isMain, m.position, m.image.width])).toEqual([
      [true, 1, 700],
      [false, 0, 900],
    ]);
    expect(multimedia[1]?.image.alt).toBe('Спереди');
    expect(multimedia[0]?.image.variants.length).toBeGreaterThan(0);
    expect((product.mainImage as { fileId: string }).fileId).toBe(
      (multimedia[0]?.image as unknown as { fileId: string }).fileId,
    );
    expect(product.attributeGroupList).toEqual([
      {
        attributeGroup: expect.objectContaining({ title: 'Основные', position: 0 }),
        attributeValueList: [expect.objectContaining({ title: 'СКЗИ', value: 'НКМ-К', displayValue: 'НКМ-К' })],
      },
      {
        attributeGroup: expect.objectContaining({ title: 'Питание', position: 1 }),
        attributeValueList: [
          expect.objectContaining({ title: 'Напряжение', type: 'number', value: 24, displayValue: '24 В' }),
          expect.objectContaining({ title: 'Ток', type: 'number', value: 0.25, displayValue: '0.25 А' }),
        ],
      },
      {
        attributeGroup: null,
        attributeValueList: [
          expect.objectContaining({ title: 'GPS', value: false, displayValue: 'Нет' }),
          expect.objectContaining({
            title: 'Примечание',
            type: 'string',
            value: 'Для грузовиков',
            displayValue: 'Для грузовиков',
          }),
        ],
      },
    ]);
    const slugs = (list: unknown) => (list as { slug: string }[]).map((c) => c.slug);
    const rel = product.relations as Record<'analogues' | 'accessories' | 'related', Json[]>;
    expect([slugs(rel.analogues), slugs(rel.accessories), slugs(rel.related)]).toEqual([
      ['shtrih'],
      ['paper', 'cable'],
      ['cable'],
    ]);
    expect(rel.analogues[0]).toMatchObject({
      basePrice: '39999.99',
      personalPrice: '39999.99',
      primaryCategory: { id: ids.tacho },
      mainImage: { width: 700 },
    });
    expect(rel.accessories[1]).toMatchObject({ availability: 'not_sold', mainImage: null, primaryCategory: null });
  });

  it('prices the page and its relations for a customer group: its own price, else its discount; the same page otherwise', async () => {
    const anonymous = (await page('vdo-dtco-4-1')).json().payload.product as Json;
    const forDealer = (await page('vdo-dtco-4-1', dealerHeaders)).json().payload.product as Json;
    const prices = (p: Json) => {
      const rel = p.relations as Record<string, { slug: string; personalPrice: string }[]>;
      return [
        p.personalPrice,
        ...['analogues', 'accessories', 'related'].flatMap((k) =>
          (rel[k] ?? []).map((c) => `${c.slug} ${c.personalPrice}`),
        ),
      ];
    };
    expect(prices(forDealer)).toEqual(['40000.00', 'shtrih 35999.99', 'paper 108.00', 'cable 300.10', 'cable 300.10']);
    expect(prices(anonymous)).toEqual(['45000.50', 'shtrih 39999.99', 'paper 120.00', 'cable 333.33', 'cable 333.33']);
    const withoutPrices = (p: Json) =>
      JSON.parse(JSON.stringify(p).replace(/"personalPrice":"[^"]*"/g, '"personalPrice":""')) as Json;
    expect(withoutPrices(forDealer)).toEqual(withoutPrices(anonymous));
    expect(prices((await page('vdo-dtco-4-1', guestHeaders)).json().payload.product as Json)).toEqual(
      prices(anonymous),
    );
    expect(
      prices((await page('vdo-dtco-4-1', { authorization: 'Bearer forged' })).json().payload.product as Json),
    ).toEqual(prices(anonymous));
  });

  it('costs one statement for an anonymous visitor and two for a signed-in customer (the session, then the page) on a miss; none and one on a hit; one for an unknown slug, every time', async () => {
    if (log === undefined) throw new Error('the statement log is not recording');
    // Cold: the earlier tests left these pages in the product page cache. The change's back-in-stock sweep runs first.
    catalogueChanged(t.app.writeFeed);
    await t.app.backInStock.settled();
    const anonymous = await log.during(async () => expect((await page('vdo-dtco-4-1')).statusCode).toBe(200));
    expect(anonymous, anonymous.join('\n---\n')).toHaveLength(1);
    const dealer = await log.during(async () =>
      expect((await page('vdo-dtco-4-1', dealerHeaders)).json().payload.product.personalPrice).toBe('40000.00'),
    );
    expect(dealer, dealer.join('\n---\n')).toHaveLength(2);
    const anonymousHit = await log.during(async () =>
      expect((await page('vdo-dtco-4-1')).json().payload.product.personalPrice).toBe('45000.50'),
    );
    expect(anonymousHit, anonymousHit.join('\n---\n')).toHaveLength(0);
    const dealerHit = await log.during(async () =>
      expect((await page('vdo-dtco-4-1', dealerHeaders)).json().payload.product.personalPrice).toBe('40000.00'),
    );
    expect(dealerHit, dealerHit.join('\n---\n')).toHaveLength(1);
    for (let round = 0; round < 2; round += 1) {
      const missing = await log.during(async () =>
        expect((await page('no-such-product')).json().error).toBe(ErrorCode.RecordNotFound),
      );
      expect(missing).toHaveLength(1);
      const deleted = await log.during(async () =>
        expect((await page('gone')).json().error).toBe(ErrorCode.RecordNotFound),
      );
      expect(deleted).toHaveLength(1);
    }
  });
});
