import { STORAGE_KEYS } from '@shop/domain';
import { cleanup, render, screen } from '@testing-library/react';
import { createRoutesStub } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { ListingToolbar } from './listing-toolbar';

afterEach(cleanup);

function renderToolbar(total: number, totalIsCapped?: boolean) {
  const Stub = createRoutesStub([
    {
      path: '/all/products',
      Component: () => (
        <ListingToolbar
          total={total}
          totalIsCapped={totalIsCapped}
          layout="grid"
          preferenceKey={STORAGE_KEYS.searchProductsDisplayAs}
          onLayoutChange={() => undefined}
        />
      ),
    },
  ]);
  render(<Stub initialEntries={['/all/products?q=датчик']} />);
}

describe('ListingToolbar', () => {
  it('names an exact total with the right word form', () => {
    renderToolbar(21);
    expect(screen.getByRole('status').textContent).toBe('Найдено: 21 товар');
  });

  it('shows a capped search total as "N+"', () => {
    renderToolbar(300, true);
    expect(screen.getByRole('status').textContent).toBe('Найдено: 300+ товаров');
  });
});
