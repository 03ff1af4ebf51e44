import { A11Y_VIEWPORTS, expectNoSeriousA11yViolations } from '@shop/testing-e2e/a11y';
import { ru } from '@shop/i18n-ru';
import { createCustomerGroup, createUser, signInAsNewAdmin, unique } from './admin-api';
import { adminPages } from './admin-pages';
import { expect, test } from './fixtures';
import { applyAsIntegrator } from './integrator-requests-api';
import { placeOrder } from './orders-api';

// Thirty-odd pages, each checked once the page shows its heading: axe takes 4-6 s a page on two busy cores (a
// trace of a timed-out run showed every page at that pace and the last one cut off at 180 s), so 10 s a page.
test.describe.configure({ timeout: 360_000 });

for (const viewport of A11Y_VIEWPORTS) {
  test.describe(`axe, ${viewport.name} (${viewport.width} px)`, () => {
    test.use({ viewport: { width: viewport.width, height: viewport.height } });

    test('the sign-in screen has no serious or critical violation, with and without its field messages', async ({
      page,
    }) => {
      await page.goto('/admin/auth/login');
      await expect(page.getByRole('heading', { level: 1, name: ru.admin.auth.loginTitle })).toBeVisible();
      await expectNoSeriousA11yViolations(page, `вход (${viewport.name})`);
      await page.getByRole('button', { name: ru.admin.auth.submit }).click();
      await expect(page.getByText(ru.admin.auth.emailRequired)).toBeVisible();
      await expectNoSeriousA11yViolations(page, `вход с ошибками полей (${viewport.name})`);
    });

    test('every back-office page has none either', async ({ page, rootToken }) => {
      // First: it signs a customer in through the page's cookie jar, which the admin's sign-in then replaces.
      const order = await placeOrder(page.request, rootToken);
      // A pending integrator request, so its list is checked with a row and its decision buttons.
      const integrator = await applyAsIntegrator(page.request, rootToken, {
        companyTitle: `ООО «Доступность ${unique()}»`,
        comment: 'Проверка доступности',
      });
      await signInAsNewAdmin(page, rootToken);
      const userId = await createUser(page.request, rootToken, {
        email: `a11y-${unique()}@e2e.test`,
        password: `Pass-${unique()}`,
        role: 'customer',
        lastName: 'Соколова',
      });
      const groupId = await createCustomerGroup(page.request, rootToken, `Дилеры ${unique()}`, '7.5');
      const pages = [
        ...adminPages,
        { path: `/admin/user/update?id=${userId}`, heading: ru.admin.pages.userUpdate },
        { path: `/admin/customer/group/update?id=${groupId}`, heading: ru.admin.pages.customerGroupUpdate },
        { path: `/admin/order/info?id=${order.id}`, heading: `Заказ № ${order.number}` },
        { path: '/admin/settings/content/delivery', heading: 'Страница «Доставка и оплата»' },
        {
          path: `/admin/integrator-request/list?searchQuery=${encodeURIComponent(integrator.email)}`,
          heading: ru.admin.pages.integratorRequestList,
        },
      ];
      for (const { path, heading } of pages) {
        await page.goto(path);
        await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
        // Lists and forms show a skeleton until their data is in: check what the administrator works with.
        await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
        await expectNoSeriousA11yViolations(page, `${path} (${viewport.name})`);
      }
      // The last page is the integrator list with one pending request: its confirm dialog, with the group select.
      await page.getByRole('button', { name: /^Одобрить заявку/ }).click();
      await expect(page.getByRole('dialog').getByLabel(ru.adminIntegratorRequests.dialog.group)).toBeVisible();
      await expectNoSeriousA11yViolations(page, `диалог одобрения заявки интегратора (${viewport.name})`);
    });
  });
}
