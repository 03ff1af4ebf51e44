import { expect as baseExpect, test, type Page } from '@playwright/test';
import { A11Y_VIEWPORTS, expectNoSeriousA11yViolations } from '@shop/testing-e2e/a11y';
import { AdminApi, uniqueTag } from './support/admin-api';
import { waitForHydration } from './support/hydration';
import { customerPages, guestPages } from './support/pages';
import { testPng } from './support/png';

/** Setup hashes a password and converts an image on two shared cores: allow the API its time. */
const EXPECT_TIMEOUT_MS = 15_000;
const expect = baseExpect.configure({ timeout: EXPECT_TIMEOUT_MS });
test.describe.configure({ timeout: 180_000 });

interface Shop {
  categorySlug: string;
  productSlug: string;
  productTitle: string;
  searchWord: string;
  customerEmail: string;
  customerPassword: string;
  /** A counted product with nothing on hand: its page offers «Сообщить о поступлении». */
  soldOutSlug: string;
}

let shop: Shop;

/** A category with a product (image and attribute included) and a customer, once per worker. */
test.beforeAll(async ({ request }) => {
  const tag = uniqueTag();
  const admin = await AdminApi.signIn(request);
  const categorySlug = `datchiki-${tag}`;
  const categoryId = await admin.createCategory(`Датчики уровня топлива ${tag}`, categorySlug);
  const attributeId = await admin.createAttribute(`Длина ${tag}`, 'мм');
  const productTitle = `Датчик уровня топлива Эскорт ТД-150 ${tag}`;
  const productSlug = `datchik-eskort-td-150-${tag}`;
  // The product's own article: it makes the product the first suggestion, whatever other workers have created.
  const article = `TD-150-${tag.toUpperCase()}`;
  const productId = await admin.createProduct({
    article,
    title: productTitle,
    slug: productSlug,
    basePrice: '12500.00',
    description: '<p>Ёмкостный датчик уровня топлива с интерфейсом RS-485.</p>',
    categoryId,
  });
  await admin.setAttributes(productId, [{ attributeId, value: '700' }]);
  await admin.addMainImage(productId, await admin.uploadImage(`eskort-${tag}.png`, testPng(800, 600)), productTitle);
  const soldOutSlug = `datchik-eskort-td-600-${tag}`;
  const soldOutId = await admin.createProduct({
    article: `TD-600-${tag.toUpperCase()}`,
    title: `Датчик уровня топлива Эскорт ТД-600 ${tag}`,
    slug: soldOutSlug,
    basePrice: '15900.00',
    description: '<p>Датчик с интерфейсом RS-485 для баков до 1,5 м.</p>',
    categoryId,
  });
  await admin.setStockOnHand(soldOutId, 0);
  const customerEmail = `a11y-${tag}@example.ru`;
  const customerPassword = `a11y-pass-${tag}`;
  await admin.createCustomer(customerEmail, customerPassword, { confirmed: true });
  shop = { categorySlug, productSlug, productTitle, searchWord: article, customerEmail, customerPassword, soldOutSlug };
});

/** Opens `path` and waits until React has hydrated it, so client-only UI is there to be checked too. */
async function open(page: Page, path: string) {
  await page.goto(path);
  await waitForHydration(page, EXPECT_TIMEOUT_MS);
}

