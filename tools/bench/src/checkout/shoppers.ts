/**
 * The customers of the checkout case: confirmed, with a phone, in the customer group with the larger discount
 * (as the demo customer is, so carts are priced at group prices), made directly in the database and signed in
 * through the API. Each of them, on its own keep-alive connection, fills its cart with {@link CART_LINES} lines and
 * checks out, over and over.
 */
import { randomBytes } from 'node:crypto';
import { Agent, request } from 'node:http';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { clientAddress, hashPassword, onPostgres, type DatabaseLocation } from '@shop/tools-kit';
import type { Shopper } from './loop.ts';

/** Lines in every cart checked out (the "carts of 10 lines"). */
export const CART_LINES = 10;
/** Purchasable products the carts are filled from, in turn. */
const PRODUCTS = 100;
const PASSWORD = 'bench-checkout-password';

/** One SQL statement with its parameters: the rows it returns. */
export type Query = <T>(text: string, params?: unknown[]) => Promise<T[]>;

/** Runs `work` on the database at `location`; a PGlite folder only while no server holds it. */
export async function withDatabase<T>(location: DatabaseLocation, work: (query: Query) => Promise<T>): Promise<T> {
  if (location.engine === 'pg')
    return onPostgres(location.url, (client) =>
      work(async <R>(text: string, params?: unknown[]) => (await client.query(text, params)).rows as R[]),
    );
  const client = await PGlite.create({ dataDir: location.dir, extensions: { pg_trgm } });
  try {
    return await work(async <R>(text: string, params?: unknown[]) => (await client.query<R>(text, params)).rows);
  } finally {
    await client.close();
  }
}

/** A customer made for the run. */
export interface Customer {
  userId: string;
  email: string;
}

export interface CheckoutFixtures {
  customers: Customer[];
  /** Purchasable products, the carts' lines taken from them in turn. */
  productIds: string[];
}

/** Makes `count` customers for this run (e-mails tagged with it, so a reused database takes many runs) and reads the products. */
export async function prepareCustomers(query: Query, count: number): Promise<CheckoutFixtures> {
  const products = await query<{ id: string }>(
    `select id from product where deleted_at is null and availability <> 'not_sold' order by created_at, id limit ${PRODUCTS}`,
  );
  if (products.length < CART_LINES)
    throw new Error(`the seeded catalogue has only ${products.length} purchasable products`);
  const hash = await hashPassword(PASSWORD);
  const run = randomBytes(4).toString('hex');
  const customers = await query<{ id: string; email: string }>(
    `insert into users (email, password_hash, first_name, last_name, phone, role, email_confirmed_at, customer_group_id)
     select 'bench-checkout-' || $1 || '-' || i || '@example.ru', $2, 'Иван', 'Петров', '+7915' || lpad(i::text, 7, '0'), 'customer', now(),
            (select id from customer_group order by discount_percent desc, id limit 1)
     from generate_series(1, $3::int) i
     returning id, email`,
    [run, hash, count],
  );
  return { customers: customers.map((c) => ({ userId: c.id, email: c.email })), productIds: products.map((p) => p.id) };
}

/** Every order number in the database. */
export async function orderNumbers(query: Query): Promise<number[]> {
  return (await query<{ number: number }>('select number from orders')).map((r) => Number(r.number));
}

let requests = 0;

