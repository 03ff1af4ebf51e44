import { ru } from '@shop/i18n-ru';
import type { APIRequestContext, Page } from '@playwright/test';
import { createCustomerGroup, createUser, signInAsNewAdmin, unique } from './admin-api';
import { API_URL, STOREFRONT_URL } from './e2e-env';
import { expect, test } from './fixtures';

const t = ru.storefrontIntegrators;
const a = ru.adminIntegratorRequests;
const COMPANY = 'ООО «ТахоМонтаж»';

const BASE_PRICE = /^18\s500,00\s₽$/;
const GROUP_PRICE = /^15\s990,50\s₽$/;

/** A JSON call as the root that must succeed; resolves to the reply's payload. */
async function call<T>(
  request: APIRequestContext,
  token: string,
  method: 'post' | 'put',
  path: string,
  data?: unknown,
): Promise<T> {
  const reply = await request[method](`${API_URL}${path}`, {
    ...(data === undefined ? {} : { data }),
    headers: { authorization: `Bearer ${token}` },
  });
  expect(reply.status(), `${method.toUpperCase()} ${path}: ${await reply.text()}`).toBe(200);
  return ((await reply.json()) as { payload: T }).payload;
}

/** A product at 18 500 ₽ with a price of 15 990,50 ₽ for a new customer group, and a customer with a confirmed e-mail. */
async function shopWithGroupPrice(request: APIRequestContext, rootToken: string) {
  const tag = unique();
  const { category } = await call<{ category: { id: string } }>(request, rootToken, 'post', '/api/v1/admin/category', {
    title: `Тахографы ${tag}`,
    slug: `tahografy-int-${tag}`,
  });
  const productSlug = `tahograf-shtrih-${tag}`;
  const { product } = await call<{ product: { id: string } }>(request, rootToken, 'post', '/api/v1/admin/product', {
    article: `SHT-${tag}`,
    title: `Тахограф Штрих-Тахо RUS ${tag}`,
    slug: productSlug,
    description: '<p>Тахограф с блоком СКЗИ.</p>',
    basePrice: '18500.00',
    availability: 'in_stock',
    categoryIdList: [category.id],
    primaryCategoryId: category.id,
  });
  const groupTitle = `Интеграторы ${tag}`;
  const groupId = await createCustomerGroup(request, rootToken, groupTitle);
  await call(request, rootToken, 'put', `/api/v1/admin/product/${product.id}/group-prices`, {
    groupPriceList: [{ customerGroupId: groupId, price: '15990.50' }],
  });
  const email = `integrator-${tag}@tahomontazh.ru`;
  const password = `Integrator-${tag}`;
  await createUser(request, rootToken, {
    email,
    password,
    role: 'customer',
    firstName: 'Андрей',
    lastName: 'Кузнецов',
    companyTitle: COMPANY,
    emailIsConfirmed: true,
  });
  return { productSlug, groupTitle, email, password };
}

/** Waits until React has hydrated the storefront's page (root.tsx marks `<html data-hydrated>`). */
async function hydrated(page: Page): Promise<void> {
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true');
}