for (const viewport of A11Y_VIEWPORTS) {
  test.describe(`axe, ${viewport.name} (${viewport.width} px)`, () => {
    test.use({ viewport: { width: viewport.width, height: viewport.height } });

    test('every page a guest opens has no serious or critical violation', async ({ page }) => {
      for (const path of guestPages(shop)) {
        await open(page, path);
        await expectNoSeriousA11yViolations(page, `${path} (${viewport.name})`);
      }
    });

    test('every page of the account has none either', async ({ page }) => {
      await open(page, '/auth/login?redirect=%2Faccount');
      await page.getByLabel(/^Электронная почта/).fill(shop.customerEmail);
      await page.getByLabel(/^Пароль/).fill(shop.customerPassword);
      await page.getByRole('button', { name: 'Войти' }).click();
      await expect(page).toHaveURL('/account');
      for (const path of customerPages) {
        await open(page, path);
        await expectNoSeriousA11yViolations(page, `${path} (${viewport.name})`);
      }
    });

    test('the cart and the favorites with a product in them have none either', async ({ page }) => {
      await open(page, `/product/${shop.productSlug}`);
      await page.getByRole('button', { name: 'В корзину', exact: true }).click();
      await page.getByRole('button', { name: 'В избранное', exact: true }).click();
      await expect(page.getByRole('banner').getByRole('link', { name: /^Корзина 1 · .+ \(1 товар\)$/ })).toBeVisible();
      await expect(page.getByRole('banner').getByRole('link', { name: 'Избранное 1' })).toBeVisible();
      for (const path of ['/cart', '/account/favorites', `/category/${shop.categorySlug}`]) {
        await open(page, path);
        await expectNoSeriousA11yViolations(page, `${path}, товар в корзине и в избранном (${viewport.name})`);
      }
    });

    test('the filled checkout, its success page and the order in the account have none either', async ({ page }) => {
      await open(page, '/auth/login');
      await page.getByLabel(/^Электронная почта/).fill(shop.customerEmail);
      await page.getByLabel(/^Пароль/).fill(shop.customerPassword);
      await page.getByRole('button', { name: 'Войти' }).click();
      await expect(page).toHaveURL('/');
      await open(page, `/product/${shop.productSlug}`);
      await page.getByRole('button', { name: 'В корзину', exact: true }).click();
      await expect(page.getByRole('banner').getByRole('link', { name: /^Корзина 1/ })).toBeVisible();
      await open(page, '/checkout');
      await expect(page.getByRole('button', { name: 'Подтвердить заказ' })).toBeVisible();
      await page.getByRole('radio', { name: 'Организация или ИП' }).check();
      await expectNoSeriousA11yViolations(page, `/checkout с товаром (${viewport.name})`);
      // Sent half-filled, the form shows its field messages: they must be as readable.
      await page.getByRole('button', { name: 'Подтвердить заказ' }).click();
      await expect(page.getByText('Заполните поле').first()).toBeVisible();
      await expectNoSeriousA11yViolations(page, `/checkout с ошибками полей (${viewport.name})`);
      await page.getByRole('radio', { name: 'Физическое лицо' }).check();
      await page.getByRole('radio', { name: 'Самовывоз' }).check();
      await page.getByRole('button', { name: 'Подтвердить заказ' }).click();
      await expect(page).toHaveURL(/\/success$/);
      await waitForHydration(page, EXPECT_TIMEOUT_MS);
      await expectNoSeriousA11yViolations(page, `успешный заказ (${viewport.name})`);
      await page.getByRole('link', { name: 'Открыть заказ' }).click();
      await expect(page.getByRole('button', { name: 'Повторить заказ' })).toBeVisible();
      await expectNoSeriousA11yViolations(page, `страница заказа (${viewport.name})`);
      await open(page, '/account/order/list');
      await expectNoSeriousA11yViolations(page, `/account/order/list с заказами (${viewport.name})`);
    });

    test('the integrator banner, the request form with its field messages and the pending request have none either', async ({
      page,
      request,
    }) => {
      // A customer of their own: applying is once per account.
      const email = `a11y-integrator-${uniqueTag()}@example.ru`;
      const password = `a11y-pass-${uniqueTag()}`;
      await (await AdminApi.signIn(request)).createCustomer(email, password, { confirmed: true });
      await open(page, '/auth/login');
      await page.getByLabel(/^Электронная почта/).fill(email);
      await page.getByLabel(/^Пароль/).fill(password);
      await page.getByRole('button', { name: 'Войти' }).click();
      await expect(page).toHaveURL('/');
      await expect(page.getByRole('complementary', { name: 'Предложение для интеграторов' })).toBeVisible();
      await expectNoSeriousA11yViolations(page, `баннер интеграторов (${viewport.name})`);
      await open(page, '/account');
      const form = page.getByRole('form', { name: 'Заявка интегратора' });
      await form.getByLabel(/^Название организации/).fill('ООО «ТахоМонтаж»');
      await form.getByLabel(/^ИНН/).fill('7707083894');
      await form.getByRole('button', { name: 'Отправить заявку' }).click();
      await expect(form.getByText('ИНН указан с ошибкой: не сходится контрольное число')).toBeVisible();
      await expectNoSeriousA11yViolations(page, `/account, заявка интегратора с ошибками полей (${viewport.name})`);
      await form.getByLabel(/^ИНН/).fill('7707083893');
      await form.getByLabel(/^Регион работы/).fill('Республика Татарстан');
      await form.getByRole('button', { name: 'Отправить заявку' }).click();
      await expect(page.getByRole('article', { name: 'Ваша заявка' })).toContainText('На рассмотрении');
      await expectNoSeriousA11yViolations(page, `/account с заявкой интегратора (${viewport.name})`);
    });

    test("the back-in-stock form with its field message and its answer, and the unsubscribe page's refusal, have none either", async ({
      page,
    }) => {
      await open(page, `/product/${shop.soldOutSlug}`);
      const form = page.getByRole('form', { name: 'Сообщить о поступлении' });
      await form.getByRole('button', { name: 'Сообщить о поступлении' }).click();
      await expect(form.getByText('Заполните поле')).toBeVisible();
      await expectNoSeriousA11yViolations(page, `уведомление о поступлении с ошибкой поля (${viewport.name})`);
      await form.getByLabel(/^Электронная почта/).fill(`a11y-notice-${uniqueTag()}@example.ru`);
      await form.getByRole('button', { name: 'Сообщить о поступлении' }).click();
      await expect(page.getByRole('status').filter({ hasText: 'Готово' })).toBeVisible();
      await expectNoSeriousA11yViolations(page, `уведомление о поступлении оформлено (${viewport.name})`);
      await open(page, '/back-in-stock/unsubscribe/not-a-token');
      await page.getByRole('button', { name: 'Отписаться' }).click();
      await expect(page.getByRole('alert')).toContainText('Ссылка недействительна');
      await expectNoSeriousA11yViolations(page, `отписка по чужой ссылке (${viewport.name})`);
    });

    test('the open search suggestions, the unfolded filters and the phone menu have none either', async ({ page }) => {
      await open(page, `/category/${shop.categorySlug}`);
      await page.getByRole('combobox', { name: 'Поиск по каталогу' }).fill(shop.searchWord);
      await expect(page.getByRole('listbox', { name: 'Подсказки' })).toBeVisible();
      await expectNoSeriousA11yViolations(page, `подсказки поиска (${viewport.name})`);
      await page.keyboard.press('Escape');
      const filters = page.getByRole('button', { name: 'Фильтры' });
      if (await filters.isVisible()) {
        await filters.click();
        await expect(filters).toHaveAttribute('aria-expanded', 'true');
        await expectNoSeriousA11yViolations(page, `фильтры раскрыты (${viewport.name})`);
      }
      const menu = page.getByRole('banner').locator('summary', { hasText: 'Меню' });
      if (await menu.isVisible()) {
        await menu.click();
        await expect(page.getByRole('banner').getByRole('link', { name: 'Войти' })).toBeVisible();
        await expectNoSeriousA11yViolations(page, `меню телефона открыто (${viewport.name})`);
      }
    });
  });
}

test('the search box is a combobox: Escape closes it, arrow keys pick a suggestion with the focus kept in the box, Enter opens it', async ({
  page,
}) => {
  await open(page, '/');
  const box = page.getByRole('combobox', { name: 'Поиск по каталогу' });
  await box.fill(shop.searchWord);
  const option = page.getByRole('option', { name: new RegExp(shop.productTitle) });
  await expect(option).toBeVisible();
  await expect(box).toHaveAttribute('aria-expanded', 'true');
  // Escape closes the suggestions and keeps the text (a search field would clear itself); Down opens them again.
  await page.keyboard.press('Escape');
  await expect(page.getByRole('listbox')).toHaveCount(0);
  await expect(box).toHaveValue(shop.searchWord);
  await page.keyboard.press('ArrowDown');
  await expect(option).toBeVisible();
  await page.keyboard.press('ArrowDown');
  await expect(option).toHaveAttribute('aria-selected', 'true');
  await expect(box).toHaveAttribute('aria-activedescendant', (await option.getAttribute('id')) ?? '');
  await expect(box).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(`/product/${shop.productSlug}`);
  await expect(page.getByRole('heading', { level: 1, name: shop.productTitle })).toBeVisible();
});
