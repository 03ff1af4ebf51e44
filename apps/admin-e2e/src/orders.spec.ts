import { ru } from '@shop/i18n-ru';
import { A11Y_VIEWPORTS, expectNoSeriousA11yViolations } from '@shop/testing-e2e/a11y';
import { signInAsNewAdmin } from './admin-api';
import { expect, test } from './fixtures';
import { placeOrder } from './orders-api';

const o = ru.adminOrders;
const info = o.info;

/** The smallest file a PDF reader opens: the API checks its `%PDF-` signature. */
const PDF = Buffer.from('%PDF-1.4\n1 0 obj<</Type/Catalog>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n');

test('the admin finds an order by number, sets the shipping cost, completes it with the override, and the order is closed', async ({
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
  // Neither paid nor shipped through the desk: it completes with the override and the reason.
  await dialog.getByRole('checkbox', { name: o.info.dialog.override }).check();
  await dialog.getByLabel(o.info.dialog.comment).fill('Выдан со склада, оплачен наличными');
  await dialog.getByRole('button', { name: o.info.dialog.completeSubmit }).click();
  await expect(page.getByText(ru.orders.status.completed).first()).toBeVisible();
  await expect(page.getByRole('table', { name: o.info.history.tableLabel })).toContainText(
    'Выдан со склада, оплачен наличными',
  );
  await expect(page.getByText(o.info.manager.readOnly)).toBeVisible();
  await expect(page.getByRole('button', { name: o.info.actions.complete, exact: true })).toHaveCount(0);
});

for (const viewport of A11Y_VIEWPORTS) {
  test.describe(`the order desk, ${viewport.name} (${viewport.width} px)`, () => {
    test.use({ viewport: { width: viewport.width, height: viewport.height } });
    // Four axe runs of 4-6 s each on two busy cores, besides the steps themselves.
    test.describe.configure({ timeout: 120_000 });

    test('the admin records a partial then a full payment, ships with a waybill, attaches a PDF and completes the order', async ({
      page,
      rootToken,
    }) => {
      const { id, number } = await placeOrder(page.request, rootToken);
      await signInAsNewAdmin(page, rootToken);
      await page.goto(`/admin/order/info?id=${id}`);
      await expect(page.getByRole('heading', { level: 1, name: `Заказ № ${number}` })).toBeVisible();

      // 2 × 1 850,50 ₽ and 300 ₽ of shipping: 4 001,00 ₽ to pay.
      await page.getByLabel(info.manager.shippingCost).fill('300');
      await page.getByRole('button', { name: info.manager.save }).click();
      await expect(page.getByText('4 001,00 ₽').first()).toBeVisible();

      // Neither paid nor shipped: completing needs the override and a reason.
      await page.getByRole('button', { name: info.actions.complete, exact: true }).click();
      let dialog = page.getByRole('dialog');
      await expect(dialog.getByText(info.dialog.blockers.not_paid)).toBeVisible();
      await expect(dialog.getByText(info.dialog.blockers.not_shipped)).toBeVisible();
      await dialog.getByRole('checkbox', { name: info.dialog.override }).check();
      await expectNoSeriousA11yViolations(page, `выполнение без оплаты (${viewport.name})`);
      await dialog.getByRole('button', { name: ru.common.back }).click();
      await expect(dialog).toHaveCount(0);

      const payment = page.getByRole('region', { name: info.payment.title });
      await payment.getByRole('button', { name: info.payment.record }).click();
      dialog = page.getByRole('dialog');
      await expect(dialog.getByLabel(info.paymentDialog.amount)).toHaveValue('4001,00');
      await dialog.getByLabel(info.paymentDialog.amount).fill('1 500,50');
      await dialog.getByLabel(info.paymentDialog.documentNumber).fill('п/п 17');
      await expectNoSeriousA11yViolations(page, `диалог оплаты (${viewport.name})`);
      await dialog.getByRole('button', { name: info.paymentDialog.submitPayment }).click();
      await expect(dialog).toHaveCount(0);
      await expect(payment.getByText(ru.orders.paymentStatus.partially_paid).first()).toBeVisible();
      await expect(payment.getByText('2 500,50 ₽')).toBeVisible();

      await payment.getByRole('button', { name: info.payment.record }).click();
      dialog = page.getByRole('dialog');
      await expect(dialog.getByLabel(info.paymentDialog.amount)).toHaveValue('2500,50');
      await dialog.getByLabel(info.paymentDialog.documentNumber).fill('п/п 18');
      await dialog.getByRole('button', { name: info.paymentDialog.submitPayment }).click();
      await expect(dialog).toHaveCount(0);
      const history = payment.getByRole('table', { name: info.payment.tableLabel });
      await expect(history.getByRole('row')).toHaveCount(3);
      await expect(history).toContainText('п/п 18');
      await expect(payment.getByText(ru.orders.paymentStatus.paid).first()).toBeVisible();
      await expect(payment.getByRole('button', { name: info.payment.record })).toHaveCount(0);

      const shipment = page.getByRole('region', { name: info.shipment.title });
      await shipment.getByRole('button', { name: info.shipment.steps.shipped }).click();
      dialog = page.getByRole('dialog');
      await dialog.getByLabel(info.shipmentDialog.carrier).fill('СДЭК');
      await dialog.getByLabel(info.shipmentDialog.waybillNumber).fill('1098765432');
      await dialog.getByRole('button', { name: info.shipment.steps.shipped }).click();
      await expect(dialog).toHaveCount(0);
      await expect(shipment.getByText(ru.orders.shipmentStatus.shipped).first()).toBeVisible();
      await expect(shipment.getByText('1098765432').first()).toBeVisible();
      await expect(shipment.getByRole('button', { name: info.shipment.steps.correct })).toBeVisible();

      const documents = page.getByRole('region', { name: info.documents.title });
      await documents.getByLabel(info.documents.file).setInputFiles({
        name: 'УПД № 118.pdf',
        mimeType: 'application/pdf',
        buffer: PDF,
      });
      await documents.getByRole('button', { name: info.documents.upload }).click();
      const list = documents.getByRole('table', { name: info.documents.tableLabel });
      await expect(list).toContainText('УПД № 118');
      const download = page.waitForEvent('download');
      await list.getByRole('button', { name: 'Скачать «УПД № 118»' }).click();
      expect((await download).suggestedFilename()).toBe('УПД № 118.pdf');
      await expectNoSeriousA11yViolations(page, `заказ с оплатой, отгрузкой и документом (${viewport.name})`);

      // Paid and shipped: the order completes without an override.
      await page.getByRole('button', { name: info.actions.complete, exact: true }).click();
      dialog = page.getByRole('dialog');
      await expect(dialog.getByRole('checkbox')).toHaveCount(0);
      await expectNoSeriousA11yViolations(page, `выполнение оплаченного заказа (${viewport.name})`);
      await dialog.getByRole('button', { name: info.dialog.completeSubmit }).click();
      await expect(page.getByText(info.manager.readOnly)).toBeVisible();

      // The list finds it by its payment and shipment.
      await page.goto(`/admin/order/list?searchQuery=${number}`);
      await page.getByRole('combobox', { name: o.list.paymentFilter }).selectOption('paid');
      await page.getByRole('combobox', { name: o.list.shipmentFilter }).selectOption('shipped');
      await expect(page).toHaveURL(/paymentStatus=paid&shipmentStatus=shipped/);
      const row = page.getByRole('table', { name: o.list.tableLabel }).getByRole('row').nth(1);
      await expect(row).toContainText(ru.orders.paymentStatus.paid);
      await expect(row).toContainText(ru.orders.shipmentStatus.shipped);
      await page.getByRole('combobox', { name: o.list.shipmentFilter }).selectOption('received');
      await expect(page.getByText(ru.common.noData)).toBeVisible();
    });
  });
}
