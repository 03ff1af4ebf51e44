import { expect as baseExpect, test, type APIRequestContext } from '@playwright/test';
import { AdminApi, clientAddress, uniqueTag } from './support/admin-api';
import { API_URL } from './support/e2e-env';
import { waitForHydration } from './support/hydration';

/** Setup goes through the API on two shared cores: allow it its time. */
const expect = baseExpect.configure({ timeout: 15_000 });
test.describe.configure({ timeout: 120_000 });

/** Signs a customer in through the API (a visitor of its own for the per-address limit); the Authorization header. */
async function bearer(request: APIRequestContext, email: string, password: string): Promise<Record<string, string>> {
  const login = await request.post(`${API_URL}/api/v1/auth/login`, {
    data: { email, password },
    headers: { 'x-forwarded-for': clientAddress() },
  });
  expect(login.status(), await login.text()).toBe(200);
  const { accessToken } = ((await login.json()) as { payload: { jwt: { accessToken: string } } }).payload.jwt;
  return { authorization: `Bearer ${accessToken}` };
}

test('a customer buys the last two units, and the second customer is told at checkout that none are left', async ({
  page,
  request,
}) => {
  const tag = uniqueTag();
  const admin = await AdminApi.signIn(request);
  const categoryId = await admin.createCategory(`Адаптеры ${tag}`, `adaptery-${tag}`);
  const title = `Адаптер питания тахографа 24 В ${tag}`;
  const productId = await admin.createProduct({
    article: `ADP-24-${tag.toUpperCase()}`,
    title,
    slug: `adapter-24-${tag}`,
    basePrice: '1500.00',
    description: '<p>Адаптер питания для тахографов.</p>',
    categoryId,
  });
  await admin.setStockOnHand(productId, 2);

  const password = `pass-${tag}`;
  const first = `first-${tag}@example.ru`;
  const second = `second-${tag}@example.ru`;
  await admin.createCustomer(first, password, { confirmed: true });
  await admin.createCustomer(second, password, { confirmed: true });
  const cartAdd = async (headers: Record<string, string>, quantity: number) => {
    const add = await request.post(`${API_URL}/api/v1/cart/product`, {
      data: { cartProductList: [{ productId, quantity }] },
      headers,
    });
    expect(add.status(), await add.text()).toBe(200);
  };

  // The second customer put one in the cart while two were free; the first then buys both.
  await cartAdd(await bearer(request, second, password), 1);
  const firstHeaders = await bearer(request, first, password);
  await cartAdd(firstHeaders, 2);
  const bought = await request.post(`${API_URL}/api/v1/checkout`, {
    headers: firstHeaders,
    data: {
      payerType: 'individual',
      company: null,
      contact: { firstName: 'Пётр', lastName: 'Первый', middleName: null, phone: '+7 916 111-22-33', email: first },
      delivery: { method: 'pickup', address: null, transportCompany: null },
      comment: null,
    },
  });
  expect(bought.status(), await bought.text()).toBe(200);

  // The second customer's checkout through the API is refused with the quantity left: none.
  const secondHeaders = await bearer(request, second, password);
  const refused = await request.post(`${API_URL}/api/v1/checkout`, {
    headers: secondHeaders,
    data: {
      payerType: 'individual',
      company: null,
      contact: { firstName: 'Анна', lastName: 'Вторая', middleName: null, phone: '+7 916 444-55-66', email: second },
      delivery: { method: 'pickup', address: null, transportCompany: null },
      comment: null,
    },
  });
  expect(refused.status()).toBe(409);
  expect(((await refused.json()) as { details: { message: string }[] }).details[0]?.message).toContain(
    'свободно 0 шт., в заказе 1 шт.',
  );

  // In the browser the cart and the checkout say so before anything is sent.
  await page.goto('/auth/login');
  await waitForHydration(page, 15_000);
  await page.getByLabel(/^Электронная почта/).fill(second);
  await page.getByLabel(/^Пароль/).fill(password);
  await page.getByRole('button', { name: 'Войти' }).click();
  await expect(page).toHaveURL('/');
  await page.goto('/cart');
  await waitForHydration(page, 15_000);
  await expect(page.getByRole('main')).toContainText('Товара нет в наличии');
  await page.goto('/checkout');
  await waitForHydration(page, 15_000);
  const lines = page.getByRole('table', { name: 'Товары, которые войдут в заказ' });
  await expect(lines.getByRole('row').filter({ hasText: title })).toContainText('нельзя купить');
  await page.getByLabel(/^Фамилия/).fill('Вторая');
  await page.getByLabel(/^Имя/).fill('Анна');
  await page.getByLabel(/^Телефон/).fill('+7 916 444-55-66');
  await page.getByRole('radio', { name: 'Самовывоз' }).check();
  await page.getByRole('button', { name: 'Подтвердить заказ' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Заказ не оформлен' })).toContainText(
    'Некоторые товары больше нельзя купить',
  );
  await expect(page).toHaveURL('/checkout');
});