test('a customer applies as an integrator from the banner, the admin confirms with a group, and the open product page shows the group price by itself', async ({
  page,
  browser,
  rootToken,
}) => {
  test.setTimeout(150_000);
  const shop = await shopWithGroupPrice(page.request, rootToken);

  // The customer's own browser, on the storefront (4010) over the same API.
  const customerContext = await browser.newContext({ baseURL: STOREFRONT_URL });
  const customer = await customerContext.newPage();
  await customer.goto(`/auth/login?redirect=${encodeURIComponent(`/product/${shop.productSlug}`)}`);
  await hydrated(customer);
  await customer.getByLabel(/^Электронная почта/).fill(shop.email);
  await customer.getByLabel(/^Пароль/).fill(shop.password);
  await customer.getByRole('button', { name: 'Войти' }).click();
  await expect(customer).toHaveURL(`/product/${shop.productSlug}`);
  await expect(customer.getByTestId('product-price')).toHaveText(BASE_PRICE);

  // (4) The banner leads to the form in the account.
  const banner = customer.getByRole('complementary', { name: t.banner.label });
  await expect(banner).toBeVisible();
  await banner.getByRole('link', { name: t.banner.link }).click();
  await expect(customer).toHaveURL('/account#integrator-request');
  const form = customer.getByRole('form', { name: t.form.label });
  await expect(form.getByLabel(/^Название организации/)).toHaveValue(COMPANY);
  // A mistyped ИНН is refused in the browser with the checkout's words.
  await form.getByLabel(/^ИНН/).fill('7707083894');
  await form.getByLabel(/^Телефон для связи/).fill('+7 843 200-10-20');
  await form.getByLabel(/^Регион работы/).fill('Республика Татарстан');
  await form.getByLabel(/^Комментарий/).fill('Устанавливаем тахографы с 2015 года, обслуживаем 40 автопарков.');
  await form.getByRole('button', { name: t.form.submit }).click();
  await expect(form.getByText(ru.requisites.innChecksum)).toBeVisible();
  await form.getByLabel(/^ИНН/).fill('7707083893');
  await form.getByRole('button', { name: t.form.submit }).click();
  const card = customer.getByRole('article', { name: t.request.title });
  await expect(card.getByText(t.status.pending, { exact: true })).toBeVisible();
  await expect(card).toContainText('Республика Татарстан');
  await expect(customer.getByRole('form', { name: t.form.label })).toHaveCount(0);

  // The customer keeps the product page open; the banner is gone now that a request is pending.
  await customer.goto(`/product/${shop.productSlug}`);
  await hydrated(customer);
  await expect(customer.getByTestId('product-price')).toHaveText(BASE_PRICE);
  await expect(customer.getByRole('complementary', { name: t.banner.label })).toHaveCount(0);
  // Marks this document: a reload the page does by itself replaces it.
  await customer.evaluate(() => {
    (window as unknown as { integratorMark?: boolean }).integratorMark = true;
  });

  // The admin confirms the request with the group in the back office.
  await signInAsNewAdmin(page, rootToken);
  await page.goto(`/admin/integrator-request/list?searchQuery=${encodeURIComponent(shop.email)}`);
  await expect(page.getByRole('heading', { level: 1, name: ru.admin.pages.integratorRequestList })).toBeVisible();
  const table = page.getByRole('table', { name: a.list.tableLabel });
  await expect(table.getByRole('row')).toHaveCount(2);
  await expect(table.getByRole('row').nth(1)).toContainText('Республика Татарстан');
  await table.getByRole('button', { name: a.list.confirmLabel.replace('{company}', COMPANY) }).click();
  const dialog = page.getByRole('dialog', { name: a.dialog.confirmTitle.replace('{company}', COMPANY) });
  await dialog.getByLabel(a.dialog.group).selectOption({ label: shop.groupTitle });
  await dialog.getByRole('button', { name: a.dialog.confirmSubmit }).click();
  await expect(page.getByText(a.dialog.confirmed, { exact: true })).toBeVisible();

  // (5) Without a manual reload: the page learns of the decision, reloads itself and shows the group's price.
  await expect(customer.getByTestId('product-price')).toHaveText(GROUP_PRICE, { timeout: 45_000 });
  expect(
    await customer.evaluate(() => (window as unknown as { integratorMark?: boolean }).integratorMark),
  ).toBeUndefined();
  await expect(customer.getByRole('complementary', { name: t.banner.label })).toHaveCount(0);

  await customer.goto('/account');
  await expect(
    customer.getByRole('article', { name: t.request.title }).getByText(t.status.confirmed, { exact: true }),
  ).toBeVisible();
  await customerContext.close();
});
