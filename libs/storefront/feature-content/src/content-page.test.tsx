import type { Schema } from '@shop/api-contract';
import { formatDate, formatMoney, ru } from '@shop/i18n-ru';
import { siteSettingsKeys, type SiteSettings } from '@shop/storefront-data-access';
import { effectiveColorMode } from '@shop/domain';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { createRoutesStub, useLocation } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { contentPageMeta } from './content-meta';
import { ContentPage } from './content-page';
import { contentPageHandle, type ContentPageData, type ContentPageSlug } from './content-page-data';
import { freeShippingText } from './free-shipping-note';
import { sellerRows } from './seller-requisites';

afterEach(cleanup);

const t = ru.storefrontContent;

const SELLER: Schema<'SellerRequisites'> = {
  title: 'ООО «ТахоСнаб»',
  inn: '7728168971',
  kpp: '772801001',
  ogrn: '1027700067328',
  legalAddress: '117342, г. Москва, ул. Бутлерова, д. 17, офис 305',
  bankName: 'АО «АЛЬФА-БАНК», г. Москва',
  bik: '044525593',
  checkingAccount: '40702810801300012345',
  correspondentAccount: '30101810200000000593',
  phone: null,
  director: 'Смирнов А. В.',
  accountant: null,
};

function page(
  slug: ContentPageSlug,
  overrides: Partial<Schema<'PublicContentPage'>> = {},
): Schema<'PublicContentPage'> {
  return {
    slug,
    title: 'Контакты',
    html: '<p>Звоните: <a href="tel:+74951234567">+7 (495) 123-45-67</a></p><h2 id="hours">Режим работы</h2><p>Пн–пт. <a href="/delivery">Доставка</a></p>',
    seoTitle: null,
    seoDescription: null,
    updatedAt: null,
    ...overrides,
  };
}

const SETTINGS: SiteSettings = {
  priceListFile: null,
  requisitesFile: null,
  freeShippingCost: '15000',
  thematicTheme: 'default',
};

function Where() {
  return <p data-testid="where">{useLocation().pathname}</p>;
}

/** The page at its path inside a router, with the site settings in the cache as the layout's loader leaves them. */
function renderPage(data: ContentPageData, settings: SiteSettings | 'failed' = SETTINGS) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  if (settings === 'failed') {
    client
      .getQueryCache()
      .build(client, { queryKey: siteSettingsKeys.all })
      .setState({ status: 'error', error: new Error('down'), fetchStatus: 'idle' });
  } else {
    client.setQueryData(siteSettingsKeys.all, settings);
  }
  const Stub = createRoutesStub([
    { path: `/${data.contentPage.slug}`, Component: () => <ContentPage {...data} /> },
    { path: '*', Component: Where },
  ]);
  return render(
    <QueryClientProvider client={client}>
      <Stub initialEntries={[`/${data.contentPage.slug}`]} />
    </QueryClientProvider>,
  );
}

describe('ContentPage', () => {
  it('shows the title, the trail and the stored HTML as it is, inside the typographic container', () => {
    renderPage({ contentPage: page('contact'), seller: null });
    expect(screen.getByRole('heading', { level: 1, name: 'Контакты' })).toBeTruthy();
    expect(
      within(screen.getByRole('navigation', { name: ru.storefrontCatalogue.breadcrumbs.label })).getByRole('link', {
        name: 'Главная',
      }),
    ).toBeTruthy();
    const hours = screen.getByRole('heading', { level: 2, name: 'Режим работы' });
    expect(hours.id).toBe('hours');
    expect(hours.closest('.sf-content')).not.toBeNull();
    expect(screen.getByRole('link', { name: '+7 (495) 123-45-67' }).getAttribute('href')).toBe('tel:+74951234567');
    expect(screen.queryByText(t.page.updated)).toBeNull();
  });

  it("prints the seller's requisites on the contact page, and leaves the block out when none are set", () => {
    renderPage({ contentPage: page('contact'), seller: SELLER });
    const block = screen.getByRole('region', { name: t.seller.title });
    expect(within(block).getByText('7728168971')).toBeTruthy();
    expect(within(block).getByText(t.seller.ogrn)).toBeTruthy();
    expect(within(block).queryByText(t.seller.phone)).toBeNull();
    cleanup();
    renderPage({ contentPage: page('contact'), seller: null });
    expect(screen.queryByRole('region', { name: t.seller.title })).toBeNull();
  });

  it('prints no requisites on other pages even though the reply carries them', () => {
    renderPage({ contentPage: page('delivery', { title: 'Доставка и оплата' }), seller: SELLER });
    expect(screen.queryByRole('region', { name: t.seller.title })).toBeNull();
  });

  it('tells the free-shipping threshold of the settings on the delivery page only', () => {
    renderPage({ contentPage: page('delivery', { title: 'Доставка и оплата' }), seller: null });
    const note = screen.getByRole('region', { name: t.freeShipping.title });
    expect(note.textContent).toContain(`Для заказов от ${formatMoney('15000')} доставка бесплатна`);
    cleanup();
    renderPage(
      { contentPage: page('delivery', { title: 'Доставка и оплата' }), seller: null },
      { ...SETTINGS, freeShippingCost: '0' },
    );
    expect(screen.getByRole('region', { name: t.freeShipping.title }).textContent).toContain(t.freeShipping.none);
    cleanup();
    renderPage({ contentPage: page('contact'), seller: null });
    expect(screen.queryByRole('region', { name: t.freeShipping.title })).toBeNull();
  });

  it('promises nothing about free shipping when the settings could not be loaded', () => {
    renderPage({ contentPage: page('delivery', { title: 'Доставка и оплата' }), seller: null }, 'failed');
    expect(screen.queryByRole('region', { name: t.freeShipping.title })).toBeNull();
    expect(screen.getByRole('heading', { level: 1, name: 'Доставка и оплата' })).toBeTruthy();
  });

  it('shows when an administrator last edited the page', () => {
    renderPage({
      contentPage: page('user-agreement', {
        title: 'Пользовательское соглашение',
        updatedAt: '2026-11-20T09:00:00.000Z',
      }),
      seller: null,
    });
    const time = screen.getByText(formatDate('2026-11-20T09:00:00.000Z'));
    expect(time.tagName).toBe('TIME');
    expect(time.getAttribute('datetime')).toBe('2026-11-20T09:00:00.000Z');
    expect(time.textContent).toBe('20 ноября 2026');
  });

  it('opens a link of the text to another shop page in the app; a modified click is left to the browser', () => {
    renderPage({ contentPage: page('contact'), seller: null });
    const link = screen.getByRole('link', { name: 'Доставка' });
    expect(fireEvent.click(link, { ctrlKey: true })).toBe(true);
    expect(screen.queryByTestId('where')).toBeNull();
    expect(fireEvent.click(link)).toBe(false);
    expect(screen.getByTestId('where').textContent).toBe('/delivery');
  });
});

