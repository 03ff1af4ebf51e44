import { expect as baseExpect, test, type APIRequestContext, type Page } from '@playwright/test';
import { AdminApi, uniqueTag } from './support/admin-api';
import { API_URL } from './support/e2e-env';
import { waitForHydration } from './support/hydration';

/** Setup hashes a password on two shared cores: allow the API its time. */
const EXPECT_TIMEOUT_MS = 15_000;
const expect = baseExpect.configure({ timeout: EXPECT_TIMEOUT_MS });
test.describe.configure({ timeout: 120_000 });

interface Product {
  id: string;
  title: string;
  slug: string;
}

let tachograph: Product;
let driverCard: Product;
let customer: { email: string; password: string };

/** Two products and a customer, once per worker, with this worker's tag (the suite's API starts from an empty shop). */
test.beforeAll(async ({ request }) => {
  const tag = uniqueTag();
  const admin = await AdminApi.signIn(request);
  const categoryId = await admin.createCategory(`Корзина ${tag}`, `korzina-${tag}`);
  const create = async (title: string, slug: string, basePrice: string): Promise<Product> => {
    const id = await admin.createProduct({
      article: `ART-${slug.toUpperCase()}`,
      title,
      slug,
      basePrice,
      description: `<p>${title}.</p>`,
      categoryId,
    });
    return { id, title, slug };
  };
  tachograph = await create(`Тахограф Меркурий ТА-001 ${tag}`, `tahograf-${tag}`, '12345.00');
  driverCard = await create(`Карта водителя ${tag}`, `karta-${tag}`, '1850.50');
  customer = { email: `cart-${tag}@example.ru`, password: `cart-pass-${tag}` };
  await admin.createCustomer(customer.email, customer.password);
});

async function open(page: Page, path: string) {
  await page.goto(path);
  await waitForHydration(page, EXPECT_TIMEOUT_MS);
}

/** The header's cart link, named by its line count and total ('Корзина 1 · 12 345,00 ₽ (1 товар)'). */
const headerCart = (page: Page) => page.getByRole('banner').getByRole('link', { name: /^Корзина/ });

/** The guest's browser adds pieces through the storefront's forwarding, so the API's cookies land in the browser. */
async function addThroughBrowser(page: Page, product: Product, quantity: number) {
  const reply = await page.request.post('/api/v1/cart/product', {
    data: { cartProductList: [{ productId: product.id, quantity }] },
  });
  expect(reply.status(), await reply.text()).toBe(200);
}

/** A cart line of /cart, by its product's title. */
const cartLine = (page: Page, product: Product) =>
  page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: product.title }) });

test('a guest adds a product from its page, and the header shows one line and its sum', async ({ page }) => {
  await open(page, `/product/${tachograph.slug}`);
  await expect(headerCart(page)).toHaveAccessibleName('Корзина (пусто)');
  await page.getByRole('button', { name: 'В корзину', exact: true }).click();
  await expect(headerCart(page)).toHaveAccessibleName('Корзина 1 · 12 345,00 ₽ (1 товар)');
  // The button has become the quantity, and the line survives a reload (the cookies the API set).
  await expect(
    page.getByRole('group', { name: tachograph.title }).getByRole('textbox', { name: 'Количество' }),
  ).toHaveValue('1');
  await page.reload();
  await expect(headerCart(page)).toContainText('1 · 12 345,00 ₽');
});

test('on /cart a quantity of 150 000 is cut to 100 000 with the message', async ({ page }) => {
  await open(page, '/');
  await addThroughBrowser(page, tachograph, 2);
  await open(page, '/cart');
  const line = cartLine(page, tachograph);
  const field = line.getByRole('textbox', { name: 'Количество' });
  await expect(field).toHaveValue('2');
  await field.fill('150000');
  await field.press('Enter');
  await expect(line.getByText('Максимум 100 000')).toBeVisible();
  await expect(field).toHaveValue('100000');
  await expect(line).toContainText('1 234 500 000,00 ₽');
  // Adding at the cap only shows the message; the API holds 100 000.
  await line.getByRole('button', { name: 'Увеличить количество' }).click();
  await expect(field).toHaveValue('100000');
  await page.reload();
  await expect(cartLine(page, tachograph).getByRole('textbox', { name: 'Количество' })).toHaveValue('100000');
});

