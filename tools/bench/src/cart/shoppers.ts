/**
 * The shoppers and products of the cart cases, made through the running API so they exist in whatever catalogue
 * was seeded: customers in the customer group with the larger discount (as the demo customer is, so the cart is
 * read at group prices), one of them with a cart of {@link CART_LINES} lines.
 */
import { randomBytes } from 'node:crypto';
import { clientAddress } from '@shop/tools-kit';

/** Lines in the cart that getCart and the /cart page read (the "getCart with 10 lines"). */
export const CART_LINES = 10;
/** Products the add case spreads its adds over (of one cart), one line each. */
export const ADD_PRODUCTS = 20;
/** The first administrator the API creates on an empty users table (its ADMIN_EMAIL default). */
const ADMIN_EMAIL = 'admin@tachosnab.local';
const PASSWORD = 'bench-cart-password';

/** A signed-in customer. */
export interface Shopper {
  userId: string;
  accessToken: string;
}

export interface CartFixtures {
  /** The customer whose cart of {@link CART_LINES} lines getCart and the /cart page read. */
  reader: Shopper;
  /** Titles of the reader's cart lines, to tell the real /cart page from a placeholder. */
  readerTitles: string[];
  /** The customer the API's adds go to; no cart before the add case. */
  writer: Shopper;
  /** The customer the baseline's adds go to (a cart of its own, so the two checks never mix). */
  baselineWriter: Shopper;
  /** The {@link ADD_PRODUCTS} purchasable products the adds go to. */
  addProductIds: string[];
}

let requests = 0;

/** A JSON call on the API, from its own client address so the sign-in and registration limits never trip. */
async function call<T>(
  origin: string,
  method: string,
  path: string,
  options: { token?: string; body?: unknown } = {},
): Promise<T> {
  const res = await fetch(origin + path, {
    method,
    headers: {
      'x-forwarded-for': clientAddress(++requests),
      ...(options.body === undefined ? {} : { 'content-type': 'application/json' }),
      ...(options.token === undefined ? {} : { authorization: `Bearer ${options.token}` }),
    },
    body: options.body === undefined ? undefined : JSON.stringify(options.body),
  });
  const text = await res.text();
  if (!res.ok) throw new Error(`${method} ${path} answered ${res.status}: ${text.slice(0, 300)}`);
  return (JSON.parse(text) as { payload: T }).payload;
}

async function registerCustomer(origin: string, label: string): Promise<Shopper> {
  const email = `bench-cart-${label}-${randomBytes(4).toString('hex')}@example.ru`;
  const { jwt } = await call<{ jwt: { accessToken: string } }>(origin, 'POST', '/api/v1/auth/register/customer', {
    body: { email, password: PASSWORD },
  });
  const { customerUser } = await call<{ customerUser: { id: string } }>(origin, 'GET', '/api/v1/user/current', {
    token: jwt.accessToken,
  });
  return { userId: customerUser.id, accessToken: jwt.accessToken };
}

/** Reads products, registers the shoppers, puts them in a group and fills the reader's cart; `adminPassword` as the API was started with. */
export async function prepareShoppers(origin: string, adminPassword: string): Promise<CartFixtures> {
  const { productList } = await call<{ productList: { id: string; title: string; availability: string }[] }>(
    origin,
    'GET',
    '/api/v1/product/list?limit=50',
  );
  const products = productList.filter((p) => p.availability !== 'not_sold');
  if (products.length < Math.max(CART_LINES, ADD_PRODUCTS))
    throw new Error(`the seeded catalogue lists only ${products.length} purchasable products`);

  const { jwt: admin } = await call<{ jwt: { accessToken: string } }>(origin, 'POST', '/api/v1/auth/login', {
    body: { email: ADMIN_EMAIL, password: adminPassword },
  });
  const { customerGroupList } = await call<{ customerGroupList: { id: string; discountPercent: string }[] }>(
    origin,
    'GET',
    '/api/v1/admin/customer/group/list?limit=100',
    {
      token: admin.accessToken,
    },
  );
  const group = [...customerGroupList].sort((a, b) => Number(b.discountPercent) - Number(a.discountPercent))[0];

  const reader = await registerCustomer(origin, 'reader');
  const writer = await registerCustomer(origin, 'writer');
  const baselineWriter = await registerCustomer(origin, 'baseline');
  if (group !== undefined) {
    await call(origin, 'POST', `/api/v1/admin/customer/group/${group.id}/member`, {
      token: admin.accessToken,
      body: { userIdList: [reader.userId, writer.userId, baselineWriter.userId] },
    });
  }
  const lines = products.slice(0, CART_LINES);
  await call(origin, 'POST', '/api/v1/cart/product', {
    token: reader.accessToken,
    body: { cartProductList: lines.map((p, i) => ({ productId: p.id, quantity: i + 1 })) },
  });
  return {
    reader,
    readerTitles: lines.map((p) => p.title),
    writer,
    baselineWriter,
    addProductIds: products.slice(0, ADD_PRODUCTS).map((p) => p.id),
  };
}

/** Quantities per product in a cart as getCart answers it (none when the customer has no cart: code 30, HTTP 404). */
export async function apiCartQuantities(origin: string, shopper: Shopper): Promise<Map<string, number>> {
  const res = await fetch(`${origin}/api/v1/cart`, { headers: { authorization: `Bearer ${shopper.accessToken}` } });
  if (res.status === 404) return new Map();
  if (!res.ok) throw new Error(`GET /api/v1/cart answered ${res.status}: ${(await res.text()).slice(0, 300)}`);
  const { payload } = (await res.json()) as {
    payload: { cart: { cartProductList: { quantity: number; product: { id: string } }[] } };
  };
  return new Map(payload.cart.cartProductList.map((l) => [l.product.id, l.quantity]));
}

/** Quantities per product in a customer's cart as the baseline reads it. */
export async function baselineCartQuantities(origin: string, userId: string): Promise<Map<string, number>> {
  const res = await fetch(`${origin}/cart?userId=${encodeURIComponent(userId)}`);
  if (!res.ok) throw new Error(`the baseline's GET /cart answered ${res.status}`);
  const { rows } = (await res.json()) as { rows: { id: string; quantity: number }[] };
  return new Map(rows.map((r) => [r.id, r.quantity]));
}
