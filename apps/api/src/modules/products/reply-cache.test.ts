import type { Schema } from '@shop/api-contract';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { adminCall, type AdminMethod } from '../../testing/admin-call';
import { buildTestApp, type TestApp } from '../../testing/build-test-app';
import { signedIn } from '../../testing/identity';
import { recordStatements, type StatementLog } from '../../testing/statement-log';

type Json = Record<string, unknown>;
type Card = Pick<Schema<'ProductCard'>, 'id' | 'title' | 'basePrice' | 'personalPrice'>;

/**
 * The reply cache of the public listing and of search (issue #27): an unchanged page is answered without a catalogue
 * statement, per price group, and every write that changes what it shows (a price, a group price, a group's discount,
 * a group's members, a title) shows on the very next read.
 */
describe('the listing and search reply cache', () => {
  let t: TestApp;
  let log: StatementLog;
  let rootHeaders: Record<string, string>;
  let dealer: { user: { id: string }; headers: Record<string, string> };
  const ids: Record<string, string> = {};

  const admin = (method: AdminMethod, url: string, payload?: object) =>
    adminCall(t.app, rootHeaders, method, url, payload) as Promise<Json>;
  /** The cards of a reply: a listing's own, a search's inside its hits. */
  const get = async (url: string, headers: Record<string, string> = {}) => {
    const res = await t.app.inject({ method: 'GET', url: `/api/v1${url}`, headers });
    expect(res.statusCode, res.body).toBe(200);
    const list = (res.json().payload as { productList: (Card | { product: Card })[] }).productList;
    return list.map((item) => ('product' in item ? item.product : item));
  };
  /** The tachograph's card as each reply shows it to `headers`' caller. */
  const cards = async (headers: Record<string, string> = {}) => {
    const replies = await Promise.all([
      get('/product/list?sort=price_desc', headers),
      get(`/search?query=${encodeURIComponent('тахограф')}`, headers),
      get(`/search/suggest?query=${encodeURIComponent('тахограф')}`, headers),
    ]);
    return replies.map((reply) => reply.find((card) => card.id === ids.main));
  };
  const prices = async (headers: Record<string, string> = {}) =>
    (await cards(headers)).map((card) => [card?.basePrice, card?.personalPrice]);

  beforeAll(async () => {
    t = await buildTestApp();
    rootHeaders = (await signedIn(t.app, t.db.orm, 'root')).headers;
    const product = async (fields: Json) =>
      ((await admin('POST', '/product', { availability: 'in_stock', ...fields })).product as Json).id as string;
    ids.main = await product({ article: 'DTCO 4.1', title: 'Тахограф VDO DTCO 4.1', slug: 'dtco', basePrice: '45000' });
    ids.other = await product({ article: 'P-1', title: 'Бумага для тахографа', slug: 'paper', basePrice: '120' });
    ids.dealers = (
      (await admin('POST', '/customer/group', { title: 'Дилеры', discountPercent: '10' })).customerGroup as Json
    ).id as string;
    dealer = await signedIn(t.app, t.db.orm, 'customer');
    await admin('POST', `/customer/group/${ids.dealers}/member`, { userIdList: [dealer.user.id] });
    log = recordStatements(t.db.orm);
  });
  afterAll(async () => {
    log.stop();
    await t.close();
  });

  // Every case starts from replies already in the cache.
  beforeEach(async () => {
    await cards();
    await cards(dealer.headers);
  });

  it('answers an unchanged listing, search or suggestion without a statement, and keeps one per price group', async () => {
    const statements = await log.during(async () => {
      expect(await prices()).toEqual(Array(3).fill(['45000.00', '45000.00']));
    });
    expect(statements, statements.join('\n---\n')).toEqual([]);
    // The dealer's session is read per request; nothing of the catalogue is.
    const dealerStatements = await log.during(async () => {
      expect(await prices(dealer.headers)).toEqual(Array(3).fill(['45000.00', '40500.00']));
    });
    expect(dealerStatements.filter((sql) => !sql.includes('from "auth_session"'))).toEqual([]);
    expect(dealerStatements).toHaveLength(3);
  });

  it('shows a base price and a title change on the next read', async () => {
    await admin('PATCH', `/product/${ids.main}`, { basePrice: '46000', title: 'Тахограф VDO DTCO 4.1b' });
    expect(await prices()).toEqual(Array(3).fill(['46000.00', '46000.00']));
    expect((await cards()).map((card) => card?.title)).toEqual(Array(3).fill('Тахограф VDO DTCO 4.1b'));
    expect(await prices(dealer.headers)).toEqual(Array(3).fill(['46000.00', '41400.00']));
  });

  it("shows a group price and a group discount to the group's customers on the next read, nothing of it to guests", async () => {
    await admin('PUT', `/product/${ids.main}/group-prices`, {
      groupPriceList: [{ customerGroupId: ids.dealers, price: '39000' }],
    });
    expect((await prices(dealer.headers)).map(([, personal]) => personal)).toEqual(Array(3).fill('39000.00'));
    expect((await prices()).map(([base, personal]) => base === personal)).toEqual([true, true, true]);

    await admin('PUT', `/product/${ids.main}/group-prices`, { groupPriceList: [] });
    await admin('PATCH', `/customer/group/${ids.dealers}`, { title: 'Дилеры', discountPercent: '20' });
    const [[base, personal]] = (await prices(dealer.headers)) as [[string, string]];
    expect(Number(personal)).toBeCloseTo(Number(base) * 0.8, 2);
  });

  it('shows base prices to a customer taken out of the group on the next read, and the group prices once back', async () => {
    await admin('DELETE', `/customer/group/${ids.dealers}/member`, { userIdList: [dealer.user.id] });
    expect((await prices(dealer.headers)).map(([base, personal]) => base === personal)).toEqual([true, true, true]);
    await admin('POST', `/customer/group/${ids.dealers}/member`, { userIdList: [dealer.user.id] });
    expect((await prices(dealer.headers)).map(([base, personal]) => base === personal)).toEqual([false, false, false]);
  });
});
