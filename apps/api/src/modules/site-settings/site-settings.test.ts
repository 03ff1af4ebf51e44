import { ErrorCode } from '@shop/errors';
import { eq } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { pgErrorToAppError } from '../../db/pg-errors';
import { siteSettings, siteSettingsChange, storedFile, users } from '../../db/schema';
import { buildTestApp, type TestApp } from '../../testing/build-test-app';
import { signedIn } from '../../testing/identity';
import { multipart } from '../../testing/multipart';
import { checkoutBody, confirmedCustomer, fillCart } from '../../testing/orders';
import { createProduct } from '../../testing/products';
import { VALID_SELLER } from '../../testing/site-settings';
import { Bucket } from '../../storage/buckets';
import { normaliseDecimal } from './service';

describe('GET /api/v1/site-settings', () => {
  let t: TestApp;
  beforeEach(async () => {
    t = await buildTestApp();
  });
  afterEach(() => t.close());

  it('answers the defaults when nothing is stored', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/v1/site-settings' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      payload: {
        siteSettings: { priceListFile: null, requisitesFile: null, freeShippingCost: '0', thematicTheme: 'default' },
      },
    });
  });

  it('answers the stored values with file references', async () => {
    const [priceList] = await t.db.orm
      .insert(storedFile)
      .values({
        bucket: 'public',
        path: '/price-list/2026-03.xlsx',
        title: 'Прайс-лист',
        extension: 'xlsx',
        mime: 'application/vnd.ms-excel',
        size: 2048,
      })
      .returning({ id: storedFile.id });
    await t.db.orm
      .insert(siteSettings)
      .values({ priceListFileId: priceList?.id, freeShippingCost: '15000.50', thematicTheme: 'new_year' });

    const res = await t.app.inject({ method: 'GET', url: '/api/v1/site-settings' });
    expect(res.statusCode).toBe(200);
    expect(res.json().payload.siteSettings).toEqual({
      priceListFile: { title: 'Прайс-лист', extension: 'xlsx', bucketName: 'public', path: '/price-list/2026-03.xlsx' },
      requisitesFile: null,
      freeShippingCost: '15000.5',
      thematicTheme: 'new_year',
    });
  });

  it('is guarded by constraints whose violations map to catalogue codes', async () => {
    const codeOf = (query: Promise<unknown>) =>
      query.then(
        () => 'no error',
        (err: unknown) => pgErrorToAppError(err)?.code,
      );
    await t.db.orm.insert(siteSettings).values({});
    expect(await codeOf(t.db.orm.insert(siteSettings).values({ id: 1 }))).toBe(ErrorCode.UniqueViolation);
    expect(await codeOf(t.db.orm.insert(siteSettings).values({ id: 2 }))).toBe(ErrorCode.CheckViolation);
    expect(await codeOf(t.db.orm.update(siteSettings).set({ thematicTheme: 'summer' as 'default' }))).toBe(
      ErrorCode.CheckViolation,
    );
    expect(await codeOf(t.db.orm.update(siteSettings).set({ freeShippingCost: '-1' }))).toBe(ErrorCode.CheckViolation);
    expect(
      await codeOf(t.db.orm.update(siteSettings).set({ requisitesFileId: '00000000-0000-4000-8000-000000000000' })),
    ).toBe(ErrorCode.ForeignKeyViolation);
  });
});

describe('normaliseDecimal', () => {
  it.each([
    ['0.00', '0'],
    ['1500.00', '1500'],
    ['1500.50', '1500.5'],
    ['0.05', '0.05'],
    ['12', '12'],
  ])('%s -> %s', (input, output) => {
    expect(normaliseDecimal(input)).toBe(output);
  });
});

/** Bytes no text decoding would keep: every byte value, a NUL and a broken UTF-8 sequence among them. */
const BINARY = Buffer.concat([
  Buffer.from(Array.from({ length: 256 }, (_, i) => i)),
  Buffer.from([0xff, 0xfe, 0x00, 0xc3]),
  Buffer.from('PK\u0003\u0004 прайс'),
]);

