import { expect, test } from '@playwright/test';
import { USER_AGENTS } from './user-agents';
import { waitForHydration } from './support/hydration';

const HERO_HEADING = 'Тахографы, СКЗИ и системы мониторинга для вашего автопарка';

test('home is rendered on the server in Russian', async ({ request }) => {
  const response = await request.get('/', { headers: { 'user-agent': USER_AGENTS.chrome120 } });
  expect(response.status()).toBe(200);
  const html = await response.text();
  expect(html).toContain('<html lang="ru"');
  expect(html).toContain(HERO_HEADING);
  expect(html).toContain('<title>Главная - интернет-магазин ТахоСнаб</title>');
  expect(html).toContain('href="/delivery"');
});

test('home shows header, hero and footer links in the browser and hydrates without errors', async ({ page }) => {
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warning') problems.push(message.text());
  });
  page.on('pageerror', (error) => problems.push(error.message));
  await page.goto('/');
  await waitForHydration(page);
  await expect(page.getByRole('heading', { level: 1, name: HERO_HEADING })).toBeVisible();
  const footer = page.getByRole('contentinfo');
  for (const href of ['/contact', '/delivery', '/user-agreement', '/application-conditions']) {
    await expect(footer.locator(`a[href="${href}"]`)).toBeVisible();
  }
  expect(problems).toEqual([]);
});

test('an unknown path answers 404 with the production error page; its button goes home', async ({ page }) => {
  const response = await page.goto('/no-such-page');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { name: 'Страница не найдена' })).toBeVisible();
  await expect(page.getByText('404', { exact: true })).toBeVisible();
  await expect(page.getByText('¯\\_(ツ)_/¯')).toBeVisible();
  await waitForHydration(page);
  await page.getByRole('link', { name: 'На главную' }).click();
  await expect(page).toHaveURL('/');
  await expect(page.getByRole('heading', { level: 1, name: HERO_HEADING })).toBeVisible();
});

test('crawlers get the 404 status without an error page', async ({ request }) => {
  const response = await request.get('/no-such-page', { headers: { 'user-agent': USER_AGENTS.googlebot } });
  expect(response.status()).toBe(404);
  expect(await response.text()).not.toContain('Страница не найдена');
});

test('the unsupported-browser banner shows for Firefox 115 only after the page is shown', async ({
  browser,
  baseURL,
}) => {
  const context = await browser.newContext({ userAgent: USER_AGENTS.firefox115, baseURL });
  const page = await context.newPage();
  const response = await page.goto('/');
  // Hidden at first: the server never renders it.
  expect(await response?.text()).not.toContain('свяжитесь с нами');
  const banner = page.getByRole('alert').filter({ hasText: 'свяжитесь с нами' });
  await expect(banner).toBeVisible();
  await expect(banner.getByRole('link', { name: 'свяжитесь с нами' })).toHaveAttribute('href', '/contact');
  await banner.getByRole('button').click();
  await expect(banner).toBeHidden();
  await context.close();
});

test('the banner stays hidden for Chrome 120', async ({ browser, baseURL }) => {
  const context = await browser.newContext({ userAgent: USER_AGENTS.chrome120, baseURL });
  const page = await context.newPage();
  await page.goto('/');
  await waitForHydration(page);
  await expect(page.getByText('свяжитесь с нами')).toHaveCount(0);
  await context.close();
});

test('the colour mode choice survives a reload without a flash', async ({ page }) => {
  await page.goto('/');
  await waitForHydration(page);
  await expect(page.locator('html')).toHaveAttribute('data-color-mode', 'system');
  await page.getByRole('radio', { name: 'Тёмная' }).check();
  await expect(page.locator('html')).toHaveAttribute('data-color-mode', 'dark');
  const response = await page.reload();
  // The server already renders the chosen mode, so there is no flash of the other one.
  expect(await response?.text()).toContain('data-color-mode="dark"');
  await expect(page.getByRole('radio', { name: 'Тёмная' })).toBeChecked();
});

test('the system mode follows a dark system from the first paint, and the system when it changes', async ({ page }) => {
  const background = () => page.evaluate(() => getComputedStyle(document.body).backgroundColor);
  await page.emulateMedia({ colorScheme: 'dark' });
  // Scripts of the bundle blocked: what shows is what the server's page and its head script paint.
  await page.route('**/assets/*.js', (route) => route.abort());
  await page.goto('/');
  await expect(page.locator('html')).toHaveAttribute('data-color-mode', 'system');
  await expect(page.locator('html')).toHaveAttribute('data-color-scheme', 'dark');
  expect(await background()).toBe('rgb(2, 6, 23)');
  await page.emulateMedia({ colorScheme: 'light' });
  await expect(page.locator('html')).toHaveAttribute('data-color-scheme', 'light');
  expect(await background()).toBe('rgb(248, 250, 252)');
});

test('/search redirects to all products keeping the query string', async ({ page }) => {
  await page.goto('/search?q=x');
  await expect(page).toHaveURL('/all/products?q=x');
  // With a query the all-products page is the search results page.
  await expect(page.getByRole('heading', { level: 1, name: 'Результаты поиска по запросу «x»' })).toBeVisible();
});

test('signed-in pages send a guest to the login page with the way back', async ({ page }) => {
  await page.goto('/account/order/list');
  await expect(page).toHaveURL('/auth/login?redirect=%2Faccount%2Forder%2Flist');
  await expect(page.getByRole('heading', { level: 1, name: 'Вход' })).toBeVisible();
});

test('client-side navigation reaches the static pages with their titles', async ({ page }) => {
  await page.goto('/');
  await waitForHydration(page);
  await page.getByRole('navigation', { name: 'Основная навигация' }).getByRole('link', { name: 'Доставка' }).click();
  await expect(page).toHaveURL('/delivery');
  await expect(page.getByRole('heading', { level: 1, name: 'Доставка и оплата' })).toBeVisible();
  await expect(page).toHaveTitle('Доставка и оплата заказов - интернет-магазин ТахоСнаб');
});
