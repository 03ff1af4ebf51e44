import { randomUUID } from 'node:crypto';
import type { Schema } from '@shop/api-contract';
import { ErrorCode } from '@shop/errors';
import sharp from 'sharp';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { systemClock } from '../../clock';
import { adminCall, type AdminMethod } from '../../testing/admin-call';
import { buildTestApp, type TestApp } from '../../testing/build-test-app';
import { signedIn } from '../../testing/identity';
import { multipart } from '../../testing/multipart';
import { secondApiOnSameDatabase, type SecondApi } from '../../testing/second-api';
import { recordStatements, type StatementLog } from '../../testing/statement-log';
import { TEST_ENGINE } from '../../testing/test-database';
import { MemoryRateLimitStore } from '../identity/rate-limit';

type Json = Record<string, unknown>;
type Product = Schema<'Product'>;

/**
 * The product page cache (issue #15) with the default TTL of a minute: every write that can change a page shows on
 * the very next read, for a guest and for a customer group, while an unchanged page is served without a statement.
 */
describe('the product page cache', () => {
  let t: TestApp;
  let log: StatementLog;
  let rootHeaders: Record<string, string>;
  let dealerHeaders: Record<string, string>;
  const ids: Record<string, string> = {};

  const admin = (method: AdminMethod, url: string, payload?: object) =>
    adminCall(t.app, rootHeaders, method, url, payload) as Promise<Json>;
  const read = async (slug: string, headers: Record<string, string> = {}) => {
    const res = await t.app.inject({ method: 'GET', url: `/api/v1/product/by-slug/${slug}`, headers });
    return res.json() as { payload: { product: Product }; error?: number };
  };
  const guestPage = async (slug = 'dtco') => (await read(slug)).payload.product;
  const dealerPage = async (slug = 'dtco') => (await read(slug, dealerHeaders)).payload.product;

  async function uploadImage(title: string): Promise<string> {
    const body = await sharp({ create: { width: 300, height: 200, channels: 3, background: { r: 200, g: 90, b: 40 } } })
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

  beforeAll(async () => {
    t = await buildTestApp();
    rootHeaders = (await signedIn(t.app, t.db.orm, 'root')).headers;
    const product = async (fields: Json) =>
      ((await admin('POST', '/product', { availability: 'in_stock', ...fields })).product as Json).id as string;
    ids.main = await product({ article: 'DTCO 4.1', title: 'Тахограф VDO DTCO 4.1', slug: 'dtco', basePrice: '45000' });
    ids.paper = await product({ article: 'P-1', title: 'Бумага', slug: 'paper', basePrice: '120' });
    await admin('PUT', `/product/${ids.main}/relations`, { analogues: [], accessories: [ids.paper], related: [] });
    ids.image = await uploadImage('front');
    await admin('POST', `/product/${ids.main}/multimedia`, { fileId: ids.image });
    ids.group = (
      (await admin('PUT', '/attribute-group', { id: null, title: 'Питание', position: 0 })).attributeGroup as Json
    ).id as string;
    ids.voltage = (
      (
        await admin('PUT', '/attribute', {
          id: null,
          title: 'Напряжение',
          type: 'number',
          unit: 'В',
          attributeGroupId: ids.group,
        })
      ).attribute as Json
    ).id as string;
    await admin('PUT', `/product/${ids.main}/attributes`, {
      attributeValueList: [{ attributeId: ids.voltage, value: 24 }],
    });
    ids.dealers = (
      (await admin('POST', '/customer/group', { title: 'Дилеры', discountPercent: '10' })).customerGroup as Json
    ).id as string;
    await admin('PATCH', `/customer/group/${ids.dealers}/price`, {
      groupPriceList: [{ productId: ids.main, price: '40000' }],
    });
    const dealer = await signedIn(t.app, t.db.orm, 'customer');
    await admin('POST', `/customer/group/${ids.dealers}/member`, { userIdList: [dealer.user.id] });
    dealerHeaders = dealer.headers;
    log = recordStatements(t.db.orm);
  });
  afterAll(async () => {
    log.stop();
    await t.close();
  });

  // Every case starts from pages already in the cache.
  beforeEach(async () => {
    await guestPage();
    await dealerPage();
  });

  it('serves an unchanged page without a statement, and keeps a page per price group', async () => {
    const statements = await log.during(async () => {
      expect((await guestPage()).personalPrice).toBe('45000.00');
      expect((await read('dtco')).payload.product.personalPrice).toBe('45000.00');
    });
    expect(statements, statements.join('\n---\n')).toEqual([]);
    expect((await dealerPage()).personalPrice).toBe('40000.00');
  });

  it('shows a base price change on the next read', async () => {
    await admin('PATCH', `/product/${ids.main}`, { basePrice: '46000' });
    expect((await guestPage()).basePrice).toBe('46000.00');
    expect((await dealerPage()).basePrice).toBe('46000.00');
  });

  it("shows a group price change to the group's customers on the next read, and nothing of it to guests", async () => {
    await admin('PUT', `/product/${ids.main}/group-prices`, {
      groupPriceList: [{ customerGroupId: ids.dealers, price: '39000' }],
    });
    expect((await dealerPage()).personalPrice).toBe('39000.00');
    expect((await guestPage()).personalPrice).toBe((await guestPage()).basePrice);
    await admin('PATCH', `/customer/group/${ids.dealers}/price`, {
      groupPriceList: [{ productId: ids.main, price: '38000' }],
    });
    expect((await dealerPage()).personalPrice).toBe('38000.00');
  });

  it("shows a group discount change on a related product's card on the next read", async () => {
    const paperPrice = async () => (await dealerPage()).relations.accessories[0]?.personalPrice;
    expect(await paperPrice()).toBe('108.00');
    await admin('PATCH', `/customer/group/${ids.dealers}`, { title: 'Дилеры', discountPercent: '25' });
    expect(await paperPrice()).toBe('90.00');
  });

  it('shows a product edit on the next read: title, description, SEO', async () => {
    await admin('PATCH', `/product/${ids.main}`, {
      title: 'Тахограф VDO DTCO 4.1a',
      description: '<p>Новая версия</p>',
      seoTitle: 'DTCO 4.1a',
    });
    expect(await guestPage()).toMatchObject({
      title: 'Тахограф VDO DTCO 4.1a',
      description: '<p>Новая версия</p>',
      seoTitle: 'DTCO 4.1a',
    });
    expect((await dealerPage()).title).toBe('Тахограф VDO DTCO 4.1a');
  });

  it("shows a related product's edit on the next read", async () => {
    await admin('PATCH', `/product/${ids.paper}`, { title: 'Бумага для тахографа', basePrice: '130' });
    expect((await guestPage()).relations.accessories[0]).toMatchObject({
      title: 'Бумага для тахографа',
      basePrice: '130.00',
    });
  });

  it('shows relations, attributes, attribute groups and images on the next read', async () => {
    await admin('PUT', `/product/${ids.main}/relations`, { analogues: [ids.paper], accessories: [], related: [] });
    expect((await guestPage()).relations).toMatchObject({ analogues: [{ slug: 'paper' }], accessories: [] });

    await admin('PUT', `/product/${ids.main}/attributes`, {
      attributeValueList: [{ attributeId: ids.voltage, value: 12 }],
    });
    expect((await guestPage()).attributeGroupList[0]?.attributeValueList[0]?.displayValue).toBe('12 В');
    await admin('PUT', '/attribute-group', { id: ids.group, title: 'Электропитание', position: 0 });
    expect((await guestPage()).attributeGroupList[0]?.attributeGroup?.title).toBe('Электропитание');

    await admin('PATCH', `/product/${ids.main}/multimedia/${ids.image}`, { alt: 'Вид спереди' });
    expect((await guestPage()).multimedia[0]?.image.alt).toBe('Вид спереди');
    await admin('PATCH', `/media/file/${ids.image}`, { alt: 'Из медиатеки' });
    await admin('PATCH', `/product/${ids.main}/multimedia/${ids.image}`, { alt: null });
    expect((await guestPage()).multimedia[0]?.image.alt).toBe('Из медиатеки');
    await admin('PATCH', `/media/file/${ids.image}`, { alt: 'Медиатека, правка' });
    expect((await guestPage()).multimedia[0]?.image.alt).toBe('Медиатека, правка');
  });

  it('answers 6 for a deleted product and the page again once restored, and follows a slug change', async () => {
    await admin('DELETE', `/product/${ids.paper}`);
    expect((await guestPage()).relations.analogues).toEqual([]);
    expect((await read('paper')).error).toBe(ErrorCode.RecordNotFound);
    await admin('POST', `/product/${ids.paper}/restore`);
    expect((await guestPage('paper')).slug).toBe('paper');

    await admin('PATCH', `/product/${ids.main}`, { slug: 'vdo-dtco' });
    expect((await read('dtco')).error).toBe(ErrorCode.RecordNotFound);
    expect((await guestPage('vdo-dtco')).id).toBe(ids.main);
    await admin('PATCH', `/product/${ids.main}`, { slug: 'dtco' });
  });
});

const REDIS_URL = process.env['TEST_REDIS_URL']?.trim() || undefined;

/** Two API processes on one PostgreSQL database, their change feeds relayed over Redis, as production runs them. */
describe.skipIf(REDIS_URL === undefined || TEST_ENGINE !== 'postgres')(
  'the product page cache across API processes (Redis relay)',
  () => {
    let t: TestApp;
    let second: SecondApi;
    let rootHeaders: Record<string, string>;

    beforeAll(async () => {
      const channel = `shop-test:changes:${randomUUID()}`;
      t = await buildTestApp({
        env: { REDIS_URL: REDIS_URL ?? '' },
        changesChannel: channel,
        rateLimitStore: new MemoryRateLimitStore(systemClock),
      });
      const other = await secondApiOnSameDatabase(t, 2, { redisUrl: REDIS_URL ?? '', channel });
      if (other === undefined) throw new Error('no second API on PostgreSQL');
      second = other;
      rootHeaders = (await signedIn(t.app, t.db.orm, 'root')).headers;
    });
    afterAll(async () => {
      await second.close();
      await t.close();
    });

    it("drops the other process's cached page once the relay brings the write, long before the cache's minute is up", async () => {
      const created = await t.app.inject({
        method: 'POST',
        url: '/api/v1/admin/product',
        headers: rootHeaders,
        payload: { article: 'R-1', title: 'Реле', slug: 'relay', basePrice: '100', availability: 'in_stock' },
      });
      const id = (created.json() as { payload: { product: Product } }).payload.product.id;
      const priceAtSecond = async () =>
        (
          (await second.app.inject({ method: 'GET', url: '/api/v1/product/by-slug/relay' })).json() as {
            payload: { product: Product };
          }
        ).payload.product.basePrice;
      expect(await priceAtSecond()).toBe('100.00');

      const heard = new Promise<void>((resolve) => {
        const stop = second.app.writeFeed.subscribe(() => {
          stop();
          resolve();
        });
      });
      await t.app.inject({
        method: 'PATCH',
        url: `/api/v1/admin/product/${id}`,
        headers: rootHeaders,
        payload: { basePrice: '150' },
      });
      await heard;
      expect(await priceAtSecond()).toBe('150.00');
    });
  },
);