describe('admin site settings', () => {
  let t: TestApp;
  let root: Awaited<ReturnType<typeof signedIn>>;
  beforeEach(async () => {
    t = await buildTestApp();
    root = await signedIn(t.app, t.db.orm, 'root');
  });
  afterEach(() => t.close());

  const publicSettings = async () =>
    (await t.app.inject({ method: 'GET', url: '/api/v1/site-settings' })).json().payload.siteSettings;
  const history = async (query = '') => {
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/v1/admin/site-settings/changes${query}`,
      headers: root.headers,
    });
    expect(res.statusCode).toBe(200);
    return res.json().payload as {
      changeList: Record<string, unknown>[];
      pagination: { page: number; limit: number; total: number };
    };
  };
  const patch = (path: string, payload: unknown, headers: Record<string, string> = root.headers) =>
    t.app.inject({
      method: 'PATCH',
      url: `/api/v1/admin/site-settings/${path}`,
      headers,
      payload: payload as Record<string, unknown>,
    });
  const upload = (
    path: 'price-list' | 'requisites',
    fields: Record<string, string>,
    file?: { filename: string; body: Buffer },
    headers: Record<string, string> = root.headers,
  ) => {
    const form = multipart(
      fields,
      file === undefined
        ? []
        : [{ name: 'file', filename: file.filename, type: 'application/octet-stream', body: file.body }],
    );
    return t.app.inject({
      method: 'PATCH',
      url: `/api/v1/admin/site-settings/${path}`,
      headers: { ...headers, ...form.headers },
      payload: form.payload,
    });
  };
  const stored = async (path: string) => (await t.storage.get(Bucket.Public, path))?.body ?? null;
  const rootRef = () => ({
    id: root.user.id,
    email: root.user.email,
    firstName: null,
    lastName: null,
    companyTitle: null,
  });

  describe('free-shipping cost', () => {
    it('is set, shown at once, and recorded with who and what', async () => {
      const res = await patch('free-shipping-cost', { freeShippingCost: '15000.50' });
      expect(res.statusCode).toBe(200);
      expect(res.json().payload.siteSettings.freeShippingCost).toBe('15000.5');
      expect((await publicSettings()).freeShippingCost).toBe('15000.5');

      expect((await patch('free-shipping-cost', { freeShippingCost: ' 15000.5 ' })).statusCode).toBe(200);
      expect(
        (await patch('free-shipping-cost', { freeShippingCost: '0' })).json().payload.siteSettings.freeShippingCost,
      ).toBe('0');

      const { changeList, pagination } = await history();
      expect(pagination).toEqual({ page: 1, limit: 20, total: 2 });
      expect(changeList).toEqual([
        {
          id: expect.any(String),
          field: 'freeShippingCost',
          oldValue: '15000.5',
          newValue: '0',
          changedAt: expect.any(String),
          changedBy: rootRef(),
          note: null,
        },
        {
          id: expect.any(String),
          field: 'freeShippingCost',
          oldValue: '0',
          newValue: '15000.5',
          changedAt: expect.any(String),
          changedBy: rootRef(),
          note: null,
        },
      ]);
    });

    it.each([['-1'], ['abc'], ['1.234'], [''], ['1,5'], ['12345678901'], ['1e3'], ['0x10'], ['١٠']])(
      'answers code 21 for %j and changes nothing',
      async (value) => {
        const res = await patch('free-shipping-cost', { freeShippingCost: value });
        expect([res.statusCode, res.json().error]).toEqual([400, ErrorCode.InvalidFreeShippingCost]);
        expect(res.json().details).toEqual([{ field: 'freeShippingCost', message: expect.any(String) }]);
        expect((await publicSettings()).freeShippingCost).toBe('0');
        expect((await history()).pagination.total).toBe(0);
      },
    );

    it('leaves the shape to the contract: a number or no field is code 12', async () => {
      expect((await patch('free-shipping-cost', { freeShippingCost: 1500 })).json().error).toBe(
        ErrorCode.CheckViolation,
      );
      expect((await patch('free-shipping-cost', {})).json().error).toBe(ErrorCode.CheckViolation);
    });

    it('is what the checkout follows at once: free shipping from the cost, never with 0', async () => {
      const product = await createProduct(t.db.orm, { basePrice: '2500.00' });
      const place = async () => {
        const { headers } = await confirmedCustomer(t.app, t.db.orm);
        await fillCart(t.app, headers, [{ productId: product.id, quantity: 2 }]);
        const res = await t.app.inject({ method: 'POST', url: '/api/v1/checkout', headers, payload: checkoutBody() });
        expect(res.statusCode).toBe(200);
        return res.json().payload.order;
      };
      await patch('free-shipping-cost', { freeShippingCost: '5000' });
      expect(await place()).toMatchObject({ itemsTotal: '5000.00', shippingCost: '0.00' });
      await patch('free-shipping-cost', { freeShippingCost: '0' });
      expect(await place()).toMatchObject({ itemsTotal: '5000.00', shippingCost: null });
    });
  });

  describe('thematic theme', () => {
    it('switches, shows at once, and records only real changes', async () => {
      expect(
        (await patch('thematic-theme', { thematicTheme: 'new_year' })).json().payload.siteSettings.thematicTheme,
      ).toBe('new_year');
      expect((await publicSettings()).thematicTheme).toBe('new_year');
      await patch('thematic-theme', { thematicTheme: 'new_year' });
      const { changeList } = await history();
      expect(changeList).toMatchObject([
        { field: 'thematicTheme', oldValue: 'default', newValue: 'new_year', changedBy: { id: root.user.id } },
      ]);
      expect((await patch('thematic-theme', { thematicTheme: 'summer' })).json().error).toBe(ErrorCode.CheckViolation);
    });
  });

  describe('files', () => {
    it('round-trips the price list byte for byte under its Cyrillic title', async () => {
      const res = await upload(
        'price-list',
        { title: 'Прайс-лист «ТахоСнаб» 2026' },
        { filename: 'price.xlsx', body: BINARY },
      );
      expect(res.statusCode).toBe(200);
      const file = res.json().payload.siteSettings.priceListFile;
      expect(file).toEqual({
        title: 'Прайс-лист «ТахоСнаб» 2026',
        extension: 'xlsx',
        bucketName: 'public',
        path: expect.stringMatching(/^\/site-settings\/price-list\/[0-9a-f-]{36}\.xlsx$/),
      });
      expect((await publicSettings()).priceListFile).toEqual(file);

      const download = await t.app.inject({ method: 'GET', url: '/api/v1/site-settings/download/price-list' });
      expect(download.statusCode).toBe(200);
      expect(download.rawPayload.equals(BINARY)).toBe(true);
      expect(download.headers['content-type']).toBe('application/octet-stream');
      const disposition = String(download.headers['content-disposition']);
      expect(disposition).toMatch(
        /^attachment; filename="[\x20-\x7e]+\.xlsx"; filename\*=UTF-8''[A-Za-z0-9%._~!$&+,;=:@-]+$/,
      );
      expect(decodeURIComponent(disposition.split("filename*=UTF-8''")[1] ?? '')).toBe(
        'Прайс-лист «ТахоСнаб» 2026.xlsx',
      );
      // The public URL serves the same bytes.
      const direct = await t.app.inject({ method: 'GET', url: `/storage/public${file.path}` });
      expect(direct.rawPayload.equals(BINARY)).toBe(true);
    });

    it('names the file after the sent file when no title is given, and records the titles', async () => {
      await upload(
        'requisites',
        {},
        { filename: 'Реквизиты ООО ТахоСнаб.pdf', body: Buffer.from('%PDF-1.7 реквизиты') },
      );
      const download = await t.app.inject({ method: 'GET', url: '/api/v1/site-settings/download/requisites' });
      expect(download.body).toBe('%PDF-1.7 реквизиты');
      expect(download.headers['content-disposition']).toContain(
        `filename*=UTF-8''${encodeURIComponent('Реквизиты ООО ТахоСнаб.pdf')}`,
      );
      expect((await history()).changeList).toMatchObject([
        {
          field: 'requisitesFile',
          oldValue: null,
          newValue: { title: 'Реквизиты ООО ТахоСнаб', extension: 'pdf' },
          changedBy: { id: root.user.id },
        },
      ]);
    });

    it('deletes the replaced file, and the removed one, from storage', async () => {
      const first = (
        await upload('price-list', { title: 'Прайс март' }, { filename: 'a.xlsx', body: Buffer.from('first') })
      ).json().payload.siteSettings.priceListFile;
      expect(await stored(first.path)).toEqual(Buffer.from('first'));

      const second = (
        await upload('price-list', { title: 'Прайс апрель' }, { filename: 'b.pdf', body: Buffer.from('second') })
      ).json().payload.siteSettings.priceListFile;
      expect(second.path).not.toBe(first.path);
      expect(await stored(first.path)).toBeNull();
      expect(await stored(second.path)).toEqual(Buffer.from('second'));
      expect((await t.app.inject({ method: 'GET', url: '/api/v1/site-settings/download/price-list' })).body).toBe(
        'second',
      );
      expect(await t.db.orm.select().from(storedFile)).toHaveLength(1);

      const removed = await upload('price-list', { remove: 'true' });
      expect(removed.statusCode).toBe(200);
      expect(removed.json().payload.siteSettings.priceListFile).toBeNull();
      expect(await stored(second.path)).toBeNull();
      expect(await t.db.orm.select().from(storedFile)).toHaveLength(0);
      // Removing what is not there is no change.
      expect((await upload('price-list', { remove: 'true' })).statusCode).toBe(200);

      expect((await history('?field=priceListFile')).changeList).toMatchObject([
        { oldValue: { title: 'Прайс апрель', extension: 'pdf' }, newValue: null },
        { oldValue: { title: 'Прайс март', extension: 'xlsx' }, newValue: { title: 'Прайс апрель', extension: 'pdf' } },
        { oldValue: null, newValue: { title: 'Прайс март', extension: 'xlsx' } },
      ]);
    });

    it('renames the current file with a title alone', async () => {
      const file = (await upload('price-list', {}, { filename: 'price.xlsx', body: Buffer.from('x') })).json().payload
        .siteSettings.priceListFile;
      const renamed = (await upload('price-list', { title: 'Прайс-лист.xlsx' })).json().payload.siteSettings
        .priceListFile;
      expect(renamed).toEqual({ ...file, title: 'Прайс-лист' });
      expect(await stored(file.path)).toEqual(Buffer.from('x'));
      expect((await history()).changeList[0]).toMatchObject({
        oldValue: { title: 'price', extension: 'xlsx' },
        newValue: { title: 'Прайс-лист', extension: 'xlsx' },
      });
    });

    it('answers 6 for a download or a rename with no file', async () => {
      for (const url of ['/api/v1/site-settings/download/price-list', '/api/v1/site-settings/download/requisites']) {
        const res = await t.app.inject({ method: 'GET', url });
        expect([res.statusCode, res.json().error]).toEqual([404, ErrorCode.RecordNotFound]);
      }
      expect((await upload('requisites', { title: 'Реквизиты' })).json().error).toBe(ErrorCode.RecordNotFound);
    });

    it('answers 12 for a bad form and stores nothing', async () => {
      const refusals = [
        await upload('price-list', {}),
        await upload('price-list', { remove: 'true' }, { filename: 'a.xlsx', body: Buffer.from('x') }),
        await upload('price-list', {}, { filename: 'a.exe', body: Buffer.from('MZ') }),
        await upload('requisites', {}, { filename: 'a.zip', body: Buffer.from('PK') }),
        await upload('price-list', {}, { filename: 'empty.xlsx', body: Buffer.alloc(0) }),
        await upload('price-list', { remove: 'yes' }),
      ];
      expect(refusals.map((r) => [r.statusCode, r.json().error])).toEqual(
        refusals.map(() => [400, ErrorCode.CheckViolation]),
      );
      expect(await t.db.orm.select().from(storedFile)).toHaveLength(0);
      expect((await history()).pagination.total).toBe(0);
    });
  });

  describe('shop requisites for invoices', () => {
    const body = (overrides: Record<string, unknown> = {}, seller: Record<string, unknown> = {}) => ({
      seller: { ...VALID_SELLER, ...seller },
      vatRate: '22',
      orderEmail: 'zakaz@tachosnab.ru',
      ...overrides,
    });

    it('start, for a new shop, with no seller and the standard НДС 22 %', async () => {
      const res = await t.app.inject({ method: 'GET', url: '/api/v1/admin/site-settings', headers: root.headers });
      expect(res.json().payload.siteSettings).toMatchObject({
        seller: null,
        vatRate: '22',
        orderEmail: null,
        updatedAt: null,
      });
    });

    it('are set, read back by the admin only, and recorded field by field', async () => {
      const res = await patch('shop-requisites', body({}, { kpp: '  ' }));
      // A blank КПП of an organisation is a problem; fix it and send again.
      expect(res.json().details).toEqual([{ field: 'seller.kpp', message: expect.any(String) }]);

      const ok = await patch('shop-requisites', body({}, { title: '  ООО «ТахоСнаб» ', phone: '' }));
      expect(ok.statusCode).toBe(200);
      expect(ok.json().payload.siteSettings).toMatchObject({
        seller: { ...VALID_SELLER, phone: null },
        vatRate: '22',
        orderEmail: 'zakaz@tachosnab.ru',
        freeShippingCost: '0',
      });

      const admin = await t.app.inject({ method: 'GET', url: '/api/v1/admin/site-settings', headers: root.headers });
      expect(admin.json().payload.siteSettings).toEqual({
        ...ok.json().payload.siteSettings,
        updatedAt: expect.any(String),
      });
      expect(await publicSettings()).not.toHaveProperty('seller');

      await patch('shop-requisites', body({ vatRate: 'none', orderEmail: null }, { phone: null }));
      const { changeList } = await history();
      expect(changeList.map((c) => [c.field, c.oldValue, c.newValue])).toEqual(
        expect.arrayContaining([
          ['vatRate', '22', 'none'],
          ['orderEmail', 'zakaz@tachosnab.ru', null],
          ['seller', null, { ...VALID_SELLER, phone: null }],
          ['orderEmail', null, 'zakaz@tachosnab.ru'],
        ]),
      );
      // vatRate '22' (the default) stayed the same first time round: only seller and orderEmail were recorded then.
      expect(changeList).toHaveLength(4);
      expect((await history('?field=vatRate&limit=1')).changeList).toMatchObject([
        { oldValue: '22', newValue: 'none' },
      ]);
    });

    it('answer 12 naming each bad field of the seller', async () => {
      const res = await patch(
        'shop-requisites',
        body(
          {},
          {
            inn: '7728168972',
            ogrn: '1027700067329',
            checkingAccount: '40702810801300012346',
            correspondentAccount: '',
            legalAddress: ' ',
          },
        ),
      );
      expect([res.statusCode, res.json().error]).toEqual([400, ErrorCode.CheckViolation]);
      expect(
        res
          .json()
          .details.map((d: { field: string }) => d.field)
          .sort(),
      ).toEqual(
        [
          'seller.checkingAccount',
          'seller.correspondentAccount',
          'seller.inn',
          'seller.legalAddress',
          'seller.ogrn',
        ].sort(),
      );
      expect((await patch('shop-requisites', body({}, { bik: '12345678' }))).json().details).toEqual([
        { field: 'seller.bik', message: expect.any(String) },
      ]);
      expect(
        (await patch('shop-requisites', body({}, { inn: '500100732259', kpp: '772801001' }))).json().details,
      ).toEqual(expect.arrayContaining([{ field: 'seller.kpp', message: expect.any(String) }]));
      expect((await patch('shop-requisites', body({ orderEmail: 'not an email' }))).json().error).toBe(
        ErrorCode.CheckViolation,
      );
      // 18 % is long gone, and 20 % is no longer a rate for new orders since 2026.
      for (const vatRate of ['18', '20'])
        expect((await patch('shop-requisites', body({ vatRate }))).json().error).toBe(ErrorCode.CheckViolation);
      expect((await t.db.orm.select().from(siteSettings))[0]?.seller ?? null).toBeNull();
      expect((await history()).pagination.total).toBe(0);
    });
  });

  describe('only root changes settings', () => {
    it('anonymous 401, customer 403, and nothing changes', async () => {
      const customer = await signedIn(t.app, t.db.orm, 'customer');
      for (const headers of [{}, customer.headers] as Record<string, string>[]) {
        const expected =
          Object.keys(headers).length === 0 ? [401, ErrorCode.InvalidCredentials] : [403, ErrorCode.NoPermission];
        const replies = [
          await patch('free-shipping-cost', { freeShippingCost: '100' }, headers),
          await patch('thematic-theme', { thematicTheme: 'new_year' }, headers),
          await patch('shop-requisites', { seller: VALID_SELLER, vatRate: '22', orderEmail: null }, headers),
          await upload('price-list', {}, { filename: 'a.xlsx', body: Buffer.from('x') }, headers),
          await upload('requisites', { remove: 'true' }, undefined, headers),
          await t.app.inject({ method: 'GET', url: '/api/v1/admin/site-settings', headers }),
          await t.app.inject({ method: 'GET', url: '/api/v1/admin/site-settings/changes', headers }),
        ];
        expect(replies.map((r) => [r.statusCode, r.json().error])).toEqual(replies.map(() => expected));
      }
      expect(await publicSettings()).toEqual({
        priceListFile: null,
        requisitesFile: null,
        freeShippingCost: '0',
        thematicTheme: 'default',
      });
      expect(await t.db.orm.select().from(siteSettingsChange)).toHaveLength(0);
      expect(await t.db.orm.select().from(storedFile)).toHaveLength(0);
    });
  });

  describe('history', () => {
    it('pages newest first and keeps the change when its author is deleted', async () => {
      for (const cost of ['100', '200', '300']) await patch('free-shipping-cost', { freeShippingCost: cost });
      const second = await history('?page=2&limit=2');
      expect(second.pagination).toEqual({ page: 2, limit: 2, total: 3 });
      expect(second.changeList).toMatchObject([{ oldValue: '0', newValue: '100' }]);
      expect((await history('?limit=2')).changeList.map((c) => c.newValue)).toEqual(['300', '200']);
      expect((await history('?field=thematicTheme')).changeList).toEqual([]);

      const other = await signedIn(t.app, t.db.orm, 'root');
      await patch('thematic-theme', { thematicTheme: 'new_year' }, other.headers);
      await t.db.orm.delete(users).where(eq(users.id, other.user.id));
      expect((await history('?limit=1')).changeList).toMatchObject([{ field: 'thematicTheme', changedBy: null }]);
    });
  });
});
