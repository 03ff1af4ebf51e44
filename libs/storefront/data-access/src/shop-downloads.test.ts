import { describe, expect, it } from 'vitest';
import { shopDownloads } from './shop-downloads';

const file = {
  title: 'Прайс-лист ноябрь',
  extension: 'xlsx',
  bucketName: 'public',
  path: '/site-settings/price-list/a.xlsx',
};

describe('shopDownloads', () => {
  it("offers each file the settings hold, the price list first, through the API's named downloads", () => {
    expect(shopDownloads({ priceListFile: file, requisitesFile: { ...file, extension: 'pdf' } })).toEqual([
      { href: '/api/v1/site-settings/download/price-list', label: 'Прайс-лист' },
      { href: '/api/v1/site-settings/download/requisites', label: 'Реквизиты компании' },
    ]);
    expect(shopDownloads({ priceListFile: null, requisitesFile: file })).toEqual([
      { href: '/api/v1/site-settings/download/requisites', label: 'Реквизиты компании' },
    ]);
  });

  it('offers nothing without files or before the settings load', () => {
    expect(shopDownloads({ priceListFile: null, requisitesFile: null })).toEqual([]);
    expect(shopDownloads(undefined)).toEqual([]);
  });
});
