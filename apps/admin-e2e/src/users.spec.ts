import { readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ru } from '@shop/i18n-ru';
import { apiLogin, createUser, registerCustomer, signInAsNewAdmin, unique, uploadRequisites } from './admin-api';
import { ROOT_EMAIL, ROOT_PASSWORD } from './e2e-env';
import { expect, test } from './fixtures';

const screenshotDir = process.env.SCREENSHOT_DIR ?? tmpdir();
const u = ru.admin.users;

test('the admin signs in, finds a user by search, edits the name and sees it saved', async ({ page, rootToken }) => {
  const tag = unique();
  const email = `sidorov-${tag}@firma.ru`;
  await createUser(page.request, rootToken, {
    email,
    password: 'Sidorov-password-1',
    role: null,
    firstName: 'Семён',
    lastName: 'Сидоров',
    companyTitle: 'ООО «Тахограф-Сервис»',
  });

  await page.goto('/admin/user/list');
  await page.getByLabel(ru.admin.auth.email).fill(ROOT_EMAIL);
  await page.getByLabel(ru.admin.auth.password, { exact: false }).first().fill(ROOT_PASSWORD);
  await page.getByRole('button', { name: ru.admin.auth.submit }).click();
  await expect(page.getByRole('heading', { level: 1, name: ru.admin.pages.userList })).toBeVisible();

  await page.getByRole('searchbox', { name: u.searchLabel }).fill(tag);
  await expect(page).toHaveURL(new RegExp(`searchQuery=${tag}`));
  const table = page.getByRole('table', { name: u.tableLabel });
  await expect(table.getByRole('row')).toHaveCount(2);
  await expect(table.getByRole('row').nth(1)).toContainText('Сидоров Семён');
  await table.getByRole('link', { name: email }).click();

  await expect(page.getByRole('heading', { level: 1, name: ru.admin.pages.userUpdate })).toBeVisible();
  const firstName = page.getByLabel(u.form.firstName, { exact: true });
  await expect(firstName).toHaveValue('Семён');
  await firstName.fill('Савелий');
  await page.getByRole('button', { name: u.form.submitUpdate }).click();
  await expect(page.getByText(ru.common.success).first()).toBeVisible();

  await page.reload();
  await expect(page.getByLabel(u.form.firstName, { exact: true })).toHaveValue('Савелий');
  await page.goto(`/admin/user/list?searchQuery=${tag}`);
  await expect(page.getByRole('table', { name: u.tableLabel }).getByRole('row').nth(1)).toContainText(
    'Сидоров Савелий',
  );
});

test('creating a user with a taken email says so beside the email field', async ({ page, rootToken }) => {
  const adminEmail = await signInAsNewAdmin(page, rootToken);
  await page.goto('/admin/user/create');
  await page.getByLabel(u.form.email).fill(adminEmail);
  await page.getByLabel(u.form.password, { exact: false }).first().fill('Some-password-1');
  await page.getByRole('button', { name: u.form.submitCreate }).click();
  await expect(page.getByText('Пользователь с такой электронной почтой уже существует')).toBeVisible();
  await expect(page.getByLabel(u.form.email)).toHaveAttribute('aria-invalid', 'true');
});

test('an admin creates a user and sees its relations', async ({ page, rootToken }) => {
  await signInAsNewAdmin(page, rootToken);
  const email = `new-${unique()}@firma.ru`;
  await page.goto('/admin/user/create');
  await page.getByLabel(u.form.email).fill(email);
  await page.getByLabel(u.form.password, { exact: false }).first().fill('New-user-password-1');
  await page.getByLabel(u.form.lastName).fill('Кузнецова');
  await page.getByLabel(u.form.gender, { exact: true }).selectOption('female');
  await page.getByRole('button', { name: u.form.submitCreate }).click();
  await expect(page.getByText(ru.common.success).first()).toBeVisible();
  await expect(page).toHaveURL(/\/admin\/user\/update\?id=[0-9a-f-]{36}$/);
  await expect(page.getByLabel(u.form.email)).toHaveValue(email);

  await page.getByRole('navigation', { name: u.tabs.label }).getByRole('link', { name: u.tabs.relations }).click();
  await expect(page.getByRole('heading', { level: 1, name: ru.admin.pages.userUpdateRelations })).toBeVisible();
  await expect(page.getByText(u.relations.customerGroupNone)).toBeVisible();
  await expect(page.getByText(u.relations.integratorRequestNone)).toBeVisible();
  await expect(page.getByText(u.relations.requisitesNone)).toBeVisible();
});

