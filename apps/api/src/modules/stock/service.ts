import type { Schema } from '@shop/api-contract';
import { freeStock, shownFreeQuantity, shownStockChange, stockAvailability, stockSetByHand } from '@shop/domain';
import { AppError, ErrorCode } from '@shop/errors';
import { fill, ru } from '@shop/i18n-ru';
import type { WriteFeed } from '../../changes/write-feed';
import type { Clock } from '../../clock';
import type { Db } from '../../db/database';
import { shownStockChanged } from '../product-cards/listing-cache';
import * as repo from './repository';

export type ProductStock = Schema<'ProductStock'>;
export type StockMovement = Schema<'StockMovement'>;

const notFound = () => new AppError(ErrorCode.RecordNotFound, { message: ru.apiErrors.productNotFound });

/** What a product not counted yet starts from: nothing on hand, nothing held, its sale as set by hand, nothing shown. */
function uncounted(productId: string, availability: repo.Availability, at: Date): repo.StockRow {
  const empty = { onHand: 0, reserved: 0 };
  return {
    productId,
    ...empty,
    ...stockSetByHand(empty, availability),
    leadTimeDays: null,
    shownFree: null,
    updatedAt: at,
  };
}

function present(productId: string, availability: repo.Availability, stock: repo.StockRow | undefined): ProductStock {
  return {
    productId,
    tracked: stock !== undefined,
    onHand: stock?.onHand ?? 0,
    reserved: stock?.reserved ?? 0,
    free: stock === undefined ? 0 : freeStock(stock),
    backorder: stock?.backorder ?? false,
    leadTimeDays: stock?.leadTimeDays ?? null,
    saleStopped: stock?.saleStopped ?? availability === 'not_sold',
    availability,
    updatedAt: stock?.updatedAt.toISOString() ?? null,
  };
}

/**
 * A product's counted stock for the administrator (issue #28, decision 013): the figures, the settings (sold on order,
 * lead time, a stopped sale) and the adjustments after a count, each kept as a movement. Every write sets the
 * product's shown availability and free quantity from the count, and purges the pages whose view of it changed:
 * everyone's (availability, «Мало», lead time) or only customer groups' (their number). Codes: 6 an unknown
 * product; 12 an on-hand below what open orders hold of a product not sold on order; 32 a count changed meanwhile.
 */
export function createStockService({ db, clock, writeFeed }: { db: Db; clock: Clock; writeFeed: WriteFeed }) {
  /** Runs `change` on the locked row (made when the product was not counted), saves it and the shown availability. */
  async function write(
    productId: string,
    change: (row: repo.StockRow, locked: { stock: repo.StockRow | undefined }) => repo.StockRow,
    movement?: { reason: string; changedBy: string },
  ): Promise<ProductStock> {
    const at = clock.now();
    const { result, shownChange } = await db.transaction(async (tx) => {
      const locked = await repo.lockStock(tx, productId);
      if (locked === undefined) throw notFound();
      const before = locked.stock ?? uncounted(productId, locked.availability, at);
      const changed = change(before, locked);
      const after = { ...changed, shownFree: shownFreeQuantity(changed), updatedAt: at };
      await repo.saveStock(tx, after);
      if (movement !== undefined) {
        await repo.insertMovement(tx, {
          productId,
          kind: 'adjustment',
          onHandFrom: before.onHand,
          onHandTo: after.onHand,
          reservedFrom: before.reserved,
          reservedTo: after.reserved,
          reason: movement.reason,
          changedBy: movement.changedBy,
          createdAt: at,
        });
      }
      const availability = stockAvailability(after);
      await repo.setAvailability(tx, productId, locked.availability, availability, at);
      // Compared with what the pages last showed, which a checkout that has not synced yet may not have changed.
      return {
        result: present(productId, availability, after),
        shownChange: shownStockChange(repo.shownBefore(before), after),
      };
    });
    shownStockChanged(writeFeed, shownChange);
    return result;
  }

  return {
    async get(productId: string): Promise<ProductStock> {
      const found = await repo.readStock(db, productId);
      if (found === undefined) throw notFound();
      return present(productId, found.availability, found.stock);
    },

    /** Sets the quantity on hand with its reason; `expectedOnHand` guards against a count changed meanwhile (32). */
    adjust(productId: string, input: Schema<'StockAdjustmentInput'>, changedBy: string): Promise<ProductStock> {
      return write(
        productId,
        (row, { stock }) => {
          if ((stock?.onHand ?? null) !== input.expectedOnHand)
            throw new AppError(ErrorCode.Conflict, { message: ru.apiErrors.stockChangedMeanwhile });
          if (!row.backorder && input.onHand < row.reserved) {
            throw new AppError(ErrorCode.CheckViolation, {
              details: [
                { field: 'onHand', message: fill(ru.apiErrors.stockBelowReserved, { reserved: row.reserved }) },
              ],
            });
          }
          return { ...row, onHand: input.onHand };
        },
        { reason: input.reason.trim(), changedBy },
      );
    },

    /** Sold on order, lead time and a stopped sale; turning off sale on order is refused while it holds more than is on hand. */
    updateSettings(productId: string, input: Schema<'ProductStockSettingsInput'>): Promise<ProductStock> {
      return write(productId, (row) => {
        const next = {
          ...row,
          ...(input.backorder !== undefined ? { backorder: input.backorder } : {}),
          ...(input.leadTimeDays !== undefined ? { leadTimeDays: input.leadTimeDays } : {}),
          ...(input.saleStopped !== undefined ? { saleStopped: input.saleStopped } : {}),
        };
        if (!next.backorder && next.reserved > next.onHand) {
          throw new AppError(ErrorCode.CheckViolation, {
            details: [
              {
                field: 'backorder',
                message: fill(ru.apiErrors.backorderWithReserved, { reserved: next.reserved, onHand: next.onHand }),
              },
            ],
          });
        }
        return next;
      });
    },

    async movements(productId: string, paging: { page: number; limit: number }) {
      if ((await repo.readStock(db, productId)) === undefined) throw notFound();
      const { rows, total } = await repo.listMovements(db, productId, paging);
      const stockMovementList: StockMovement[] = rows.map(({ movement, orderNumber, user }) => ({
        id: movement.id,
        kind: movement.kind,
        onHandFrom: movement.onHandFrom,
        onHandTo: movement.onHandTo,
        reservedFrom: movement.reservedFrom,
        reservedTo: movement.reservedTo,
        order: movement.orderId === null || orderNumber === null ? null : { id: movement.orderId, number: orderNumber },
        reason: movement.reason,
        changedBy: user,
        createdAt: movement.createdAt.toISOString(),
      }));
      return { stockMovementList, pagination: { ...paging, total } };
    },
  };
}

export type StockService = ReturnType<typeof createStockService>;
