import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { LOW_STOCK_THRESHOLD, normalizeArticle, requisitesProblems, SHOWN_STOCK_LIMIT, slugify } from '@shop/domain';
import { kopecksToDecimal } from '@shop/i18n-ru';
import argon2 from 'argon2';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { discounted } from './money';
import { openPglite, type SeedDatabase } from './database';
import { Prng } from '@shop/tools-kit';
import { storageOf } from './local-storage';
import { DEMO_SIZE, isCatalogueEmpty, seedCatalogue } from './seed';
import { DEMO_STOCK, UNCOUNTED_FIRST_PRODUCTS } from './demo-stock';
import { CUSTOMER_GROUPS } from './catalogue';
import { DEMO_CUSTOMER } from './demo-customer';
import { DEMO_APPLICANT } from './demo-integrator';
import { DEMO_ORDER_EMAIL } from './demo-orders';

describe('seed helpers', () => {
  it('keeps money exact and the generator deterministic', () => {
    expect(kopecksToDecimal(123450n)).toBe('1234.50');
    expect(kopecksToDecimal(discounted(4500000n, 10))).toBe('40500.00');
    expect(kopecksToDecimal(discounted(99n, 18))).toBe('0.81');
    const a = new Prng(7);
    const b = new Prng(7);
    expect([a.uuid(), a.int(1, 100)]).toEqual([b.uuid(), b.int(1, 100)]);
    expect(slugify('Тахограф DTCO 4.1 для КАМАЗ')).toBe('tahograf-dtco-4-1-dlya-kamaz');
    expect(normalizeArticle('DTCO-4.1')).toBe('dtco41');
  });
});

describe('seeding a small catalogue', () => {
  let db: SeedDatabase;
  beforeAll(async () => {
    db = await openPglite('memory://');
  });
  afterAll(() => db.close());

  const count = async (sql: string) => Number((await db.client.query<{ n: string | number }>(sql)).rows[0]?.n);

  it('fills categories, products, attributes, group prices and searchable vectors', async () => {
    const report = await seedCatalogue(db.client, { size: 120 });
    expect(report.products).toBe(120);
    expect(await count('select count(*) as n from product')).toBe(120);
    expect(await count('select count(*) as n from category')).toBe(report.categories);
    expect(await count('select count(*) as n from category where parent_id is not null')).toBeGreaterThan(0);
    expect(await count('select count(*) as n from product_category')).toBe(120);
    expect(await count('select count(*) as n from customer_group')).toBe(2);
    expect(await count('select count(*) as n from customer_group where discount_percent > 0')).toBe(2);
    expect(await count('select count(*) as n from product where primary_category_id is null')).toBe(0);
    expect(await count('select count(*) as n from customer_group_price')).toBe(report.groupPrices);
    expect(await count('select count(*) as n from product_attribute_value')).toBe(report.attributeValues);
    expect(await count("select count(*) as n from product where search_vector = ''::tsvector")).toBe(0);
    // The exact article of the API's search examples exists, and morphology finds the tachographs.
    expect(await count("select count(*) as n from product where article_normalized = 'dtco41'")).toBe(1);
    expect(
      await count("select count(*) as n from product where search_vector @@ to_tsquery('russian', 'тахографы:*')"),
    ).toBeGreaterThan(10);
    // Enum options are stored as the API reads them ({ id, value }), and every enum value is one of them.
    expect(
      await count(
        "select count(*) as n from attribute, jsonb_array_elements(enum_options) o where not (o ? 'id' and o ? 'value')",
      ),
    ).toBe(0);
    expect(
      await count("select count(*) as n from attribute where type = 'enum' and jsonb_array_length(enum_options) > 0"),
    ).toBeGreaterThan(0);
    expect(
      await count(
        "select count(*) as n from product_attribute_value v join attribute a on a.id = v.attribute_id where a.type = 'enum' and not exists (select 1 from jsonb_array_elements(a.enum_options) o where o->>'value' = v.value_text)",
      ),
    ).toBe(0);
    // Every group price is below the base price it discounts.
    expect(
      await count(
        'select count(*) as n from customer_group_price g join product p on p.id = g.product_id where g.price >= p.base_price',
      ),
    ).toBe(0);
    // The planner has statistics for the fresh rows (reltuples is -1 until a table is analysed).
    expect(await count("select reltuples as n from pg_class where relname = 'product'")).toBe(120);
    await expect(seedCatalogue(db.client, { size: 1 })).rejects.toThrow(/not empty/);
  });
});

