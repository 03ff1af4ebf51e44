import { randomUUID } from 'node:crypto';
import type { Schema } from '@shop/api-contract';
import { AppError, ErrorCode } from '@shop/errors';
import { ru } from '@shop/i18n-ru';
import { and, asc, eq, ilike, isNull, sql } from 'drizzle-orm';
import type { Clock } from '../../clock';
import type { Db } from '../../db/database';
import type { WriteFeed } from '../../changes/write-feed';
import { pgErrorToAppError } from '../../db/pg-errors';
import { attribute, attributeGroup, productAttributeValue } from '../../db/schema';
import { catalogueChanged } from '../product-cards/listing-cache';
import { escapeLike } from '../../db/like';

/** An attribute as the admin sees it. */
export type Attribute = Schema<'Attribute'>;
/** An attribute group as the admin sees it. */
export type AttributeGroup = Schema<'AttributeGroup'>;

type Paging = { page: number; limit: number; searchQuery?: string | undefined };

const attributeNotFound = () => new AppError(ErrorCode.RecordNotFound, { message: ru.apiErrors.attributeNotFound });
const groupNotFound = () => new AppError(ErrorCode.RecordNotFound, { message: ru.apiErrors.attributeGroupNotFound });
const inUse = (message: string) => new AppError(ErrorCode.ForeignKeyViolation, { message });

async function mapConstraints<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (err) {
    throw pgErrorToAppError(err) ?? err;
  }
}

// Written out: in a one-table select Drizzle leaves columns unqualified.
const productCount = sql<number>`(select count(*)::int from product_attribute_value v where v.attribute_id = "attribute"."id")`;
const attributeCount = sql<number>`(select count(*)::int from attribute a where a.group_id = "attribute_group"."id")`;

/**
 * Attributes and attribute groups. Codes: 4 a group title taken, 6 unknown records, 11 deleting an
 * attribute that products use (their values must go first), a group holding attributes, or removing an
 * enum option a product uses; 12 changing the type of a used attribute or an enum without options.
 */
