import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import { ru } from '@shop/i18n-ru';
import { adminPages } from './admin-pages';
import { API_URL, STOREFRONT_URL, mockAdminSession, stubStorefrontHome } from './admin-session';

const screenshotDir = process.env.SCREENSHOT_DIR ?? tmpdir();
const navName = ru.admin.nav.label;

test('an anonymous visit is sent to the storefront home with a full page load', async ({ page }) => {
  await stubStorefrontHome(page);
  const apiCalls: string[] = [];
  page.on('response', (response) => {
    if (response.url().startsWith(API_URL)) apiCalls.push(`${response.request().method()} ${new URL(response.url()).pathname} ${response.status()}`);
  });
  const homeNavigation = page.waitForRequest((request) => request.url() === `${STOREFRONT_URL}/` && request.isNavigationRequest());

  await page.goto('/admin/product/list');
  await homeNavigation;

  await expect(page).toHaveURL(`${STOREFRONT_URL}/`);
  await expect(page.locator('body')).toHaveText('home');
  // The real API was asked to restore a session and refused (identity arrives with #3).
  expect(apiCalls.some((call) => call.startsWith('POST /api/v1/auth/token/refresh'))).toBe(true);
  expect(apiCalls.some((call) => / 2\d\d$/.test(call) && call.includes('/auth/'))).toBe(false);
});

test('shows a loading state, and no admin content, while the access check runs', async ({ page }) => {
  await mockAdminSession(page, { holdPermission: true });
  await page.goto('/admin/order/list');
  await expect(page.getByRole('status')).toHaveText(ru.admin.guard.checking);
  await expect(page.getByRole('navigation', { name: navName })).toHaveCount(0);
  await expect(page.getByRole('heading', { level: 1 })).toHaveCount(0);
});

test('every admin route renders the layout and its page for an admin', async ({ page }) => {
  const session = await mockAdminSession(page);
  for (const { path, heading } of adminPages) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1, name: heading }), path).toBeVisible();
    await expect(page.getByRole('navigation', { name: navName }), path).toBeVisible();
    await expect(page, path).toHaveTitle(`${heading} - интернет-магазин ТахоСнаб`);
  }
  expect(session.permissionChecks()).toBeGreaterThanOrEqual(adminPages.length);
});

test('the sidebar navigates inside the SPA and highlights the section', async ({ page }) => {
  await mockAdminSession(page);
  await page.goto('/admin');
  const nav = page.getByRole('navigation', { name: navName });
  await nav.getByRole('link', { name: ru.admin.nav.attributeGroups }).click();
  await expect(page).toHaveURL(/\/admin\/attribute-group\/list$/);
  await expect(page.getByRole('heading', { level: 1, name: ru.admin.pages.attributeGroupList })).toBeVisible();
  await expect(nav.getByRole('link', { name: ru.admin.nav.attributeGroups })).toHaveAttribute('aria-current', 'page');
  await expect(nav.getByRole('link', { name: ru.admin.nav.attributes, exact: true })).not.toHaveAttribute('aria-current', 'page');
});

test('an unknown admin path shows the admin 404 page', async ({ page }) => {
  await mockAdminSession(page);
  await page.goto('/admin/no/such/page');
  await expect(page.getByRole('heading', { level: 1, name: ru.errorPage.notFound })).toBeVisible();
  await expect(page.getByText('Page not found')).toBeVisible();
});

test('the admin HTML is Russian', async ({ page, request }) => {
  const html = await (await request.get('/admin/order/list')).text();
  expect(html).toMatch(/<html lang="ru"/);
  await mockAdminSession(page);
  await page.goto('/admin/order/list');
  await expect(page.locator('html')).toHaveAttribute('lang', 'ru');
});

test('the colour mode switch applies and remembers the mode', async ({ page }) => {
  await mockAdminSession(page);
  await page.goto('/admin');
  await page.getByRole('radio', { name: ru.colorMode.dark }).check();
  await expect(page.locator('html')).toHaveAttribute('data-color-mode', 'dark');
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: ru.admin.pages.dashboard })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('data-color-mode', 'dark');
  await expect(page.getByRole('radio', { name: ru.colorMode.dark })).toBeChecked();
  await page.screenshot({ path: join(screenshotDir, 'admin-dashboard-dark.png') });
});

test('desktop screenshot', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await mockAdminSession(page);
  await page.goto('/admin/product/update/group-price');
  await expect(page.getByRole('heading', { level: 1, name: ru.admin.pages.productUpdateGroupPrice })).toBeVisible();
  await page.screenshot({ path: join(screenshotDir, 'admin-desktop.png'), fullPage: true });
});

test.describe('on a 360 px phone', () => {
  test.use({ viewport: { width: 360, height: 740 }, isMobile: true, hasTouch: true });

  test('the sidebar collapses behind the menu button', async ({ page }) => {
    await mockAdminSession(page);
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
