import { normalizeArticle, SEARCH_VECTOR_SQL, slugify } from '@shop/domain';
import { kopecksToDecimal } from '@shop/i18n-ru';
import { Prng } from '@shop/tools-kit';
import {
  ATTRIBUTE_GROUPS,
  ATTRIBUTES,
  CATEGORY_TREE,
  CUSTOMER_GROUPS,
  productDraft,
  type CategorySeed,
} from './catalogue';
import { DEMO_CUSTOMER, seedDemoCustomer } from './demo-customer';
import { seedDemoIntegratorRequest } from './demo-integrator';
import { seedDemoOrders, seedShopSettings } from './demo-orders';
import { seedDemoStock } from './demo-stock';
import { seedImages, type ImageStorage } from './images';
import { discounted } from './money';
import type { SqlClient } from './sql-client';

/** Products of the demo catalogue. */
export const DEMO_SIZE = 300;

/** Rows per multi-row INSERT: well under PostgreSQL's 65 535 parameters for the widest table. */
const BATCH_ROWS = 1000;

/** What was seeded. */
export interface SeedReport {
  categories: number;
  products: number;
  attributes: number;
  attributeValues: number;
  groupPrices: number;
  customerGroups: number;
  images: number;
  /** The demo customer's email when one was created. */
  demoCustomer: string | null;
  /** Demo orders of the demo customer. */
  orders: number;
  /** Pending integrator requests of the demo applicant (a second demo customer). */
  integratorRequests: number;
  /** Demo products with counted stock. */
  countedStock: number;
}

/** True when the database has no product and no category yet (deleted ones count): the seed's precondition. */
export async function isCatalogueEmpty(db: SqlClient): Promise<boolean> {
  const { rows } = await db.query<{ empty: boolean }>(
    'select not exists (select 1 from product) and not exists (select 1 from category) as empty',
  );
  return rows[0]?.empty === true;
}

/** Runs `rows` through multi-row INSERTs of at most {@link BATCH_ROWS} rows. */
async function insertRows(
  db: SqlClient,
  table: string,
  columns: readonly string[],
  rows: readonly unknown[][],
): Promise<void> {
  for (let start = 0; start < rows.length; start += BATCH_ROWS) {
    const batch = rows.slice(start, start + BATCH_ROWS);
    const params: unknown[] = [];
    const tuples = batch.map((row) => `(${row.map((value) => `$${params.push(value)}`).join(', ')})`);
    await db.query(`insert into ${table} (${columns.join(', ')}) values ${tuples.join(', ')}`, params);
  }
}

/**
 * Fills the catalogue: categories, attribute groups and attributes, `size` products with attribute values,
 * categories and prices for two customer groups, then every search vector in one SQL statement; with
 * `demoCustomer`, a customer account in the second group ({@link DEMO_CUSTOMER}), a second customer's pending integrator
 * request and counted stock for a few products ({@link seedDemoStock}). The same `seed` gives
 * the same catalogue. Refuses a database that already has products or categories.
 */