export function createAttributesService({ db, clock, writeFeed }: { db: Db; clock: Clock; writeFeed: WriteFeed }) {
  async function attributes(where: ReturnType<typeof and>, paging?: Paging) {
    const rows = await db
      .select({
        a: attribute,
        g: { id: attributeGroup.id, title: attributeGroup.title, position: attributeGroup.position },
        productCount,
      })
      .from(attribute)
      .leftJoin(attributeGroup, eq(attributeGroup.id, attribute.groupId))
      .where(where)
      .orderBy(
        sql`${attributeGroup.position} nulls first`,
        asc(attribute.position),
        asc(attribute.title),
        asc(attribute.id),
      )
      .limit(paging?.limit ?? 1)
      .offset(paging === undefined ? 0 : (paging.page - 1) * paging.limit);
    return rows.map((r): Attribute => ({
      id: r.a.id,
      title: r.a.title,
      type: r.a.type,
      unit: r.a.unit,
      isFilterable: r.a.isFilterable,
      position: r.a.position,
      attributeGroup: r.g,
      optionList: (r.a.enumOptions ?? []).map((o, position) => ({ id: o.id, value: o.value, position })),
      productCount: r.productCount,
      createdAt: r.a.createdAt.toISOString(),
      updatedAt: r.a.updatedAt.toISOString(),
    }));
  }

  async function oneAttribute(id: string): Promise<Attribute> {
    const [found] = await attributes(eq(attribute.id, id));
    if (found === undefined) throw attributeNotFound();
    return found;
  }

  async function groups(where: ReturnType<typeof and>, paging?: Paging): Promise<AttributeGroup[]> {
    const rows = await db
      .select({ g: attributeGroup, attributeCount })
      .from(attributeGroup)
      .where(where)
      .orderBy(asc(attributeGroup.position), asc(attributeGroup.title))
      .limit(paging?.limit ?? 1)
      .offset(paging === undefined ? 0 : (paging.page - 1) * paging.limit);
    return rows.map((r) => ({
      id: r.g.id,
      title: r.g.title,
      position: r.g.position,
      attributeCount: r.attributeCount,
      createdAt: r.g.createdAt.toISOString(),
      updatedAt: r.g.updatedAt.toISOString(),
    }));
  }

  async function oneGroup(id: string): Promise<AttributeGroup> {
    const [found] = await groups(eq(attributeGroup.id, id));
    if (found === undefined) throw groupNotFound();
    return found;
  }

  return {
    getAttribute: oneAttribute,
    getGroup: oneGroup,

    /** One page of attributes, by a title search and by group (`none` = the ungrouped ones, absent = all). */
    async listAttributes(paging: Paging & { attributeGroupId?: string | undefined }) {
      const query = paging.searchQuery?.trim();
      const group = paging.attributeGroupId;
      const where = and(
        query ? ilike(attribute.title, `%${escapeLike(query)}%`) : undefined,
        group === undefined ? undefined : group === 'none' ? isNull(attribute.groupId) : eq(attribute.groupId, group),
      );
      const [total] = await db
        .select({ n: sql<number>`count(*)::int` })
        .from(attribute)
        .where(where);
      return {
        attributeList: await attributes(where, paging),
        pagination: { page: paging.page, limit: paging.limit, total: total?.n ?? 0 },
      };
    },

    async listGroups(paging: Paging) {
      const query = paging.searchQuery?.trim();
      const where = query ? ilike(attributeGroup.title, `%${escapeLike(query)}%`) : undefined;
      const [total] = await db
        .select({ n: sql<number>`count(*)::int` })
        .from(attributeGroup)
        .where(where);
      return {
        attributeGroupList: await groups(where, paging),
        pagination: { page: paging.page, limit: paging.limit, total: total?.n ?? 0 },
      };
    },

    async upsertAttribute(input: Schema<'AttributeUpsertRequest'>): Promise<Attribute> {
      const now = clock.now();
      const options =
        input.type === 'enum'
          ? (input.optionList ?? []).map((o) => ({ id: o.id ?? randomUUID(), value: o.value.trim() }))
          : null;
      if (options !== null && options.length === 0) {
        throw new AppError(ErrorCode.CheckViolation, {
          details: [{ field: 'optionList', message: ru.apiErrors.enumNeedsOptions }],
        });
      }
      const id = await mapConstraints(() =>
        db.transaction(async (tx) => {
          if (
            input.attributeGroupId != null &&
            (
              await tx
                .select({ id: attributeGroup.id })
                .from(attributeGroup)
                .where(eq(attributeGroup.id, input.attributeGroupId))
            ).length === 0
          ) {
            throw groupNotFound();
          }
          const values = {
            title: input.title.trim(),
            type: input.type,
            unit: input.unit ?? null,
            isFilterable: input.isFilterable ?? false,
            groupId: input.attributeGroupId ?? null,
            enumOptions: options,
            updatedAt: now,
            ...(input.position !== undefined ? { position: input.position } : {}),
          };
          if (input.id === null) {
            const [row] = await tx
              .insert(attribute)
              .values({ ...values, createdAt: now })
              .returning({ id: attribute.id });
            if (row === undefined) throw new Error('insert into attribute returned nothing');
            return row.id;
          }
          const [current] = await tx.select().from(attribute).where(eq(attribute.id, input.id)).limit(1);
          if (current === undefined) throw attributeNotFound();
          const used = await tx
            .select({ text: productAttributeValue.valueText })
            .from(productAttributeValue)
            .where(eq(productAttributeValue.attributeId, input.id));
          if (used.length > 0 && current.type !== input.type) {
            throw new AppError(ErrorCode.CheckViolation, { message: ru.apiErrors.attributeTypeInUse });
          }
          if (options !== null) {
            const kept = new Set(options.map((o) => o.value));
            if (used.some((u) => u.text !== null && !kept.has(u.text))) throw inUse(ru.apiErrors.optionInUse);
          }
          await tx.update(attribute).set(values).where(eq(attribute.id, input.id));
          return input.id;
        }),
      );
      // Title, unit, type, position and isFilterable all show in the listing's facets.
      catalogueChanged(writeFeed);
      return oneAttribute(id);
    },

    /** Deletes an attribute; code 11 while products have a value of it. */
    async deleteAttribute(id: string): Promise<void> {
      const rows = await mapConstraints(() =>
        db.delete(attribute).where(eq(attribute.id, id)).returning({ id: attribute.id }),
      );
      if (rows.length === 0) throw attributeNotFound();
      catalogueChanged(writeFeed);
    },

    async upsertGroup(input: Schema<'AttributeGroupUpsertRequest'>): Promise<AttributeGroup> {
      const now = clock.now();
      const values = {
        title: input.title.trim(),
        updatedAt: now,
        ...(input.position !== undefined ? { position: input.position } : {}),
      };
      const id = await mapConstraints(async () => {
        if (input.id === null) {
          const [row] = await db
            .insert(attributeGroup)
            .values({ ...values, createdAt: now })
            .returning({ id: attributeGroup.id });
          return row?.id;
        }
        const [row] = await db
          .update(attributeGroup)
          .set(values)
          .where(eq(attributeGroup.id, input.id))
          .returning({ id: attributeGroup.id });
        return row?.id;
      });
      if (id === undefined) throw groupNotFound();
      // Product pages show the group's title and order.
      catalogueChanged(writeFeed);
      return oneGroup(id);
    },

    /** Deletes an empty group; code 11 while it holds attributes. */
    async deleteGroup(id: string): Promise<void> {
      const rows = await mapConstraints(() =>
        db.delete(attributeGroup).where(eq(attributeGroup.id, id)).returning({ id: attributeGroup.id }),
      );
      if (rows.length === 0) throw groupNotFound();
      catalogueChanged(writeFeed);
    },
  };
}

/** The attributes service. */
export type AttributesService = ReturnType<typeof createAttributesService>;
