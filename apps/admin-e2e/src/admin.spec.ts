import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import { ru } from '@shop/i18n-ru';
import { signInAsNewAdmin } from './admin-api';
import { adminPages } from './admin-pages';
import { API_URL } from './e2e-env';
import { expect, test } from './fixtures';

const screenshotDir = process.env.SCREENSHOT_DIR ?? tmpdir();
const navName = ru.admin.nav.label;

test('shows a loading state, and no admin content, while the access check runs', async ({ page, rootToken }) => {
  await signInAsNewAdmin(page, rootToken);
  // Never answered: lets the test look at the page while the check is still running.
  await page.route(`${API_URL}/api/v1/auth/permission/can`, (route) =>
    route.request().method() === 'OPTIONS' ? route.fallback() : undefined,
  );
  await page.goto('/admin/order/list');
  await expect(page.getByRole('status')).toHaveText(ru.admin.guard.checking);
  await expect(page.getByRole('navigation', { name: navName })).toHaveCount(0);
  await expect(page.getByRole('heading', { level: 1 })).toHaveCount(0);
});

test('every admin route renders the layout and its page for an admin', async ({ page, rootToken }) => {
  // Thirty-odd full page loads (each one a fresh SPA start and access check), now that the catalogue pages
  // fetch real data: on the shared two-core machine that has taken over three minutes.
  test.setTimeout(300_000);
  await signInAsNewAdmin(page, rootToken);
  for (const { path, heading } of adminPages) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1, name: heading }), path).toBeVisible();
    await expect(page.getByRole('navigation', { name: navName }), path).toBeVisible();
    await expect(page, path).toHaveTitle(`${heading} - интернет-магазин ТахоСнаб`);
  }
});

test('the sidebar navigates inside the SPA and highlights the section', async ({ page, rootToken }) => {
  await signInAsNewAdmin(page, rootToken);
  await page.goto('/admin');
  const nav = page.getByRole('navigation', { name: navName });
  await nav.getByRole('link', { name: ru.admin.nav.attributeGroups }).click();
  await expect(page).toHaveURL(/\/admin\/attribute-group\/list$/);
  await expect(page.getByRole('heading', { level: 1, name: ru.admin.pages.attributeGroupList })).toBeVisible();
  await expect(nav.getByRole('link', { name: ru.admin.nav.attributeGroups })).toHaveAttribute('aria-current', 'page');
  await expect(nav.getByRole('link', { name: ru.admin.nav.attributes, exact: true })).not.toHaveAttribute(
    'aria-current',
    'page',
  );
});

/** The built file names of the scripts the page loads from now on ('index-AbC123.js'). */
function scriptsOf(page: Page): string[] {
  const names: string[] = [];
  page.on('response', (response) => {
    if (response.request().resourceType() === 'script' && response.url().includes('/admin/assets/'))
      names.push(new URL(response.url()).pathname.split('/').pop() ?? '');
  });
  return names;
}

const backOfficeChunk = /^(shell|user-pages|catalogue-pages|product-pages)-/;

test('the sign-in screen loads no back-office code, and a feature page brings its own chunk only', async ({
  page,
  rootToken,
}) => {
  const scripts = scriptsOf(page);
  await page.goto('/admin/auth/login');
  await expect(page.getByRole('heading', { level: 1, name: ru.admin.auth.loginTitle })).toBeVisible();
  expect(scripts.filter((name) => backOfficeChunk.test(name))).toEqual([]);

  await signInAsNewAdmin(page, rootToken);
  await page.goto('/admin/user/list');
  await expect(page.getByRole('heading', { level: 1, name: ru.admin.pages.userList })).toBeVisible();
  expect(scripts.some((name) => name.startsWith('user-pages-'))).toBe(true);
  expect(scripts.filter((name) => /^(catalogue|product)-pages-/.test(name))).toEqual([]);
});

/** How many documents the page has asked for so far (counted when requested, before any of their scripts run). */
function countDocuments(page: Page): () => number {
  let documents = 0;
  page.on('request', (request) => {
    if (request.isNavigationRequest() && request.frame() === page.mainFrame()) documents += 1;
  });
  return () => documents;
}