export async function seedCatalogue(
  db: SqlClient,
  options: {
    size: number;
    seed?: number;
    onProgress?: (done: number) => void;
    images?: ImageStorage;
    demoCustomer?: boolean;
  },
): Promise<SeedReport> {
  const seed = options.seed ?? 20260305;
  const r = new Prng(seed);
  if (!(await isCatalogueEmpty(db))) throw new Error('The catalogue is not empty: seed a fresh database');

  await db.query('begin');
  try {
    // Categories, parents first.
    const categoryIds = new Map<string, string>();
    const categoryRows: unknown[][] = [];
    const walk = (nodes: readonly CategorySeed[], parentId: string | null) =>
      nodes.forEach((node, position) => {
        const id = r.uuid();
        categoryIds.set(node.slug, id);
        categoryRows.push([
          id,
          parentId,
          position,
          node.title,
          node.slug,
          `<p>${node.description}</p>`,
          `${node.title} — купить в интернет-магазине`,
          node.description,
        ]);
        walk(node.children ?? [], id);
      });
    walk(CATEGORY_TREE, null);
    await insertRows(
      db,
      'category',
      ['id', 'parent_id', 'position', 'title', 'slug', 'description', 'seo_title', 'seo_description'],
      categoryRows,
    );

    const groupIds = new Map<string, string>();
    await insertRows(
      db,
      'attribute_group',
      ['id', 'title', 'position'],
      ATTRIBUTE_GROUPS.map((title, position) => {
        const id = r.uuid();
        groupIds.set(title, id);
        return [id, title, position];
      }),
    );
    const attributeIds = new Map<string, string>();
    await insertRows(
      db,
      'attribute',
      ['id', 'group_id', 'title', 'type', 'unit', 'is_filterable', 'position', 'enum_options'],
      ATTRIBUTES.map((a, position) => {
        const id = r.uuid();
        attributeIds.set(a.key, id);
        return [
          id,
          groupIds.get(a.group) ?? null,
          a.title,
          a.type,
          a.unit,
          a.filterable,
          position,
          a.options === undefined ? null : JSON.stringify(a.options.map((value) => ({ id: r.uuid(), value }))),
        ];
      }),
    );

    const customerGroupIds = CUSTOMER_GROUPS.map(() => r.uuid());
    await insertRows(
      db,
      'customer_group',
      ['id', 'title', 'description', 'discount_percent'],
      CUSTOMER_GROUPS.map((g, i) => [customerGroupIds[i], g.title, g.description, String(g.discount)]),
    );

    let attributeValues = 0;
    let groupPrices = 0;
    const chunk = 5000;
    // Created-at times spread over the last year, so "newest" sorts mean something.
    const now = Date.UTC(2026, 2, 5, 12);
    for (let start = 0; start < options.size; start += chunk) {
      const products: unknown[][] = [];
      const links: unknown[][] = [];
      const values: unknown[][] = [];
      const prices: unknown[][] = [];
      for (let index = start; index < Math.min(options.size, start + chunk); index++) {
        const draft = productDraft(r, index);
        const id = r.uuid();
        const createdAt = new Date(now - r.int(0, 365 * 24 * 3600) * 1000).toISOString();
        const categoryId = categoryIds.get(draft.categorySlug);
        products.push([
          id,
          `${slugify(draft.title) || 'item'}-${index + 1}`,
          draft.article,
          normalizeArticle(draft.article),
          draft.title,
          draft.description,
          kopecksToDecimal(draft.price),
          draft.availability,
          draft.featured,
          categoryId ?? null,
          createdAt,
          createdAt,
        ]);
        if (categoryId !== undefined) links.push([id, categoryId, index]);
        for (const v of draft.attributes) {
          const attributeId = attributeIds.get(v.key);
          if (attributeId === undefined) continue;
          values.push([
            id,
            attributeId,
            v.text ?? null,
            v.number === undefined ? null : String(v.number),
            v.boolean ?? null,
          ]);
        }
        CUSTOMER_GROUPS.forEach((g, i) => {
          // Most products have group prices; some are left at the base price on purpose.
          if (r.chance(0.85))
            prices.push([customerGroupIds[i], id, kopecksToDecimal(discounted(draft.price, g.discount))]);
        });
      }
      await insertRows(
        db,
        'product',
        [
          'id',
          'slug',
          'article',
          'article_normalized',
          'title',
          'description_html',
          'base_price',
          'availability',
          'is_featured',
          'primary_category_id',
          'created_at',
          'updated_at',
        ],
        products,
      );
      await insertRows(db, 'product_category', ['product_id', 'category_id', 'position'], links);
      await insertRows(
        db,
        'product_attribute_value',
        ['product_id', 'attribute_id', 'value_text', 'value_number', 'value_boolean'],
        values,
      );
      await insertRows(db, 'customer_group_price', ['customer_group_id', 'product_id', 'price'], prices);
      attributeValues += values.length;
      groupPrices += prices.length;
      options.onProgress?.(Math.min(options.size, start + chunk));
    }
    await db.query(`update product set search_vector = ${SEARCH_VECTOR_SQL}`);
    const images = options.images === undefined ? 0 : await seedImages(db, r, options.images, categoryIds);
    // The group with the larger discount, so its prices differ visibly from the base ones.
    const demoGroupId = customerGroupIds[customerGroupIds.length - 1];
    const demoCustomerId =
      options.demoCustomer === true && demoGroupId !== undefined ? await seedDemoCustomer(db, demoGroupId) : null;
    const demoCustomer = demoCustomerId === null ? null : DEMO_CUSTOMER.email;
    // The demo shop's seller requisites and a few orders of the demo customer in each status.
    let orders = 0;
    if (demoCustomerId !== null && demoGroupId !== undefined) {
      await seedShopSettings(db);
      orders = await seedDemoOrders(
        db,
        r,
        { id: demoCustomerId, email: DEMO_CUSTOMER.email, groupId: demoGroupId },
        options.images?.put,
      );
    }
    // A second customer's pending integrator request, so the admin's list has one to decide.
    const integratorRequests = options.demoCustomer === true ? await seedDemoIntegratorRequest(db) : 0;
    // Last, from a PRNG of its own: everything above is drawn as it was before the shop counted stock.
    const countedStock = options.demoCustomer === true ? await seedDemoStock(db, seed) : 0;
    await db.query('commit');
    // A bulk load leaves the planner without statistics (autovacuum gets there minutes later, if at all on a busy
    // machine) and the search-vector update leaves a dead row behind every product: without this, the first
    // queries plan as if the tables were empty and scan them whole.
    await db.query('vacuum analyze');
    return {
      categories: categoryRows.length,
      products: options.size,
      attributes: ATTRIBUTES.length,
      attributeValues,
      groupPrices,
      customerGroups: CUSTOMER_GROUPS.length,
      images,
      demoCustomer,
      orders,
      integratorRequests,
      countedStock,
    };
  } catch (err) {
    await db.query('rollback');
    throw err;
  }
}
