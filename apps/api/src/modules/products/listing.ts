import type { StockAvailability as Availability } from '@shop/domain';
import { AppError, ErrorCode } from '@shop/errors';
import { ru } from '@shop/i18n-ru';
import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { queryRows } from '../../db/raw';
import { readFacetCounts, toFacets, type FacetResult, type FacetRow, type ProductFacets } from './facet-counts';
import type { ListingCache } from '../product-cards/listing-cache';
import { personalPriceSql, type Pricing } from '../product-cards/pricing';

/** Query of the public listing as the contract declares it. */
export interface ListingQuery {
  page: number;
  limit: number;
  categorySlug?: string | undefined;
  sort: 'newest' | 'price_asc' | 'price_desc' | 'title_asc' | 'title_desc';
  priceMin?: string | undefined;
  priceMax?: string | undefined;
  availability?: readonly Availability[] | undefined;
  /** `<attributeId>:<value>` or `<attributeId>:<min>..<max>` for number attributes. */
  attribute?: readonly string[] | undefined;
}

const badFilter = (message: string) =>
  new AppError(ErrorCode.CheckViolation, { details: [{ field: 'attribute', message }] });

/** Parsed attribute filters: values of one attribute OR-ed, attributes AND-ed. */
type AttributeFilter =
  | { attributeId: string; type: 'string' | 'enum'; values: string[] }
  | { attributeId: string; type: 'boolean'; values: boolean[] }
  | { attributeId: string; type: 'number'; min: string | null; max: string | null };

const NUMBER = /^-?\d+(\.\d+)?$/;

async function parseAttributeFilters(db: Db, raw: readonly string[]): Promise<AttributeFilter[]> {
  const pairs = raw.map((item) => ({ attributeId: item.slice(0, 36).toLowerCase(), value: item.slice(37) }));
  const ids = [...new Set(pairs.map((p) => p.attributeId))];
  if (ids.length === 0) return [];
  const types = new Map(
    (
      await queryRows<{ id: string; type: AttributeFilter['type'] }>(
        db,
        sql`select id::text as id, type from attribute where id::text in ${ids}`,
      )
    ).map((r) => [r.id, r.type]),
  );
  const filters = new Map<string, AttributeFilter>();
  for (const { attributeId, value } of pairs) {
    const type = types.get(attributeId);
    if (type === undefined) throw new AppError(ErrorCode.RecordNotFound, { message: ru.apiErrors.attributeNotFound });
    if (type === 'number') {
      const [min = '', max = ''] = value.split('..');
      if (!value.includes('..') || (min !== '' && !NUMBER.test(min)) || (max !== '' && !NUMBER.test(max)))
        throw badFilter(ru.apiErrors.numberRangeFormat);
      filters.set(attributeId, { attributeId, type, min: min === '' ? null : min, max: max === '' ? null : max });
    } else if (type === 'boolean') {
      if (value !== 'true' && value !== 'false') throw badFilter(ru.apiErrors.booleanFilterFormat);
      const current = filters.get(attributeId);
      const values = current?.type === 'boolean' ? current.values : [];
      filters.set(attributeId, { attributeId, type, values: [...values, value === 'true'] });
    } else {
      const current = filters.get(attributeId);
      const values = current?.type === 'string' || current?.type === 'enum' ? current.values : [];
      filters.set(attributeId, { attributeId, type, values: [...values, value] });
    }
  }
  return [...filters.values()];
}

function attributeCondition(f: AttributeFilter): SQL {
  const match =
    f.type === 'number'
      ? sql.join(
          [
            sql`v.value_number is not null`,
            ...(f.min === null ? [] : [sql`v.value_number >= ${f.min}::numeric`]),
            ...(f.max === null ? [] : [sql`v.value_number <= ${f.max}::numeric`]),
          ],
          sql` and `,
        )
      : f.type === 'boolean'
        ? sql`v.value_boolean in ${f.values}`
        : sql`v.value_text in ${f.values}`;
  return sql`exists (select 1 from product_attribute_value v where v.product_id = p.id and v.attribute_id = ${f.attributeId} and ${match})`;
}

