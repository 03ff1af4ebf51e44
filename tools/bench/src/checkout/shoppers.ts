/**
 * The customers of the checkout case: confirmed, with a phone, in the customer group with the larger discount
 * (as the demo customer is, so carts are priced at group prices), made directly in the database and signed in
 * through the API. Each connection fills a cart with {@link CART_LINES} lines and checks out, over and over, as a
 * series of customers: the API lets one customer check out {@link CHECKOUTS_PER_CUSTOMER} times in ten minutes
 * (issue #24), so each one hands over to the next after that many ({@link CustomerRotation}), each from an address of
 * its own.
 */
import { randomBytes } from 'node:crypto';
import { Agent, request } from 'node:http';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { clientAddress, hashPassword, onPostgres, type DatabaseLocation } from '@shop/tools-kit';
import type { Shopper } from './loop.ts';

/** Lines in every cart checked out (the "carts of 10 lines"). */
export const CART_LINES = 10;
/** Checkouts the API allows one customer in ten minutes (DEFAULT_RATE_LIMITS.checkout.perSubject in apps/api). */
export const CHECKOUTS_PER_CUSTOMER = 10;
/**
 * Checkouts per second one connection could make at most, for the customers made before a run: several times the
 * API's figure on the 2-core machine (155 orders/s over 50 connections), and above the one-statement baseline's.
 */
const MAX_CHECKOUTS_PER_SECOND = 15;
/** Sign-ins at once when customers are signed in (each costs the API an argon2id hash). */
const SIGN_IN_CONCURRENCY = 4;
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

/**
 * Checkouts one connection may make in a round of `seconds`: at the rate the warm-up saw (with room to spare), or
 * before it at the most one connection could make; plus one customer's allowance. Customers are signed in for these.
 */
export function checkoutsAhead(seconds: number, warmup?: { checkoutsPerConnection: number; seconds: number }): number {
  const rate =
    warmup === undefined
      ? MAX_CHECKOUTS_PER_SECOND
      : Math.min(MAX_CHECKOUTS_PER_SECOND, (1.5 * warmup.checkoutsPerConnection) / warmup.seconds);
  return Math.ceil(seconds * rate) + CHECKOUTS_PER_CUSTOMER;
}

/** Customers to make per connection for a run of `seconds` (warm-up included), so no connection runs out of them. */
export function customersPerConnection(seconds: number): number {
  return Math.ceil((seconds * MAX_CHECKOUTS_PER_SECOND) / CHECKOUTS_PER_CUSTOMER) + 1;
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
export async function signIn(
  origin: string,
  email: string,
  password = PASSWORD,
  address = clientAddress(++requests),
): Promise<string> {
  const res = await fetch(`${origin}/api/v1/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': address },
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

/** A customer signed in for the run: the access token, and the address its requests come from. */
interface SignedInCustomer extends Customer {
  authorization: string;
  address: string;
}

/** Runs `work` on every item, `concurrency` at a time. */
async function eachLimited<T>(items: readonly T[], concurrency: number, work: (item: T) => Promise<void>) {
  let next = 0;
  const worker = async () => {
    while (next < items.length) await work(items[next++] as T);
  };
  await Promise.all(Array.from({ length: Math.min(concurrency, items.length) }, worker));
}

/**
 * One connection's customers, taken in turn: each checks out {@link CHECKOUTS_PER_CUSTOMER} times (the API's limit per
 * customer), then the next one goes on, from an address of its own (the per-address limit is 60). Customers are
 * signed in ahead, before a measured round, never during one.
 */
export class CustomerRotation {
  private readonly ready: SignedInCustomer[] = [];
  private checkouts = 0;

  /** `signInAs` signs a customer in from `address` and gives the access token (the API's sign-in; a fake in tests). */
  constructor(
    private readonly customers: readonly Customer[],
    private readonly signInAs: (email: string, address: string) => Promise<string>,
  ) {}

  /**
   * Signs in, {@link SIGN_IN_CONCURRENCY} at a time, the customers each rotation needs for `checkouts` more checkouts
   * (as many as it has).
   */
  static async prepareAll(rotations: readonly CustomerRotation[], checkouts: number): Promise<void> {
    const wanted = rotations.flatMap((rotation) => {
      const needed = Math.ceil((rotation.checkouts + checkouts) / CHECKOUTS_PER_CUSTOMER);
      const slots = Math.min(needed, rotation.customers.length);
      return Array.from({ length: Math.max(slots - rotation.ready.length, 0) }, (_, i) => ({
        rotation,
        slot: rotation.ready.length + i,
      }));
    });
    await eachLimited(wanted, SIGN_IN_CONCURRENCY, async ({ rotation, slot }) => {
      const customer = rotation.customers[slot] as Customer;
      const address = clientAddress(++requests);
      const token = await rotation.signInAs(customer.email, address);
      // Sign-ins finish in any order; each customer keeps its place.
      rotation.ready[slot] = { ...customer, authorization: `Bearer ${token}`, address };
    });
  }

  /** The customer whose turn it is; undefined when every signed-in one has made its checkouts. */
  get current(): SignedInCustomer | undefined {
    return this.ready[Math.floor(this.checkouts / CHECKOUTS_PER_CUSTOMER)];
  }

  /** Counts a checkout of the current customer. */
  checkedOut(): void {
    this.checkouts += 1;
  }
}

/**
 * A connection on the API checking out as its {@link CustomerRotation}'s customers: fills the cart through POST
 * /api/v1/cart/product and checks out with a new Idempotency-Key each time. Exhausted once no customer has a checkout
 * left.
 */
export function apiShopper(
  origin: string,
  rotation: CustomerRotation,
  productIds: readonly string[],
  index: number,
): Shopper {
  const agent = new Agent({ keepAlive: true, maxSockets: 1 });
  let n = 0;
  const as = (customer: SignedInCustomer) => ({
    authorization: customer.authorization,
    'x-forwarded-for': customer.address,
  });
  return {
    exhausted: () => rotation.current === undefined,
    fill: async () => {
      const customer = rotation.current as SignedInCustomer;
      const lines = { cartProductList: cartLines(productIds, index, n++) };
      return (await post(agent, new URL('/api/v1/cart/product', origin), lines, as(customer))).status;
    },
    checkout: async () => {
      const customer = rotation.current as SignedInCustomer;
      // The storefront sends a new key per checkout form, as here per order.
      const res = await post(agent, new URL('/api/v1/checkout', origin), checkoutRequest(customer, index), {
        ...as(customer),
        'idempotency-key': randomBytes(16).toString('hex'),
      });
      rotation.checkedOut();
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
