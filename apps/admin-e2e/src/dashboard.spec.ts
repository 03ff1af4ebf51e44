import { ru, toKopecks } from '@shop/i18n-ru';
import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { signInAsNewAdmin } from './admin-api';
import { API_URL } from './e2e-env';
import { expect, test } from './fixtures';
import { placeOrder } from './orders-api';

const d = ru.adminDashboard;

/** Today's figures as the API gives them now. */
async function todayOf(request: APIRequestContext, token: string): Promise<{ orderCount: number; revenue: string }> {
  const reply = await request.get(`${API_URL}/api/v1/admin/dashboard`, {
    headers: { authorization: `Bearer ${token}` },
  });
  expect(reply.status()).toBe(200);
  return ((await reply.json()) as { payload: { dashboard: { today: { orderCount: number; revenue: string } } } })
    .payload.dashboard.today;
}

/** The Moscow calendar day now, the day the dashboard's «Сегодня» counts. */
const moscowDay = () => new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Moscow' }).format(new Date());

/** A figure card by its title. */
const card = (page: Page, title: string): Locator =>
  page.getByRole('listitem').filter({ has: page.getByRole('heading', { level: 2, name: title }) });

/** '3 заказа' and 'Выручка: 12 345,60 ₽' of a card as a count and kopecks. */
async function figuresOf(figure: Locator): Promise<{ count: number; kopecks: bigint }> {
  const text = (await figure.textContent()) ?? '';
  const count = /(\d[\d\s]*)\s+заказ/.exec(text)?.[1] ?? 'NaN';
  const revenue = /Выручка:\s*([\d\s]+,\d{2})/.exec(text)?.[1] ?? 'NaN';
  return { count: Number(count.replace(/\s/g, '')), kopecks: toKopecks(revenue.replace(/\s/g, '').replace(',', '.')) };
}

test("an order placed in the shop shows on the dashboard: among the latest orders and in today's figures", async ({
  page,
  rootToken,
}) => {
  const dayBefore = moscowDay();
  const before = await todayOf(page.request, rootToken);
  // Placing the order signs the customer in through the page's cookie jar, which the admin's sign-in then replaces.
  const order = await placeOrder(page.request, rootToken);
  await signInAsNewAdmin(page, rootToken);

  await page.goto('/admin');
  await expect(page.getByRole('heading', { level: 1, name: ru.admin.pages.dashboard })).toBeVisible();
  const latest = page.getByRole('table', { name: d.latestOrders });
  const link = latest.getByRole('link', { name: `Заказ № ${order.number}` });
  await expect(link).toBeVisible();
  const row = latest.getByRole('row').filter({ has: page.getByRole('link', { name: `Заказ № ${order.number}` }) });
  await expect(row).toContainText('ООО «Логистик»');
  // Two cards at 1 850,50 ₽; the shipping cost is not set yet.
  await expect(row).toContainText(`3 701,00 ₽ (${d.shippingNotSet})`);
  await expect(row).toContainText(ru.orders.status.created);

  // Other tests may place orders meanwhile: today has at least this one more, and at least its money more
  // (past Moscow midnight «Сегодня» starts again, from this order).
  const today = await figuresOf(card(page, d.today));
  const floor = moscowDay() === dayBefore ? before : { orderCount: 0, revenue: '0' };
  expect(today.count).toBeGreaterThanOrEqual(floor.orderCount + 1);
  expect(today.kopecks).toBeGreaterThanOrEqual(toKopecks(floor.revenue) + 370_100n);
  const week = await figuresOf(card(page, `${d.week} (${d.weekHint})`));
  expect(week.count).toBeGreaterThanOrEqual(today.count);
  // This order awaits its shipping cost, so the figure (the card's first paragraph) counts at least it.
  const awaiting = await card(page, d.awaitingShippingCost).getByRole('paragraph').first().textContent();
  expect(Number((awaiting ?? '').replace(/\s/g, ''))).toBeGreaterThanOrEqual(1);

  // The chart's text alternative counts today's orders too (its last row is today).
  const days = page.getByRole('table', { name: d.chart.tableLabel });
  await expect(days.getByRole('row')).toHaveCount(31);
  const lastDay = days.getByRole('row').last();
  const cells = await lastDay.getByRole('cell').allTextContents();
  expect(Number((cells[0] ?? '').replace(/\s/g, ''))).toBe(today.count);
  // The drawing is there for sighted users (uPlot's canvas), hidden from assistive technology.
  await expect(page.locator('.admin-dashboard-chart__plot canvas')).toHaveCount(1);

  await link.click();
  await expect(page.getByRole('heading', { level: 1, name: `Заказ № ${order.number}` })).toBeVisible();
  await page.goto('/admin');
  await page.getByRole('link', { name: d.awaitingShippingCost }).click();
  await expect(page).toHaveURL(/\/admin\/order\/list\?status=created$/);
});

test('the dashboard works on a 390 px phone', async ({ page, rootToken }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await placeOrder(page.request, rootToken);
  await signInAsNewAdmin(page, rootToken);
  await page.goto('/admin');
  await expect(card(page, d.today)).toBeVisible();
  await expect(page.locator('.admin-dashboard-chart__plot canvas')).toHaveCount(1);
  // Nothing wider than the screen: the page does not scroll sideways.
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);
});
