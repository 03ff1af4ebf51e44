import { expect as baseExpect, test, type Page } from '@playwright/test';
import { AdminApi, uniqueTag } from './support/admin-api';
import { testPng } from './support/png';
import { waitForHydration } from './support/hydration';

/** Setup hashes passwords and converts images on two shared cores: allow the API its time. */
const EXPECT_TIMEOUT_MS = 15_000;
const expect = baseExpect.configure({ timeout: EXPECT_TIMEOUT_MS });
// The setup (image conversion, password hashing) and the sign-in flow take most of the default minute on a busy machine.
test.describe.configure({ timeout: 120_000 });

/** What one worker's setup created through the admin API. */
interface Catalogue {
  categoryId: string;
  attributeTitle: string;
  categoryTitle: string;
  categorySlug: string;
  productTitle: string;
  productSlug: string;
  article: string;
  customerEmail: string;
  customerPassword: string;
}

const BASE_PRICE = /^45\s000,00\s₽$/;
const GROUP_PRICE = /^39\s990,50\s₽$/;

let catalogue: Catalogue;

/**
 * An admin creates a category, an attribute, a product in the category with that attribute and an uploaded image,
 * a customer group with a group price for the product, and a customer in the group. Once per worker, each with its
 * own unique names, so workers and reruns against a reused API never collide.
 */
test.beforeAll(async ({ request }) => {
  const tag = uniqueTag();
  const admin = await AdminApi.signIn(request);
  const categoryTitle = `Тахографы ${tag}`;
  const categorySlug = `tahografy-${tag}`;
  const categoryId = await admin.createCategory(categoryTitle, categorySlug);
  // Attribute titles are unique: the tag keeps workers apart (so this one is not read as the schema.org brand).
  const attributeTitle = `Исполнение ${tag}`;
  const attributeId = await admin.createAttribute(attributeTitle, null);
  const productTitle = `Тахограф Меркурий ТА-001 ${tag}`;
  const productSlug = `tahograf-merkuriy-ta-001-${tag}`;
  const article = `TA-001-${tag.toUpperCase()}`;
  const productId = await admin.createProduct({
    article,
    title: productTitle,
    slug: productSlug,
    basePrice: '45000.00',
    description: '<p>Тахограф с блоком СКЗИ для грузовиков &amp; автобусов.</p>',
    categoryId,
  });
  await admin.setAttributes(productId, [{ attributeId, value: 'С блоком СКЗИ' }]);
  const fileId = await admin.uploadImage(`tahograf-${tag}.png`, testPng(1200, 900));
  await admin.addMainImage(productId, fileId, productTitle);
  const groupId = await admin.createCustomerGroup(`Дилеры ${tag}`);
  await admin.setGroupPrice(productId, groupId, '39990.50');
  const customerEmail = `dealer-${tag}@example.ru`;
  const customerPassword = `dealer-pass-${tag}`;
  const customerId = await admin.createCustomer(customerEmail, customerPassword);
  await admin.addGroupMember(groupId, customerId);
  catalogue = {
    categoryId,
    attributeTitle,
    categoryTitle,
    categorySlug,
    productTitle,
    productSlug,
    article,
    customerEmail,
    customerPassword,
  };
});

const productHeading = (page: Page) => page.getByRole('heading', { level: 1, name: catalogue.productTitle });

test('a guest finds the product through its category page and opens it there', async ({ page }) => {
  await page.goto(`/category/${catalogue.categorySlug}`);
  await page.getByRole('link', { name: catalogue.productTitle }).first().click();
  await expect(page).toHaveURL(`/category/${catalogue.categorySlug}/product/${catalogue.productSlug}`);
  await expect(productHeading(page)).toBeVisible();
  // The attribute sits in the definition-list table: its title as the term, its value as the definition.
  const row = page.locator('dl > div', { has: page.getByRole('term').filter({ hasText: catalogue.attributeTitle }) });
  await expect(row.getByRole('definition')).toHaveText('С блоком СКЗИ');
  // The trail follows the category the guest came through.
  const trail = page.getByRole('navigation', { name: 'Навигация по разделам' });
  await expect(trail.getByRole('link', { name: catalogue.categoryTitle })).toHaveAttribute(
    'href',
    `/category/${catalogue.categorySlug}`,
  );
});

