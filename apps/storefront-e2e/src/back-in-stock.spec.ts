import { expect as baseExpect, test } from '@playwright/test';
import { AdminApi, clientAddress, uniqueTag } from './support/admin-api';
import { API_URL } from './support/e2e-env';
import { waitForHydration } from './support/hydration';
import { lettersTo, waitForLink } from './support/mailbox';

/** Setup and letters go through the API and the capture SMTP server on two shared cores: allow them their time. */
const EXPECT_TIMEOUT_MS = 15_000;
const expect = baseExpect.configure({ timeout: EXPECT_TIMEOUT_MS });
test.describe.configure({ timeout: 120_000 });

const UNSUBSCRIBE_PATH = '/back-in-stock/unsubscribe/';

test('a guest asks to be told when a sold-out product returns and gets exactly one letter after the admin adds stock', async ({
  page,
  request,
}) => {
  const tag = uniqueTag();
  const admin = await AdminApi.signIn(request);
  const categoryId = await admin.createCategory(`Блоки СКЗИ ${tag}`, `bloki-skzi-${tag}`);
  const title = `Блок СКЗИ тахографа НКМ-2.11 ${tag}`;
  const slug = `blok-skzi-nkm-${tag}`;
  const productId = await admin.createProduct({
    article: `NKM-211-${tag.toUpperCase()}`,
    title,
    slug,
    basePrice: '8900.00',
    description: '<p>Блок криптозащиты для тахографов с СКЗИ.</p>',
    categoryId,
  });
  await admin.setStockOnHand(productId, 0);
  const email = `waits-${tag}@example.ru`;
  const since = Date.now();

  await page.goto(`/product/${slug}`);
  await waitForHydration(page, EXPECT_TIMEOUT_MS);
  await expect(page.getByText('Нет в наличии').first()).toBeVisible();
  await expect(page.getByRole('button', { name: 'В корзину', exact: true })).toBeDisabled();
  const form = page.getByRole('form', { name: 'Сообщить о поступлении' });
  await form.getByLabel(/^Электронная почта/).fill(email);
  await form.getByRole('button', { name: 'Сообщить о поступлении' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Готово' })).toHaveText(
    `Готово: напишем на ${email}, когда товар появится.`,
  );

  // The admin receives a delivery: the one letter arrives, with the product's link and the way out.
  await admin.setStockOnHand(productId, 5);
  const unsubscribe = await waitForLink(email, UNSUBSCRIBE_PATH, since);
  const [letter] = await lettersTo(email, since);
  expect(letter).toContain(`/product/${slug}`);
  expect(letter).toContain('Он снова есть в наличии.');

  // Sold out and delivered again: the subscription was used up. Another guest subscribes meanwhile; once their letter
  // has come, the sweep that would have written to the first one again has run.
  await admin.setStockOnHand(productId, 0);
  const later = `later-${tag}@example.ru`;
  const subscribed = await request.post(`${API_URL}/api/v1/product/${productId}/back-in-stock`, {
    data: { email: later },
    headers: { 'x-forwarded-for': clientAddress() },
  });
  expect(subscribed.status(), await subscribed.text()).toBe(204);
  await admin.setStockOnHand(productId, 3);
  await waitForLink(later, UNSUBSCRIBE_PATH, since);
  expect(await lettersTo(email, since)).toHaveLength(1);

  // The letter's link unsubscribes after a click and says so.
  await page.goto(new URL(unsubscribe).pathname);
  await waitForHydration(page, EXPECT_TIMEOUT_MS);
  await page.getByRole('button', { name: 'Отписаться' }).click();
  await expect(page.getByRole('status')).toHaveText(
    'Вы отписались: писем о поступлении товаров на этот адрес больше не будет.',
  );
});
