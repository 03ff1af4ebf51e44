import { STORAGE_KEYS } from '@shop/domain';
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createRoutesStub, useLocation } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { parseListingParams, type ProductListing } from './listing-params';
import { ProductListingView } from './product-listing';
import { testProductCard } from '@shop/storefront-testing';

afterEach(() => {
  cleanup();
  document.cookie = `${STORAGE_KEYS.categoryProductListDisplayAs}=; Max-Age=0; Path=/`;
});

const BRAND = '1c613263-abc1-4df5-9581-8ffc0f77de00';

const LISTING: ProductListing = {
  productList: [testProductCard()],
  pagination: { page: 1, limit: 24, total: 1 },
  facets: {
    price: { min: '38546.50', max: '68982.90' },
    availability: [
      { value: 'in_stock', count: 48 },
      { value: 'on_order', count: 8 },
    ],
    attributes: [
      {
        attributeId: BRAND,
        title: 'Производитель',
        type: 'enum',
        unit: null,
        values: [{ value: 'Атол', count: 9 }],
        range: null,
      },
    ],
  },
};

/** Renders the listing at `url` the way the category route does, with the current address printed under it. */
function renderListing(url: string) {
  function Page() {
    const location = useLocation();
    const params = parseListingParams(new URLSearchParams(location.search));
    return (
      <>
        <ProductListingView
          listing={LISTING}
          params={params}
          layout="grid"
          preferenceKey={STORAGE_KEYS.categoryProductListDisplayAs}
          filtersReset={false}
          categorySlug="tahografy"
          emptyText="пусто"
        />
        <p data-testid="address">{`${location.pathname}${location.search}`}</p>
      </>
    );
  }
  const Stub = createRoutesStub([{ path: '/category/:slug', Component: Page }]);
  render(<Stub initialEntries={[url]} />);
}

const address = () => decodeURIComponent(screen.getByTestId('address').textContent ?? '');

describe('ProductListingView filters', () => {
  it('shows facet values with their counts', () => {
    renderListing('/category/tahografy');
    expect(screen.getByRole('checkbox', { name: /В наличии/ }).closest('label')?.textContent).toContain('48');
    expect(screen.getByRole('checkbox', { name: /Атол/ })).toBeTruthy();
  });

  it('applies a ticked box at once, back on page 1, with only the set filters in the URL', async () => {
    renderListing('/category/tahografy?page=3&sort=price_desc');
    await userEvent.click(screen.getByRole('checkbox', { name: /Атол/ }));
    expect(address()).toBe(`/category/tahografy?sort=price_desc&attribute=${BRAND}:Атол`);
  });

  it('applies a new sort from the toolbar and keeps the filters', async () => {
    renderListing('/category/tahografy?availability=on_order');
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Сортировка' }), 'title_asc');
    expect(address()).toBe('/category/tahografy?sort=title_asc&availability=on_order');
  });

  it('applies typed price bounds on "Применить"', async () => {
    renderListing('/category/tahografy');
    await userEvent.type(screen.getByRole('textbox', { name: 'Цена, ₽: от' }), '40000');
    await userEvent.type(screen.getByRole('textbox', { name: 'Цена, ₽: до' }), '50000,5');
    await userEvent.click(screen.getByRole('button', { name: 'Применить' }));
    expect(address()).toBe('/category/tahografy?price_min=40000&price_max=50000.5');
  });

  it('switches to the list layout and remembers it in the cookie', async () => {
    renderListing('/category/tahografy');
    await userEvent.click(screen.getByRole('button', { name: 'Списком' }));
    expect(screen.getByRole('button', { name: 'Списком' }).getAttribute('aria-pressed')).toBe('true');
    expect(document.querySelector('.sf-card--list')).not.toBeNull();
    expect(document.cookie).toContain(`${STORAGE_KEYS.categoryProductListDisplayAs}=list`);
  });
});