for (const query of ['тахограф', 'nf[juhfa']) {
  test(`a guest finds the product by searching '${query}'`, async ({ page }) => {
    await page.goto(`/search?q=${encodeURIComponent(query)}`);
    await expect(page).toHaveURL(/\/all\/products\?q=/);
    await page.getByRole('link', { name: catalogue.productTitle }).first().click();
    await expect(productHeading(page)).toBeVisible();
    await expect(page.getByText(`Артикул: ${catalogue.article}`)).toBeVisible();
  });
}

test('the product page carries Product and BreadcrumbList JSON-LD, a canonical URL and Open Graph', async ({
  page,
  baseURL,
}) => {
  await page.goto(`/category/${catalogue.categorySlug}/product/${catalogue.productSlug}`);
  const canonical = `${baseURL}/product/${catalogue.productSlug}`;
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', canonical);
  await expect(page.locator('meta[property="og:title"]')).toHaveAttribute('content', catalogue.productTitle);
  await expect(page.locator('meta[property="og:locale"]')).toHaveAttribute('content', 'ru_RU');
  await expect(page.locator('meta[property="og:image"]')).toHaveAttribute(
    'content',
    /^http:\/\/127\.0\.0\.1:4000\/storage\//,
  );
  await expect(page.locator('meta[name="description"]')).toHaveAttribute(
    'content',
    'Тахограф с блоком СКЗИ для грузовиков & автобусов.',
  );

  // Every ld+json block must parse; the page has one Product and one BreadcrumbList.
  const blocks = (await page.locator('script[type="application/ld+json"]').allTextContents()).map(
    (text) => JSON.parse(text) as Record<string, unknown>,
  );
  const product = blocks.find((block) => block['@type'] === 'Product');
  expect(product).toMatchObject({
    '@context': 'https://schema.org',
    name: catalogue.productTitle,
    sku: catalogue.article,
    url: canonical,
    offers: { '@type': 'Offer', price: '45000.00', priceCurrency: 'RUB', availability: 'https://schema.org/InStock' },
  });
  expect((product?.['image'] as string[])[0]).toMatch(/^http:\/\/127\.0\.0\.1:4000\/storage\//);
  const breadcrumbs = blocks.find((block) => block['@type'] === 'BreadcrumbList');
  const items = breadcrumbs?.['itemListElement'] as { position: number; name: string; item: string }[];
  expect(items.map((item) => item.position)).toEqual([1, 2, 3, 4]);
  expect(items[2]).toMatchObject({
    name: catalogue.categoryTitle,
    item: `${baseURL}/category/${catalogue.categorySlug}`,
  });
  expect(items[3]).toMatchObject({ name: catalogue.productTitle, item: canonical });
});

test('the gallery shows the uploaded image with 1x and 2x webp candidates and a reserved size', async ({ page }) => {
  await page.goto(`/product/${catalogue.productSlug}`);
  const image = page
    .getByRole('region', { name: 'Фотографии товара' })
    .getByRole('img', { name: catalogue.productTitle });
  await expect(image).toHaveAttribute('srcset', /\.webp 1x, .+\.webp 2x$/);
  await expect(image).toHaveAttribute('width', '1200');
  await expect(image).toHaveAttribute('height', '900');
  // The picture really loads (the webp variant the browser chose).
  await expect
    .poll(() => image.evaluate((element: HTMLImageElement) => element.complete && element.naturalWidth))
    .toBeGreaterThan(0);
});

test('a guest sees the base price; a signed-in customer of the group sees the group price', async ({ page }) => {
  await page.goto(`/product/${catalogue.productSlug}`);
  await expect(page.getByTestId('product-price')).toHaveText(BASE_PRICE);
  await expect(page.getByText('Цена для вашей группы')).toHaveCount(0);

  await page.goto(`/auth/login?redirect=${encodeURIComponent(`/product/${catalogue.productSlug}`)}`);
  await waitForHydration(page, EXPECT_TIMEOUT_MS);
  await page.getByLabel(/^Электронная почта/).fill(catalogue.customerEmail);
  await page.getByLabel(/^Пароль/).fill(catalogue.customerPassword);
  await page.getByRole('button', { name: 'Войти' }).click();
  await expect(page).toHaveURL(`/product/${catalogue.productSlug}`);
  await expect(page.getByTestId('product-price')).toHaveText(GROUP_PRICE);
  await expect(page.locator('del')).toHaveText(BASE_PRICE);
  await expect(page.getByText('Цена для вашей группы')).toBeVisible();

  // A full server render for the signed-in customer carries the group price too (SSR with their token).
  await page.reload();
  await expect(page.getByTestId('product-price')).toHaveText(GROUP_PRICE);
});

test('sitemap.xml lists the product and its category with their last change; robots.txt closes the private sections', async ({
  request,
  baseURL,
}) => {
  const sitemap = await request.get('/sitemap.xml');
  expect(sitemap.status()).toBe(200);
  expect(sitemap.headers()['content-type']).toContain('application/xml');
  const xml = await sitemap.text();
  expect(xml).toContain('<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">');
  // Each listed once, at its canonical address, with its last change (ISO 8601).
  const literal = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const entries = (path: string) =>
    xml.match(
      new RegExp(
        `<url><loc>${literal(`${baseURL}${path}`)}</loc><lastmod>\\d{4}-\\d{2}-\\d{2}T[\\d:.]+Z</lastmod></url>`,
        'g',
      ),
    );
  expect(entries(`/product/${catalogue.productSlug}`)).toHaveLength(1);
  expect(entries(`/category/${catalogue.categorySlug}`)).toHaveLength(1);

  const robots = await request.get('/robots.txt');
  expect(robots.status()).toBe(200);
  const text = await robots.text();
  for (const path of ['/account', '/cart', '/checkout', '/auth', '/admin'])
    expect(text).toContain(`Disallow: ${path}\n`);
  expect(text).toContain(`Sitemap: ${baseURL}/sitemap.xml`);
});

test('an unknown product answers 404 with the error page', async ({ page }) => {
  const response = await page.goto(`/product/no-such-product-${uniqueTag()}`);
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { name: 'Страница не найдена' })).toBeVisible();
});

