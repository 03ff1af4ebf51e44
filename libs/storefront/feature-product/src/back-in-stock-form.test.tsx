import { createApiClient } from '@shop/api-client';
import { createSessionStore, SessionProvider } from '@shop/session';
import { testUser } from '@shop/session/testing';
import { ApiProvider } from '@shop/storefront-data-access';
import { ToastProvider } from '@shop/ui-kit';
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createRoutesStub } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { BackInStockForm } from './back-in-stock-form';
import { BackInStockUnsubscribePage } from './back-in-stock-unsubscribe-page';

afterEach(cleanup);

const PRODUCT_ID = '6f0c3c1e-2f4b-4d1a-9c55-1f2e3d4c5b6a';
const SUBSCRIBE = `POST /api/v1/product/${PRODUCT_ID}/back-in-stock`;

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
const noContent = () => new Response(null, { status: 204 });

/** Renders `ui` for a guest or a signed-in customer, with a fake API answering by "METHOD path"; returns what was sent. */
function renderWith(ui: React.ReactNode, routes: Record<string, () => Response>, signedIn = false) {
  const sent: { route: string; body: unknown; authorization: string | null }[] = [];
  const fetch = (async (input: RequestInfo | URL) => {
    const request = input as Request;
    const route = `${request.method} ${new URL(request.url).pathname}`;
    const text = await request.clone().text();
    sent.push({
      route,
      body: text ? JSON.parse(text) : undefined,
      authorization: request.headers.get('authorization'),
    });
    return routes[route]?.() ?? json(404, { error: 6, message: 'Запись не найдена' });
  }) as typeof globalThis.fetch;
  const session = createSessionStore({
    api: () => api,
    storage: null,
    reload: () => undefined,
    ...(signedIn ? { initial: { accessToken: 'access-1', user: testUser({ email: 'buyer@example.ru' }) } } : {}),
  });
  const api = createApiClient({ baseUrl: 'http://shop.test', fetch, getAccessToken: session.getAccessToken });
  const Stub = createRoutesStub([{ path: '/', Component: () => ui }]);
  render(
    <SessionProvider store={session}>
      <ApiProvider api={api}>
        <ToastProvider>
          <Stub initialEntries={['/']} />
        </ToastProvider>
      </ApiProvider>
    </SessionProvider>,
  );
  return sent;
}

describe('BackInStockForm', () => {
  it('asks a guest for an address, checks it as registration does, and promises the letter to it', async () => {
    const sent = renderWith(<BackInStockForm productId={PRODUCT_ID} />, { [SUBSCRIBE]: noContent });
    const form = await screen.findByRole('form', { name: 'Сообщить о поступлении' });
    const button = screen.getByRole('button', { name: 'Сообщить о поступлении' });
    expect(form.contains(button)).toBe(true);

    await userEvent.click(button);
    expect(await screen.findByText('Заполните поле')).toBeTruthy();
    await userEvent.type(screen.getByLabelText(/^Электронная почта/), 'не адрес');
    await userEvent.click(button);
    expect(await screen.findByText('Введите адрес электронной почты, например ivan@example.ru')).toBeTruthy();
    expect(sent).toEqual([]);

    const field = screen.getByLabelText(/^Электронная почта/);
    await userEvent.clear(field);
    await userEvent.type(field, '  zakupki@example.ru ');
    await userEvent.click(button);
    const done = await screen.findByRole('status');
    expect(done.textContent).toBe('Готово: напишем на zakupki@example.ru, когда товар появится.');
    expect(document.activeElement).toBe(done);
    expect(sent).toEqual([{ route: SUBSCRIBE, body: { email: 'zakupki@example.ru' }, authorization: null }]);
    expect(screen.queryByRole('button', { name: 'Сообщить о поступлении' })).toBeNull();
  });

  it('subscribes a signed-in customer in one click with the account address', async () => {
    const sent = renderWith(<BackInStockForm productId={PRODUCT_ID} />, { [SUBSCRIBE]: noContent }, true);
    expect(screen.queryByLabelText(/^Электронная почта/)).toBeNull();
    await userEvent.click(await screen.findByRole('button', { name: 'Сообщить о поступлении' }));
    expect((await screen.findByRole('status')).textContent).toBe(
      'Готово: напишем на buyer@example.ru, когда товар появится.',
    );
    expect(sent).toEqual([{ route: SUBSCRIBE, body: {}, authorization: 'Bearer access-1' }]);
  });

  it("puts the API's refusal of the address beside the field, and says when the product is buyable already", async () => {
    let reply = () =>
      json(400, {
        error: 12,
        message: 'Данные заполнены неверно',
        details: [{ field: 'email', message: 'На этот адрес уже ждут писем о 50 товарах' }],
      });
    renderWith(<BackInStockForm productId={PRODUCT_ID} />, { [SUBSCRIBE]: () => reply() });
    await userEvent.type(await screen.findByLabelText(/^Электронная почта/), 'many@example.ru');
    await userEvent.click(screen.getByRole('button', { name: 'Сообщить о поступлении' }));
    expect(await screen.findByText('На этот адрес уже ждут писем о 50 товарах')).toBeTruthy();

    reply = () => json(409, { error: 32, message: 'Товар уже можно заказать: обновите страницу' });
    await userEvent.click(screen.getByRole('button', { name: 'Сообщить о поступлении' }));
    expect((await screen.findByRole('status')).textContent).toBe('Товар уже можно заказать: обновите страницу');
  });
});

describe('BackInStockUnsubscribePage', () => {
  const TOKEN = `${PRODUCT_ID}.${'s'.repeat(43)}`;
  const UNSUBSCRIBE = `POST /api/v1/back-in-stock/unsubscribe/${TOKEN}`;

  it('unsubscribes only on a click, then confirms it', async () => {
    const sent = renderWith(<BackInStockUnsubscribePage token={TOKEN} />, { [UNSUBSCRIBE]: noContent });
    expect(await screen.findByRole('heading', { name: 'Письма о поступлении товаров' })).toBeTruthy();
    expect(sent).toEqual([]);
    await userEvent.click(screen.getByRole('button', { name: 'Отписаться' }));
    expect((await screen.findByRole('status')).textContent).toBe(
      'Вы отписались: писем о поступлении товаров на этот адрес больше не будет.',
    );
    expect(sent.map((s) => s.route)).toEqual([UNSUBSCRIBE]);
  });

  it('says a link the shop did not sign is not valid', async () => {
    renderWith(<BackInStockUnsubscribePage token={TOKEN} />, {});
    await userEvent.click(await screen.findByRole('button', { name: 'Отписаться' }));
    expect((await screen.findByRole('alert')).textContent).toMatch(/^Ссылка недействительна/);
  });
});
