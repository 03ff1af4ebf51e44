import { createApiClient } from '@shop/api-client';
import { ru } from '@shop/i18n-ru';
import { createSessionStore, SessionProvider } from '@shop/session';
import { testUser } from '@shop/session/testing';
import { siteSettingsKeys, type SiteSettings } from '@shop/storefront-data-access';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, within } from '@testing-library/react';
import { createRoutesStub } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { AccountPage } from './account-page';

afterEach(cleanup);

const FILE = {
  title: 'Прайс-лист ноябрь',
  extension: 'xlsx',
  bucketName: 'public',
  path: '/site-settings/price-list/a.xlsx',
};
const NO_FILES: SiteSettings = {
  priceListFile: null,
  requisitesFile: null,
  freeShippingCost: '0',
  thematicTheme: 'default',
};

/** The account of a signed-in customer, with the site settings in the cache as the layout's loader leaves them. */
function renderAccount(settings: SiteSettings) {
  const session = createSessionStore({
    api: () => api,
    storage: null,
    reload: () => undefined,
    initial: { accessToken: 'access', user: testUser() },
  });
  const api = createApiClient({ baseUrl: 'http://shop.test' });
  const client = new QueryClient();
  client.setQueryData(siteSettingsKeys.all, settings);
  const Stub = createRoutesStub([{ path: '/account', Component: AccountPage }]);
  render(
    <QueryClientProvider client={client}>
      <SessionProvider store={session}>
        <Stub initialEntries={['/account']} />
      </SessionProvider>
    </QueryClientProvider>,
  );
}

describe('AccountPage', () => {
  it('offers the price list and the requisites the settings hold, as the footer does', () => {
    renderAccount({ ...NO_FILES, priceListFile: FILE, requisitesFile: { ...FILE, extension: 'pdf' } });
    const section = screen.getByRole('region', { name: ru.storefrontContent.account.downloadsTitle });
    const links = within(section).getAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href'), link.hasAttribute('download')])).toEqual([
      [ru.storefront.footer.priceList, '/api/v1/site-settings/download/price-list', true],
      [ru.storefront.footer.requisites, '/api/v1/site-settings/download/requisites', true],
    ]);
  });

  it('has no downloads section while the settings hold no files', () => {
    renderAccount(NO_FILES);
    expect(screen.getByRole('heading', { level: 1, name: ru.storefront.account.title })).toBeTruthy();
    expect(screen.queryByRole('region', { name: ru.storefrontContent.account.downloadsTitle })).toBeNull();
  });
});
