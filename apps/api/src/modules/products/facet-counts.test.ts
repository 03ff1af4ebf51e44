import { sql } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { queryRows } from '../../db/raw';
import { adminCall, type AdminMethod } from '../../testing/admin-call';
import { buildTestApp, type TestApp } from '../../testing/build-test-app';
import { ManualClock, signedIn } from '../../testing/identity';
import { TEST_ENGINE } from '../../testing/test-database';
import { readFacetCounts } from './facet-counts';
import { recountFacets } from './listing';
import { BASE_PRICING, type Pricing } from '../product-cards/pricing';

describe('facet counts and listing scopes kept by the writes (migrations 0015, 0016)', () => {
  let t: TestApp;
  let root: Awaited<ReturnType<typeof signedIn>>;
  const clock = new ManualClock();
  beforeEach(async () => {
    t = await buildTestApp({ clock });
    root = await signedIn(t.app, t.db.orm, 'root');
  });
  afterEach(() => t.close());

  const admin = (method: AdminMethod, url: string, payload?: object) =>
    adminCall(t.app, root.headers, method, url, payload);
  let serial = 0;
  const create = async (fields: Record<string, unknown>) => {
    clock.advance(1000);
    serial += 1;
    return (
      await admin('POST', '/product', {
        availability: 'in_stock',
        basePrice: '100',
        article: `X-${serial}`,
        title: `Товар ${serial}`,
        slug: `p-${serial}`,
        ...fields,
      })
    ).product.id as string;
  };

  /** Every pricing the shop has now: base prices and each customer group's. */
  async function pricings(): Promise<Pricing[]> {
    const groups = await queryRows<{ id: string; discount_percent: string }>(
      t.db.orm,
      sql`select id::text as id, discount_percent::text as discount_percent from customer_group`,
    );
    return [BASE_PRICING, ...groups.map((g) => ({ customerGroupId: g.id, discountPercent: g.discount_percent }))];
  }

  /**
   * The kept counts equal a live recount by the listing's own statement, for the catalogue and every live category,
   * at base prices and at each group's; no counter row is left at zero or below. Returns the kept facets by slug.
   */
  async function expectExact(step: string): Promise<Record<string, Awaited<ReturnType<typeof readFacetCounts>>>> {
    const slugs = (
      await queryRows<{ slug: string }>(t.db.orm, sql`select slug from category where deleted_at is null order by slug`)
    ).map((r) => r.slug);
    const kept: Record<string, Awaited<ReturnType<typeof readFacetCounts>>> = {};
    for (const pricing of await pricings()) {
      for (const slug of [undefined, ...slugs]) {
        const counts = await readFacetCounts(t.db.orm, slug, pricing);
        expect(counts, `${step}: ${slug ?? 'catalogue'}, group ${pricing.customerGroupId ?? 'none'}`).toEqual(
          await recountFacets(t.db.orm, t.app.listingCache, slug, pricing),
        );
        if (pricing.customerGroupId === null) kept[slug ?? ''] = counts;
      }
    }
    expect(await queryRows(t.db.orm, sql`select * from facet_count where n <= 0`), step).toEqual([]);
    // The listing rows of each category scope (migration 0016): its sub-tree's live products with their sort keys.
    const scopeRows = await queryRows(
      t.db.orm,
      sql`select c.slug, ps.product_id::text as id, ps.created_at::text as created, ps.base_price::text as price, ps.title
        from product_scope ps join category c on c.id = ps.scope_id order by 1, 2`,
    );
    const liveRows = await queryRows(
      t.db.orm,
      sql`with recursive sub(top, id) as (
          select id, id from category where deleted_at is null
          union all
          select sub.top, c.id from sub join category c on c.parent_id = sub.id and c.deleted_at is null
        )
        select distinct c.slug, p.id::text as id, p.created_at::text as created, p.base_price::text as price, p.title
        from sub join category c on c.id = sub.top join product_category pc on pc.category_id = sub.id join product p on p.id = pc.product_id
        where p.deleted_at is null and p.availability <> 'not_sold' order by 1, 2`,
    );
    expect(scopeRows, step).toEqual(liveRows);
    return kept;
  }

  /** root > mid > leaf, and another root; four attributes of each type, one of them not filterable. */
  async function catalogue() {
    const rootCat = (await admin('POST', '/category', { title: 'Тахографы', slug: 'tacho' })).category.id as string;
    const mid = (await admin('POST', '/category', { title: 'Цифровые', slug: 'digital', parentId: rootCat })).category
      .id as string;
    const leaf = (await admin('POST', '/category', { title: 'С СКЗИ', slug: 'skzi', parentId: mid })).category
      .id as string;
    const other = (await admin('POST', '/category', { title: 'Кабели', slug: 'cables' })).category.id as string;
    const attr = async (body: object) =>
      (await admin('PUT', '/attribute', { id: null, isFilterable: true, ...body })).attribute.id as string;
    const model = await attr({ title: 'Модель', type: 'enum', optionList: [{ value: 'Атол' }, { value: 'Штрих' }] });
    const voltage = await attr({ title: 'Напряжение', type: 'number', unit: 'В' });
    const gps = await attr({ title: 'GPS', type: 'boolean' });
    const note = await attr({ title: 'Примечание', type: 'string', isFilterable: false });
    return { rootCat, mid, leaf, other, model, voltage, gps, note };
  }

  it('equal a recount after every product write: create, categories, attributes, price, availability, delete and restore, a hard delete', async () => {
    const c = await catalogue();
    await expectExact('empty');
    // `both` is in two categories of one sub-tree: the sub-tree counts it once.
    const both = await create({ basePrice: '1500', categoryIdList: [c.mid, c.leaf] });
    const a = await create({ basePrice: '900', categoryIdList: [c.leaf] });
    const b = await create({ basePrice: '2500', availability: 'on_order', categoryIdList: [c.rootCat, c.other] });
    await create({ basePrice: '10', categoryIdList: [c.other] });
    await admin('PUT', `/product/${both}/attributes`, {
      attributeValueList: [
        { attributeId: c.model, value: 'Атол' },
        { attributeId: c.voltage, value: 12 },
        { attributeId: c.note, value: 'тихий' },
      ],
    });
    await admin('PUT', `/product/${a}/attributes`, {
      attributeValueList: [
        { attributeId: c.model, value: 'Атол' },
        { attributeId: c.voltage, value: 24.5 },
        { attributeId: c.gps, value: true },
      ],
    });
    await admin('PUT', `/product/${b}/attributes`, {
      attributeValueList: [
        { attributeId: c.model, value: 'Штрих' },
        { attributeId: c.gps, value: false },
      ],
    });
    const kept = await expectExact('created');
    // Not a tautology: the numbers themselves, the product in two categories of the sub-tree once.
    expect(kept['tacho']?.total).toBe(3);
    expect(kept['tacho']?.facets.availability).toEqual([
      { value: 'in_stock', count: 2 },
      { value: 'on_order', count: 1 },
    ]);
    expect(kept['tacho']?.facets.price).toEqual({ min: '900.00', max: '2500.00' });
    expect(kept['digital']?.facets.attributes.find((f) => f.attributeId === c.model)?.values).toEqual([
      { value: 'Атол', count: 2 },
    ]);
    expect(kept['digital']?.facets.attributes.find((f) => f.attributeId === c.voltage)?.range).toEqual({
      min: 12,
      max: 24.5,
    });
    expect(kept['']?.total).toBe(4);
    expect(kept['tacho']?.facets.attributes.map((f) => f.attributeId)).not.toContain(c.note);

    await admin('PATCH', `/product/${a}`, { availability: 'on_order' });
    await expectExact('availability on order');
    await admin('PATCH', `/product/${a}`, { availability: 'not_sold' });
    await expectExact('not sold');
    await admin('PATCH', `/product/${a}`, { availability: 'in_stock', basePrice: '100' });
    await expectExact('sold again, cheaper');
    await admin('PATCH', `/product/${a}`, { title: 'Аааа первый по алфавиту' });
    await expectExact('retitled');
    await admin('PATCH', `/product/${both}`, { categoryIdList: [c.leaf] });
    await expectExact('one category fewer');
    await admin('PATCH', `/product/${both}`, { categoryIdList: [c.leaf, c.mid, c.other] });
    await expectExact('three categories');
    await admin('PUT', `/product/${both}/attributes`, {
      attributeValueList: [
        { attributeId: c.model, value: 'Штрих' },
        { attributeId: c.voltage, value: 48 },
      ],
    });
    await expectExact('attributes replaced');
    await admin('PUT', `/product/${b}/attributes`, { attributeValueList: [] });
    await expectExact('attributes removed');
    await admin('DELETE', `/product/${a}`);
    await expectExact('deleted');
    await admin('POST', `/product/${a}/restore`);
    await expectExact('restored');
    await queryRows(t.db.orm, sql`delete from product where id = ${b}`);
    await expectExact('hard delete');
    expect(await queryRows(t.db.orm, sql`select 1 from product_facet where product_id = ${b}`)).toEqual([]);
  });

  it('equal a recount after attribute and category writes: filterable or not, type, delete, a move, a delete and a restore of a sub-tree', async () => {
    const c = await catalogue();
    const both = await create({ basePrice: '1500', categoryIdList: [c.mid, c.leaf] });
    const a = await create({ basePrice: '900', categoryIdList: [c.leaf, c.other] });
    await create({ basePrice: '300', categoryIdList: [c.rootCat] });
    await admin('PUT', `/product/${both}/attributes`, {
      attributeValueList: [
        { attributeId: c.model, value: 'Атол' },
        { attributeId: c.note, value: 'тихий' },
      ],
    });
    await admin('PUT', `/product/${a}/attributes`, {
      attributeValueList: [
        { attributeId: c.model, value: 'Штрих' },
        { attributeId: c.note, value: 'громкий' },
      ],
    });
    await expectExact('created');

    await admin('PUT', '/attribute', { id: c.note, title: 'Примечание', type: 'string', isFilterable: true });
    const noted = await expectExact('note made filterable');
    expect(noted['tacho']?.facets.attributes.find((f) => f.attributeId === c.note)?.values).toEqual([
      { value: 'громкий', count: 1 },
      { value: 'тихий', count: 1 },
    ]);
    await admin('PUT', '/attribute', {
      id: c.model,
      title: 'Модель',
      type: 'enum',
      isFilterable: false,
      optionList: [{ value: 'Атол' }, { value: 'Штрих' }],
    });
    await expectExact('model not filterable');
    await admin('PUT', '/attribute', { id: c.gps, title: 'GPS', type: 'string', isFilterable: true });
    await expectExact('unused attribute retyped');
    await admin('DELETE', `/attribute/${c.gps}`);
    await expectExact('unused attribute deleted');

    // The leaf moves under the other root: its products leave tacho and digital (but `both` stays in digital).
    await admin('PATCH', `/category/${c.leaf}`, { parentId: c.other });
    const moved = await expectExact('leaf moved');
    expect([moved['tacho']?.total, moved['digital']?.total, moved['cables']?.total]).toEqual([2, 1, 2]);
    await admin('PATCH', `/category/${c.leaf}`, { parentId: c.mid });
    await expectExact('leaf moved back');
    await admin('DELETE', `/category/${c.mid}`);
    const gone = await expectExact('mid and leaf deleted');
    expect(gone['tacho']?.total).toBe(1);
    await admin('POST', `/category/${c.mid}/restore`);
    await expectExact('mid restored (leaf still deleted)');
    await admin('POST', `/category/${c.leaf}/restore`);
    await expectExact('leaf restored');
  });

  it('equal a recount of the price facet for every group after group prices, discounts, base prices and a group delete', async () => {
    const c = await catalogue();
    const cheap = await create({ basePrice: '1000', categoryIdList: [c.leaf] });
    const mid = await create({ basePrice: '2000', categoryIdList: [c.mid, c.leaf] });
    const dear = await create({ basePrice: '3000', categoryIdList: [c.mid] });
    // The same base price twice: one with a group price, one without.
    const twin = await create({ basePrice: '1000', categoryIdList: [c.mid] });
    const dealers = (await admin('POST', '/customer/group', { title: 'Дилеры', discountPercent: '10' })).customerGroup
      .id as string;
    const partners = (await admin('POST', '/customer/group', { title: 'Партнёры', discountPercent: '0' })).customerGroup
      .id as string;
    await expectExact('groups without prices');

    await admin('PATCH', `/customer/group/${dealers}/price`, {
      groupPriceList: [
        { productId: cheap, price: '5000' },
        { productId: dear, price: '100' },
      ],
    });
    const priced = await pricings();
    const dealerPricing = priced.find((p) => p.customerGroupId === dealers);
    if (dealerPricing === undefined) throw new Error('no dealers group');
    // dear at its group price 100, twin at 1000 less 10 %, cheap at its group price 5000.
    expect((await readFacetCounts(t.db.orm, 'digital', dealerPricing)).facets.price).toEqual({
      min: '100.00',
      max: '5000.00',
    });
    await expectExact('group prices set');
    await admin('PUT', `/product/${twin}/group-prices`, {
      groupPriceList: [
        { customerGroupId: dealers, price: '950' },
        { customerGroupId: partners, price: '1' },
      ],
    });
    await expectExact('group prices of one product');
    await admin('PATCH', `/customer/group/${dealers}`, { title: 'Дилеры', discountPercent: '33.33' });
    await expectExact('discount changed');
    await admin('PATCH', `/product/${mid}`, { basePrice: '1999.99' });
    await expectExact('base price changed');
    await admin('PATCH', `/customer/group/${dealers}/price`, { groupPriceList: [{ productId: cheap, price: null }] });
    await expectExact('a group price removed');
    await admin('DELETE', `/product/${dear}`);
    await expectExact('a group-priced product deleted');
    await admin('DELETE', `/customer/group/${partners}`);
    await expectExact('a group deleted');
    expect(await queryRows(t.db.orm, sql`select 1 from facet_count where facet like ${`%${partners}`}`)).toEqual([]);
  });

  it('stay exact when two transactions change the same counts at once', async () => {
    const c = await catalogue();
    const product = await create({ basePrice: '700', categoryIdList: [c.other] });
    // Each transaction puts the product in a different category of the same sub-tree: counted apart, tacho would count it twice.
    let open!: () => void;
    const gate = new Promise<void>((resolve) => (open = resolve));
    const first = t.db.orm.transaction(async (tx) => {
      await tx.execute(sql`insert into product_category (product_id, category_id) values (${product}, ${c.mid})`);
      await gate;
      await tx.execute(sql`update product set availability = 'on_order' where id = ${product}`);
    });
    const second = (async () => {
      // PGlite runs one transaction at a time; PostgreSQL lets the second start, and it waits for the first's lock.
      await new Promise((resolve) => setImmediate(resolve));
      return t.db.orm.transaction(async (tx) => {
        await tx.execute(sql`insert into product_category (product_id, category_id) values (${product}, ${c.leaf})`);
        await tx.execute(sql`update product set base_price = 800 where id = ${product}`);
      });
    })();
    if (TEST_ENGINE === 'postgres') {
      // Open the gate once the second transaction waits inside PostgreSQL (or, were nothing to stop it, has finished):
      // either way the two overlap.
      let settled = false;
      void second.finally(() => (settled = true)).catch(() => undefined);
      while (!settled) {
        const waiting = await queryRows(
          t.db.orm,
          sql`select 1 from pg_stat_activity where datname = current_database() and wait_event_type = 'Lock'`,
        );
        if (waiting.length > 0) break;
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
    }
    open();
    await Promise.all([first, second]);
    const kept = await expectExact('after both');
    expect([kept['tacho']?.total, kept['tacho']?.facets.availability, kept['tacho']?.facets.price]).toEqual([
      1,
      [{ value: 'on_order', count: 1 }],
      { min: '800.00', max: '800.00' },
    ]);
  });
});
