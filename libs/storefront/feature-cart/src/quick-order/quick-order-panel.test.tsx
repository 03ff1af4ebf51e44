import { createApiClient } from '@shop/api-client';
import type { Schema } from '@shop/api-contract';
import { CROSS_TAB_EVENTS } from '@shop/domain';
import { fakeApi, fail, json, type Handler } from '@shop/session/testing';
import { ApiProvider } from '@shop/storefront-data-access';
import { testCart, testCartLine, testProductCard } from '@shop/storefront-testing';
import { ToastProvider } from '@shop/ui-kit';
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createCartStore } from '../cart-store';
import { CartProvider } from '../react';
import { QuickOrderPanel } from './quick-order-panel';

afterEach(() => {
  cleanup();
  window.localStorage.clear();
  vi.restoreAllMocks();
});

const TACHOGRAPH = testProductCard({
  id: '11111111-1111-4111-8111-111111111111',
  article: 'DTCO 4.1',
  title: 'Тахограф DTCO 4.1',
  personalPrice: '89500.00',
});
const CARD = testProductCard({
  id: '22222222-2222-4222-8222-222222222222',
  article: 'KV-SKZI',
  title: 'Карта водителя',
  personalPrice: '1850.00',
  slug: 'karta',
});

type Resolved = Schema<'QuickOrderLine'>;
const found = (product: Schema<'ProductCard'>, quantity: number, capped = false): Resolved => ({
  article: product.article,
  status: 'found',
  quantity,
  capped,
  exceedsStock: false,
  product,
});
const notFound = (article: string, quantity: number): Resolved => ({
  article,
  status: 'not_found',
  quantity,
  capped: false,
  exceedsStock: false,
  product: null,
});

function setup(routes: Record<string, Handler | Handler[]>) {
  const api = fakeApi({
    'GET /api/v1/cart': json(200, { payload: { cart: testCart([testCartLine({ product: TACHOGRAPH })]) } }),
    ...routes,
  });
  const client = createApiClient({
    baseUrl: 'http://shop.test',
    fetch: (input, init) => api.fetch(new Request(input, init)),
  });
  const cart = createCartStore({ api: client, storage: null, subscribeStorage: () => () => undefined });
  const onAdded = vi.fn();
  render(
    <MemoryRouter>
      <ApiProvider api={client}>
        <CartProvider store={cart}>
          <ToastProvider>
            <QuickOrderPanel onAdded={onAdded} />
          </ToastProvider>
        </CartProvider>
      </ApiProvider>
    </MemoryRouter>,
  );
  const sent = (route: string) => api.calls(route).map((call) => JSON.parse(call.body) as unknown);
  return { api, cart, onAdded, sent };
}

const textBox = () => screen.getByRole('textbox', { name: 'Артикулы и количество' });

async function paste(text: string) {
  await userEvent.click(textBox());
  await userEvent.paste(text);
}