test('an old product slug redirects with 301 to the new one, also inside its category', async ({ page, request }) => {
  const tag = uniqueTag();
  const admin = await AdminApi.signIn(request);
  const oldSlug = `datchik-topliva-${tag}`;
  const newSlug = `datchik-urovnya-topliva-${tag}`;
  const productId = await admin.createProduct({
    article: `LLS-${tag.toUpperCase()}`,
    title: `Датчик уровня топлива ${tag}`,
    slug: oldSlug,
    basePrice: '10340.00',
    description: '<p>Ёмкостный датчик.</p>',
    categoryId: catalogue.categoryId,
  });
  await admin.changeProductSlug(productId, newSlug);

  const direct = await request.get(`/product/${oldSlug}`, { maxRedirects: 0 });
  expect(direct.status()).toBe(301);
  expect(direct.headers()['location']).toBe(`/product/${newSlug}`);

  const scoped = await request.get(`/category/${catalogue.categorySlug}/product/${oldSlug}`, { maxRedirects: 0 });
  expect(scoped.status()).toBe(301);
  expect(scoped.headers()['location']).toBe(`/category/${catalogue.categorySlug}/product/${newSlug}`);

  await page.goto(`/category/${catalogue.categorySlug}/product/${oldSlug}`);
  await expect(page).toHaveURL(`/category/${catalogue.categorySlug}/product/${newSlug}`);
  await expect(page.getByRole('heading', { level: 1, name: `Датчик уровня топлива ${tag}` })).toBeVisible();
});
