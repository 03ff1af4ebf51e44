import { expect as baseExpect, test, type Page } from '@playwright/test';
import { A11Y_VIEWPORTS, expectNoSeriousA11yViolations } from '@shop/testing-e2e/a11y';
import { AdminApi } from './support/admin-api';
import { waitForHydration } from './support/hydration';

const EXPECT_TIMEOUT_MS = 15_000;
const expect = baseExpect.configure({ timeout: EXPECT_TIMEOUT_MS });
// The settings are the suite's one row: these tests change them one after another and put them back.
test.describe.configure({ mode: 'serial', timeout: 120_000 });

/** The built-in pages as the API ships them (an administrator of this suite's database never edits them). */
const PAGES = [
  { path: '/contact', heading: 'Контакты', title: 'Контакты: адрес, телефоны и режим работы', section: 'Режим работы' },
  {
    path: '/delivery',
    heading: 'Доставка и оплата',
    title: 'Доставка и оплата заказов',
    section: 'Транспортные компании',
  },
  {
    path: '/user-agreement',
    heading: 'Пользовательское соглашение',
    title: 'Пользовательское соглашение и согласие на обработку персональных данных',
    section: '5. Согласие на обработку персональных данных',
  },
  {
    path: '/application-conditions',
    heading: 'Условия для интеграторов',
    title: 'Условия программы для интеграторов',
    section: 'Что получают интеграторы',
  },
];

/** The demo seller: real-format requisites that pass the bank checks, not a real company. */
const SELLER = {
  title: 'ООО «ТахоСнаб»',
  inn: '7728168971',
  kpp: '772801001',
  ogrn: '1027700067328',
  legalAddress: '117342, г. Москва, ул. Бутлерова, д. 17, офис 305',
  bankName: 'АО «АЛЬФА-БАНК», г. Москва',
  bik: '044525593',
  checkingAccount: '40702810801300012345',
  correspondentAccount: '30101810200000000593',
  phone: '+7 (495) 123-45-67',
  director: 'Смирнов А. В.',
  accountant: null,
};

async function open(page: Page, path: string) {
  await page.goto(path);
  await waitForHydration(page, EXPECT_TIMEOUT_MS);
}

test('each static page is rendered on the server with its title, text, description and trail', async ({
  page,
  request,
}) => {
  for (const expected of PAGES) {
    // The server's HTML has the text already (no client fetch).
    const html = await (await request.get(expected.path)).text();
    expect(html, expected.path).toContain(`>${expected.section}</h`);
    await open(page, expected.path);
    await expect(page.getByRole('heading', { level: 1, name: expected.heading })).toBeVisible();
    await expect(page.getByRole('heading', { name: expected.section })).toBeVisible();
    await expect(page).toHaveTitle(`${expected.title} - интернет-магазин ТахоСнаб`);
    await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /.{40,}/);
    await expect(
      page.getByRole('navigation', { name: 'Навигация по разделам' }).getByRole('link', { name: 'Главная' }),
    ).toHaveAttribute('href', '/');
  }
});

test('the delivery page tells the free-shipping threshold of the settings, and says so when there is none', async ({
  page,
  request,
}) => {
  const admin = await AdminApi.signIn(request);
  const { freeShippingCost } = await admin.siteSettings();
  try {
    // Far above any cart of the other specs, so their orders never ship free meanwhile.
    await admin.setFreeShippingCost('7500000');
    await open(page, '/delivery');
    const note = page.getByRole('region', { name: 'Бесплатная доставка' });
    await expect(note).toContainText(/Для заказов от 7\s500\s000,00\s₽ доставка бесплатна/);
    await admin.setFreeShippingCost('0');
    await open(page, '/delivery');
    await expect(note).toContainText('Сейчас бесплатной доставки нет');
  } finally {
    await admin.setFreeShippingCost(freeShippingCost);
  }
});

test("the contact page prints the seller's requisites once they are set", async ({ page, request }) => {
  await (await AdminApi.signIn(request)).setSeller(SELLER);
  await open(page, '/contact');
  const requisites = page.getByRole('region', { name: 'Реквизиты' });
  await expect(requisites).toContainText('ООО «ТахоСнаб»');
  await expect(requisites.getByText('7728168971')).toBeVisible();
  await expect(requisites.getByText('40702810801300012345')).toBeVisible();
  await expect(requisites).not.toContainText('Главный бухгалтер');
});

test("registration's consent leads to the personal-data section of the user agreement (152-ФЗ), shown light", async ({
  page,
  context,
  baseURL,
}) => {
  await context.addCookies([{ name: 'color_mode', value: 'dark', url: baseURL ?? 'http://127.0.0.1:4000' }]);
  await open(page, '/auth/register');
  const [agreement] = await Promise.all([
    page.waitForEvent('popup'),
    page.getByRole('link', { name: 'согласие на обработку персональных данных' }).click(),
  ]);
  await expect(agreement).toHaveURL('/user-agreement#personal-data');
  const section = agreement.getByRole('heading', { level: 2, name: '5. Согласие на обработку персональных данных' });
  await expect(section).toBeInViewport();
  await expect(agreement.getByText('№ 152-ФЗ «О персональных данных»')).toBeVisible();
  // The visitor chose dark; the user agreement forces light (its route handle), the next page follows the choice again.
  await expect(agreement.locator('html')).toHaveAttribute('data-color-mode', 'light');
  await open(agreement, '/contact');
  await expect(agreement.locator('html')).toHaveAttribute('data-color-mode', 'dark');
});

test('a link of the text opens the shop page in the app, and back restores the remembered scroll position', async ({
  page,
}) => {
  await open(page, '/user-agreement');
  const link = page.locator('.sf-content').getByRole('link', { name: 'условия для интеграторов' });
  await link.scrollIntoViewIfNeeded();
  const y = await page.evaluate(() => window.scrollY);
  expect(y).toBeGreaterThan(300);
  // Remembered on the next frame; then a link of the stored HTML navigates without a page load.
  await page.waitForTimeout(100);
  await page.evaluate(() => ((window as unknown as { marker: string }).marker = 'same document'));
  await link.click();
  await expect(page).toHaveURL('/application-conditions');
  await expect(page.getByRole('heading', { level: 1, name: 'Условия для интеграторов' })).toBeVisible();
  expect(await page.evaluate(() => (window as unknown as { marker?: string }).marker)).toBe('same document');
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  await page.goBack();
  await expect(page.getByRole('heading', { level: 1, name: 'Пользовательское соглашение' })).toBeVisible();
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(y);
});

for (const viewport of A11Y_VIEWPORTS) {
  test(`the pages with the requisites and the threshold have no serious a11y violation (${viewport.name})`, async ({
    page,
    request,
  }) => {
    await page.setViewportSize({ width: viewport.width, height: viewport.height });
    const admin = await AdminApi.signIn(request);
    await admin.setSeller(SELLER);
    const { freeShippingCost } = await admin.siteSettings();
    try {
      await admin.setFreeShippingCost('7500000');
      for (const path of ['/contact', '/delivery', '/user-agreement']) {
        await open(page, path);
        await expectNoSeriousA11yViolations(page, `${path} (${viewport.name})`);
      }
      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      );
      expect(overflow, 'no horizontal scrolling').toBeLessThanOrEqual(0);
    } finally {
      await admin.setFreeShippingCost(freeShippingCost);
    }
  });
}