describe('freeShippingText', () => {
  it('names the threshold in roubles, or says there is no free shipping for 0', () => {
    expect(freeShippingText('15000.5')).toBe(
      `Для заказов от ${formatMoney('15000.5')} доставка бесплатна: стоимость доставки в такой заказ не добавляется.`,
    );
    expect(freeShippingText('0')).toBe(t.freeShipping.none);
    expect(freeShippingText('0.01')).toContain(formatMoney('0.01'));
  });
});

describe('sellerRows', () => {
  it("lists the filled requisites in an invoice's order, ОГРНИП for a 15-digit number", () => {
    expect(sellerRows(SELLER).map(([label]) => label)).toEqual([
      t.seller.name,
      t.seller.inn,
      t.seller.kpp,
      t.seller.ogrn,
      t.seller.legalAddress,
      t.seller.bankName,
      t.seller.bik,
      t.seller.checkingAccount,
      t.seller.correspondentAccount,
      t.seller.director,
    ]);
    const soleProprietor = { ...SELLER, inn: '500100732259', kpp: null, ogrn: '304500116000157' };
    expect(sellerRows(soleProprietor).map(([label]) => label)).toContain(t.seller.ogrnip);
    expect(sellerRows(soleProprietor).map(([label]) => label)).not.toContain(t.seller.kpp);
  });
});

describe('contentPageMeta', () => {
  const matches = [{ id: 'root', loaderData: { brand: 'ТахоСнаб', publicOrigin: 'https://shop.example.ru' } }];

  it('uses the SEO title and description, with the canonical address of the page', () => {
    const meta = contentPageMeta(
      {
        contentPage: page('delivery', {
          title: 'Доставка и оплата',
          seoTitle: 'Доставка по России',
          seoDescription: 'ПЭК, СДЭК и самовывоз',
        }),
        seller: null,
      },
      matches,
    );
    expect(meta).toContainEqual({ title: 'Доставка по России - интернет-магазин ТахоСнаб' });
    expect(meta).toContainEqual({ name: 'description', content: 'ПЭК, СДЭК и самовывоз' });
    expect(meta).toContainEqual({ tagName: 'link', rel: 'canonical', href: 'https://shop.example.ru/delivery' });
  });

  it('falls back to the page title and the start of its text', () => {
    const meta = contentPageMeta({ contentPage: page('contact'), seller: null }, matches);
    expect(meta).toContainEqual({ title: 'Контакты - интернет-магазин ТахоСнаб' });
    expect(meta).toContainEqual({
      name: 'description',
      content: 'Звоните: +7 (495) 123-45-67 Режим работы Пн–пт. Доставка',
    });
    expect(contentPageMeta(undefined, matches)).toEqual([]);
  });
});

describe('contentPageHandle', () => {
  it('forces the light mode on the user agreement (SPEC 2), whatever the visitor chose; the other pages follow the choice', () => {
    expect(effectiveColorMode('dark', [{ handle: undefined }, { handle: contentPageHandle('user-agreement') }])).toBe(
      'light',
    );
    expect(effectiveColorMode('system', [{ handle: contentPageHandle('user-agreement') }])).toBe('light');
    for (const slug of ['contact', 'delivery', 'application-conditions'] as const) {
      expect(effectiveColorMode('dark', [{ handle: contentPageHandle(slug) }])).toBe('dark');
    }
  });
});
