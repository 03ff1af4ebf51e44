import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import { ru } from '@shop/i18n-ru';
import { apiLogin, registerCustomer, signInAsNewAdmin, stubStorefrontHome, unique } from './admin-api';
import { API_URL, ROOT_EMAIL, ROOT_PASSWORD, STOREFRONT_URL } from './e2e-env';
import { expect, test } from './fixtures';

const screenshotDir = process.env.SCREENSHOT_DIR ?? tmpdir();
const t = ru.admin.auth;

/** Records the page's API calls ('METHOD /path status') and console errors from now on. */
function watch(page: Page) {
  const apiCalls: string[] = [];
  const consoleErrors: string[] = [];
  page.on('response', (response) => {
    if (response.url().startsWith(API_URL))
      apiCalls.push(`${response.request().method()} ${new URL(response.url()).pathname} ${response.status()}`);
  });
  page.on('console', (message) => {
    if (message.type() === 'error') consoleErrors.push(message.text());
  });
  return { apiCalls, consoleErrors };
}

test('an anonymous visit goes to the sign-in screen, which remembers the page', async ({ page }) => {
  const { apiCalls, consoleErrors } = watch(page);
  await page.goto('/admin/product/list');
  await expect(page.getByRole('heading', { level: 1, name: t.loginTitle })).toBeVisible();
  await expect(page).toHaveURL(/\/admin\/auth\/login\?redirect=%2Fproduct%2Flist$/);
  await expect(page.getByRole('navigation', { name: ru.admin.nav.label })).toHaveCount(0);
  // The real API was asked whether a refresh cookie could restore a session; there was none, so no refresh was tried.
  expect(apiCalls).toContain('GET /api/v1/auth/token/need-update 200');
  expect(apiCalls.filter((call) => call.includes('/auth/token/refresh'))).toEqual([]);
  expect(consoleErrors).toEqual([]);
});

test('the sign-in screen opened without a session makes no refresh call and logs no error', async ({ page }) => {
  const { apiCalls, consoleErrors } = watch(page);
  await page.goto('/admin/auth/login');
  await expect(page.getByRole('heading', { level: 1, name: t.loginTitle })).toBeVisible();
  await expect(page.getByLabel(t.email)).toBeVisible();
  expect(apiCalls.filter((call) => call.includes('/auth/token/refresh'))).toEqual([]);
  expect(consoleErrors).toEqual([]);
});

test('the sign-in form explains its mistakes in Russian and can show the password', async ({ page }) => {
  await page.goto('/admin/auth/login');
  await page.getByRole('button', { name: t.submit }).click();
  await expect(page.getByText(t.emailRequired)).toBeVisible();
  await expect(page.getByText(t.passwordRequired)).toBeVisible();

  await page.getByLabel(t.email).fill(`nobody-${unique()}@e2e.test`);
  await page.getByLabel(t.password, { exact: false }).first().fill('wrong-password');
  await page.getByRole('button', { name: ru.common.showPassword }).click();
  await expect(page.getByLabel(t.password, { exact: false }).first()).toHaveAttribute('type', 'text');
  await page.getByRole('button', { name: t.submit }).click();
  await expect(page.getByRole('alert')).toHaveText('Неверный адрес электронной почты или пароль');
});

test('an admin signs in, lands on the page asked for and signs out from the header', async ({ page }) => {
  await page.goto('/admin/order/list');
  await page.getByLabel(t.email).fill(ROOT_EMAIL);
  await page.getByLabel(t.password, { exact: false }).first().fill(ROOT_PASSWORD);
  await page.getByRole('button', { name: t.submit }).click();
  await expect(page.getByRole('heading', { level: 1, name: ru.admin.pages.orderList })).toBeVisible();
  await expect(page).toHaveURL(/\/admin\/order\/list$/);

  // A reload restores the session from the refresh cookie.
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: ru.admin.pages.orderList })).toBeVisible();

  await page.getByRole('banner').getByRole('button', { name: t.signOut }).click();
  await expect(page.getByRole('heading', { level: 1, name: t.loginTitle })).toBeVisible();
  await page.goto('/admin');
  await expect(page.getByRole('heading', { level: 1, name: t.loginTitle })).toBeVisible();
});

test('signing out in one tab signs out the other', async ({ page, context, rootToken }) => {
  await signInAsNewAdmin(page, rootToken);
  await page.goto('/admin/user/list');
  await expect(page.getByRole('heading', { level: 1, name: ru.admin.pages.userList })).toBeVisible();
  const other = await context.newPage();
  await other.goto('/admin/order/list');
  await expect(other.getByRole('heading', { level: 1, name: ru.admin.pages.orderList })).toBeVisible();

  await page.getByRole('banner').getByRole('button', { name: t.signOut }).click();
  await expect(page.getByRole('heading', { level: 1, name: t.loginTitle })).toBeVisible();
  // The other tab hears the logout event, reloads and finds no session.
  await expect(other.getByRole('heading', { level: 1, name: t.loginTitle })).toBeVisible();
  await expect(other).toHaveURL(/\/admin\/auth\/login\?redirect=%2Forder%2Flist$/);
});

test('a customer is refused on the sign-in screen', async ({ page, request }) => {
  const email = `buyer-${unique()}@e2e.test`;
  const password = `Buyer-${unique()}`;
  await registerCustomer(request, email, password);

  await page.goto('/admin/auth/login');
  await page.getByLabel(t.email).fill(email);
  await page.getByLabel(t.password, { exact: false }).first().fill(password);
  await page.getByRole('button', { name: t.submit }).click();
  await expect(page.getByRole('alert')).toContainText('нет доступа к админке');
  await expect(page).toHaveURL(/\/admin\/auth\/login$/);
  await page.screenshot({ path: join(screenshotDir, 'admin-login-refused.png') });

  // The refused session was ended, so the admin still has no session to restore.
  await page.goto('/admin/user/list');
  await expect(page.getByRole('heading', { level: 1, name: t.loginTitle })).toBeVisible();
});

test('a customer signed in to the shop is not signed in to the admin (issue #24, finding 19)', async ({ page }) => {
  const email = `buyer-${unique()}@e2e.test`;
  const password = `Buyer-${unique()}`;
  await registerCustomer(page.request, email, password);
  await apiLogin(page.request, email, password, 'storefront');
  await page.goto('/admin/user/list');
  await expect(page.getByRole('heading', { level: 1, name: t.loginTitle })).toBeVisible();
});

test('a customer with an admin session who opens the admin is sent to the storefront home', async ({ page }) => {
  await stubStorefrontHome(page, STOREFRONT_URL);
  const email = `buyer-${unique()}@e2e.test`;
  const password = `Buyer-${unique()}`;
  await registerCustomer(page.request, email, password);
  await apiLogin(page.request, email, password, 'admin');

  const homeNavigation = page.waitForRequest((req) => req.url() === `${STOREFRONT_URL}/` && req.isNavigationRequest());
  await page.goto('/admin/user/list');
  await homeNavigation;
  await expect(page).toHaveURL(`${STOREFRONT_URL}/`);
  await expect(page.locator('body')).toHaveText('home');
});

test.describe('on a 360 px phone', () => {
  test.use({ viewport: { width: 360, height: 740 }, isMobile: true, hasTouch: true });

  test('the sign-in screen fits', async ({ page }) => {
    await page.goto('/admin/auth/login');
    await page.getByRole('button', { name: t.submit }).click();
    await expect(page.getByText(t.emailRequired)).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    await page.screenshot({ path: join(screenshotDir, 'admin-login-phone.png'), fullPage: true });
  });
});