/** Signs in through the API from an address of its own (the per-address limit never trips); the access token. */
export async function signIn(origin: string, email: string, password = PASSWORD): Promise<string> {
  const res = await fetch(`${origin}/api/v1/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': clientAddress(++requests) },
    body: JSON.stringify({ email, password }),
  });
  const text = await res.text();
  if (!res.ok) throw new Error(`sign-in of ${email} answered ${res.status}: ${text.slice(0, 300)}`);
  return (JSON.parse(text) as { payload: { jwt: { accessToken: string } } }).payload.jwt.accessToken;
}

/** A POST of JSON over `agent`'s keep-alive connection: the status (0 when the request failed) and the body. */
function post(
  agent: Agent,
  url: URL,
  body: unknown,
  headers: Record<string, string> = {},
): Promise<{ status: number; text: string }> {
  const payload = JSON.stringify(body);
  return new Promise((resolve) => {
    const req = request(
      url,
      {
        agent,
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          'content-length': String(Buffer.byteLength(payload)),
          ...headers,
        },
      },
      (res) => {
        let text = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => (text += chunk));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, text }));
        res.on('error', () => resolve({ status: 0, text }));
      },
    );
    req.on('error', () => resolve({ status: 0, text: '' }));
    req.end(payload);
  });
}

/** The `n`-th cart of shopper `index`: {@link CART_LINES} consecutive products, starting elsewhere each time. */
export function cartLines(
  productIds: readonly string[],
  index: number,
  n: number,
): { productId: string; quantity: number }[] {
  const start = index * 7 + n * 3;
  return Array.from({ length: CART_LINES }, (_, i) => ({
    productId: productIds[(start + i) % productIds.length] as string,
    quantity: 1 + ((n + i) % 3),
  }));
}

/** Real-format requisites that pass every bank check (the API tests' company). */
const COMPANY = {
  title: 'ООО «Тахограф-Сервис»',
  inn: '7707083893',
  kpp: '773601001',
  ogrn: '1027700132195',
  legalAddress: '117997, г. Москва, ул. Вавилова, д. 19',
  bankName: 'ПАО Сбербанк',
  bik: '044525225',
  checkingAccount: '40702810938000000001',
  correspondentAccount: '30101810400000000225',
} as const;

/** The checkout request of a storefront: every other shopper pays as a company (requisites checked), the rest as individuals. */
function checkoutRequest(customer: Customer, index: number) {
  const contact = {
    firstName: 'Иван',
    lastName: 'Петров',
    middleName: 'Сергеевич',
    phone: '+7 (915) 123-45-67',
    email: customer.email,
  };
  return index % 2 === 0
    ? {
        payerType: 'individual',
        company: null,
        contact,
        delivery: { method: 'courier', address: 'г. Москва, ул. Тверская, д. 1', transportCompany: null },
        comment: null,
      }
    : {
        payerType: 'company',
        company: COMPANY,
        contact,
        delivery: {
          method: 'transport_company',
          address: 'г. Казань, ул. Тэцевская, д. 4',
          transportCompany: 'Деловые Линии',
        },
        comment: 'Счёт на оплату, пожалуйста',
      };
}

/** A signed-in customer on the API: fills the cart through POST /api/v1/cart/product, checks out with a new Idempotency-Key each time. */
export function apiShopper(
  origin: string,
  customer: Customer,
  accessToken: string,
  productIds: readonly string[],
  index: number,
): Shopper {
  const agent = new Agent({ keepAlive: true, maxSockets: 1 });
  const authorization = `Bearer ${accessToken}`;
  const body = checkoutRequest(customer, index);
  let n = 0;
  return {
    fill: async () =>
      (
        await post(
          agent,
          new URL('/api/v1/cart/product', origin),
          { cartProductList: cartLines(productIds, index, n++) },
          { authorization },
        )
      ).status,
    checkout: async () => {
      // The storefront sends a new key per checkout form, as here per order.
      const res = await post(agent, new URL('/api/v1/checkout', origin), body, {
        authorization,
        'idempotency-key': randomBytes(16).toString('hex'),
      });
      return {
        status: res.status,
        number:
          res.status === 200
            ? (JSON.parse(res.text) as { payload: { order: { number: number } } }).payload.order.number
            : undefined,
      };
    },
    close: () => agent.destroy(),
  };
}

/** The same customer on the baseline server. */
export function baselineShopper(
  origin: string,
  customer: Customer,
  productIds: readonly string[],
  index: number,
): Shopper {
  const agent = new Agent({ keepAlive: true, maxSockets: 1 });
  const { contact } = checkoutRequest(customer, index);
  let n = 0;
  return {
    fill: async () => {
      const lines = cartLines(productIds, index, n++);
      return (
        await post(agent, new URL('/cart/fill', origin), {
          userId: customer.userId,
          productIds: lines.map((l) => l.productId),
          quantities: lines.map((l) => l.quantity),
        })
      ).status;
    },
    checkout: async () => {
      const res = await post(agent, new URL('/checkout', origin), {
        userId: customer.userId,
        contact,
        email: customer.email,
      });
      return {
        status: res.status,
        number: res.status === 200 ? (JSON.parse(res.text) as { number: number }).number : undefined,
      };
    },
    close: () => agent.destroy(),
  };
}