describe('QuickOrderPanel', () => {
  it('checks pasted lines, shows each result and adds the found ones to the cart in one call', async () => {
    const { sent, cart, onAdded, api } = setup({
      'POST /api/v1/cart/quick-order/resolve': json(200, {
        payload: {
          lineList: [found(TACHOGRAPH, 2), notFound('NOPE-1', 1), found(CARD, 100000, true), found(TACHOGRAPH, 3)],
        },
      }),
      'POST /api/v1/cart/product': json(200, { payload: { cart: testCart() } }),
    });
    await paste('Артикул;Количество\nDTCO 4.1;2\nNOPE-1\nKV-SKZI 250000\nDTCO 4.1 3\nKV-ESTR 0');
    await userEvent.click(screen.getByRole('button', { name: 'Проверить' }));

    expect(await screen.findByRole('status')).toHaveProperty('textContent', 'Найдено 3 из 5, не добавятся: 2');
    expect(sent('POST /api/v1/cart/quick-order/resolve')).toEqual([
      {
        lineList: [
          { article: 'DTCO 4.1', quantity: 2 },
          { article: 'NOPE-1', quantity: 1 },
          { article: 'KV-SKZI', quantity: 250000 },
          { article: 'DTCO 4.1', quantity: 3 },
        ],
      },
    ]);
    const table = screen.getByRole('table', { name: 'Результат проверки' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((th) => th.textContent),
    ).toEqual(['Строка', 'Товар', 'Артикул', 'Цена', 'Количество', 'Статус']);
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(5);
    expect(
      within(rows[0] as HTMLElement)
        .getByRole('link', { name: 'Тахограф DTCO 4.1' })
        .getAttribute('href'),
    ).toBe('/product/tahograf-atol-drive-5');
    expect(rows[0]?.textContent).toContain('89 500,00 ₽');
    expect(rows[1]?.textContent).toContain('Не найден');
    expect(rows[2]?.textContent).toContain('Максимум 100 000');
    expect(rows[4]?.textContent).toContain('Количество должно быть больше нуля');

    // Two products: the tachograph's lines are summed, since the cart takes each product once a call.
    await userEvent.click(screen.getByRole('button', { name: 'Добавить в корзину (2)' }));
    expect(await screen.findByText('Добавлено в корзину: 2 позиции')).toBeTruthy();
    expect(sent('POST /api/v1/cart/product')).toEqual([
      {
        cartProductList: [
          { productId: TACHOGRAPH.id, quantity: 5 },
          { productId: CARD.id, quantity: 100000 },
        ],
      },
    ]);
    expect(onAdded).toHaveBeenCalledTimes(1);
    expect(textBox()).toHaveProperty('value', '');
    expect(screen.queryByRole('table')).toBeNull();
    await waitFor(() => expect(api.calls('GET /api/v1/cart')).toHaveLength(1));
    await waitFor(() => expect(cart.getState().cart?.lineCount).toBe(1));
  });

  it('tells other tabs, and forgets the ids and sends the add once more after a 422 (unknown or merged), as the store does', async () => {
    document.cookie = 'anonymous_user_id=anon-1; path=/';
    const { api, onAdded } = setup({
      'POST /api/v1/cart/quick-order/resolve': json(200, { payload: { lineList: [found(CARD, 4)] } }),
      'POST /api/v1/cart/product': [fail(422, 25), json(200, { payload: { cart: testCart() } })],
    });
    await paste('KV-SKZI 4');
    await userEvent.click(screen.getByRole('button', { name: 'Проверить' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Добавить в корзину (1)' }));
    expect(await screen.findByText('Добавлено в корзину: 1 позиция')).toBeTruthy();
    expect(api.calls('POST /api/v1/cart/product')).toHaveLength(2);
    expect(document.cookie).not.toContain('anonymous_user_id=anon-1');
    expect(onAdded).toHaveBeenCalledTimes(1);
    expect(window.localStorage.getItem(CROSS_TAB_EVENTS.cartUpdated)).not.toBeNull();
  });

  it('keeps the preview and shows an error toast when the add fails', async () => {
    const { onAdded } = setup({
      'POST /api/v1/cart/quick-order/resolve': json(200, { payload: { lineList: [found(CARD, 4)] } }),
      'POST /api/v1/cart/product': fail(400, 14),
    });
    await paste('KV-SKZI 4');
    await userEvent.click(screen.getByRole('button', { name: 'Проверить' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Добавить в корзину (1)' }));
    expect(await screen.findByText('Возникла ошибка')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Добавить в корзину (1)' })).toBeTruthy();
    expect(textBox()).toHaveProperty('value', 'KV-SKZI 4');
    expect(onAdded).not.toHaveBeenCalled();
  });

  it('asks for an article when the box is empty and sends nothing', async () => {
    const { api } = setup({});
    await userEvent.click(screen.getByRole('button', { name: 'Проверить' }));
    expect(await screen.findByText('Введите хотя бы один артикул')).toBeTruthy();
    expect(textBox().getAttribute('aria-invalid')).toBe('true');
    expect(api.seen).toHaveLength(0);
  });

  it('refuses more than 500 lines with the count', async () => {
    const { api } = setup({});
    await paste(Array.from({ length: 501 }, (_, i) => `A-${i} 1`).join('\n'));
    await userEvent.click(screen.getByRole('button', { name: 'Проверить' }));
    expect(
      await screen.findByText('Не больше 500 строк за раз, а в списке 501. Разделите список на части.'),
    ).toBeTruthy();
    expect(api.seen).toHaveLength(0);
  });

  it('shows lines it cannot read without asking the API, and offers nothing to add', async () => {
    const { api } = setup({});
    await paste('KV-SKZI;много');
    await userEvent.click(screen.getByRole('button', { name: 'Проверить' }));
    expect(await screen.findByText('Количество «много» — не число')).toBeTruthy();
    expect(screen.getByRole('status').textContent).toContain('Ни один артикул не найден');
    expect(screen.queryByRole('button', { name: /Добавить в корзину/ })).toBeNull();
    expect(api.seen).toHaveLength(0);
  });

  it('shows an API error in an error toast, logs a server failure and keeps the text', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    setup({ 'POST /api/v1/cart/quick-order/resolve': fail(500, 0) });
    await paste('DTCO 4.1 2');
    await userEvent.click(screen.getByRole('button', { name: 'Проверить' }));
    expect(await screen.findByText('Возникла ошибка')).toBeTruthy();
    expect(textBox()).toHaveProperty('value', 'DTCO 4.1 2');
    expect(logged).toHaveBeenCalledWith('[quick-order]', expect.objectContaining({ status: 500 }));
  });

  it('drops the preview when the text changes, so what is added is what was checked', async () => {
    setup({ 'POST /api/v1/cart/quick-order/resolve': json(200, { payload: { lineList: [found(TACHOGRAPH, 2)] } }) });
    await paste('DTCO 4.1 2');
    await userEvent.click(screen.getByRole('button', { name: 'Проверить' }));
    expect(await screen.findByRole('button', { name: 'Добавить в корзину (1)' })).toBeTruthy();
    await userEvent.type(textBox(), '0');
    expect(screen.queryByRole('button', { name: /Добавить в корзину/ })).toBeNull();
    expect(screen.queryByRole('table')).toBeNull();
  });

  it('puts the rows of an uploaded CSV file into the box', async () => {
    setup({});
    const file = new File(['Артикул;Количество\nDTCO 4.1;2\n'], 'заказ.csv', { type: 'text/csv' });
    await userEvent.upload(screen.getByLabelText('Загрузить CSV или XLSX'), file);
    await waitFor(() => expect(textBox()).toHaveProperty('value', 'Артикул\tКоличество\nDTCO 4.1\t2\n'));
    expect(screen.getByText('Загружен файл «заказ.csv»: строки из него — в поле выше.')).toBeTruthy();
  });

  it('shows why a file cannot be read', async () => {
    setup({});
    // A browser's picker may still offer other files ("All files"), so the input's `accept` is not applied here.
    await userEvent
      .setup({ applyAccept: false })
      .upload(screen.getByLabelText('Загрузить CSV или XLSX'), new File(['x'], 'old.xls'));
    expect(
      await screen.findByText('Этот формат не подходит: загрузите CSV или XLSX (Excel 2007 и новее).'),
    ).toBeTruthy();
  });
});
