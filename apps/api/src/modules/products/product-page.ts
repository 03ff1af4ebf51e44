import type { Schema } from '@shop/api-contract';
import { sql, type Placeholder } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { jsonColumn } from '../../db/raw';
import { product } from '../../db/schema';
import type { FileStorage } from '../../storage/file-storage';
import { ATTRIBUTE_VALUE_ORDER, groupAttributeValues, type AttributeValueRow } from './attribute-values';
import {
  cardOf,
  cardSelection,
  mainImageJson,
  parseCardRow,
  primaryCategoryJson,
  stockAudienceOf,
  stockJson,
  type CardRow,
} from '../product-cards/card-rows';
import { presentProductMedia } from './multimedia';
import type { ProductMediaRow } from './multimedia-repository';
import { groupPersonalPriceSql } from '../product-cards/pricing';

type RelationKind = 'analogue' | 'accessory' | 'related';

/** A related product's card as the relations column holds it. */
type RelationCardRow = Pick<
  CardRow,
  | 'id'
  | 'slug'
  | 'article'
  | 'title'
  | 'basePrice'
  | 'personalPrice'
  | 'availability'
  | 'mainImage'
  | 'primaryCategory'
  | 'stock'
>;

/*
 * The sub-selects below name the page's product `"product"`, as the card columns do. The relations column
 * reads each related product from `product` again inside a lateral sub-select, where `"product"` is that
 * related product (the nearest scope wins), so the card columns serve both.
 */

/** The product's categories in the product's order of them. */
const categoriesJson = sql`coalesce((
    select json_agg(json_build_object('id', c.id, 'slug', c.slug, 'title', c.title) order by pc.position)
    from product_category pc join category c on c.id = pc.category_id
    where pc.product_id = "product".id), '[]'::json)`;

/** The product's images: the main one first, then by position. */
const multimediaJson = sql`coalesce((
    select json_agg(json_build_object('id', mf.id, 'bucket', sf.bucket, 'path', sf.path, 'alt', coalesce(pm.alt, mf.alt),
      'width', mf.width, 'height', mf.height, 'variants', mf.variants, 'position', pm.position, 'isMain', pm.is_main)
      order by pm.is_main desc, pm.position, pm.media_file_id)
    from product_media pm join media_file mf on mf.id = pm.media_file_id join stored_file sf on sf.id = mf.stored_file_id
    where pm.product_id = "product".id), '[]'::json)`;

/** The product's attribute values with their attributes and groups, in the admin's order; numbers as exact text. */
const attributesJson = sql`coalesce((
    select json_agg(json_build_object(
      'value', json_build_object('valueText', product_attribute_value.value_text, 'valueNumber', product_attribute_value.value_number::text,
        'valueBoolean', product_attribute_value.value_boolean),
      'attr', json_build_object('id', attribute.id, 'title', attribute.title, 'type', attribute.type, 'unit', attribute.unit),
      'group', case when attribute_group.id is null then null
        else json_build_object('id', attribute_group.id, 'title', attribute_group.title, 'position', attribute_group.position) end)
      order by ${ATTRIBUTE_VALUE_ORDER})
    from product_attribute_value
    join attribute on attribute.id = product_attribute_value.attribute_id
    left join attribute_group on attribute_group.id = attribute.group_id
    where product_attribute_value.product_id = "product".id), '[]'::json)`;

/** The live related products as cards priced for the group, by kind and position (money as exact text). */
function relationsJson(customerGroupId: Placeholder) {
  return sql`coalesce((
    select json_agg(json_build_object('kind', pr.kind, 'card', to_json(card)) order by pr.kind, pr.position)
    from product_relation pr
    cross join lateral (
      select "product".id, "product".slug, "product".article, "product".title, "product".base_price::text as "basePrice",
        (${groupPersonalPriceSql(customerGroupId, '"product"')})::numeric(12,2)::text as "personalPrice",
        "product".availability, ${mainImageJson} as "mainImage", ${primaryCategoryJson} as "primaryCategory",
        ${stockJson} as "stock"
      from product where "product".id = pr.related_product_id and "product".deleted_at is null) card
    where pr.product_id = "product".id), '[]'::json)`;
}

/**
 * The live product with `$slug` and everything its page shows, as one prepared statement: the card priced for the
 * customer group `$group` (null: base prices; the group's discount is read in the same statement), categories, images,
 * attribute values and the related products' cards as JSON columns. Prepared, as the cart's read is: building and
 * planning this statement costs more than running it, and it is the read of every product page.
 */
function prepareProductPageRead(db: Db) {
  const group = sql.placeholder('group');
  return db
    .select({
      ...cardSelection(groupPersonalPriceSql(group, '"product"')),
      categories: categoriesJson,
      multimedia: multimediaJson,
      attributeValues: attributesJson,
      relations: relationsJson(group),
    })
    .from(product)
    .where(sql`${product.slug} = ${sql.placeholder('slug')} and ${product.deletedAt} is null`)
    .limit(1)
    .prepare('product_page_read');
}

const productPageReads = new WeakMap<Db, ReturnType<typeof prepareProductPageRead>>();

/** The live product with this slug and what its page shows, priced for the customer group (null: base prices), in one statement; undefined when there is none. */
export async function findProductPage(db: Db, slug: string, customerGroupId: string | null) {
  let read = productPageReads.get(db);
  if (read === undefined) {
    read = prepareProductPageRead(db);
    productPageReads.set(db, read);
  }
  const [row] = await read.execute({ slug, group: customerGroupId });
  if (row === undefined) return undefined;
  return {
    ...parseCardRow(row),
    categories: jsonColumn(row.categories as { id: string; slug: string; title: string }[] | string),
    multimedia: jsonColumn(row.multimedia as ProductMediaRow[] | string),
    attributeValues: jsonColumn(row.attributeValues as AttributeValueRow[] | string),
    relations: jsonColumn(row.relations as { kind: RelationKind; card: RelationCardRow }[] | string),
  };
}

/**
 * The public product page of a row of {@link findProductPage}, read for the customer group `customerGroupId` (null:
 * base prices), whose customers alone are shown the free quantity.
 */
export function presentProductPage(
  storage: FileStorage,
  row: NonNullable<Awaited<ReturnType<typeof findProductPage>>>,
  customerGroupId: string | null,
): Schema<'Product'> {
  const audience = stockAudienceOf(customerGroupId);
  // cardOf reads only the card's own columns, which the relations column holds.
  const of = (kind: RelationKind) =>
    row.relations.filter((r) => r.kind === kind).map((r) => cardOf(storage, r.card as CardRow, audience));
  return {
    ...cardOf(storage, row, audience),
    description: row.descriptionHtml === '' ? null : row.descriptionHtml,
    categories: row.categories,
    multimedia: row.multimedia.map((m) => presentProductMedia(storage, m)),
    attributeGroupList: groupAttributeValues(row.attributeValues),
    relations: { analogues: of('analogue'), accessories: of('accessory'), related: of('related') },
    seoTitle: row.seoTitle,
    seoDescription: row.seoDescription,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}
