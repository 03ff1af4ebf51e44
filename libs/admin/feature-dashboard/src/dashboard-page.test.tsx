import { ApiError } from '@shop/api-client';
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { AdminDashboard } from './dashboard-api';
import { orderCount } from './dashboard-page';
import { aDashboard, fakeDashboardApi, ORDER_ID, renderDashboard } from './testing/fake-dashboard-api';

afterEach(cleanup);

const card = (title: string) => screen.getByRole('heading', { level: 2, name: title }).closest('li') as HTMLElement;

describe('dashboard page', () => {
  it('shows a loading state until the figures arrive', async () => {
    let answer: ((value: AdminDashboard) => void) | undefined;
    renderDashboard(fakeDashboardApi(() => new Promise((resolve) => (answer = resolve))));
    expect(screen.getByRole('heading', { level: 1, name: 'Админка' })).toBeTruthy();
    expect(screen.getByRole('status').textContent).toContain('Загружаем сводку…');
    answer?.(aDashboard());
    expect(await screen.findByRole('heading', { level: 2, name: 'Сегодня' })).toBeTruthy();
    expect(screen.queryByText('Загружаем сводку…')).toBeNull();
  });

  it("shows today's and the week's orders and revenue, money with space thousands and two decimals", async () => {
    renderDashboard(fakeDashboardApi());
    await screen.findByRole('heading', { level: 2, name: 'Сегодня' });
    expect(card('Сегодня').textContent).toContain('3 заказа');
    expect(card('Сегодня').textContent).toContain('Выручка: 12 345,60 ₽');
    expect(card('Эта неделя (с понедельника)').textContent).toContain('21 заказ');
    expect(card('Эта неделя (с понедельника)').textContent).toContain('Выручка: 1 234 567,89 ₽');
    expect(card('Новые покупатели').textContent).toContain('5');
  });

  it('links the figures that have a list behind them to that list, filtered', async () => {
    const { router } = renderDashboard(fakeDashboardApi());
    const awaiting = await screen.findByRole('link', { name: 'Ждут стоимости доставки' });
    expect(awaiting.getAttribute('href')).toBe('/order/list?status=created');
    expect(card('Ждут стоимости доставки').textContent).toContain('2');
    const requests = screen.getByRole('link', { name: 'Заявки интеграторов' });
    expect(requests.getAttribute('href')).toBe('/integrator-request/list?status=pending');
    fireEvent.click(requests);
    expect(router.state.location.pathname).toBe('/integrator-request/list');
    expect(router.state.location.search).toBe('?status=pending');
  });

  it('shows what waits for money, for shipping and for stock, linking to the paid orders still to ship', async () => {
    renderDashboard(fakeDashboardApi());
    await screen.findByRole('heading', { level: 2, name: 'Не оплачены вовремя' });
    expect(card('Не оплачены вовремя').textContent).toContain('3');
    expect(card('Не оплачены вовремя').textContent).toContain('новые заказы без полной оплаты старше 5 дней');
    expect(screen.getByRole('link', { name: 'Ждут отгрузки' }).getAttribute('href')).toBe(
      '/order/list?paymentStatus=paid&shipmentStatus=preparing',
    );
    expect(card('Ждут отгрузки').textContent).toContain('4');
    expect(card('Заканчиваются на складе').textContent).toContain('6товаров, свободно не больше 5 шт.');
  });

  it('lists the latest orders, each linking to its page; a total without shipping says so', async () => {
    renderDashboard(fakeDashboardApi());
    const table = await screen.findByRole('table', { name: 'Последние заказы' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(2);
    expect(
      within(rows[0] as HTMLElement)
        .getByRole('link', { name: 'Заказ № 1001' })
        .getAttribute('href'),
    ).toBe(`/order/info?id=${ORDER_ID}`);
    expect(rows[0]?.textContent).toContain('ООО «Тахограф-Сервис», Иванов Иван');
    expect(rows[0]?.textContent).toContain('Новый');
    expect(rows[0]?.textContent).toContain('45 900,00 ₽ (доставка не указана)');
    expect(rows[1]?.textContent).toContain('Выполнен');
    expect(rows[1]?.textContent).toContain('1 500,00 ₽');
    expect(screen.getByRole('link', { name: 'Все заказы' }).getAttribute('href')).toBe('/order/list');
  });

  it('says when there are no orders yet', async () => {
    renderDashboard(fakeDashboardApi(async () => aDashboard({ latestOrders: [] })));
    expect(await screen.findByText('Заказов пока нет.')).toBeTruthy();
    expect(screen.queryByRole('table', { name: 'Последние заказы' })).toBeNull();
  });

  it('gives the chart a text alternative: a table of the 30 days, oldest first', async () => {
    renderDashboard(fakeDashboardApi());
    const table = await screen.findByRole('table', { name: 'Заказы по дням за 30 дней' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(30);
    expect(within(rows[0] as HTMLElement).getByRole('rowheader').textContent).toBe('04 февраля 2026');
    expect(
      within(rows[28] as HTMLElement)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['18', '1 222 222,29 ₽']);
    expect(
      within(rows[29] as HTMLElement)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['3', '12 345,60 ₽']);
    expect(
      within(rows[0] as HTMLElement)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['0', '0,00 ₽']);
  });

  it('offers a retry when the figures fail to load', async () => {
    let fail = true;
    const api = fakeDashboardApi(async () => {
      if (fail) throw ApiError.fromReply(500, { error: 0, message: 'Возникла ошибка' });
      return aDashboard();
    });
    renderDashboard(api);
    expect((await screen.findByRole('alert')).textContent).toContain('Не удалось загрузить сводку.');
    fail = false;
    fireEvent.click(screen.getByRole('button', { name: 'Повторить' }));
    expect(await screen.findByRole('heading', { level: 2, name: 'Сегодня' })).toBeTruthy();
    expect(api.get).toHaveBeenCalledTimes(2);
  });
});

describe('orderCount', () => {
  it('writes the number with the word in its Russian form', () => {
    expect(orderCount(0)).toBe('0 заказов');
    expect(orderCount(1)).toBe('1 заказ');
    expect(orderCount(3)).toBe('3 заказа');
    expect(orderCount(11)).toBe('11 заказов');
    expect(orderCount(12345)).toBe('12 345 заказов');
  });
});