/**
 * Live sub-tree (the category and its live descendants) of a live category by slug; code 6 when unknown
 * or deleted. Cached: every category write clears the listing cache.
 */
function categorySubtree(db: Db, cache: ListingCache, slug: string): Promise<string[]> {
  return cache.getOrCompute(`subtree:${slug}`, () => readCategorySubtree(db, slug));
}

async function readCategorySubtree(db: Db, slug: string): Promise<string[]> {
  const rows = await queryRows<{ id: string }>(
    db,
    sql`
    with recursive subtree(id) as (
      select id from category where slug = ${slug} and deleted_at is null
      union all
      select c.id from subtree s join category c on c.parent_id = s.id and c.deleted_at is null
    )
    select id from subtree`,
  );
  if (rows.length === 0) throw new AppError(ErrorCode.RecordNotFound, { message: ru.apiErrors.categoryNotFound });
  return rows.map((r) => r.id);
}

const ORDER: Record<ListingQuery['sort'], SQL> = {
  newest: sql`p.created_at desc, p.id desc`,
  // Price sorts on the base price (the index product_base_price_idx); a group's prices may reorder a page slightly.
  price_asc: sql`p.base_price asc, p.id asc`,
  price_desc: sql`p.base_price desc, p.id desc`,
  title_asc: sql`p.title asc, p.id asc`,
  title_desc: sql`p.title desc, p.id desc`,
};

/** The listing's orders over product_scope (migration 0016): the same keys as {@link ORDER}, from the scope's own indexes. */
const SCOPE_ORDER: Record<ListingQuery['sort'], SQL> = {
  newest: sql`ps.created_at desc, ps.product_id desc`,
  price_asc: sql`ps.base_price asc, ps.product_id asc`,
  price_desc: sql`ps.base_price desc, ps.product_id desc`,
  title_asc: sql`ps.title asc, ps.product_id asc`,
  title_desc: sql`ps.title desc, ps.product_id desc`,
};

/** Cache key of a listing's facets: the filters in a canonical order, and whose prices the price facet shows. */
function facetKey(query: ListingQuery, attributeFilters: readonly AttributeFilter[], pricing: Pricing): string {
  const attributes = [...attributeFilters]
    .sort((a, b) => a.attributeId.localeCompare(b.attributeId))
    .map((f) =>
      f.type === 'number' ? [f.attributeId, f.min, f.max] : [f.attributeId, [...new Set(f.values.map(String))].sort()],
    );
  return JSON.stringify([
    query.categorySlug ?? null,
    query.priceMin ?? null,
    query.priceMax ?? null,
    [...new Set(query.availability ?? [])].sort(),
    attributes,
    pricing.customerGroupId,
    pricing.discountPercent,
  ]);
}

/**
 * The ids of one page of live products (not deleted, not 'not_sold') of a category sub-tree or of the whole
 * catalogue, in the page's order, with the facets of the whole result.
 *
 * The page's ids come from narrow data only, and the caller reads the wide rows for the page's ids only
 * (deferred join). A plain category page (no filter) reads them in order from its own scope's index in
 * product_scope (migration 0016, kept by the writes with the facet counts): page 1 reads 24 index entries, page
 * 500 twelve thousand. Otherwise the covering partial indexes product_listing_*_idx (migration 0009) hold the
 * sort key, id, base price and availability, and the sub-tree's product ids come index-only from
 * product_category, so the sort and OFFSET run over index entries and page 500 reads what page 1 reads.
 *
 * Facets without a filter (the plain category page, the one most visited) are read from the counts the writes
 * keep per category sub-tree ({@link readFacetCounts}, migration 0015), a few dozen rows whatever the category's
 * size. With filters they come from one SQL statement over the same narrow data as the page: each filter is a
 * flag on the unfiltered set and every facet counts rows where all flags but its own hold. Either result, with
 * the exact total, and each page's ids are cached under the filter set (the app's {@link ListingCache}); any catalogue
 * write clears them, and the cards themselves are read live, so a cached page still shows current titles,
 * prices and images.
 */
