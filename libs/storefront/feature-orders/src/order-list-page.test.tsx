import { json } from '@shop/session/testing';
import { testOrderSummary } from '@shop/storefront-ui-orders/testing';
import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useLoaderData } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { OrderListPage } from './order-list-page';
import { fetchOrderListPage, type OrderListPageData } from './orders-api';
import { renderRoute } from './test-harness';

afterEach(cleanup);

const NEW = testOrderSummary({ id: 'a1', number: 1003, status: 'created', total: null, lineCount: 2 });
const DONE = testOrderSummary({ id: 'a2', number: 1002, status: 'completed', total: '91850.50', lineCount: 1 });

/** The list API: filters by the `status` query and pages by 1 (so a page of two has two pages). */
function listReply(request: Request): Response {
  const query = new URL(request.url).searchParams;
  const status = query.get('status');
  const orderList = [NEW, DONE].filter((order) => !status || order.status === status);
  const page = Number(query.get('page') ?? 1);
  const body = {
    payload: { orderList, pagination: { page, limit: Number(query.get('limit')), total: orderList.length } },
  };
  return json(200, body)();
}

function Page() {
  return <OrderListPage {...useLoaderData<OrderListPageData>()} />;
}

function renderList(url = '/account/order/list', reply: (request: Request) => Response = listReply) {
  return renderRoute({
    path: '/account/order/list',
    url,
    routes: { 'GET /api/v1/order/list': reply },
    loader: ({ request, api }) => fetchOrderListPage(api, new URL(request.url)),
    Component: Page,
  });
}

describe('OrderListPage', () => {
  it('lists the orders with number, status, total («уточняется» while unknown) and line count', async () => {
    renderList();
    const list = await screen.findByRole('list', { name: 'Заказы' });
    const items = within(list).getAllByRole('listitem');
    expect(items).toHaveLength(2);
    expect(
      within(items[0] as HTMLElement)
        .getByRole('link', { name: 'Заказ № 1003' })
        .getAttribute('href'),
    ).toBe('/account/order/a1');
    expect(items[0]?.textContent).toContain('Новый');
    expect(items[0]?.textContent).toContain('уточняется');
    expect(items[0]?.textContent).toContain('2 позиции');
    expect(items[1]?.textContent).toContain('91 850,50 ₽');
    expect(screen.getByRole('link', { name: 'Все' }).getAttribute('aria-current')).toBe('page');
  });

  it('filters by status through the URL and asks the API for that status only', async () => {
    const seen: URL[] = [];
    renderList('/account/order/list', (request) => {
      seen.push(new URL(request.url));
      return listReply(request);
    });
    await screen.findByRole('list', { name: 'Заказы' });
    const filter = screen.getByRole('navigation', { name: 'Показать заказы' });
    expect(within(filter).getByRole('link', { name: 'Выполненные' }).getAttribute('href')).toBe(
      '/account/order/list?status=completed',
    );

    await userEvent.click(within(filter).getByRole('link', { name: 'Выполненные' }));
    await screen.findByRole('link', { name: 'Выполненные', current: 'page' });
    const items = within(screen.getByRole('list', { name: 'Заказы' })).getAllByRole('listitem');
    expect(items).toHaveLength(1);
    expect(items[0]?.textContent).toContain('Заказ № 1002');
    expect(seen.map((url) => url.searchParams.get('status'))).toEqual([null, 'completed']);
    expect(screen.getByRole('link', { name: 'Все' }).getAttribute('aria-current')).toBeNull();
  });

  it('sends the status and page of the URL to the API', async () => {
    const seen: URL[] = [];
    renderList('/account/order/list?status=canceled&page=3', (request) => {
      seen.push(new URL(request.url));
      return listReply(request);
    });
    await screen.findByRole('heading', { name: 'Заказов с таким статусом нет' });
    expect(seen[0]?.searchParams.get('status')).toBe('canceled');
    expect(seen[0]?.searchParams.get('page')).toBe('3');
    expect(seen[0]?.searchParams.get('limit')).toBe('20');
    expect(screen.getByRole('link', { name: 'Все заказы' }).getAttribute('href')).toBe('/account/order/list');
  });

  it('ignores an unknown status in the URL', async () => {
    const seen: URL[] = [];
    renderList('/account/order/list?status=shipped', (request) => {
      seen.push(new URL(request.url));
      return listReply(request);
    });
    await screen.findByRole('list', { name: 'Заказы' });
    expect(seen[0]?.searchParams.has('status')).toBe(false);
  });

  it('points a customer without orders to the catalogue', async () => {
    renderList('/account/order/list', () =>
      json(200, { payload: { orderList: [], pagination: { page: 1, limit: 20, total: 0 } } })(),
    );
    expect(await screen.findByRole('heading', { name: 'Заказов пока нет' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Перейти в каталог' }).getAttribute('href')).toBe('/category/list');
  });

  it('says so when the list could not be loaded', async () => {
    renderRoute({
      path: '/account/order/list',
      url: '/account/order/list',
      loader: (): OrderListPageData => ({ page: 1, status: null, listing: null }),
      Component: Page,
    });
    expect(await screen.findByText('Не удалось загрузить заказы. Обновите страницу немного позже.')).toBeTruthy();
  });
});
