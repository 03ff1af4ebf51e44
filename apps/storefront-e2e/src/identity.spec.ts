import { randomUUID } from 'node:crypto';
import { expect as baseExpect, test, type Page } from '@playwright/test';
import { waitForLink } from './support/mailbox';
import { waitForHydration } from './support/hydration';

/** Sign-up and sign-in hash passwords (argon2) on two shared cores: allow the API its time. */
const EXPECT_TIMEOUT_MS = 15_000;
const expect = baseExpect.configure({ timeout: EXPECT_TIMEOUT_MS });
// The longest flows (registration, letters, three sign-ins) come close to the default minute on a busy machine.
test.describe.configure({ timeout: 120_000 });

/** A fresh address per test, so tests run in parallel against one database (and its per-email rate limits). */
const newEmail = (tag: string) => `${tag}-${randomUUID().slice(0, 8)}@example.ru`;

const field = (page: Page, label: string) => page.getByLabel(new RegExp(`^${label}`));

async function register(page: Page, email: string, password: string) {
  await page.goto('/auth/register');
  await waitForHydration(page, EXPECT_TIMEOUT_MS);
  await field(page, 'Электронная почта').fill(email);
  await field(page, 'Пароль').fill(password);
  await field(page, 'Повторите пароль').fill(password);
  await field(page, 'Имя').fill('Иван');
  await field(page, 'Фамилия').fill('Петров');
  await page.getByRole('checkbox', { name: /пользовательского соглашения/ }).check();
  await page.getByRole('button', { name: 'Зарегистрироваться' }).click();
}

async function login(page: Page, email: string, password: string) {
  await waitForHydration(page, EXPECT_TIMEOUT_MS);
  await field(page, 'Электронная почта').fill(email);
  await field(page, 'Пароль').fill(password);
  await page.getByRole('button', { name: 'Войти' }).click();
}

/** The header's «Выйти» is a button that posts (a link could be followed from another site): one click signs out. */
async function logout(page: Page) {
  await waitForHydration(page, EXPECT_TIMEOUT_MS);
  await page.getByRole('banner').getByRole('button', { name: 'Выйти' }).click();
  await expect(page.getByRole('link', { name: 'Войти' })).toBeVisible();
}

const header = (page: Page) => page.getByRole('banner');

test('register, confirm the email from the letter, sign out, sign in, change the password, sign in with the new one', async ({
  page,
}) => {
  const email = newEmail('register');
  const since = Date.now();

  // A guest asking for an account page is sent to the login page, which remembers the way back.
  await page.goto('/account/contact');
  await expect(page).toHaveURL('/auth/login?redirect=%2Faccount%2Fcontact');

  await register(page, email, 'first-pass-1');
  await expect(page).toHaveURL('/');
  await expect(header(page).getByRole('link', { name: /Иван Петров/ })).toBeVisible();
  await expect(header(page).getByRole('button', { name: 'Выйти' })).toBeVisible();

  // The unconfirmed email is pointed out; the banner leads to sending the letter.
  await page.getByRole('link', { name: 'Подтвердить почту' }).click();
  await expect(page).toHaveURL('/account/confirm/email');
  await page.getByRole('button', { name: 'Отправить письмо' }).click();
  await expect(page.getByRole('status')).toContainText(`Письмо отправлено на ${email}`);

  const confirmLink = await waitForLink(email, '/account/confirm/email/', since);
  await page.goto(confirmLink);
  await expect(page.getByText('Почта подтверждена. Спасибо!')).toBeVisible();
  await page.goto('/account');
  await expect(page.getByText(`${email} (подтверждена)`)).toBeVisible();
  await expect(page.getByRole('link', { name: 'Подтвердить почту' })).toHaveCount(0);

  await logout(page);
  await page.goto('/auth/login?redirect=%2Faccount%2Fpassword');
  await login(page, email, 'first-pass-1');
  await expect(page).toHaveURL('/account/password');

  // A wrong current password is reported beside its field (code 19).
  await field(page, 'Текущий пароль').fill('not-my-password');
  await field(page, 'Новый пароль').fill('second-pass-2');
  await field(page, 'Повторите новый пароль').fill('second-pass-2');
  await page.getByRole('button', { name: 'Сохранить' }).click();
  await expect(page.getByText('Неверный пароль')).toBeVisible();

  await field(page, 'Текущий пароль').fill('first-pass-1');
  await page.getByRole('button', { name: 'Сохранить' }).click();
  await expect(page.getByText('Пароль изменён', { exact: true })).toBeVisible();

  await logout(page);
  await page.goto('/auth/login');
  await login(page, email, 'first-pass-1');
  await expect(page.getByText('Неверный адрес электронной почты или пароль')).toBeVisible();
  await field(page, 'Пароль').fill('second-pass-2');
  await page.getByRole('button', { name: 'Войти' }).click();
  await expect(page).toHaveURL('/');
  await expect(header(page).getByRole('link', { name: /Иван Петров/ })).toBeVisible();
});