export async function listPublicProducts(
  db: Db,
  cache: ListingCache,
  query: ListingQuery,
  pricing: Pricing,
): Promise<{ ids: string[]; total: number; facets: ProductFacets }> {
  const base = await liveSetConditions(db, cache, query.categorySlug);
  const price = personalPriceSql(pricing);
  const flags: { key: string; condition: SQL }[] = [];
  const priceConditions: SQL[] = [];
  if (query.priceMin !== undefined) priceConditions.push(sql`(${price}) >= ${query.priceMin}::numeric`);
  if (query.priceMax !== undefined) priceConditions.push(sql`(${price}) <= ${query.priceMax}::numeric`);
  if (priceConditions.length > 0) flags.push({ key: 'price', condition: sql.join(priceConditions, sql` and `) });
  if (query.availability !== undefined && query.availability.length > 0)
    flags.push({ key: 'availability', condition: sql`p.availability in ${[...query.availability]}` });
  const attributeFilters = await parseAttributeFilters(db, query.attribute ?? []);
  for (const f of attributeFilters) flags.push({ key: f.attributeId, condition: attributeCondition(f) });

  const where = sql.join([...base, ...flags.map((f) => f.condition)], sql` and `);
  // No filter: the plain category page (or catalogue), the one most visited, read from what the writes keep.
  const plain = flags.length === 0;
  const key = facetKey(query, attributeFilters, pricing);
  const [ids, { total, facets }] = await Promise.all([
    cache.getOrCompute(`page:${key}:${query.sort}:${query.limit}:${query.page}`, async () => {
      const offset = (query.page - 1) * query.limit;
      // A plain category page walks its own scope's index (product_scope); anything else the catalogue's listing indexes.
      const rows = await queryRows<{ id: string }>(
        db,
        plain && query.categorySlug !== undefined
          ? sql`select ps.product_id as id from product_scope ps
              where ps.scope_id = (select id from category where slug = ${query.categorySlug} and deleted_at is null)
              order by ${SCOPE_ORDER[query.sort]} limit ${query.limit} offset ${offset}`
          : sql`select p.id from product p where ${where} order by ${ORDER[query.sort]} limit ${query.limit} offset ${offset}`,
      );
      return rows.map((r) => r.id);
    }),
    // Plain: the counts the writes keep; filtered: counted live.
    cache.getOrCompute(`facets:${key}`, () =>
      plain ? readFacetCounts(db, query.categorySlug, pricing) : countFacets(db, base, flags, price),
    ),
  ]);
  return { ids, total, facets };
}

/** Conditions on `product p` of the listing's unfiltered set: live products, of the category's live sub-tree when given. */
async function liveSetConditions(db: Db, cache: ListingCache, categorySlug: string | undefined): Promise<SQL[]> {
  const base: SQL[] = [sql`p.deleted_at is null`, sql`p.availability <> 'not_sold'`];
  if (categorySlug !== undefined) {
    const subtree = await categorySubtree(db, cache, categorySlug);
    // `offset 0` keeps the sub-tree a separate, hashed set: pulled up into a semi-join, the planner probes
    // product_category once per index entry in sort order, which costs 200 000+ buffers when the category's
    // products sort late (page 1 of price_asc in a big category) instead of ~1 000 for the hash.
    base.push(sql`p.id in (select pc.product_id from product_category pc where pc.category_id in ${subtree} offset 0)`);
  }
  return base;
}

/**
 * The facets of a category's live sub-tree (or of the catalogue) without filters, counted live from the products by
 * the filtered listing's statement: what the counts {@link readFacetCounts} reads must always equal.
 */
