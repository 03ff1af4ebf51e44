/**
 * The mixed load of the topology test, through nginx as shoppers and the admin reach the shop: visitors browsing
 * pages, signed-in customers browsing (their access token in the storefront's cookie), customers filling carts and
 * checking out (a failed checkout is sent again with its Idempotency-Key, as the storefront does), and the admin
 * changing prices.
 */
import { randomBytes } from 'node:crypto';
import type { Tally } from './tally.ts';

/** What the load reaches and as whom. */
export interface LoadTargets {
  storefront: string;
  api: string;
  products: { id: string; slug: string }[];
  customers: { email: string; accessToken: string; address: string }[];
  adminToken: string;
}

/**
 * One answer: the status, 0 when no answer came (a refused or dropped connection). `cut` marks an answer whose body
 * broke off after its status arrived: the process sending it died mid-page, and no proxy can retry a response it has
 * begun to pass on.
 */
async function call(url: string, init: RequestInit = {}): Promise<{ status: number; text: string; cut?: true }> {
  let res: Response;
  try {
    res = await fetch(url, { ...init, signal: AbortSignal.timeout(20_000), redirect: 'manual' });
  } catch (error) {
    return { status: 0, text: (error as Error).message };
  }
  try {
    return { status: res.status, text: await res.text() };
  } catch (error) {
    return { status: res.status, text: (error as Error).message, cut: true };
  }
}

const pick = <T>(items: readonly T[], n: number): T => items[n % items.length] as T;

/** Pages a visitor opens, in turn. */
function pagePath(targets: LoadTargets, n: number): string {
  const product = pick(targets.products, n * 7);
  return ['/', `/product/${product.slug}`, '/category/list', '/all/products', '/search?q=тахограф'][n % 5] as string;
}

/** A visitor (or, with `cookie`, a signed-in customer) opening pages until `running()` says stop. */
export async function browse(
  targets: LoadTargets,
  tally: Tally,
  running: () => boolean,
  kind: string,
  cookie?: string,
): Promise<void> {
  for (let n = 0; running(); n++) {
    const path = pagePath(targets, n);
    const { status, cut } = await call(targets.storefront + path, cookie ? { headers: { cookie } } : {});
    if (status >= 500) tally.serverErrors += 1;
    if (cut) tally.cutOff += 1;
    else tally.count(kind, status >= 200 && status < 400, `${status} GET ${path}`);
  }
}

const CHECKOUT = {
  payerType: 'individual',
  company: null,
  contact: { firstName: 'Иван', lastName: 'Петров', middleName: null, phone: '+7 (915) 123-45-67', email: '' },
  delivery: { method: 'courier', address: 'г. Москва, ул. Тверская, д. 1', transportCompany: null },
  comment: null,
};

/** Sends `send` until an answer that is not a lost connection or a 502/503/504, at most `tries` times. */
async function retried(send: () => Promise<{ status: number; text: string }>, tries = 8) {
  let answer = await send();
  for (let attempt = 1; attempt < tries && [0, 502, 503, 504].includes(answer.status); attempt++) {
    await new Promise((resolve) => setTimeout(resolve, 250 * attempt));
    answer = await send();
  }
  return answer;
}

/**
 * A customer filling the cart and checking out, `orders` times at most (the API allows a customer ten checkouts in ten
 * minutes), until `running()` says stop.
 */
export async function shop(
  targets: LoadTargets,
  tally: Tally,
  running: () => boolean,
  customer: LoadTargets['customers'][number],
  index: number,
  orders: number,
): Promise<void> {
  const headers = {
    'content-type': 'application/json',
    authorization: `Bearer ${customer.accessToken}`,
    'x-forwarded-for': customer.address,
  };
  for (let n = 0; n < orders && running(); n++) {
    const lines = [0, 1, 2].map((i) => ({
      productId: pick(targets.products, index * 5 + n * 3 + i).id,
      quantity: 1 + i,
    }));
    const fill = await retried(() =>
      call(`${targets.storefront}/api/v1/cart/product`, {
        method: 'POST',
        headers,
        body: JSON.stringify({ cartProductList: lines }),
      }),
    );
    if (fill.status >= 500) tally.serverErrors += 1;
    tally.count('cart add', fill.status === 200, `${fill.status} ${fill.text.slice(0, 120)}`);
    if (fill.status !== 200) continue;
    const key = randomBytes(16).toString('hex');
    const body = JSON.stringify({ ...CHECKOUT, contact: { ...CHECKOUT.contact, email: customer.email } });
    const placed = await retried(() =>
      call(`${targets.storefront}/api/v1/checkout`, {
        method: 'POST',
        headers: { ...headers, 'idempotency-key': key },
        body,
      }),
    );
    if (placed.status >= 500) tally.serverErrors += 1;
    tally.count('checkout', placed.status === 200, `${placed.status} ${placed.text.slice(0, 120)}`);
    if (placed.status === 200) {
      tally.checkoutsPlaced += 1;
      tally.orderNumbers.add(
        (JSON.parse(placed.text) as { payload: { order: { number: number } } }).payload.order.number,
      );
    } else tally.checkoutsLost += 1;
  }
}

/** The admin setting a product's base price through the public API (retried like a browser's save). */
export async function setPrice(targets: LoadTargets, tally: Tally, productId: string, price: string): Promise<boolean> {
  const answer = await retried(() =>
    call(`${targets.api}/api/v1/admin/product/${productId}`, {
      method: 'PATCH',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${targets.adminToken}` },
      body: JSON.stringify({ basePrice: price }),
    }),
  );
  if (answer.status >= 500) tally.serverErrors += 1;
  tally.count('price change', answer.status === 200, `${answer.status} ${answer.text.slice(0, 120)}`);
  return answer.status === 200;
}

/** A product's base price as one process answers it (an API process's own port, or a storefront's forwarding). */
export async function priceAt(origin: string, slug: string): Promise<string | undefined> {
  const answer = await call(`${origin}/api/v1/product/by-slug/${slug}`);
  if (answer.status !== 200) return undefined;
  return (JSON.parse(answer.text) as { payload: { product: { basePrice: string } } }).payload.product.basePrice;
}
