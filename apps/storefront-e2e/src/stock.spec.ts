import { expect, test, type Page } from '@playwright/test';
import { AdminApi, uniqueTag } from './support/admin-api';
import { waitForHydration } from './support/hydration';

/**
 * Counted stock as shoppers see it (issue #28): a product with three pieces free says «Мало» to a guest, without the
 * number, on its page and its card; a customer of a customer group sees «Свободно 3 шт.» beside it, and the quantity
 * field warns when the cart asks for more than that.
 */
test.describe.configure({ timeout: 120_000 });

let shop: { slug: string; title: string; categorySlug: string; email: string; password: string };

test.beforeAll(async ({ request }) => {
  const tag = uniqueTag();
  const admin = await AdminApi.signIn(request);
  const categorySlug = `sklad-${tag}`;
  const categoryId = await admin.createCategory(`Склад ${tag}`, categorySlug);
  const title = `Блок СКЗИ остаток ${tag}`;
  const slug = `blok-skzi-ostatok-${tag}`;
  const productId = await admin.createProduct({
    article: `STK-${tag.toUpperCase()}`,
    title,
    slug,
    basePrice: '18500.00',
    description: `<p>${title}.</p>`,
    categoryId,
  });
  await admin.adjustStock(productId, 3);
  const email = `stock-${tag}@example.ru`;
  const password = `stock-pass-${tag}`;
  const groupId = await admin.createCustomerGroup(`Дилеры ${tag}`);
  await admin.addGroupMember(groupId, await admin.createCustomer(email, password));
  shop = { slug, title, categorySlug, email, password };
});

async function open(page: Page, path: string) {
  await page.goto(path);
  await waitForHydration(page);
}

/** The product page's line «Наличие: …». */
const availability = (page: Page) => page.locator('.sf-product__availability');

test('a guest sees «Мало» without the number; a customer of a group sees how many are free and is warned past it', async ({
  page,
}) => {
  await open(page, `/product/${shop.slug}`);
  await expect(availability(page)).toHaveText('Наличие: Мало');
  await expect(page.getByText(/Свободно/)).toHaveCount(0);
  await open(page, `/category/${shop.categorySlug}`);
  const card = page.getByRole('article').filter({ has: page.getByRole('link', { name: shop.title }) });
  await expect(card.getByText('Мало', { exact: true })).toBeVisible();
  await expect(card).not.toContainText('шт.');

  await open(page, '/auth/login');
  await page.getByLabel(/^Электронная почта/).fill(shop.email);
  await page.getByLabel(/^Пароль/).fill(shop.password);
  await page.getByRole('button', { name: 'Войти' }).click();
  await expect(page).toHaveURL('/');
  await open(page, `/product/${shop.slug}`);
  await expect(availability(page)).toHaveText('Наличие: Мало Свободно 3 шт.');

  // Four in the cart, one more than is free: the field says so, with the number this customer is shown.
  await page.getByRole('button', { name: 'В корзину', exact: true }).click();
  const quantity = page.getByRole('group', { name: shop.title });
  for (let i = 0; i < 3; i++) await quantity.getByRole('button', { name: 'Увеличить количество' }).click();
  await expect(quantity.getByRole('textbox', { name: 'Количество' })).toHaveValue('4');
  await expect(page.getByRole('status').filter({ hasText: 'на складе' })).toHaveText(
    'Больше, чем есть на складе: свободно 3 шт.',
  );
});
