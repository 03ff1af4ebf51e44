import { expect as baseExpect, test, type Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from '@shop/testing-e2e/a11y';
import { AdminApi, uniqueTag } from './support/admin-api';
import { waitForHydration } from './support/hydration';

/** Setup hashes a password on two shared cores: allow the API its time. */
const EXPECT_TIMEOUT_MS = 15_000;
const expect = baseExpect.configure({ timeout: EXPECT_TIMEOUT_MS });
test.describe.configure({ timeout: 120_000 });

interface Product {
  id: string;
  article: string;
  title: string;
}

let tachograph: Product;
let driverCard: Product;
let unknownArticle: string;

/**
 * Two products named after the demo catalogue's (tools/seed: 'DTCO 4.1', 'KV-SKZI'), with this worker's tag so
 * workers and reruns never collide; the suite's API starts from an empty shop, so the spec makes its own.
 */
test.beforeAll(async ({ request }) => {
  const tag = uniqueTag();
  const admin = await AdminApi.signIn(request);
  const categoryId = await admin.createCategory(`Быстрый заказ ${tag}`, `bystryy-zakaz-${tag}`);
  const create = async (article: string, title: string, slug: string, basePrice: string): Promise<Product> => {
    const id = await admin.createProduct({
      article,
      title,
      slug,
      basePrice,
      description: `<p>${title}.</p>`,
      categoryId,
    });
    return { id, article, title };
  };
  // An article with spaces, as the tachographs have: the quantity is the last number of the pasted line.
  tachograph = await create(
    `DTCO 4.1 ${tag.toUpperCase()}`,
    `Тахограф Continental DTCO 4.1 ${tag}`,
    `tahograf-dtco-41-${tag}`,
    '89500.00',
  );
  driverCard = await create(
    `KV-SKZI-${tag.toUpperCase()}`,
    `Карта водителя с СКЗИ ${tag}`,
    `karta-voditelya-${tag}`,
    '1850.00',
  );
  unknownArticle = `NOPE-${tag.toUpperCase()}`;
});

async function openQuickOrder(page: Page) {
  await page.goto('/cart');
  await waitForHydration(page, EXPECT_TIMEOUT_MS);
  const panel = page.getByRole('region', { name: 'Быстрый заказ' });
  await expect(panel).toBeVisible();
  return panel;
}

test('a quick order of three pasted lines, one of them unknown, adds the two found products to the cart', async ({
  page,
}) => {
  const panel = await openQuickOrder(page);
  // As copied from Excel (a tab), typed (spaces) and exported from 1C (a semicolon).
  await panel
    .getByLabel('Артикулы и количество')
    .fill(`${tachograph.article} 2\n${unknownArticle}\t1\n${driverCard.article};3`);
  await panel.getByRole('button', { name: 'Проверить' }).click();

  await expect(panel.getByRole('status')).toHaveText('Найдено 2 из 3, не добавятся: 1');
  const rows = panel.getByRole('table', { name: 'Результат проверки' }).getByRole('row');
  await expect(rows).toHaveCount(4);
  await expect(rows.nth(1).getByRole('link', { name: tachograph.title })).toBeVisible();
  await expect(rows.nth(1)).toContainText('89 500,00 ₽');
  await expect(rows.nth(2)).toContainText('Не найден');
  await expect(rows.nth(3).getByRole('link', { name: driverCard.title })).toBeVisible();
  await expectNoSeriousA11yViolations(page, '/cart, проверенный быстрый заказ');

  await panel.getByRole('button', { name: 'Добавить в корзину (2)' }).click();
  await expect(page.getByText('Добавлено в корзину: 2 позиции', { exact: true })).toBeVisible();
  await expect(panel.getByLabel('Артикулы и количество')).toHaveValue('');

  // The cart the API keeps for this visitor (the browser's cookies go along through the storefront's proxy).
  const reply = await page.request.get('/api/v1/cart');
  expect(reply.status(), await reply.text()).toBe(200);
  const { cart } = (
    (await reply.json()) as { payload: { cart: { cartProductList: { quantity: number; product: { id: string } }[] } } }
  ).payload;
  // Lines added by one call have no order among themselves.
  expect(Object.fromEntries(cart.cartProductList.map((line) => [line.product.id, line.quantity]))).toEqual({
    [tachograph.id]: 2,
    [driverCard.id]: 3,
  });
});

test('on a 390 px phone the preview stacks its lines, nothing scrolls sideways and axe finds nothing serious', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const panel = await openQuickOrder(page);
  await panel.getByLabel('Артикулы и количество').fill(`${tachograph.article} 100001\n${unknownArticle}`);
  await panel.getByRole('button', { name: 'Проверить' }).click();
  await expect(panel.getByRole('status')).toHaveText('Найдено 1 из 2, не добавятся: 1');
  await expect(panel.getByText('Максимум 100 000')).toBeVisible();
  await expect(panel.getByRole('button', { name: 'Добавить в корзину (1)' })).toBeVisible();
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);
  await expectNoSeriousA11yViolations(page, '/cart, быстрый заказ на телефоне');
});
