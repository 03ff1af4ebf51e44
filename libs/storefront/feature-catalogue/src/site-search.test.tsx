import { createApiClient } from '@shop/api-client';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createRoutesStub, useLocation } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { ApiProvider } from '@shop/storefront-data-access';
import { searchHref, SiteSearch } from './site-search';
import { testProductCard } from '@shop/storefront-testing';

afterEach(cleanup);

const json = (body: unknown) => new Response(JSON.stringify(body), { status: 200, headers: { 'Content-Type': 'application/json' } });

/** The header search on `path`, with a fake suggest endpoint and the address printed under it. */
function renderSearch(path: string) {
  const asked: string[] = [];
  const fetch = (async (input: RequestInfo | URL) => {
    const url = new URL((input as Request).url);
    asked.push(url.searchParams.get('query') ?? '');
    return json({
      payload: {
        productList: [{ product: testProductCard({ slug: 'dtco-4-1' }), rank: 1, matchedBy: ['article'], highlight: { title: 'Тахограф <mark>DTCO</mark> &lt;new&gt;', article: '<mark>DTCO</mark> 4.1', description: null } }],
        categoryList: [{ id: '00000000-0000-4000-8000-0000000000c1', slug: 'tahografy', title: 'Тахографы' }],
      },
    });
  }) as typeof globalThis.fetch;
  const api = createApiClient({ baseUrl: 'http://shop.test', fetch });
  function Page() {
    const location = useLocation();
    return (
      <>
        <SiteSearch />
        <p data-testid="address">{decodeURIComponent(`${location.pathname}${location.search}`).replace(/\+/g, ' ')}</p>
      </>
    );
  }
  const Stub = createRoutesStub([
    { path: '/', Component: Page },
    { path: '/all/products', Component: Page },
  ]);
  render(
    <QueryClientProvider client={new QueryClient()}>
      <ApiProvider api={api}>
        <Stub initialEntries={[path]} />
      </ApiProvider>
    </QueryClientProvider>,
  );
  return { asked };
}

describe('SiteSearch', () => {
  it('sends the words to the all-products page', async () => {
    renderSearch('/');
    await userEvent.type(screen.getByRole('searchbox', { name: 'Поиск по каталогу' }), '  тахограф штрих {Enter}');
    expect(screen.getByTestId('address').textContent).toBe('/all/products?q=тахограф штрих');
  });

  it('shows the current query on the results page', () => {
    renderSearch('/all/products?q=dtco');
    expect(screen.getByRole('searchbox', { name: 'Поиск по каталогу' })).toHaveProperty('value', 'dtco');
  });

  it('suggests categories and products with the matches marked, as text', async () => {
    const { asked } = renderSearch('/');
    await userEvent.type(screen.getByRole('searchbox', { name: 'Поиск по каталогу' }), 'dtco');
    const product = await screen.findByRole('link', { name: /Тахограф DTCO <new>/ });
    expect(product.getAttribute('href')).toBe('/product/dtco-4-1');
    expect(product.querySelector('mark')?.textContent).toBe('DTCO');
    expect(screen.getByRole('link', { name: 'Тахографы' }).getAttribute('href')).toBe('/category/tahografy');
    // Debounced: one request for the whole word, not one per letter.
    expect(asked).toEqual(['dtco']);
  });

  it('does not ask for suggestions for a single letter', async () => {
    const { asked } = renderSearch('/');
    await userEvent.type(screen.getByRole('searchbox', { name: 'Поиск по каталогу' }), 'т');
    await new Promise((resolve) => setTimeout(resolve, 400));
    expect(asked).toEqual([]);
  });
});

describe('searchHref', () => {
  it('leads blank text to the plain list', () => {
    expect(searchHref('   ')).toBe('/all/products');
  });
});