test('a feature chunk gone after a deploy reloads the page once, which then shows the page', async ({
  page,
  rootToken,
}) => {
  await signInAsNewAdmin(page, rootToken);
  const documents = countDocuments(page);
  // Until the page reloads, the users chunk answers 404, as a file of the previous build would.
  await page.route(/\/admin\/assets\/user-pages-[^/]+\.js$/, (route) =>
    documents() <= 1 ? route.fulfill({ status: 404, body: '' }) : route.fallback(),
  );
  await page.goto('/admin');
  await expect(page.getByRole('heading', { level: 1, name: ru.admin.pages.dashboard })).toBeVisible();
  await page.getByRole('navigation', { name: navName }).getByRole('link', { name: ru.admin.nav.users }).click();
  await expect(page.getByRole('heading', { level: 1, name: ru.admin.pages.userList })).toBeVisible();
  expect(documents()).toBe(2);
});

test('a feature chunk that stays missing after the reload shows the error page instead of reloading again', async ({
  page,
  rootToken,
}) => {
  await signInAsNewAdmin(page, rootToken);
  const documents = countDocuments(page);
  await page.route(/\/admin\/assets\/user-pages-[^/]+\.js$/, (route) => route.fulfill({ status: 404, body: '' }));
  await page.goto('/admin/user/list');
  await expect(page.getByRole('heading', { level: 1, name: ru.errorPage.generic })).toBeVisible();
  expect(documents()).toBe(2);
});

test('an unknown admin path shows the admin 404 page', async ({ page, rootToken }) => {
  await signInAsNewAdmin(page, rootToken);
  await page.goto('/admin/no/such/page');
  await expect(page.getByRole('heading', { level: 1, name: ru.errorPage.notFound })).toBeVisible();
  await expect(page.getByText('Page not found')).toBeVisible();
});

test('the admin HTML is Russian', async ({ page, request }) => {
  const html = await (await request.get('/admin/order/list')).text();
  expect(html).toMatch(/<html lang="ru"/);
  await page.goto('/admin/auth/login');
  await expect(page.locator('html')).toHaveAttribute('lang', 'ru');
});

test('the colour mode switch applies and remembers the mode', async ({ page, rootToken }) => {
  await signInAsNewAdmin(page, rootToken);
  await page.goto('/admin');
  await page.getByRole('radio', { name: ru.colorMode.dark }).check();
  await expect(page.locator('html')).toHaveAttribute('data-color-mode', 'dark');
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: ru.admin.pages.dashboard })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('data-color-mode', 'dark');
  await expect(page.getByRole('radio', { name: ru.colorMode.dark })).toBeChecked();
  await page.screenshot({ path: join(screenshotDir, 'admin-dashboard-dark.png') });
});

test('desktop screenshot', async ({ page, rootToken }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await signInAsNewAdmin(page, rootToken);
  await page.goto('/admin/product/update/group-price');
  await expect(page.getByRole('heading', { level: 1, name: ru.admin.pages.productUpdateGroupPrice })).toBeVisible();
  await page.screenshot({ path: join(screenshotDir, 'admin-desktop.png'), fullPage: true });
});

test.describe('on a 360 px phone', () => {
  test.use({ viewport: { width: 360, height: 740 }, isMobile: true, hasTouch: true });

  test('the sidebar collapses behind the menu button', async ({ page, rootToken }) => {
    await signInAsNewAdmin(page, rootToken);
    await page.goto('/admin/product/list');
    await expect(page.getByRole('heading', { level: 1, name: ru.admin.pages.productList })).toBeVisible();
    const nav = page.getByRole('navigation', { name: navName });
    await expect(nav).toBeHidden();
    await page.screenshot({ path: join(screenshotDir, 'admin-phone.png'), fullPage: true });
    // Nothing may stick out sideways on a phone.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);

    await page.getByRole('button', { name: ru.admin.menu.open }).click();
    await expect(nav).toBeVisible();
    await page.screenshot({ path: join(screenshotDir, 'admin-phone-menu.png'), animations: 'disabled' });

    await nav.getByRole('link', { name: ru.admin.nav.orders }).click();
    await expect(page.getByRole('heading', { level: 1, name: ru.admin.pages.orderList })).toBeVisible();
    await expect(nav).toBeHidden();
  });
});