test("the admin downloads a customer's requisites under their original name", async ({ page, request, rootToken }) => {
  const tag = unique();
  const email = `rekvizity-${tag}@firma.ru`;
  const password = `Customer-${tag}`;
  await registerCustomer(request, email, password);
  const customerToken = await apiLogin(request, email, password);
  const content = Buffer.from(`%PDF-1.4\n% Реквизиты ${tag}\n`);
  await uploadRequisites(request, customerToken, {
    name: 'Реквизиты ООО Ромашка.pdf',
    mimeType: 'application/pdf',
    buffer: content,
  });

  await signInAsNewAdmin(page, rootToken);
  await page.goto(`/admin/user/list?searchQuery=${tag}`);
  await page.getByRole('table', { name: u.tableLabel }).getByRole('link', { name: email }).click();
  await page.getByRole('navigation', { name: u.tabs.label }).getByRole('link', { name: u.tabs.relations }).click();
  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: u.relations.download }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe('Реквизиты ООО Ромашка.pdf');
  const path = await download.path();
  expect(readFileSync(path)).toEqual(content);
  await page.screenshot({ path: join(screenshotDir, 'admin-user-relations-desktop.png'), fullPage: true });
});

test('screenshots of the user pages (desktop and phone)', async ({ page, rootToken }) => {
  await signInAsNewAdmin(page, rootToken);
  const tag = unique();
  for (const [first, last] of [
    ['Анна', 'Петрова'],
    ['Константин', 'Длиннофамильный-Многосоставной'],
    ['Ольга', 'Ким'],
  ] as const) {
    await createUser(page.request, rootToken, {
      email: `${last.toLowerCase().slice(0, 8)}-${tag}@firma.ru`.replace(/[^a-z0-9@.-]/g, 'x'),
      password: 'Screenshot-password-1',
      role: null,
      firstName: first,
      lastName: last,
      companyTitle: 'Общество с ограниченной ответственностью «Транспортные системы мониторинга»',
    });
  }
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto(`/admin/user/list?searchQuery=${tag}`);
  await expect(page.getByRole('table', { name: u.tableLabel }).getByRole('row')).toHaveCount(4);
  await page.screenshot({ path: join(screenshotDir, 'admin-users-desktop.png'), fullPage: true });
  // The colour mode defaults to 'system': a dark system preference gives the dark theme.
  await page.emulateMedia({ colorScheme: 'dark' });
  await page.screenshot({ path: join(screenshotDir, 'admin-users-desktop-dark.png'), fullPage: true });
  await page.emulateMedia({ colorScheme: 'light' });

  await page.setViewportSize({ width: 360, height: 740 });
  await page.reload();
  await expect(page.getByRole('table', { name: u.tableLabel }).getByRole('row')).toHaveCount(4);
  // Rows become cards on a phone: the page never scrolls sideways.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  await page.screenshot({ path: join(screenshotDir, 'admin-users-phone.png'), fullPage: true });

  await page.getByRole('table', { name: u.tableLabel }).getByRole('link').first().click();
  await expect(page.getByRole('heading', { level: 1, name: ru.admin.pages.userUpdate })).toBeVisible();
  await expect(page.getByLabel(u.form.email)).not.toHaveValue('');
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  await page.screenshot({ path: join(screenshotDir, 'admin-user-update-phone.png'), fullPage: true });
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.screenshot({ path: join(screenshotDir, 'admin-user-update-desktop.png'), fullPage: true });
});
