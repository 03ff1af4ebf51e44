import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { ru } from '@shop/i18n-ru';
import { request as playwrightRequest, type APIRequestContext, type Browser, type Page } from '@playwright/test';
import { signInAsNewAdmin, unique } from './admin-api';
import { API_URL, STOREFRONT_URL } from './e2e-env';
import { expect, test } from './fixtures';

const s = ru.adminSettings;

// The scenarios change the shop's one set of settings: they run one after another, and put the defaults back.
test.describe.configure({ mode: 'serial', timeout: 150_000 });

/** A JSON call as the root that must succeed; resolves to the reply's payload. */
async function call<T>(
  request: APIRequestContext,
  token: string,
  method: 'post' | 'patch',
  path: string,
  data: unknown,
): Promise<T> {
  const reply = await request[method](`${API_URL}${path}`, { data, headers: { authorization: `Bearer ${token}` } });
  expect(reply.status(), `${method.toUpperCase()} ${path}: ${await reply.text()}`).toBe(200);
  return ((await reply.json()) as { payload: T }).payload;
}

/** A product at 1 850,50 ₽ the guest can put into the cart; its slug. */
async function aProduct(request: APIRequestContext, token: string): Promise<string> {
  const tag = unique();
  const { category } = await call<{ category: { id: string } }>(request, token, 'post', '/api/v1/admin/category', {
    title: `Карты ${tag}`,
    slug: `karty-${tag}`,
  });
  const slug = `karta-voditelya-${tag}`;
  await call(request, token, 'post', '/api/v1/admin/product', {
    article: `KV-${tag}`,
    title: `Карта водителя СКЗИ ${tag}`,
    slug,
    description: '<p>Карта водителя для тахографа с блоком СКЗИ.</p>',
    basePrice: '1850.50',
    availability: 'in_stock',
    categoryIdList: [category.id],
    primaryCategoryId: category.id,
  });
  return slug;
}

/** The defaults other suites expect: no free-shipping offer, the usual theme, no price list. */
async function restoreDefaults(request: APIRequestContext, token: string): Promise<void> {
  const headers = { authorization: `Bearer ${token}` };
  for (const [path, data] of [
    ['free-shipping-cost', { freeShippingCost: '0' }],
    ['thematic-theme', { thematicTheme: 'default' }],
  ] as const) {
    const reply = await request.patch(`${API_URL}/api/v1/admin/site-settings/${path}`, { data, headers });
    expect(reply.status(), await reply.text()).toBe(200);
  }
  const removed = await request.patch(`${API_URL}/api/v1/admin/site-settings/price-list`, {
    multipart: { remove: 'true' },
    headers,
  });
  expect(removed.status(), await removed.text()).toBe(200);
}

/** A guest's own browser on the storefront (4010), over the same API. */
async function guestPage(browser: Browser): Promise<Page> {
  const context = await browser.newContext({ baseURL: STOREFRONT_URL, acceptDownloads: true });
  return context.newPage();
}

/** Opens a storefront page and waits until React has hydrated it (root.tsx marks `<html data-hydrated>`). */
async function openShop(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true');
}

/** The admin's settings screen, signed in as a fresh root. */
async function openSettings(page: Page, rootToken: string): Promise<void> {
  await signInAsNewAdmin(page, rootToken);
  await page.goto('/admin/settings/site');
  await expect(page.getByRole('heading', { level: 1, name: ru.admin.pages.siteSettings })).toBeVisible();
}

test.afterAll(async ({ rootToken }) => {
  const context = await playwrightRequest.newContext();
  await restoreDefaults(context, rootToken);
  await context.dispose();
});

