import { ErrorCode } from '@shop/errors';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { pgErrorToAppError } from '../../db/pg-errors';
import { siteSettings, storedFile } from '../../db/schema';
import { buildTestApp, type TestApp } from '../../testing/build-test-app';
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
      .values({ bucket: 'public', path: '/price-list/2026-03.xlsx', title: 'Прайс-лист', extension: 'xlsx', mime: 'application/vnd.ms-excel', size: 2048 })
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
    const codeOf = (query: Promise<unknown>) => query.then(() => 'no error', (err: unknown) => pgErrorToAppError(err)?.code);
    await t.db.orm.insert(siteSettings).values({});
    expect(await codeOf(t.db.orm.insert(siteSettings).values({ id: 1 }))).toBe(ErrorCode.UniqueViolation);
    expect(await codeOf(t.db.orm.insert(siteSettings).values({ id: 2 }))).toBe(ErrorCode.CheckViolation);
    expect(await codeOf(t.db.orm.update(siteSettings).set({ thematicTheme: 'summer' as 'default' }))).toBe(ErrorCode.CheckViolation);
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
