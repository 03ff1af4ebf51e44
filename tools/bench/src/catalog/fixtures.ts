/**
 * What the cases ask for, read from the running API so they exist in whatever catalogue was seeded: the
 * biggest category, a product slug and article, the last page numbers, and an administrator's token.
 */

/** The listing and admin list are read 24 to a page, as the storefront's category page does. */
export const PAGE_SIZE = 24;
/** The deep page of the issue ("page 500"), or the last page when there are fewer. */
export const DEEP_PAGE = 500;
/** The first administrator the API creates on an empty users table (its ADMIN_EMAIL default). */
const ADMIN_EMAIL = 'admin@tachosnab.local';
/** The admin list counts its total up to this many (openapi: listAdminProducts). */
const ADMIN_TOTAL_CAP = 10_000;

export interface Fixtures {
  categorySlug: string;
  categoryProducts: number;
  /** Page of the listing read as the deep page: {@link DEEP_PAGE} or the last one. */
  listingDeepPage: number;
  productSlug: string;
  productTitle: string;
  /** An article of one product: a rare query that the article search answers. */
  article: string;
  /** The admin list's deep page: {@link DEEP_PAGE} or the last one. */
  adminDeepPage: number;
  adminToken: string;
  /** The access token of a customer of a customer group (15 minutes: the signed-in cases run within it). */
  customerToken: string;
}

interface TreeNode {
  slug: string;
  productCount: number;
  children: TreeNode[];
}

async function getJson<T>(origin: string, path: string, init?: RequestInit): Promise<T> {
  const res = await fetch(origin + path, init);
  const text = await res.text();
  if (!res.ok) throw new Error(`${init?.method ?? 'GET'} ${path} answered ${res.status}: ${text.slice(0, 300)}`);
  return (JSON.parse(text) as { payload: T }).payload;
}

const lastPage = (total: number) => Math.max(1, Math.ceil(total / PAGE_SIZE));

/** Reads the fixtures from the API at `origin`; `adminPassword` is the ADMIN_PASSWORD the API was started with. */
export async function readFixtures(origin: string, adminPassword: string): Promise<Fixtures> {
  const { categoryTree } = await getJson<{ categoryTree: TreeNode[] }>(origin, '/api/v1/category/tree');
  const biggest = [...categoryTree].sort((a, b) => b.productCount - a.productCount)[0];
  if (biggest === undefined || biggest.productCount === 0)
    throw new Error('the seeded catalogue has no category with products');
  const listing = await getJson<{
    productList: { slug: string; title: string; article: string }[];
    pagination: { total: number };
  }>(origin, `/api/v1/product/list?categorySlug=${encodeURIComponent(biggest.slug)}&limit=${PAGE_SIZE}`);
  // The middle of the first page: not the newest product, which a cache might favour.
  const product = listing.productList[Math.floor(listing.productList.length / 2)];
  if (product === undefined) throw new Error(`the category ${biggest.slug} lists no products`);

  const { jwt } = await getJson<{ jwt: { accessToken: string } }>(origin, '/api/v1/auth/login', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: ADMIN_EMAIL, password: adminPassword }),
  });
  const adminPage = (page: number) =>
    getJson<{ productList: unknown[]; pagination: { total: number } }>(
      origin,
      `/api/v1/admin/product/list?limit=${PAGE_SIZE}&page=${page}`,
      {
        headers: { authorization: `Bearer ${jwt.accessToken}` },
      },
    );
  const adminTotal = (await adminPage(1)).pagination.total;
  // The total is capped at 10 000 ("10 000 or more"): past the cap only reading the deep page tells whether it exists.
  const adminDeepPage =
    adminTotal >= ADMIN_TOTAL_CAP && (await adminPage(DEEP_PAGE)).productList.length > 0
      ? DEEP_PAGE
      : Math.min(DEEP_PAGE, lastPage(adminTotal));
  return {
    customerToken: await groupCustomerToken(origin, jwt.accessToken),
    categorySlug: biggest.slug,
    categoryProducts: listing.pagination.total,
    listingDeepPage: Math.min(DEEP_PAGE, lastPage(listing.pagination.total)),
    productSlug: product.slug,
    productTitle: product.title,
    article: product.article,
    adminDeepPage,
    adminToken: jwt.accessToken,
  };
}

/** A new customer put into a new customer group (10 % off) by the administrator, signed in: their access token. */
async function groupCustomerToken(origin: string, adminToken: string): Promise<string> {
  const tag = Date.now().toString(36);
  const admin = (path: string, body: unknown) =>
    getJson<Record<string, { id: string }>>(origin, `/api/v1/admin${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${adminToken}` },
      body: JSON.stringify(body),
    });
  const email = `bench-${tag}@example.ru`;
  const password = `bench-pass-${tag}`;
  const group = (await admin('/customer/group', { title: `Замер ${tag}`, discountPercent: '10' })).customerGroup;
  const user = (await admin('/user', { email, password, role: 'customer', firstName: 'Замер' })).user;
  if (group === undefined || user === undefined) throw new Error('the bench customer or group was not created');
  await admin(`/customer/group/${group.id}/member`, { userIdList: [user.id] });
  const { jwt } = await getJson<{ jwt: { accessToken: string } }>(origin, '/api/v1/auth/login', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password }),
  });
  return jwt.accessToken;
}