test('(1) the admin sets free shipping from 10 000 ₽, and the guest’s cart shows what is left; 0 takes the offer away', async ({
  page,
  browser,
  rootToken,
}) => {
  const slug = await aProduct(page.request, rootToken);
  await openSettings(page, rootToken);
  const block = page.getByRole('region', { name: s.freeShipping.title });
  const field = block.getByLabel(/^Сумма заказа для бесплатной доставки/);
  // A value the API would answer with code 21 is refused beside the field first.
  await field.fill('-100');
  await block.getByRole('button', { name: s.freeShipping.save }).click();
  await expect(block.getByText(s.freeShipping.negative)).toBeVisible();
  await field.fill('10 000');
  await block.getByRole('button', { name: s.freeShipping.save }).click();
  await expect(block.getByText('Сейчас доставка бесплатна для заказов от 10 000,00 ₽.')).toBeVisible();
  await expect(
    page
      .getByRole('region', { name: s.history.title })
      .getByText(/0 \(без бесплатной доставки\) → 10\s000,00\s₽/)
      .first(),
  ).toBeVisible();

  const guest = await guestPage(browser);
  await openShop(guest, `/product/${slug}`);
  await guest.getByRole('button', { name: 'В корзину', exact: true }).click();
  await expect(guest.getByRole('banner').getByRole('link', { name: /^Корзина 1/ })).toBeVisible();
  await openShop(guest, '/cart');
  await expect(guest.getByText(/^До бесплатной доставки осталось 8\s149,50\s₽$/)).toBeVisible();
  await expect(guest.getByRole('progressbar', { name: ru.storefrontCart.freeShipping.label })).toHaveAttribute(
    'aria-valuenow',
    '18',
  );
  await expect(guest.getByText(/^Бесплатная доставка при заказе от 10\s000,00\s₽$/)).toBeVisible();

  // Back to 0: the shop offers no free shipping, and the cart stops counting towards it.
  await field.fill('0');
  await block.getByRole('button', { name: s.freeShipping.save }).click();
  await expect(block.getByText(s.freeShipping.currentOff)).toBeVisible();
  await openShop(guest, '/cart');
  await expect(guest.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(guest.getByRole('progressbar', { name: ru.storefrontCart.freeShipping.label })).toHaveCount(0);
  await guest.context().close();
});

test('(2) the admin switches the shop to the new-year theme, and the storefront logo changes', async ({
  page,
  browser,
  rootToken,
}) => {
  const guest = await guestPage(browser);
  await openShop(guest, '/');
  const logo = guest.getByRole('banner').locator('.sf-logo');
  await expect(logo).toHaveAttribute('data-theme', 'default');
  await expect(logo).toContainText(ru.storefront.logo.tagline);

  await openSettings(page, rootToken);
  const block = page.getByRole('region', { name: s.theme.title });
  await expect(block.getByText('Сейчас в магазине: Обычная')).toBeVisible();
  await block.getByRole('radio', { name: s.theme.newYear }).check();
  await block.getByRole('button', { name: s.theme.save }).click();
  await expect(block.getByText('Сейчас в магазине: Новогодняя')).toBeVisible();

  await openShop(guest, '/');
  await expect(logo).toHaveAttribute('data-theme', 'new_year');
  await expect(logo).toContainText(ru.storefront.logo.newYearLabel);

  await block.getByRole('radio', { name: s.theme.default }).check();
  await block.getByRole('button', { name: s.theme.save }).click();
  await expect(block.getByText('Сейчас в магазине: Обычная')).toBeVisible();
  await openShop(guest, '/');
  await expect(logo).toHaveAttribute('data-theme', 'default');
  await guest.context().close();
});

test('(3) the admin uploads a price list with a progress bar, and a guest downloads the same bytes under its Cyrillic name', async ({
  page,
  browser,
  rootToken,
}) => {
  const bytes = randomBytes(1536 * 1024);
  const title = `Прайс-лист ТахоСнаб ${unique()}`;
  await openSettings(page, rootToken);
  const card = page.getByRole('region', { name: s.files.priceList });

  // A slow uplink, so the bar is seen moving: Chromium throttles the upload of the XHR's body.
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 20,
    downloadThroughput: -1,
    uploadThroughput: 512 * 1024,
  });
  await card.getByLabel(/^(Загрузить|Заменить) файл/).setInputFiles({
    name: 'прайс декабрь.xlsx',
    mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    buffer: bytes,
  });
  await card.getByLabel(/^Название для скачивания/).fill(title);
  await card.getByRole('button', { name: s.files.uploadSubmit, exact: true }).click();
  const bar = card.getByRole('progressbar', { name: s.files.uploadProgress });
  await expect(bar).toBeVisible();
  await expect(card.getByRole('status')).toHaveText(/^Загружаем «прайс декабрь\.xlsx»: \d{1,3} %$/);
  await expect.poll(async () => Number(await bar.getAttribute('value')), { timeout: 15_000 }).toBeGreaterThan(0);
  await expect(page.getByText(s.files.uploaded, { exact: true })).toBeVisible({ timeout: 30_000 });
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 0,
    downloadThroughput: -1,
    uploadThroughput: -1,
  });
  await expect(bar).toHaveCount(0);
  await expect(card.getByText(title, { exact: true })).toBeVisible();
  await expect(card.getByText('XLSX', { exact: true })).toBeVisible();
  await expect(card.getByText('1,5 МБ', { exact: true })).toBeVisible();

  const guest = await guestPage(browser);
  await openShop(guest, '/');
  const footerLink = guest
    .getByRole('contentinfo')
    .getByRole('navigation', { name: ru.storefront.footer.downloadsLabel })
    .getByRole('link', { name: ru.storefront.footer.priceList });
  const [download] = await Promise.all([guest.waitForEvent('download'), footerLink.click()]);
  expect(download.suggestedFilename()).toBe(`${title}.xlsx`);
  const path = await download.path();
  expect((await readFile(path)).equals(bytes)).toBe(true);
  await guest.context().close();
});

test('(4) the admin edits the delivery page, the storefront shows the new text, and a reset brings the built-in text back', async ({
  page,
  browser,
  rootToken,
}) => {
  const line = `Отгружаем в день оплаты, заказ ${unique()}`;
  await signInAsNewAdmin(page, rootToken);
  await page.goto('/admin/settings/content');
  const table = page.getByRole('table', { name: s.content.tableLabel });
  await table.getByRole('link', { name: s.content.slugs.delivery }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Страница «Доставка и оплата»' })).toBeVisible();
  const text = page.getByRole('textbox', { name: s.content.text });
  await text.fill(`${await text.inputValue()}\n<p>${line}</p>`);
  const preview = page.getByRole('region', { name: s.content.preview });
  await expect(preview.getByText(line)).toBeVisible();
  await page.getByLabel(/^SEO-заголовок/).fill('Доставка запчастей для тахографов');
  await page.getByRole('button', { name: s.content.save }).click();
  await expect(page.getByText(s.content.saved, { exact: true })).toBeVisible();
  await expect(page.getByText(s.content.stateEdited, { exact: true })).toBeVisible();

  const guest = await guestPage(browser);
  await openShop(guest, '/delivery');
  await expect(guest.getByText(line)).toBeVisible();
  await expect(guest).toHaveTitle(/Доставка запчастей для тахографов/);

  await page.getByRole('button', { name: s.content.reset }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('button', { name: s.content.reset }).click();
  await expect(page.getByText(s.content.resetDone, { exact: true })).toBeVisible();
  await expect(page.getByText(s.content.builtInNote)).toBeVisible();
  await openShop(guest, '/delivery');
  await expect(guest.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(guest.getByText(line)).toHaveCount(0);
  await guest.context().close();
});