export async function recountFacets(
  db: Db,
  cache: ListingCache,
  categorySlug: string | undefined,
  pricing: Pricing,
): Promise<FacetResult> {
  return countFacets(db, await liveSetConditions(db, cache, categorySlug), [], personalPriceSql(pricing));
}

/** The facet statement: reads id, availability and price of the unfiltered set (index-only), then attribute values. */
async function countFacets(
  db: Db,
  base: readonly SQL[],
  flags: readonly { key: string; condition: SQL }[],
  price: SQL,
): Promise<FacetResult> {
  // Flags f0..fn on the unfiltered set; `except(key)` is the conjunction of all flags but that one.
  const flagColumns = flags.map((f, i) => sql`(${f.condition}) as ${sql.raw(`f${i}`)}`);
  const except = (key: string | null): SQL => {
    const others = flags.flatMap((f, i) => (f.key === key ? [] : [sql.raw(`b.f${i}`)]));
    return others.length === 0 ? sql`true` : sql.join(others, sql` and `);
  };
  const attributeFiltered = flags.filter((f) => f.key !== 'price' && f.key !== 'availability');
  const exceptOwnAttribute =
    attributeFiltered.length === 0
      ? except(null)
      : sql`(case ${sql.join(
          attributeFiltered.map((f) => sql`when v.attribute_id = ${f.key} then ${except(f.key)}`),
          sql` `,
        )} else ${except(null)} end)`;
  // Without filters (the plain category page, the most common one) a semi-join lets the planner hash the
  // product set and stream the attribute values past it; the join it picks otherwise sorts every value of
  // every product (330 000 rows at 100 000 products) and spills to disk. Filters need b's flags, so a join.
  const attributeValuesOf =
    flags.length === 0
      ? sql`from product_attribute_value v join attribute a on a.id = v.attribute_id and a.is_filterable where v.product_id in (select b.id from b)`
      : sql`from b join product_attribute_value v on v.product_id = b.id join attribute a on a.id = v.attribute_id and a.is_filterable where ${exceptOwnAttribute}`;
  const facetRows = await queryRows<FacetRow>(
    db,
    sql`
    with b as materialized (
      select p.id, p.availability, (${price}) as price ${flagColumns.length > 0 ? sql`, ${sql.join(flagColumns, sql`, `)}` : sql``}
      from product p where ${sql.join([...base], sql` and `)}
    ),
    av as (
      select v.attribute_id, a.title, a.type, a.unit, a.position, v.value_text, v.value_boolean, v.value_number
      ${attributeValuesOf}
    )
    select 'total' as kind, null::text as attribute_id, null as title, null as type, null as unit, null::int as position, null as value, count(*)::int as n, null::text as lo, null::text as hi
      from b where ${except(null)}
    union all
    select 'price', null, null, null, null, null, null, null, min(b.price)::numeric(12,2)::text, max(b.price)::numeric(12,2)::text
      from b where ${except('price')}
    union all
    select 'availability', null, null, null, null, null, b.availability, count(*)::int, null, null
      from b where ${except('availability')} group by b.availability
    union all
    select 'value', av.attribute_id::text, av.title, av.type, av.unit, av.position, coalesce(av.value_text, av.value_boolean::text), count(*)::int, null, null
      from av where av.type <> 'number' group by av.attribute_id, av.title, av.type, av.unit, av.position, coalesce(av.value_text, av.value_boolean::text)
    union all
    select 'range', av.attribute_id::text, av.title, av.type, av.unit, av.position, null, count(*)::int, min(av.value_number)::text, max(av.value_number)::text
      from av where av.type = 'number' group by av.attribute_id, av.title, av.type, av.unit, av.position`,
  );
  return { total: Number(facetRows.find((r) => r.kind === 'total')?.n ?? 0), facets: toFacets(facetRows) };
}
