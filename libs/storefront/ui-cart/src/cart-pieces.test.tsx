import { cleanup, render, screen, within } from '@testing-library/react';
import { testCartLine, testProductCard } from '@shop/storefront-testing';
import { MemoryRouter } from 'react-router';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { userEvent } from '@testing-library/user-event';
import { AddToCartControl } from './add-to-cart-control';
import { CartLineView } from './cart-line';
import { CartSummary } from './cart-summary';
import { EmptyState } from './empty-state';
import { FavoriteToggle } from './favorite-toggle';
import { FreeShippingProgress } from './free-shipping-progress';
import { HeaderCartLink, HeaderFavoritesLink } from './header-links';

afterEach(cleanup);

const noop = () => undefined;
const inRouter = (node: ReactNode) => render(<MemoryRouter>{node}</MemoryRouter>);
const product = testProductCard({ title: 'Тахограф Атол Drive 5', article: 'ATOL-DRIVE-5', personalPrice: '45000.00' });

describe('CartLineView', () => {
  it('shows the title as a link, the article, the price, the quantity and the sum', () => {
    inRouter(
      <ul>
        <CartLineView
          line={testCartLine({ product, quantity: 3 })}
          href="/product/atol"
          onStep={noop}
          onSet={noop}
          onRemove={noop}
        />
      </ul>,
    );
    const line = screen.getByRole('listitem');
    expect(within(line).getByRole('link', { name: 'Тахограф Атол Drive 5' }).getAttribute('href')).toBe(
      '/product/atol',
    );
    expect(line.textContent).toContain('Арт. ATOL-DRIVE-5');
    expect(line.textContent).toContain('Цена: 45 000,00 ₽');
    expect(line.textContent).toContain('Сумма: 135 000,00 ₽');
    expect((within(line).getByRole('textbox', { name: 'Количество' }) as HTMLInputElement).value).toBe('3');
    expect(within(line).getByRole('button', { name: 'Удалить из корзины: Тахограф Атол Drive 5' })).toBeTruthy();
  });

  it('marks a line that can no longer be bought with its reason and offers only removal', () => {
    inRouter(
      <ul>
        <CartLineView
          line={testCartLine({ product, quantity: 2, isPurchasable: false, unavailableReason: 'deleted' })}
          href={null}
          onStep={noop}
          onSet={noop}

          onRemove={noop}
        />
      </ul>,
    );
    const line = screen.getByRole('listitem');
    expect(line.textContent).toContain('Товар удалён из каталога');
    expect(within(line).queryByRole('link')).toBeNull();
    expect(within(line).queryByRole('textbox')).toBeNull();
    expect(within(line).getByRole('button', { name: /^Удалить/ })).toBeTruthy();
  });
});

describe('stock warnings', () => {
  it('say beside a cart line that its quantity is more than is free, in a live region', () => {
    inRouter(
      <ul>
        <CartLineView
          line={testCartLine({ product, quantity: 20, exceedsStock: true })}
          href="/product/atol"
          onStep={noop}
          onSet={noop}
          onRemove={noop}
          warning="Больше, чем есть на складе: свободно 12 шт."
        />
      </ul>,
    );
    const warning = screen.getByText('Больше, чем есть на складе: свободно 12 шт.');
    expect(warning.getAttribute('role')).toBe('status');
    // Beside the quantity field, not inside it.
    expect(within(screen.getByRole('group', { name: product.title })).queryByText(/на складе/)).toBeNull();
  });

  it('say it under the quantity of a card or the product page, and nothing while the stock covers it', () => {
    const { rerender } = render(
      <MemoryRouter>
        <AddToCartControl title="Тахограф" quantity={7} onAdd={noop} onStep={noop} onSet={noop} place="page" />
      </MemoryRouter>,
    );
    expect(screen.queryByText(/на складе/)).toBeNull();
    rerender(
      <MemoryRouter>
        <AddToCartControl
          title="Тахограф"
          quantity={7}
          onAdd={noop}
          onStep={noop}
          onSet={noop}
          place="page"
          warning="Больше, чем есть на складе"
        />
      </MemoryRouter>,
    );
    expect(screen.getByText('Больше, чем есть на складе').getAttribute('role')).toBe('status');
  });
});

describe('FreeShippingProgress', () => {
  it('shows the amount left and how far the cart has come', () => {
    render(<FreeShippingProgress freeShippingCost="5000.00" total="3499.50" />);
    expect(screen.getByText('До бесплатной доставки осталось 1 500,50 ₽')).toBeTruthy();
    expect(screen.getByRole('progressbar', { name: 'До бесплатной доставки' }).getAttribute('aria-valuenow')).toBe(
      '69',
    );
  });

  it('says it is reached when the difference is 0 or less', () => {
    render(<FreeShippingProgress freeShippingCost="5000.00" total="5000.00" />);
    expect(screen.getByText('Доставка будет бесплатной')).toBeTruthy();
    expect(screen.getByRole('progressbar').getAttribute('aria-valuenow')).toBe('100');
  });

  it('is not shown when the shop sets no threshold', () => {
    const { container } = render(<FreeShippingProgress freeShippingCost="0" total="10.00" />);
    expect(container.textContent).toBe('');
  });
});

