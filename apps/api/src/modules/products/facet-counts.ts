import type { StockAvailability as Availability } from '@shop/domain';
import type { Schema } from '@shop/api-contract';
import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { queryRows } from '../../db/raw';
import { CATALOGUE_FACET_SCOPE } from '../../db/schema';
import type { Pricing } from '../product-cards/pricing';

/** Facets of a public listing. */
export type ProductFacets = Schema<'ProductFacets'>;

/** One row of a facet statement: the total, the price range, an availability count, an attribute value's count or a number attribute's range. */
export interface FacetRow {
  kind: 'total' | 'price' | 'availability' | 'value' | 'range';
  attribute_id: string | null;
  title: string | null;
  type: 'string' | 'number' | 'boolean' | 'enum' | null;
  unit: string | null;
  position: number | null;
  value: string | null;
  n: number | string | null;
  lo: string | null;
  hi: string | null;
}

/** Facets of a whole result and its exact total. */
export interface FacetResult {
  total: number;
  facets: ProductFacets;
}

/**
 * The facets of a category's live sub-tree (or of the whole catalogue when `categorySlug` is undefined) with no filter
 * applied, read from the counts the writes keep (table facet_count, migration 0015) — a few dozen rows, however many
 * products the category holds. The caller has checked that the category exists.
 *
 * Why counts kept by the writes: the live statement (`countFacets` in listing.ts) reads every product of the
 * sub-tree and every attribute value of each — 19 000 products and about 100 000 values for a big category at
 * 100 000 products, where the page answered 30 req/s cold on two cores — and the plain category page is the
 * listing most visited. Search engines keep such counts per value (Lucene/Elasticsearch aggregate per-value posting
 * lists, Solr's facet cache); a bitmap per value (roaring bitmaps, as in pg_roaringbitmap or Meilisearch) would still
 * intersect 20 000 bits per value per request and needs an extension PGlite lacks, as do the search extensions of
 * PostgreSQL (ParadeDB, ZomboDB). Counts per scope are exact and cost a write a few row updates, and triggers keep
 * them in the same transaction as the write, so they are right on both engines whatever code writes (the admin API,
 * the seed, SQL by hand). The filtered listing still counts live: filters multiply the combinations past what can be
 * kept.
 *
 * The price facet of a customer group: the group's prices are counted per scope too ('gp:<group>'), and so are the
 * base prices of the products that have one ('gpb:<group>'); the cheapest product without a group price is the
 * lowest base price whose count exceeds the count of products that have a group price at that base price. Its
 * discounted price is rounded as `personalPriceSql` rounds, which keeps the order, so min and max are exact.
 */
export async function readFacetCounts(
  db: Db,
  categorySlug: string | undefined,
  pricing: Pricing,
): Promise<FacetResult> {
  const scope =
    categorySlug === undefined
      ? sql`${CATALOGUE_FACET_SCOPE}::uuid`
      : sql`(select id from category where slug = ${categorySlug} and deleted_at is null)`;
  const rows = await queryRows<FacetRow>(
    db,
    sql`
    with s as materialized (select ${scope} as id)
    select 'availability' as kind, null::text as attribute_id, null as title, null as type, null as unit, null::int as position, f.value_text as value, f.n, null::text as lo, null::text as hi
      from facet_count f where f.scope_id = (select id from s) and f.facet = 'availability'
    union all
    select 'price', null, null, null, null, null, null, null, lo::numeric(12,2)::text, hi::numeric(12,2)::text from (${priceRangeSql(pricing)}) r
    union all
    select 'value', a.id::text, a.title, a.type, a.unit, a.position, f.value_text, f.n, null, null
      from attribute a cross join lateral (${valuesOf(sql`a`)}) f
      where a.is_filterable and a.type <> 'number'
    union all
    select 'range', a.id::text, a.title, a.type, a.unit, a.position, null, sum(f.n)::int, min(f.value_number)::text, max(f.value_number)::text
      from attribute a cross join lateral (${valuesOf(sql`a`)}) f
      where a.is_filterable and a.type = 'number'
      group by a.id, a.title, a.type, a.unit, a.position`,
  );
  const total = rows.filter((r) => r.kind === 'availability').reduce((sum, r) => sum + Number(r.n), 0);
  return { total, facets: toFacets(rows) };
}

