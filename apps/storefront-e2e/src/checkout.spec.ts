import { randomUUID } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { expect as baseExpect, test, type Page } from '@playwright/test';
import { extractText, getDocumentProxy } from 'unpdf';
import { AdminApi, uniqueTag } from './support/admin-api';
import { waitForHydration } from './support/hydration';
import { waitForLink } from './support/mailbox';

/** Registration hashes a password and the invoice is rendered on two shared cores: allow the API its time. */
const EXPECT_TIMEOUT_MS = 15_000;
const expect = baseExpect.configure({ timeout: EXPECT_TIMEOUT_MS });
test.describe.configure({ timeout: 180_000 });

/** Real-format requisites a bank accepts (Сбербанк's ИНН, КПП, ОГРН, БИК and correspondent account). */
const COMPANY = {
  title: 'ООО «Тахограф-Сервис»',
  inn: '7707083893',
  kpp: '773601001',
  ogrn: '1027700132195',
  legalAddress: '117997, г. Москва, ул. Вавилова, д. 19',
  bik: '044525225',
  checkingAccount: '40702810938000000001',
  correspondentAccount: '30101810400000000225',
};

let product: { id: string; title: string; slug: string };

test.beforeAll(async ({ request }) => {
  const tag = uniqueTag();
  const admin = await AdminApi.signIn(request);
  const categoryId = await admin.createCategory(`Оформление ${tag}`, `oformlenie-${tag}`);
  const title = `Тахограф Меркурий ТА-001 ${tag}`;
  const slug = `tahograf-zakaz-${tag}`;
  const id = await admin.createProduct({
    article: `ORD-${tag.toUpperCase()}`,
    title,
    slug,
    basePrice: '24990.50',
    description: `<p>${title}.</p>`,
    categoryId,
  });
  product = { id, title, slug };
});

const field = (page: Page, label: string) => page.getByLabel(new RegExp(`^${label}`));

async function open(page: Page, path: string) {
  await page.goto(path);
  await waitForHydration(page, EXPECT_TIMEOUT_MS);
}

