import { describe, expect, it, vi } from 'vitest';
import { DEFAULT_SITE_SETTINGS, fetchSiteSettings } from './site-settings';

const json = (status: number, body: unknown) =>
  vi.fn<typeof fetch>(async () => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } }));

const stored = {
  priceListFile: null,
  requisitesFile: null,
  freeShippingCost: '15000',
  thematicTheme: 'new_year',
} as const;

describe('fetchSiteSettings', () => {
  it('returns the settings of the reply', async () => {
    const fetchMock = json(200, { payload: { siteSettings: stored } });
    expect(await fetchSiteSettings('http://api.test', fetchMock)).toEqual(stored);
    expect((fetchMock.mock.calls[0]?.[0] as Request).url).toBe('http://api.test/api/v1/site-settings');
  });

  it('falls back to the defaults silently when the API has none (record not found)', async () => {
    expect(await fetchSiteSettings('http://api.test', json(404, { error: 6, message: 'Запись не найдена' }))).toEqual(
      DEFAULT_SITE_SETTINGS,
    );
  });

  it('throws on any other error and on a reply without settings', async () => {
    await expect(fetchSiteSettings('http://api.test', json(500, { error: 0, message: 'Возникла ошибка' }))).rejects.toThrow();
    await expect(fetchSiteSettings('http://api.test', json(200, { payload: {} }))).rejects.toThrow(/no payload/);
  });
});
