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

const json = (body: unknown) =>
  new Response(JSON.stringify(body), { status: 200, headers: { 'Content-Type': 'application/json' } });

/** The header search on `path`, with a fake suggest endpoint and the address printed under it. */
function renderSearch(path: string) {
  const asked: string[] = [];
  const fetch = (async (input: RequestInfo | URL) => {
    const url = new URL((input as Request).url);
    asked.push(url.searchParams.get('query') ?? '');
    return json({
      payload: {
        productList: [
          {
            product: testProductCard({ slug: 'dtco-4-1' }),
            rank: 1,
            matchedBy: ['article'],
            highlight: {
              title: 'Тахограф <mark>DTCO</mark> &lt;new&gt;',
              article: '<mark>DTCO</mark> 4.1',
              description: null,
            },
          },
        ],
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
    { path: '*', Component: Page },
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
    await userEvent.type(screen.getByRole('combobox', { name: 'Поиск по каталогу' }), '  тахограф штрих {Enter}');
    expect(screen.getByTestId('address').textContent).toBe('/all/products?q=тахограф штрих');
  });

  it('shows the current query on the results page', () => {
    renderSearch('/all/products?q=dtco');
    expect(screen.getByRole('combobox', { name: 'Поиск по каталогу' })).toHaveProperty('value', 'dtco');
  });

  it('suggests categories and products in a listbox, with the matches marked, as text', async () => {
    const { asked } = renderSearch('/');
    const box = screen.getByRole('combobox', { name: 'Поиск по каталогу' });
    expect(box.getAttribute('aria-expanded')).toBe('false');
    await userEvent.type(box, 'dtco');
    const list = await screen.findByRole('listbox', { name: 'Подсказки' });
    expect(box.getAttribute('aria-expanded')).toBe('true');
    expect(box.getAttribute('aria-controls')).toBe(list.id);
    expect(box.getAttribute('aria-autocomplete')).toBe('list');
    expect(screen.getByRole('group', { name: 'Категории' })).toBeTruthy();
    const product = screen.getByRole('option', { name: /Тахограф DTCO <new>/ });
    expect(product.querySelector('mark')?.textContent).toBe('DTCO');
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual([
      'Тахографы',
      'Тахограф DTCO <new>DTCO 4.1',
    ]);
    expect(screen.getByText('Подсказок: 2. Выбор стрелками вверх и вниз').getAttribute('aria-live')).toBe('polite');
    // Debounced: one request for the whole word, not one per letter.
    expect(asked).toEqual(['dtco']);
  });

  it('walks the suggestions with the arrow keys while the focus stays in the box, and opens the chosen one with Enter', async () => {
    renderSearch('/');
    const box = screen.getByRole('combobox', { name: 'Поиск по каталогу' });
    await userEvent.type(box, 'dtco');
    await screen.findByRole('listbox');
    const [category, product] = screen.getAllByRole('option');
    await userEvent.keyboard('{ArrowDown}');
    expect(box.getAttribute('aria-activedescendant')).toBe(category?.id);
    expect(category?.getAttribute('aria-selected')).toBe('true');
    await userEvent.keyboard('{ArrowDown}');
    expect(box.getAttribute('aria-activedescendant')).toBe(product?.id);
    expect(category?.getAttribute('aria-selected')).toBe('false');
    // Past the last suggestion the text itself is chosen again; Up from there goes to the last one.
    await userEvent.keyboard('{ArrowDown}');
    expect(box.getAttribute('aria-activedescendant')).toBeNull();
    await userEvent.keyboard('{ArrowUp}');
    expect(box.getAttribute('aria-activedescendant')).toBe(product?.id);
    expect(document.activeElement).toBe(box);
    await userEvent.keyboard('{Enter}');
    expect(screen.getByTestId('address').textContent).toBe('/product/dtco-4-1');
    expect(screen.queryByRole('listbox')).toBeNull();
  });

  it('searches the text on Enter when no suggestion is chosen, and opens a suggestion on click', async () => {
    renderSearch('/');
    const box = screen.getByRole('combobox', { name: 'Поиск по каталогу' });
    await userEvent.type(box, 'dtco');
    await screen.findByRole('listbox');
    await userEvent.keyboard('{Enter}');
    expect(screen.getByTestId('address').textContent).toBe('/all/products?q=dtco');
    const again = screen.getByRole('combobox', { name: 'Поиск по каталогу' });
    await userEvent.type(again, '{ArrowDown}');
    await userEvent.click(await screen.findByRole('option', { name: 'Тахографы' }));
    expect(screen.getByTestId('address').textContent).toBe('/category/tahografy');
  });

  it('closes the suggestions on Escape, and clears the text on a second Escape', async () => {
    renderSearch('/');
    const box = screen.getByRole('combobox', { name: 'Поиск по каталогу' });
    await userEvent.type(box, 'dtco');
    await screen.findByRole('listbox');
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('listbox')).toBeNull();
    expect(box.getAttribute('aria-expanded')).toBe('false');
    expect(box).toHaveProperty('value', 'dtco');
    await userEvent.keyboard('{Escape}');
    expect(box).toHaveProperty('value', '');
  });

  it('does not ask for suggestions for a single letter', async () => {
    const { asked } = renderSearch('/');
    await userEvent.type(screen.getByRole('combobox', { name: 'Поиск по каталогу' }), 'т');
    await new Promise((resolve) => setTimeout(resolve, 400));
    expect(asked).toEqual([]);
  });
});

describe('searchHref', () => {
  it('leads blank text to the plain list', () => {
    expect(searchHref('   ')).toBe('/all/products');
  });
});
