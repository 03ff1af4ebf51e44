import { AppError, ErrorCode } from '@shop/errors';
import { ru } from '@shop/i18n-ru';
import type { Db } from '../../db/database';
import { findCardRowsByIds } from '../product-cards/card-rows';
import { BASE_PRICING, pricingFor, type Pricing } from '../product-cards/pricing';
import type { FileStorage } from '../../storage/file-storage';
import type { UserRow } from '../identity/user';
import { asCustomerSees, presentOrder, type Order } from './present';
import { findOrder, type OrderWithDetails } from './repository';

/** Code 6 for an order that does not exist. */
export const orderNotFound = () => new AppError(ErrorCode.RecordNotFound, { message: ru.apiErrors.orderNotFound });

/** Orders as their pages show them, each line with its product's card at the reader's prices. */
export function createOrderReader({ db, storage }: { db: Db; storage: FileStorage }) {
  async function present(details: OrderWithDetails, pricing: Pricing): Promise<Order> {
    const productIds = details.lines.flatMap((l) => (l.productId === null ? [] : [l.productId]));
    const cards = new Map((await findCardRowsByIds(db, productIds, pricing)).map((c) => [c.id, c]));
    return presentOrder(details, cards, storage);
  }

  return {
    /** An order the user may read: code 6 when there is none, 16 when it is someone else's. */
    async own(user: UserRow, orderId: string): Promise<Order> {
      const details = await findOrder(db, orderId);
      if (details === undefined) throw orderNotFound();
      if (details.order.userId !== user.id) throw new AppError(ErrorCode.UserNotOrderOwner);
      return present(asCustomerSees(details), await pricingFor(db, user));
    },

    /** Any order, for the admin (base prices); code 6 when there is none. */
    async admin(orderId: string): Promise<Order> {
      const details = await findOrder(db, orderId);
      if (details === undefined) throw orderNotFound();
      return present(details, BASE_PRICING);
    },

    /** An order just written, as its customer's reply shows it (no second read of the order). */
    async written(user: UserRow, details: OrderWithDetails): Promise<Order> {
      return present(asCustomerSees(details), await pricingFor(db, user));
    },
  };
}

export type OrderReader = ReturnType<typeof createOrderReader>;
