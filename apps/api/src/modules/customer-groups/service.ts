import type { Schema } from '@shop/api-contract';
import { AppError, ErrorCode } from '@shop/errors';
import { ru } from '@shop/i18n-ru';
import type { Clock } from '../../clock';
import type { Db } from '../../db/database';
import type { WriteFeed } from '../../changes/write-feed';
import { pgErrorToAppError } from '../../db/pg-errors';
import { catalogueChanged } from '../product-cards/listing-cache';
import type { UserRow } from '../identity/user';
import * as repo from './repository';

/** A customer group as the admin sees it. */
export type CustomerGroup = Schema<'CustomerGroup'>;
/** Body of create and update. */
export type CustomerGroupInput = Schema<'CustomerGroupInput'>;

const notFound = () => new AppError(ErrorCode.RecordNotFound, { message: ru.apiErrors.customerGroupNotFound });

/** Code 13 where an operation needs the user in a customer group. */
export function assertInCustomerGroup(
  user: Pick<UserRow, 'customerGroupId'>,
): asserts user is Pick<UserRow, 'customerGroupId'> & { customerGroupId: string } {
  if (user.customerGroupId === null) throw new AppError(ErrorCode.UserNotInCustomerGroup);
}

/** Exact decimal as the contract writes it: '0', '12.5', '100'. */
function percent(value: string): string {
  return value.includes('.') ? value.replace(/\.?0+$/, '') : value;
}

function present(row: repo.CustomerGroupRow): CustomerGroup {
  return {
    id: row.id,
    title: row.title,
    description: row.description,
    discountPercent: percent(row.discountPercent),
    memberCount: row.memberCount,
    priceCount: row.priceCount,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** Maps the unique title to 4 and an unknown product of a price to 11 (the foreign key). */
async function mapConstraints<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (err) {
    throw pgErrorToAppError(err) ?? err;
  }
}

/**
 * Customer groups (B2B price lists). Codes: 4 a taken title, 6 an unknown group, 9 a non-customer as a
 * member, 11 a price of an unknown product, 13 removing a user who is not in the group.
 */
export function createCustomerGroupsService({ db, clock, writeFeed }: { db: Db; clock: Clock; writeFeed: WriteFeed }) {
  async function one(id: string): Promise<CustomerGroup> {
    const row = await repo.findCustomerGroup(db, id);
    if (row === undefined) throw notFound();
    return present(row);
  }

  async function requireGroup(tx: Db, id: string): Promise<void> {
    if ((await repo.findCustomerGroup(tx, id)) === undefined) throw notFound();
  }

  return {
    get: one,

    async list(filter: { page: number; limit: number; searchQuery?: string | undefined }) {
      const { rows, total } = await repo.listCustomerGroups(db, filter);
      return { customerGroupList: rows.map(present), pagination: { page: filter.page, limit: filter.limit, total } };
    },

    async create(input: CustomerGroupInput): Promise<CustomerGroup> {
      const now = clock.now();
      const id = await mapConstraints(() =>
        repo.insertCustomerGroup(db, {
          title: input.title.trim(),
          description: input.description ?? null,
          discountPercent: input.discountPercent ?? '0',
          createdAt: now,
          updatedAt: now,
        }),
      );
      return one(id);
    },

    async update(id: string, input: CustomerGroupInput): Promise<CustomerGroup> {
      const found = await mapConstraints(() =>
        repo.updateCustomerGroup(db, id, {
          title: input.title.trim(),
          ...(input.description !== undefined ? { description: input.description } : {}),
          ...(input.discountPercent !== undefined ? { discountPercent: input.discountPercent } : {}),
          updatedAt: clock.now(),
        }),
      );
      if (!found) throw notFound();
      // The discount prices the group's cards, product pages and price facets.
      catalogueChanged(writeFeed);
      return one(id);
    },

    async remove(id: string): Promise<void> {
      if (!(await repo.deleteCustomerGroup(db, id))) throw notFound();
      catalogueChanged(writeFeed);
    },

    /** Puts customers into the group, moving them from any other; code 9 for a non-customer, 6 for an unknown user. */
    async addMembers(id: string, userIds: readonly string[]): Promise<CustomerGroup> {
      await db.transaction(async (tx) => {
        await requireGroup(tx, id);
        const found = await repo.usersGroups(tx, userIds);
        if (found.length !== userIds.length)
          throw new AppError(ErrorCode.RecordNotFound, { message: ru.apiErrors.userNotFound });
        if (found.some((u) => u.role !== 'customer')) throw new AppError(ErrorCode.UserNotCustomer);
        await repo.setUsersGroup(tx, userIds, id, clock.now());
      });
      writeFeed.publish('membership');
      return one(id);
    },

    /** Takes users out of the group; code 13 when one of them is not in it. */
    async removeMembers(id: string, userIds: readonly string[]): Promise<CustomerGroup> {
      await db.transaction(async (tx) => {
        await requireGroup(tx, id);
        const found = await repo.usersGroups(tx, userIds);
        if (found.length !== userIds.length || found.some((u) => u.customerGroupId !== id))
          throw new AppError(ErrorCode.UserNotInCustomerGroup);
        await repo.setUsersGroup(tx, userIds, null, clock.now());
      });
      writeFeed.publish('membership');
      return one(id);
    },

    async prices(id: string, filter: { page: number; limit: number; searchQuery?: string | undefined }) {
      await requireGroup(db, id);
      const { rows, total } = await repo.listGroupPrices(db, id, filter);
      return {
        groupPriceList: rows.map((r) => ({
          product: { id: r.id, slug: r.slug, article: r.article, title: r.title },
          price: r.price,
        })),
        pagination: { page: filter.page, limit: filter.limit, total },
      };
    },

    async setPrices(id: string, prices: readonly { productId: string; price: string | null }[]): Promise<void> {
      await mapConstraints(() =>
        db.transaction(async (tx) => {
          await requireGroup(tx, id);
          await repo.setGroupPrices(tx, id, prices);
        }),
      );
      // Group prices move the group's price facet and price filter.
      catalogueChanged(writeFeed);
    },
  };
}

/** The customer groups service. */
export type CustomerGroupsService = ReturnType<typeof createCustomerGroupsService>;
