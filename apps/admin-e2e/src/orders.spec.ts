import { ru } from '@shop/i18n-ru';
import { signInAsNewAdmin } from './admin-api';
import { expect, test } from './fixtures';
import { placeOrder } from './orders-api';

const o = ru.adminOrders;

test('the admin finds an order by number, sets the shipping cost, completes it, and the order is closed', async ({
  page,
  rootToken,
}) => {
  // The order first: placing it signs the customer in through the page's cookie jar, which the admin's sign-in replaces.
  const { number, customer } = await placeOrder(page.request, rootToken);
  await signInAsNewAdmin(page, rootToken);

  await page.goto('/admin/order/list');
  await expect(page.getByRole('heading', { level: 1, name: ru.admin.pages.orderList })).toBeVisible();
  await page.getByRole('searchbox', { name: o.list.searchLabel }).fill(String(number));
  await expect(page).toHaveURL(new RegExp(`searchQuery=${number}`));
  const table = page.getByRole('table', { name: o.list.tableLabel });
  await expect(table.getByRole('row')).toHaveCount(2);
  await expect(table.getByRole('row').nth(1)).toContainText(customer);
  await expect(table.getByRole('row').nth(1)).toContainText(o.list.awaitingShipping);
  await table.getByRole('link', { name: String(number) }).click();

  await expect(page.getByRole('heading', { level: 1, name: `Заказ № ${number}` })).toBeVisible();
  await expect(page.getByText('Позвоните перед отгрузкой')).toBeVisible();
  await page.getByLabel(o.info.manager.shippingCost).fill('450,50');
  await page.getByRole('button', { name: o.info.manager.save }).click();
  await expect(page.getByText('4 151,50 ₽').first()).toBeVisible();

  await page.getByRole('button', { name: o.info.actions.complete, exact: true }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel(o.info.dialog.comment).fill('Выдан со склада');
  await dialog.getByRole('button', { name: o.info.dialog.completeSubmit }).click();
  await expect(page.getByText(ru.orders.status.completed).first()).toBeVisible();
  await expect(page.getByRole('table', { name: o.info.history.tableLabel })).toContainText('Выдан со склада');
  await expect(page.getByText(o.info.manager.readOnly)).toBeVisible();
  await expect(page.getByRole('button', { name: o.info.actions.complete, exact: true })).toHaveCount(0);
});
