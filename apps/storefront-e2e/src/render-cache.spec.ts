import { expect, test, type APIRequestContext, type APIResponse } from '@playwright/test';
import { AdminApi, uniqueTag } from './support/admin-api';
import { API_URL, STOREFRONT_URL } from './support/e2e-env';

/**
 * The storefront's render cache (issues #15 and #27) against the real API and its change stream: anonymous pages come
 * from the shared cache, every write that changes a page shows on the very next request, and a signed-in customer's
 * page comes from the page kept for their price group with their own data in it: never another customer's, never
 * another group's prices, never shown to a visitor without a session.
 * Serial: the steps share one product and the theme switch touches every page.
 */
test.describe.configure({ mode: 'serial', timeout: 120_000 });

interface Fixture {
  productId: string;
  productSlug: string;
  productTitle: string;
  categoryId: string;
  categoryTitle: string;
  categorySlug: string;
  groupId: string;
  email: string;
  password: string;
  /** A second customer of the same group, and one of no group. */
  colleague: { id: string; email: string; password: string };
  loner: { email: string; password: string };
}

let f: Fixture;

test.beforeAll(async ({ request }) => {
  const tag = uniqueTag();
  const admin = await AdminApi.signIn(request);
  const categorySlug = `kesh-${tag}`;
  const categoryTitle = `Кэш ${tag}`;
  const categoryId = await admin.createCategory(categoryTitle, categorySlug);
  const productSlug = `datchik-kesh-${tag}`;
  const productTitle = `Датчик кэша ${tag}`;
  const productId = await admin.createProduct({
    article: `KE-${tag.toUpperCase()}`,
    title: productTitle,
    slug: productSlug,
    basePrice: '45000.00',
    description: '<p>Датчик для проверки кэша страниц.</p>',
    categoryId,
  });
  const groupId = await admin.createCustomerGroup(`Оптовики ${tag}`);
  await admin.setGroupPrice(productId, groupId, '39990.50');
  const email = `cache-${tag}@example.ru`;
  const password = `cache-pass-${tag}`;
  await admin.addGroupMember(groupId, await admin.createCustomer(email, password));
  const colleague = { email: `cache-2-${tag}@example.ru`, password: `cache-pass-2-${tag}`, id: '' };
  colleague.id = await admin.createCustomer(colleague.email, colleague.password);
  await admin.addGroupMember(groupId, colleague.id);
  const loner = { email: `cache-3-${tag}@example.ru`, password: `cache-pass-3-${tag}` };
  await admin.createCustomer(loner.email, loner.password);
  f = {
    productId,
    productSlug,
    productTitle,
    categoryId,
    categoryTitle,
    categorySlug,
    groupId,
    email,
    password,
    colleague,
    loner,
  };
});

const price = (text: string) => new RegExp(text.replace(/ /g, '\\s'));

type Playwright = { request: { newContext: (options?: { baseURL?: string }) => Promise<APIRequestContext> } };

/** A visitor without cookies: a new request context each time, so no cookie (the admin's sign-in included) goes along. */
async function anonymous(
  playwright: Playwright,
  path: string,
  headers: Record<string, string> = {},
): Promise<{ reply: APIResponse; html: string }> {
  const context = await playwright.request.newContext();
  try {
    const reply = await context.get(`${STOREFRONT_URL}${path}`, { headers });
    const html = await reply.text();
    return { reply, html };
  } finally {
    await context.dispose();
  }
}

/**
 * Signs `who` in through the API on `context` (the refresh cookie is the session the storefront restores); the access
 * token, for the customer's own API calls.
 */
async function signIn(context: APIRequestContext, who: { email: string; password: string }): Promise<string> {
  const login = await context.post(`${API_URL}/api/v1/auth/login`, {
    data: { email: who.email, password: who.password },
    // A visitor of its own for the API's per-address sign-in limit.
    headers: { 'x-forwarded-for': `10.88.${Math.floor(Math.random() * 250)}.${1 + Math.floor(Math.random() * 250)}` },
  });
  expect(login.status(), await login.text()).toBe(200);
  return (await login.json()).payload.jwt.accessToken as string;
}

