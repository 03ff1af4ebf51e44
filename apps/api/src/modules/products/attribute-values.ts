import type { Schema } from '@shop/api-contract';
import { AppError, ErrorCode } from '@shop/errors';
import { ru } from '@shop/i18n-ru';
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { attribute, attributeGroup, productAttributeValue } from '../../db/schema';

/** A product's attribute values under one attribute group. */
export type ProductAttributeGroup = Schema<'ProductAttributeGroup'>;

type AttributeRow = typeof attribute.$inferSelect;

const wrongValue = (attributeId: string, message: string) =>
  new AppError(ErrorCode.CheckViolation, { details: [{ field: `attributeValueList.${attributeId}`, message }] });

/** Exact number text without trailing zeros: '12.50' -> '12.5'. */
function numberText(value: string): string {
  return value.includes('.') ? value.replace(/\.?0+$/, '') : value;
}

/** One attribute value of a product with its attribute and the attribute's group (null outside a group). */
export interface AttributeValueRow {
  value: { valueText: string | null; valueNumber: string | null; valueBoolean: boolean | null };
  attr: { id: string; title: string; type: AttributeRow['type']; unit: string | null };
  group: { id: string; title: string; position: number } | null;
}

/**
 * The SQL order of a product's attribute values: by group position (values outside a group last), group title,
 * attribute position and title. The product page aggregates the rows in this order in SQL, the admin reads them in it.
 */
export const ATTRIBUTE_VALUE_ORDER = sql`${attributeGroup.position} nulls last, ${attributeGroup.title} asc, ${attribute.position} asc, ${attribute.title} asc, ${attribute.id} asc`;

/** The product's attribute values grouped by attribute group (by position; values outside a group last). */
export async function productAttributeGroups(db: Db, productId: string): Promise<ProductAttributeGroup[]> {
  const rows = await db
    .select({
      value: {
        valueText: productAttributeValue.valueText,
        valueNumber: productAttributeValue.valueNumber,
        valueBoolean: productAttributeValue.valueBoolean,
      },
      attr: { id: attribute.id, title: attribute.title, type: attribute.type, unit: attribute.unit },
      group: { id: attributeGroup.id, title: attributeGroup.title, position: attributeGroup.position },
    })
    .from(productAttributeValue)
    .innerJoin(attribute, eq(attribute.id, productAttributeValue.attributeId))
    .leftJoin(attributeGroup, eq(attributeGroup.id, attribute.groupId))
    .where(eq(productAttributeValue.productId, productId))
    .orderBy(ATTRIBUTE_VALUE_ORDER);
  return groupAttributeValues(rows);
}

/** Attribute value rows, in {@link ATTRIBUTE_VALUE_ORDER}, as the groups a product shows: typed values and their display text. */
export function groupAttributeValues(rows: readonly AttributeValueRow[]): ProductAttributeGroup[] {
  const groups: ProductAttributeGroup[] = [];
  for (const row of rows) {
    const { value, attr } = row;
    const raw =
      attr.type === 'number'
        ? Number(value.valueNumber)
        : attr.type === 'boolean'
          ? value.valueBoolean === true
          : (value.valueText ?? '');
    const shown =
      attr.type === 'number'
        ? numberText(value.valueNumber ?? '0')
        : attr.type === 'boolean'
          ? value.valueBoolean === true
            ? ru.common.yes
            : ru.common.no
          : (value.valueText ?? '');
    const item = {
      attributeId: attr.id,
      title: attr.title,
      type: attr.type,
      unit: attr.unit,
      value: raw,
      displayValue: attr.unit === null || attr.type === 'boolean' ? shown : `${shown} ${attr.unit}`,
    };
    const last = groups.at(-1);
    if (last !== undefined && (last.attributeGroup?.id ?? null) === (row.group?.id ?? null))
      last.attributeValueList.push(item);
    else groups.push({ attributeGroup: row.group, attributeValueList: [item] });
  }
  return groups;
}

/** Replaces all attribute values of a product; code 12 for a value of the wrong type or an unknown option, 6 for an unknown attribute. */
export async function replaceProductAttributeValues(
  db: Db,
  productId: string,
  input: readonly Schema<'AttributeValueInput'>[],
): Promise<void> {
  const ids = [...new Set(input.map((v) => v.attributeId))];
  const attributes: AttributeRow[] =
    ids.length === 0
      ? []
      : await db
          .select()
          .from(attribute)
          .where(sql`${attribute.id} in ${ids}`);
  const byId = new Map(attributes.map((a) => [a.id, a]));
  const values = input.map(({ attributeId, value }) => {
    const attr = byId.get(attributeId);
    if (attr === undefined) throw new AppError(ErrorCode.RecordNotFound, { message: ru.apiErrors.attributeNotFound });
    const base = {
      productId,
      attributeId,
      valueText: null as string | null,
      valueNumber: null as string | null,
      valueBoolean: null as boolean | null,
    };
    switch (attr.type) {
      case 'number': {
        const text = typeof value === 'number' ? String(value) : typeof value === 'string' ? value.trim() : '';
        if (!/^-?\d{1,15}(\.\d{1,6})?$/.test(text)) throw wrongValue(attributeId, ru.apiErrors.numberExpected);
        return { ...base, valueNumber: text };
      }
      case 'boolean':
        if (typeof value !== 'boolean') throw wrongValue(attributeId, ru.apiErrors.booleanExpected);
        return { ...base, valueBoolean: value };
      case 'enum':
        if (typeof value !== 'string' || !(attr.enumOptions ?? []).some((o) => o.value === value))
          throw wrongValue(attributeId, ru.apiErrors.noSuchOption);
        return { ...base, valueText: value };
      default:
        if (typeof value !== 'string' || value.trim() === '') throw wrongValue(attributeId, ru.apiErrors.textExpected);
        return { ...base, valueText: value.trim() };
    }
  });
  await db.delete(productAttributeValue).where(eq(productAttributeValue.productId, productId));
  if (values.length > 0) await db.insert(productAttributeValue).values(values);
}