describe('seeding the demo images', () => {
  let db: SeedDatabase;
  let dir: string;
  beforeAll(async () => {
    db = await openPglite('memory://');
    dir = await mkdtemp(join(tmpdir(), 'seed-images-'));
  });
  afterAll(async () => {
    await db.close();
    await rm(dir, { recursive: true, force: true });
  });

  it('stores webp variants through the media pipeline and gives every product a main image', async () => {
    const report = await seedCatalogue(db.client, { size: 20, images: { bucket: 'public', put: storageOf(dir) } });
    const n = async (sql: string) => Number((await db.client.query<{ n: string | number }>(sql)).rows[0]?.n);
    expect(report.images).toBeGreaterThan(0);
    expect(await n('select count(*) as n from media_file')).toBe(report.images);
    expect(await n('select count(*) as n from product_media where is_main')).toBe(20);
    const [file] = (
      await db.client.query<{ id: string; variants: { width: number; path: string }[] }>(
        'select id, variants from media_file limit 1',
      )
    ).rows;
    expect(file?.variants.map((v) => v.width)).toEqual([320, 640, 768, 1024, 1200]);
    const stored = await readdir(join(dir, 'public', 'media', file?.id ?? ''));
    expect(stored.sort()).toEqual(['original.jpg', 'w1024.webp', 'w1200.webp', 'w320.webp', 'w640.webp', 'w768.webp']);
  });
});

describe('the demo customer', () => {
  let db: SeedDatabase;
  beforeAll(async () => {
    db = await openPglite('memory://');
  });
  afterAll(() => db.close());

  it('is a confirmed customer in the group with the larger discount, signing in with the printed password', async () => {
    expect(await isCatalogueEmpty(db.client)).toBe(true);
    const report = await seedCatalogue(db.client, { size: 20, demoCustomer: true });
    expect(report.demoCustomer).toBe(DEMO_CUSTOMER.email);
    expect(await isCatalogueEmpty(db.client)).toBe(false);
    const { rows } = await db.client.query<{ role: string; confirmed: boolean; group: string; password_hash: string }>(
      `select u.role, u.email_confirmed_at is not null as confirmed, g.title as "group", u.password_hash
       from users u join customer_group g on g.id = u.customer_group_id where u.email = $1`,
      [DEMO_CUSTOMER.email],
    );
    expect(rows).toEqual([
      expect.objectContaining({ role: 'customer', confirmed: true, group: CUSTOMER_GROUPS.at(-1)?.title }),
    ]);
    expect(await argon2.verify(rows[0]?.password_hash ?? '', DEMO_CUSTOMER.password)).toBe(true);
    // The group has prices of its own, below the base prices.
    const priced = await db.client.query<{ n: string | number }>(
      `select count(*) as n from customer_group_price gp join users u on u.customer_group_id = gp.customer_group_id where u.email = $1`,
      [DEMO_CUSTOMER.email],
    );
    expect(Number(priced.rows[0]?.n)).toBeGreaterThan(0);
  });

  it('gives the demo customer orders in each status, numbered from 1001, with history, and the shop its seller for invoices', async () => {
    const { rows } = await db.client.query<{
      number: number;
      status: string;
      vat_rate: string;
      created_at: Date;
      items_total: string;
      lines_total: string;
      steps: number;
    }>(
      `select o.number, o.status, o.vat_rate, o.created_at, o.items_total::text,
              (select sum(l.total)::text from order_line l where l.order_id = o.id) as lines_total,
              (select count(*)::int from order_status_change c where c.order_id = o.id) as steps
       from orders o order by o.number`,
    );
    expect(rows.map((r) => r.number)).toEqual([1001, 1002, 1003, 1004, 1005, 1006]);
    // The one from December 2025 kept that year's 20 %; the rest are at 22 %, as is the setting for new orders.
    expect(rows.map((r) => r.vat_rate)).toEqual(['20', '22', '22', '22', '22', '22']);
    expect(rows[0]?.created_at.toISOString()).toBe('2025-12-15T08:20:00.000Z');
    expect(new Set(rows.map((r) => r.status))).toEqual(new Set(['created', 'completed', 'canceled']));
    for (const row of rows) {
      expect(row.items_total).toBe(row.lines_total);
      expect(row.steps).toBe(row.status === 'created' ? 1 : 2);
    }
    const counter = await db.client.query<{ last_number: number }>('select last_number from order_number_counter');
    expect(counter.rows[0]?.last_number).toBe(1006);
    const settings = await db.client.query<{
      seller: {
        inn: string;
        bik: string;
        checkingAccount: string;
        correspondentAccount: string;
        kpp: string;
        ogrn: string;
      };
      order_email: string;
      vat_rate: string;
    }>('select seller, order_email, vat_rate from site_settings');
    expect(settings.rows[0]?.vat_rate).toBe('22');
    const seller = settings.rows[0]?.seller;
    expect(seller === undefined ? ['no seller'] : requisitesProblems(seller)).toEqual([]);
    expect(settings.rows[0]?.order_email).toBe(DEMO_ORDER_EMAIL);
  });

  it('gives a second, confirmed customer without a group one pending integrator request (with a valid ИНН), and the demo customer none', async () => {
    const { rows } = await db.client.query<{
      email: string;
      status: string;
      inn: string;
      group: string | null;
      confirmed: boolean;
      password_hash: string;
    }>(
      `select u.email, r.status, r.inn, u.customer_group_id as "group", u.email_confirmed_at is not null as confirmed, u.password_hash
       from integrator_request r join users u on u.id = r.user_id`,
    );
    expect(rows).toEqual([
      expect.objectContaining({ email: DEMO_APPLICANT.email, status: 'pending', group: null, confirmed: true }),
    ]);
    expect(requisitesProblems({ inn: rows[0]?.inn ?? '' }).filter((p) => p.field === 'inn')).toEqual([]);
    expect(await argon2.verify(rows[0]?.password_hash ?? '', DEMO_APPLICANT.password)).toBe(true);
  });
});