/**
 * The scope's counter rows of attribute `a`, an index range per attribute. `offset 0` keeps it a lateral subquery:
 * joined flat, the planner hashes every counter row of the scope (74 000 for a big category, mostly prices) instead.
 */
function valuesOf(a: SQL): SQL {
  return sql`select f.value_text, f.value_number, f.n from facet_count f where f.scope_id = (select id from s) and f.facet = ${a}.id::text offset 0`;
}

/** min and max of the scope's prices for `pricing` as columns lo, hi (numeric; null when the scope is empty). */
function priceRangeSql(pricing: Pricing): SQL {
  const base = (order: SQL) =>
    sql`(select f.value_number from facet_count f where f.scope_id = (select id from s) and f.facet = 'price' and f.value_text = '' order by f.value_number ${order} limit 1)`;
  if (pricing.customerGroupId === null) return sql`select ${base(sql`asc`)} as lo, ${base(sql`desc`)} as hi`;
  const groupPrice = `gp:${pricing.customerGroupId}`;
  const withGroupPrice = `gpb:${pricing.customerGroupId}`;
  const groupPriced = (order: SQL) =>
    sql`(select f.value_number from facet_count f where f.scope_id = (select id from s) and f.facet = ${groupPrice} and f.value_text = '' order by f.value_number ${order} limit 1)`;
  // The base price nearest the end `order` gives, among products without a group price; discounted as personalPriceSql does.
  const discounted = (order: SQL) => sql`(
    select round(f.value_number * (100 - ${pricing.discountPercent}::numeric) / 100, 2)
    from facet_count f where f.scope_id = (select id from s) and f.facet = 'price' and f.value_text = ''
      and f.n > coalesce((select g.n from facet_count g where g.scope_id = f.scope_id and g.facet = ${withGroupPrice} and g.value_text = '' and g.value_number = f.value_number), 0)
    order by f.value_number ${order} limit 1)`;
  return sql`select least(${groupPriced(sql`asc`)}, ${discounted(sql`asc`)}) as lo, greatest(${groupPriced(sql`desc`)}, ${discounted(sql`desc`)}) as hi`;
}

const AVAILABILITY_ORDER: readonly Availability[] = ['in_stock', 'on_order', 'out_of_stock', 'not_sold'];

/** The facets of a facet statement's rows: availability in its fixed order, attributes by position and title, values by text. */
export function toFacets(rows: readonly FacetRow[]): ProductFacets {
  const priceRow = rows.find((r) => r.kind === 'price');
  const availability = rows
    .filter((r) => r.kind === 'availability')
    .map((r) => ({ value: r.value as Availability, count: Number(r.n) }))
    .sort((a, b) => AVAILABILITY_ORDER.indexOf(a.value) - AVAILABILITY_ORDER.indexOf(b.value));
  const attributes = new Map<string, ProductFacets['attributes'][number] & { position: number }>();
  for (const r of rows) {
    if ((r.kind !== 'value' && r.kind !== 'range') || r.attribute_id === null || r.type === null) continue;
    const facet = attributes.get(r.attribute_id) ?? {
      attributeId: r.attribute_id,
      title: r.title ?? '',
      type: r.type,
      unit: r.unit,
      values: [],
      range: null,
      position: Number(r.position ?? 0),
    };
    if (r.kind === 'value') facet.values.push({ value: r.value ?? '', count: Number(r.n) });
    else facet.range = { min: Number(r.lo), max: Number(r.hi) };
    attributes.set(r.attribute_id, facet);
  }
  return {
    price: { min: priceRow?.lo ?? null, max: priceRow?.hi ?? null },
    availability,
    attributes: [...attributes.values()]
      .sort((a, b) => a.position - b.position || a.title.localeCompare(b.title, 'ru'))
      .map(({ position: _position, ...facet }) => ({
        ...facet,
        values: facet.values.sort((x, y) => x.value.localeCompare(y.value, 'ru')),
      })),
  };
}