/** A customer (by default the group's first), signed in through the API, browsing the storefront. */
async function signedInCustomer(
  playwright: Playwright,
  who: { email: string; password: string } = f,
): Promise<APIRequestContext> {
  const context = await playwright.request.newContext({ baseURL: STOREFRONT_URL });
  await signIn(context, who);
  return context;
}

/** The cache serves once the storefront has the change stream's `ready`: wait for a page to come from it. */
async function cacheServing(playwright: Playwright, path: string): Promise<void> {
  await expect
    .poll(async () => (await anonymous(playwright, path)).reply.headers()['x-render-cache'], {
      timeout: 20_000,
      intervals: [100, 250, 500],
    })
    .toBe('hit');
}

test('an anonymous page comes from the shared cache with an ETag a CDN and the browser can use', async ({
  playwright,
}) => {
  const path = `/product/${f.productSlug}`;
  await cacheServing(playwright, path);
  const { reply, html } = await anonymous(playwright, path);
  expect(reply.status()).toBe(200);
  expect(html).toContain(f.productTitle);
  expect(reply.headers()['cache-control']).toMatch(/^public, max-age=0, s-maxage=\d+, stale-while-revalidate=\d+$/);
  expect(reply.headers()['vary']?.toLowerCase()).toBe('cookie, accept-encoding');
  // Weak: each response carries a fresh CSP nonce (issue #24), so copies are equivalent rather than byte-identical.
  const etag = reply.headers()['etag'] ?? '';
  expect(etag).toMatch(/^W\/"[\w-]+"$/);
  const again = await anonymous(playwright, path, { 'if-none-match': etag });
  expect(again.reply.status()).toBe(304);
});

test('a signed-in customer gets their price group’s page with their own data, never another’s, in either order', async ({
  playwright,
}) => {
  const [first, colleague, loner] = [
    await signedInCustomer(playwright),
    await signedInCustomer(playwright, f.colleague),
    await signedInCustomer(playwright, f.loner),
  ];
  try {
    for (const path of [`/product/${f.productSlug}`, `/category/${f.categorySlug}/product/${f.productSlug}`]) {
      // Anonymous first on the product page, the customers first on the category-scoped one (not cached yet).
      const anonymousFirst = path.startsWith('/product/');
      if (anonymousFirst) await cacheServing(playwright, path);
      for (let round = 0; round < 2; round += 1) {
        for (const [customer, email, groupPrice] of [
          [first, f.email, true],
          [colleague, f.colleague.email, true],
          [loner, f.loner.email, false],
        ] as const) {
          const own = await customer.get(path);
          const html = await own.text();
          expect(own.headers()['x-render-cache']).toMatch(/^group-(hit|miss)$/);
          expect(own.headers()['cache-control']).toBe('private, no-store');
          expect(own.headers()['etag']).toBeUndefined();
          expect(html).toContain(email);
          for (const other of [f.email, f.colleague.email, f.loner.email].filter((e) => e !== email))
            expect(html).not.toContain(other);
          if (groupPrice) expect(html).toMatch(price('39 990,50'));
          else expect(html).not.toMatch(price('39 990,50'));
        }
        const guest = await anonymous(playwright, path);
        expect(guest.html).toMatch(price('45 000,00'));
        expect(guest.html).not.toMatch(price('39 990,50'));
        for (const email of [f.email, f.colleague.email, f.loner.email]) expect(guest.html).not.toContain(email);
        expect(guest.reply.headers()['x-render-cache']).toMatch(/^(hit|miss)$/);
      }
      // Customers of the group share the page kept for it (other suites' writes may purge it meanwhile: then again).
      await expect
        .poll(async () => (await colleague.get(path)).headers()['x-render-cache'], { timeout: 20_000 })
        .toBe('group-hit');
    }
  } finally {
    await Promise.all([first, colleague, loner].map((customer) => customer.dispose()));
  }
});

