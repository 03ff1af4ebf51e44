/**
 * What the capacity bench puts into the cluster's database once it is migrated and holds the demo catalogue: customers
 * (some of them in a customer group with its own prices), their carts, and the catalogue's addresses the mixes walk.
 */
import { clientAddress, makeCustomers, onPostgres, signIn } from '@shop/tools-kit';
import type { MixCatalogue } from './mix.ts';

/** Customers of the signed-in mix, and how many of them are in the customer group. */
export const CUSTOMERS = 8;
export const GROUPED_CUSTOMERS = 3;
/** Products the group has its own price for (10 % under the base price); the others get its discount. */
const GROUP_PRICED_PRODUCTS = 30;
/** What the visitors search for. */
const SEARCH_WORDS = ['тахограф', 'карта водителя', 'датчик уровня топлива', 'трекер', 'кабель', 'термобумага'];
/** Lines in each customer's cart. */
const CART_LINES = 3;

/** The database's side of the bench. */
export interface Fixtures {
  catalogue: MixCatalogue;
  customers: { email: string; password: string }[];
  /** Products a cart may hold. */
  cartProducts: string[];
}

/** Reads the catalogue, makes the customers and the group; throws when the demo catalogue is not there. */
export async function prepareFixtures(databaseUrl: string): Promise<Fixtures> {
  const catalogue = await onPostgres(databaseUrl, async (client) => {
    const products = await client.query<{ slug: string; id: string; sold: boolean }>(
      `select slug, id, availability in ('in_stock', 'on_order') as sold from product where deleted_at is null order by created_at, id`,
    );
    const categories = await client.query<{ slug: string }>(
      'select slug from category where deleted_at is null order by position, slug',
    );
    return { products: products.rows, categories: categories.rows.map((r) => r.slug) };
  });
  if (catalogue.products.length === 0 || catalogue.categories.length === 0)
    throw new Error('the cluster started without the demo catalogue (see its log): nothing to browse');
  const customers = await makeCustomers(databaseUrl, CUSTOMERS, 'capacity');
  await onPostgres(databaseUrl, async (client) => {
    const group = await client.query<{ id: string }>(
      `insert into customer_group (title, discount_percent) values ('Оптовики (нагрузочный тест)', 5) returning id`,
    );
    const groupId = group.rows[0]?.id;
    await client.query(
      `insert into customer_group_price (customer_group_id, product_id, price)
       select $1, id, round(base_price * 0.9, 2) from product where deleted_at is null order by created_at, id limit $2`,
      [groupId, GROUP_PRICED_PRODUCTS],
    );
    await client.query('update users set customer_group_id = $1 where email = any($2)', [
      groupId,
      customers.slice(0, GROUPED_CUSTOMERS).map((c) => c.email),
    ]);
  });
  return {
    catalogue: {
      productSlugs: catalogue.products.map((p) => p.slug),
      categorySlugs: catalogue.categories,
      // Words of the demo catalogue's titles (tools/seed/src/catalogue.ts).
      searchWords: SEARCH_WORDS,
    },
    customers,
    cartProducts: catalogue.products.filter((p) => p.sold).map((p) => p.id),
  };
}

/** Signs every customer in through the API's nginx port, each from its own address; their access tokens. */
export async function signInAll(api: string, customers: Fixtures['customers']): Promise<string[]> {
  return Promise.all(
    customers.map(async (customer, index) => {
      const result = await signIn(api, customer.email, customer.password, clientAddress(index + 1));
      if (!result.ok) throw new Error(`sign-in of ${customer.email}: ${result.status} ${result.text}`);
      return result.token;
    }),
  );
}

/** Puts {@link CART_LINES} products into each customer's cart through the API, so the cart views show a cart. */
export async function fillCarts(api: string, tokens: readonly string[], products: readonly string[]): Promise<void> {
  if (products.length === 0) throw new Error('the demo catalogue has no product a cart may hold');
  for (const [index, token] of tokens.entries()) {
    const lines = Array.from({ length: CART_LINES }, (_, i) => ({
      productId: products[(index * CART_LINES + i) % products.length],
      quantity: 1 + i,
    }));
    const res = await fetch(`${api}/api/v1/cart/product`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify({ cartProductList: lines }),
    });
    if (!res.ok) throw new Error(`filling a cart: ${res.status} ${(await res.text()).slice(0, 200)}`);
  }
}