test('a second tab sees the change made in the first', async ({ page, context }) => {
  await open(page, '/');
  await addThroughBrowser(page, driverCard, 1);
  await open(page, '/cart');
  const second = await context.newPage();
  await open(second, '/');
  await expect(headerCart(second)).toContainText('1 · 1 850,50 ₽');

  await cartLine(page, driverCard).getByRole('button', { name: 'Увеличить количество' }).click();
  await expect(cartLine(page, driverCard).getByRole('textbox', { name: 'Количество' })).toHaveValue('2');
  await expect(headerCart(second)).toContainText('1 · 3 701,00 ₽');

  await cartLine(page, driverCard)
    .getByRole('button', { name: `Удалить из корзины: ${driverCard.title}` })
    .click();
  await expect(page.getByRole('heading', { name: 'В корзине пока пусто' })).toBeVisible();
  await expect(headerCart(second)).toHaveAccessibleName('Корзина (пусто)');
});

/** The customer's own cart before this visit: a line of another product, put there through the API. */
async function customerCartHolds(request: APIRequestContext, product: Product) {
  const login = await request.post(`${API_URL}/api/v1/auth/login`, {
    data: customer,
    // A visitor of its own for the API's per-address sign-in limit.
    headers: { 'x-forwarded-for': `10.77.${Math.floor(Math.random() * 250)}.${1 + Math.floor(Math.random() * 250)}` },
  });
  expect(login.status(), await login.text()).toBe(200);
  const { accessToken } = ((await login.json()) as { payload: { jwt: { accessToken: string } } }).payload.jwt;
  const add = await request.post(`${API_URL}/api/v1/cart/product`, {
    data: { cartProductList: [{ productId: product.id, quantity: 3 }] },
    headers: { authorization: `Bearer ${accessToken}` },
  });
  expect(add.status(), await add.text()).toBe(200);
}

test("a guest's cart and favorite join the customer's on login", async ({ page, request }) => {
  await customerCartHolds(request, driverCard);

  await open(page, `/product/${tachograph.slug}`);
  const favorite = page.getByRole('button', { name: 'В избранное', exact: true });
  await expect(favorite).toHaveAttribute('aria-pressed', 'false');
  await favorite.click();
  await expect(favorite).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByRole('banner').getByRole('link', { name: 'Избранное 1' })).toBeVisible();
  await page.getByRole('button', { name: 'В корзину', exact: true }).click();
  await expect(headerCart(page)).toContainText('1 · 12 345,00 ₽');

  await open(page, '/auth/login?redirect=%2Fcart');
  await page.getByLabel(/^Электронная почта/).fill(customer.email);
  await page.getByLabel(/^Пароль/).fill(customer.password);
  await page.getByRole('button', { name: 'Войти' }).click();
  await expect(page).toHaveURL('/cart');

  // Both lines: the guest's and the customer's own, and the header agrees.
  await expect(cartLine(page, tachograph).getByRole('textbox', { name: 'Количество' })).toHaveValue('1');
  await expect(cartLine(page, driverCard).getByRole('textbox', { name: 'Количество' })).toHaveValue('3');
  await expect(headerCart(page)).toHaveAccessibleName('Корзина 2 · 17 896,50 ₽ (2 товара)');

  await open(page, '/account/favorites');
  const favorites = page.getByRole('list', { name: 'Избранные товары' });
  await expect(favorites.getByRole('link', { name: tachograph.title })).toBeVisible();
  await expect(favorites.getByRole('button', { name: `В избранное: ${tachograph.title}` })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  // Still there on a fresh page load, as the customer's.
  await page.reload();
  await expect(
    page.getByRole('list', { name: 'Избранные товары' }).getByRole('link', { name: tachograph.title }),
  ).toBeVisible();
});