test('a move out of the price group and back shows on the very next signed-in page', async ({
  request,
  playwright,
}) => {
  const admin = await AdminApi.signIn(request);
  const path = `/product/${f.productSlug}`;
  const colleague = await signedInCustomer(playwright, f.colleague);
  try {
    expect(await (await colleague.get(path)).text()).toMatch(price('39 990,50'));
    await admin.removeGroupMember(f.groupId, f.colleague.id);
    const outside = await (await colleague.get(path)).text();
    expect(outside).not.toMatch(price('39 990,50'));
    expect(outside).toContain(f.colleague.email);
    await admin.addGroupMember(f.groupId, f.colleague.id);
    expect(await (await colleague.get(path)).text()).toMatch(price('39 990,50'));
  } finally {
    await colleague.dispose();
  }
});

/** The shopper's own data a signed-in page carries in its personal gap (PERSONAL_DATA_ELEMENT_ID). */
function personalDataOf(html: string): {
  session: { user: { email: string; firstName: string | null } };
  shopper: { cart: { cartProductList: unknown[] } | null; favoriteIds: string[] };
} {
  const found = /<script type="application\/json" id="shopper-personal"[^>]*>([^<]*)<\/script>/.exec(html);
  if (found?.[1] === undefined) throw new Error('the page has no personal data');
  return JSON.parse(found[1]);
}

test("a customer's own writes, an administrator's edit and the end of their sessions show on their next pages", async ({
  request,
  playwright,
}) => {
  const admin = await AdminApi.signIn(request);
  const path = `/product/${f.productSlug}`;
  // Two devices of one customer (two sessions), and the API token of a third for the writes.
  const [phone, laptop] = [
    await signedInCustomer(playwright, f.colleague),
    await signedInCustomer(playwright, f.colleague),
  ];
  const writer = await playwright.request.newContext();
  try {
    const authorization = `Bearer ${await signIn(writer, f.colleague)}`;
    const data = async (device: APIRequestContext) => personalDataOf(await (await device.get(path)).text());
    for (const device of [phone, laptop]) {
      // Twice: the second page's context is the one the storefront kept.
      await data(device);
      expect((await data(device)).shopper.favoriteIds).not.toContain(f.productId);
    }

    const added = await writer.post(`${API_URL}/api/v1/cart/product`, {
      headers: { authorization },
      data: { cartProductList: [{ productId: f.productId, quantity: 2 }] },
    });
    expect(added.status(), await added.text()).toBe(200);
    const favorite = await writer.post(`${API_URL}/api/v1/favorites/${f.productId}`, { headers: { authorization } });
    expect(favorite.status(), await favorite.text()).toBeLessThan(300);
    for (const device of [phone, laptop]) {
      const own = await data(device);
      expect(own.shopper.favoriteIds).toContain(f.productId);
      expect(own.shopper.cart?.cartProductList).toHaveLength(1);
    }

    await admin.renameUser(f.colleague.id, 'Переименованный');
    for (const device of [phone, laptop]) expect((await data(device)).session.user.firstName).toBe('Переименованный');

    // The writer ends the customer's other sessions: neither device's next page is a signed-in one any more.
    const ended = await writer.delete(`${API_URL}/api/v1/user/current/sessions`, { headers: { authorization } });
    expect(ended.status(), await ended.text()).toBe(204);
    for (const device of [phone, laptop]) {
      const page = await device.get(path);
      const html = await page.text();
      expect(html).not.toContain(f.colleague.email);
      expect(page.headers()['x-render-cache']).not.toMatch(/^group-/);
    }
  } finally {
    await Promise.all([phone, laptop, writer].map((context) => context.dispose()));
  }
});