test('a guest fills a cart, registers, confirms the email, checks out as a company, downloads the invoice, and sees the order completed', async ({
  page,
  request,
}) => {
  // A guest puts two pieces into the cart.
  await open(page, `/product/${product.slug}`);
  await page.getByRole('button', { name: 'В корзину', exact: true }).click();
  await page.getByRole('group', { name: product.title }).getByRole('button', { name: 'Увеличить количество' }).click();
  await expect(page.getByRole('banner').getByRole('link', { name: /^Корзина/ })).toContainText('49 981,00 ₽');

  // Registration keeps the cart; the email is confirmed from the letter.
  const email = `checkout-${randomUUID().slice(0, 8)}@example.ru`;
  const since = Date.now();
  await open(page, '/auth/register');
  await field(page, 'Электронная почта').fill(email);
  await field(page, 'Пароль').fill('checkout-pass-1');
  await field(page, 'Повторите пароль').fill('checkout-pass-1');
  await field(page, 'Имя').fill('Иван');
  await field(page, 'Фамилия').fill('Петров');
  await page.getByRole('checkbox', { name: /пользовательского соглашения/ }).check();
  await page.getByRole('button', { name: 'Зарегистрироваться' }).click();
  await expect(page).toHaveURL('/');
  await open(page, '/account/confirm/email');
  await page.getByRole('button', { name: 'Отправить письмо' }).click();
  await page.goto(await waitForLink(email, '/account/confirm/email/', since));
  await expect(page.getByText('Почта подтверждена. Спасибо!')).toBeVisible();

  // From the cart to the checkout.
  await open(page, '/cart');
  await page.getByRole('link', { name: 'Оформить заказ' }).click();
  await expect(page).toHaveURL('/checkout');
  await waitForHydration(page, EXPECT_TIMEOUT_MS);
  await expect(page.getByRole('heading', { name: 'Оформление заказа' })).toBeVisible();
  await expect(page.getByRole('table').getByRole('link', { name: product.title })).toBeVisible();

  // A company with a wrong ИНН: refused beside the field before anything is sent.
  await page.getByRole('radio', { name: 'Организация или ИП' }).check();
  await field(page, 'Название').fill(COMPANY.title);
  await field(page, 'ИНН').fill('7707083894');
  await field(page, 'КПП').fill(COMPANY.kpp);
  await field(page, 'ОГРН').fill(COMPANY.ogrn);
  await field(page, 'Юридический адрес').fill(COMPANY.legalAddress);
  await field(page, 'Банк').fill('ПАО Сбербанк');
  await field(page, 'БИК').fill(COMPANY.bik);
  await field(page, 'Расчётный счёт').fill(COMPANY.checkingAccount);
  await field(page, 'Корр. счёт').fill(COMPANY.correspondentAccount);
  await field(page, 'Телефон').fill('+7 915 123-45-67');
  await page.getByRole('radio', { name: 'Курьер' }).check();
  await field(page, 'Адрес доставки').fill('г. Москва, ул. Тверская, д. 1');
  await page.getByRole('button', { name: 'Подтвердить заказ' }).click();
  await expect(page.getByText('ИНН указан с ошибкой: не сходится контрольное число')).toBeVisible();
  await expect(page).toHaveURL('/checkout');

  // Corrected, the order is placed.
  await field(page, 'ИНН').fill(COMPANY.inn);
  await page.getByRole('button', { name: 'Подтвердить заказ' }).click();
  await expect(page).toHaveURL(/\/checkout\/[0-9a-f-]{36}\/success$/);
  const heading = page.getByRole('heading', { level: 1 });
  await expect(heading).toHaveText(/^Заказ № \d+ оформлен$/);
  const number = Number(/№ (\d+)/.exec((await heading.textContent()) ?? '')?.[1]);

  // The invoice is a PDF with this order's number and total.
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Счёт на оплату' }).click(),
  ]);
  const bytes = await readFile((await download.path()) as string);
  expect(bytes.subarray(0, 5).toString()).toBe('%PDF-');
  const { text } = await extractText(await getDocumentProxy(new Uint8Array(bytes)), { mergePages: true });
  expect(text).toContain(`Счёт на оплату № ${number}`);
  expect(text).toContain('49 981,00');
  expect(text).toContain('Сорок девять тысяч девятьсот восемьдесят один рубль 00 копеек');
  // At the shop's default НДС, the standard 22 % since 2026: 49 981,00 × 22 / 122.
  expect(text).toContain('В том числе НДС (22 %): 9 012,97');

  // The account lists it.
  await page.getByRole('link', { name: 'Открыть заказ' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Заказ № ${number}`);
  await expect(page.getByText('Новый').first()).toBeVisible();
  await expect(page.getByText('В том числе НДС (22 %)')).toBeVisible();
  // The cart was emptied by the checkout (the checkout layout has no header; the account's has).
  await expect(page.getByRole('banner').getByRole('link', { name: /^Корзина/ })).toHaveAccessibleName(
    'Корзина (пусто)',
  );
  await open(page, '/account/order/list');
  await expect(page.getByRole('link', { name: `Заказ № ${number}` })).toBeVisible();

  // The order desk sets the shipping cost, records a prepayment (its screens have their own suite); the customer sees
  // what is paid and what is left.
  const admin = await AdminApi.signIn(request);
  const orderId = await admin.findOrderByNumber(number);
  await admin.setShippingCost(orderId, '750');
  await admin.recordPayment(orderId, '20000', '318');
  await open(page, `/account/order/${orderId}`);
  const fulfilment = page.getByRole('region', { name: 'Оплата и отгрузка' });
  await expect(fulfilment.getByText('Оплачен частично')).toBeVisible();
  await expect(fulfilment).toContainText('30 731,00 ₽');

  // Paid in full and shipped with a waybill and a УПД attached; then it can be completed without an override.
  await admin.recordPayment(orderId, '30731', '356');
  await admin.shipOrder(orderId, 'СДЭК', '10987654321');
  const upd = Buffer.from('%PDF-1.4\n1 0 obj<</Type/Catalog>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n');
  await admin.uploadOrderDocument(orderId, 'upd', `УПД № ${number}`, upd);
  await admin.completeOrder(orderId, 'Передан курьеру', { override: false });
  await open(page, `/account/order/${orderId}`);
  await expect(page.getByText('Выполнен').first()).toBeVisible();
  await expect(page.getByText('Передан курьеру').first()).toBeVisible();
  await expect(page.getByText('50 731,00 ₽').first()).toBeVisible();
  await expect(fulfilment.getByText('Оплачен', { exact: true })).toBeVisible();
  await expect(fulfilment.getByText('Отгружен', { exact: true }).first()).toBeVisible();
  await expect(fulfilment).toContainText('10987654321');
  const documents = page.getByRole('region', { name: 'Документы' });
  const [updDownload] = await Promise.all([
    page.waitForEvent('download'),
    documents.getByRole('button', { name: `Скачать УПД «УПД № ${number}»` }).click(),
  ]);
  expect(updDownload.suggestedFilename()).toBe(`УПД № ${number}.pdf`);
  expect((await readFile((await updDownload.path()) as string)).equals(upd)).toBe(true);
  await open(page, '/account/order/list');
  await expect(page.getByRole('article').filter({ hasText: `Заказ № ${number}` })).toContainText('Отгружен');
});