describe('CartSummary', () => {
  it('shows the line count, the total and the way to checkout', () => {
    inRouter(<CartSummary lineCount={3} total="12345.00" />);
    expect(screen.getByText('3 товара')).toBeTruthy();
    expect(screen.getByText('12 345,00 ₽')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Оформить заказ' }).getAttribute('href')).toBe('/checkout');
  });

  it('asks to remove unavailable lines instead of offering checkout', () => {
    inRouter(<CartSummary lineCount={2} total="100.00" blocked />);
    expect(screen.queryByRole('link', { name: 'Оформить заказ' })).toBeNull();
    expect(screen.getByText('Удалите недоступные товары, чтобы оформить заказ.')).toBeTruthy();
  });
});

describe('header links', () => {
  it('name the cart by its lines and total, and favorites by their count', () => {
    inRouter(
      <>
        <HeaderCartLink lineCount={3} total="12345.00" />
        <HeaderFavoritesLink count={2} />
      </>,
    );
    const cart = screen.getByRole('link', { name: 'Корзина 3 · 12 345,00 ₽ (3 товара)' });
    expect(cart.getAttribute('href')).toBe('/cart');
    expect(screen.getByRole('link', { name: 'Избранное 2' }).getAttribute('href')).toBe('/account/favorites');
  });

  it('say the cart is empty', () => {
    inRouter(<HeaderCartLink lineCount={0} total="0.00" />);
    expect(screen.getByRole('link', { name: 'Корзина (пусто)' })).toBeTruthy();
  });
});

describe('FavoriteToggle', () => {
  it('is a toggle button whose name carries the product on a card', () => {
    render(<FavoriteToggle place="card" pressed title="Тахограф Атол Drive 5" onToggle={noop} />);
    expect(screen.getByRole('button', { name: 'В избранное: Тахограф Атол Drive 5', pressed: true })).toBeTruthy();
  });
});

describe('AddToCartControl', () => {
  const props = { title: 'Тахограф Атол Drive 5', onStep: noop, onSet: noop, place: 'card' as const };

  it('turns "В корзину" into the quantity and keeps the focus there', async () => {
    const onAdd = vi.fn();
    const view = inRouter(<AddToCartControl {...props} quantity={0} onAdd={onAdd} />);
    await userEvent.click(screen.getByRole('button', { name: 'В корзину: Тахограф Атол Drive 5' }));
    expect(onAdd).toHaveBeenCalledOnce();
    view.rerender(
      <MemoryRouter>
        <AddToCartControl {...props} quantity={1} onAdd={onAdd} />
      </MemoryRouter>,
    );
    expect(document.activeElement).toBe(screen.getByRole('textbox', { name: 'Количество' }));
  });

  it('shows a product that is not sold with a disabled button and the reason', () => {
    inRouter(<AddToCartControl {...props} quantity={0} unavailable="not_sold" onAdd={noop} />);
    const button = screen.getByRole('button', { name: 'В корзину' }) as HTMLButtonElement;
    expect(button.disabled).toBe(true);
    expect(button.getAttribute('aria-describedby')).toBe(screen.getByText('Не продаётся').id);
  });

  it('shows a counted product with none free with a disabled button and «Нет в наличии»', () => {
    inRouter(<AddToCartControl {...props} quantity={0} unavailable="out_of_stock" onAdd={noop} />);
    const button = screen.getByRole('button', { name: 'В корзину' }) as HTMLButtonElement;
    expect(button.disabled).toBe(true);
    expect(button.getAttribute('aria-describedby')).toBe(screen.getByText('Нет в наличии').id);
  });
});

describe('EmptyState', () => {
  it('says what is empty and leads to the catalogue unless given other ways on', () => {
    inRouter(<EmptyState title="В избранном пока ничего нет" text="Нажмите на сердечко у товара." />);
    expect(screen.getByRole('heading', { name: 'В избранном пока ничего нет' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Перейти в каталог' }).getAttribute('href')).toBe('/category/list');
    cleanup();
    inRouter(
      <EmptyState
        title="Заказов с таким статусом нет"
        text="Выберите другой статус."
        actions={<a href="/account/order/list">Все заказы</a>}
      />,
    );
    expect(screen.getByRole('link', { name: 'Все заказы' })).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Перейти в каталог' })).toBeNull();
  });
});