test('a price change, a group price change and a product edit each show on the next request', async ({
  request,
  playwright,
}) => {
  const admin = await AdminApi.signIn(request);
  const path = `/product/${f.productSlug}`;
  await cacheServing(playwright, path);

  await admin.updateProduct(f.productId, { basePrice: '47000.00' });
  const afterPrice = await anonymous(playwright, path);
  // The header tells a stale page from the cache (hit) from a fresh render of stale data (miss), should this fail.
  expect(afterPrice.html, `X-Render-Cache: ${afterPrice.reply.headers()['x-render-cache']}`).toMatch(
    price('47 000,00'),
  );
  expect(afterPrice.html).not.toMatch(price('45 000,00'));

  await cacheServing(playwright, path);
  const customer = await signedInCustomer(playwright);
  try {
    // The group's page is kept: the change must show on the very next request all the same.
    await customer.get(path);
    await admin.setGroupPrice(f.productId, f.groupId, '38000.00');
    const own = await (await customer.get(path)).text();
    expect(own).toMatch(price('38 000,00'));
    const guest = await anonymous(playwright, path);
    expect(guest.reply.headers()['x-render-cache']).toBe('miss');
    expect(guest.html).toMatch(price('47 000,00'));
    expect(guest.html).not.toMatch(price('38 000,00'));
  } finally {
    await customer.dispose();
  }

  await cacheServing(playwright, path);
  const title = `${f.productTitle} (новая модель)`;
  await admin.updateProduct(f.productId, { title });
  const afterEdit = await anonymous(playwright, path);
  expect(afterEdit.html, `X-Render-Cache: ${afterEdit.reply.headers()['x-render-cache']}`).toContain(title);
  f.productTitle = title;
});

test('a theme switch shows on the next page', async ({ request, playwright }) => {
  const admin = await AdminApi.signIn(request);
  await cacheServing(playwright, '/');
  expect((await anonymous(playwright, '/')).html).toContain('data-theme="default"');
  await admin.setTheme('new_year');
  try {
    expect((await anonymous(playwright, '/')).html).toContain('data-theme="new_year"');
  } finally {
    await admin.setTheme('default');
  }
  expect((await anonymous(playwright, '/')).html).toContain('data-theme="default"');
});

test("a category rename shows in the product page's breadcrumbs on the next request, cached or signed in", async ({
  request,
  playwright,
}) => {
  const admin = await AdminApi.signIn(request);
  const path = `/product/${f.productSlug}`;
  await cacheServing(playwright, path);
  const customer = await signedInCustomer(playwright);
  try {
    // The signed-in page comes from its price group's kept page; the category tree is kept in the process too.
    expect(await (await customer.get(path)).text()).toContain(f.categoryTitle);
    const title = `Переименовано ${uniqueTag()}`;
    await admin.renameCategory(f.categoryId, title);
    for (const html of [(await anonymous(playwright, path)).html, await (await customer.get(path)).text()]) {
      expect(html).toContain(title);
      expect(html).not.toContain(f.categoryTitle);
    }
    f.categoryTitle = title;
  } finally {
    await customer.dispose();
  }
});

test('a slug change turns the cached page into a redirect on the next request', async ({ request, playwright }) => {
  const admin = await AdminApi.signIn(request);
  const oldPath = `/product/${f.productSlug}`;
  await cacheServing(playwright, oldPath);
  const newSlug = `${f.productSlug}-v2`;
  await admin.changeProductSlug(f.productId, newSlug);
  const context = await playwright.request.newContext();
  try {
    const moved = await context.get(`${STOREFRONT_URL}${oldPath}`, { maxRedirects: 0 });
    expect([moved.status(), moved.headers()['location']]).toEqual([301, `/product/${newSlug}`]);
    expect(moved.headers()['cache-control']).toBe('private, no-store');
  } finally {
    await context.dispose();
  }
  expect((await anonymous(playwright, `/product/${newSlug}`)).html).toContain(f.productTitle);
  f.productSlug = newSlug;
});