describe('the demo stock (issue #28)', () => {
  const dbs: SeedDatabase[] = [];
  afterAll(async () => Promise.all(dbs.map((db) => db.close())));
  async function demo(): Promise<SeedDatabase> {
    const db = await openPglite('memory://');
    dbs.push(db);
    await seedCatalogue(db.client, { size: DEMO_SIZE, demoCustomer: true });
    return db;
  }
  const stockOf = async (db: SeedDatabase) =>
    (
      await db.client.query<{
        id: string;
        on_hand: number;
        backorder: boolean;
        lead_time_days: number | null;
        shown_free: number;
        availability: string;
        movements: number;
      }>(
        `select s.product_id as id, s.on_hand, s.backorder, s.lead_time_days, s.shown_free, p.availability,
                (select count(*)::int from stock_movement m where m.product_id = s.product_id) as movements
         from product_stock s join product p on p.id = s.product_id order by s.product_id`,
      )
    ).rows;

  it('counts some products with plenty, some with few, some with none and some sold on order, the same each time', async () => {
    const [first, second] = await Promise.all([demo(), demo()]);
    const stock = await stockOf(first as SeedDatabase);
    expect(await stockOf(second as SeedDatabase)).toEqual(stock);
    const inStock = stock.filter((s) => !s.backorder);
    expect(inStock.filter((s) => s.on_hand > SHOWN_STOCK_LIMIT)).toHaveLength(DEMO_STOCK.plenty / 2);
    expect(inStock.filter((s) => s.on_hand > LOW_STOCK_THRESHOLD)).toHaveLength(DEMO_STOCK.plenty);
    expect(inStock.filter((s) => s.on_hand >= 1 && s.on_hand <= LOW_STOCK_THRESHOLD)).toHaveLength(DEMO_STOCK.few);
    const none = inStock.filter((s) => s.on_hand === 0);
    expect(none).toHaveLength(DEMO_STOCK.none);
    expect(none.every((s) => s.availability === 'out_of_stock')).toBe(true);
    const onOrder = stock.filter((s) => s.backorder);
    expect(onOrder).toHaveLength(DEMO_STOCK.onOrder);
    expect(onOrder.every((s) => s.availability === 'on_order' && s.on_hand === 0)).toBe(true);
    expect(onOrder.filter((s) => s.lead_time_days === null)).toHaveLength(1);
    expect(stock.every((s) => s.movements === 1 && s.shown_free === Math.min(s.on_hand, SHOWN_STOCK_LIMIT + 1))).toBe(
      true,
    );
  });

  it('leaves uncounted the first products, which the demo orders, the topology test and the benches buy', async () => {
    const db = dbs[0] as SeedDatabase;
    const counted = await db.client.query<{ n: number }>(
      `select count(*)::int as n from product_stock s where s.product_id in
         (select id from product order by created_at, id limit $1)`,
      [UNCOUNTED_FIRST_PRODUCTS],
    );
    expect(counted.rows[0]?.n).toBe(0);
    const ordered = await db.client.query<{ n: number }>(
      'select count(*)::int as n from order_line l join product_stock s on s.product_id = l.product_id',
    );
    expect(ordered.rows[0]?.n).toBe(0);
  });
});