test('password recovery end to end: letter, new password, sign in; the link works once', async ({
  page,
  playwright,
  baseURL,
}) => {
  const email = newEmail('recovery');
  const api = await playwright.request.newContext({ baseURL });
  const registered = await api.post('/api/v1/auth/register/customer', {
    data: { email, password: 'forgotten-pass-1' },
  });
  expect(registered.status()).toBe(200);
  await api.dispose();
  const since = Date.now();

  await page.goto('/auth/login');
  await waitForHydration(page, EXPECT_TIMEOUT_MS);
  await page.getByRole('link', { name: 'Забыли пароль?' }).click();
  await expect(page).toHaveURL('/auth/recovery');
  await field(page, 'Электронная почта').fill(email);
  await page.getByRole('button', { name: 'Отправить ссылку' }).click();
  await expect(page.getByRole('status')).toContainText(email);

  const link = await waitForLink(email, '/auth/recovery/', since);
  await page.goto(link);
  await waitForHydration(page, EXPECT_TIMEOUT_MS);
  await field(page, 'Новый пароль').fill('recovered-pass-2');
  await field(page, 'Повторите новый пароль').fill('recovered-pass-3');
  await page.getByRole('button', { name: 'Сохранить пароль' }).click();
  await expect(page.getByText('Пароли не совпадают')).toBeVisible();
  await field(page, 'Повторите новый пароль').fill('recovered-pass-2');
  await page.getByRole('button', { name: 'Сохранить пароль' }).click();

  await expect(page).toHaveURL('/auth/login');
  await expect(page.getByText('Пароль изменён. Войдите с новым паролем.', { exact: true })).toBeVisible();
  await login(page, email, 'recovered-pass-2');
  await expect(page).toHaveURL('/');
  await expect(header(page).getByRole('link', { name: email })).toBeVisible();

  await logout(page);
  await page.goto(link);
  await expect(page.getByText('Ссылка недействительна или устарела. Запросите новую.')).toBeVisible();
});

test('signing out in one tab signs out the other', async ({ context }) => {
  const first = await context.newPage();
  await register(first, newEmail('tabs'), 'two-tabs-pass-1');
  await expect(header(first).getByRole('button', { name: 'Выйти' })).toBeVisible();

  const second = await context.newPage();
  await second.goto('/account');
  await waitForHydration(second);
  await expect(second.getByRole('heading', { name: 'Личный кабинет' })).toBeVisible();

  await first.bringToFront();
  await logout(first);
  // The other tab reloads at once on the logout event; the auth guard then sends it to the login page.
  await expect(second).toHaveURL('/auth/login?redirect=%2Faccount');
  await expect(second.getByRole('heading', { name: 'Вход' })).toBeVisible();
});

test('the login page returns only to same-origin paths', async ({ page, playwright, baseURL }) => {
  const email = newEmail('redirect');
  const api = await playwright.request.newContext({ baseURL });
  expect(
    (await api.post('/api/v1/auth/register/customer', { data: { email, password: 'redirect-pass-1' } })).status(),
  ).toBe(200);
  await api.dispose();

  await page.goto('/auth/login?redirect=https%3A%2F%2Fevil.example%2F');
  await login(page, email, 'redirect-pass-1');
  await expect(page).toHaveURL('/');
  // A signed-in visitor is kept away from the guest pages.
  await page.goto('/auth/register');
  await expect(page).toHaveURL('/');
});
