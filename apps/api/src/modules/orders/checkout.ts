import { createHash } from 'node:crypto';
import type { Schema } from '@shop/api-contract';
import { freeStock, isPurchasableAvailability, orderSearchText, shipsFree, stockShortfall } from '@shop/domain';
import { AppError, ErrorCode } from '@shop/errors';
import { BRAND_DEFAULT, fill, kopecksToDecimal, toKopecks, ru } from '@shop/i18n-ru';
import type { Clock } from '../../clock';
import type { Db } from '../../db/database';
import { violatedConstraint } from '../../db/pg-errors';
import { requireConfirmedEmail } from '../identity/identity';
import type { Letter } from '../../mail/mailer';
import { priceGroupOf } from '../product-cards/pricing';
import type { UserRow } from '../identity/user';
import { checkCheckoutRequest, type CheckedCheckout, type CheckoutRequest } from './checkout-input';
import type { WriteFeed } from '../../changes/write-feed';
import { shownStockChanged } from '../product-cards/listing-cache';
import { syncShownStock } from '../stock/repository';
import {
  isCartChanged,
  isStockChanged,
  readCheckout,
  writeOrder,
  type CheckoutLine,
  type CheckoutRead,
} from './checkout-repository';
import { newOrderNoticeLetter, orderPlacedLetter } from './letters';
import type { OrderReader } from './order-reader';
import type { Order } from './present';
import { findLatestOrder, type OrderRow, type OrderWithDetails } from './repository';

export type CheckoutPrefill = Schema<'CheckoutPrefill'>;

/** What a checkout did: made an order (as written), or found the one a retried key made. */
type PlacedOrder =
  { created: true; details: OrderWithDetails; orderEmail: string | null } | { created: false; orderId: string };

/** The unique index that makes one key one order. */
const IDEMPOTENCY_INDEX = 'orders_user_idempotency_key';

/** Reads and writes one checkout tries before it gives up on a cart that keeps changing under it (code 32). */
const MAX_CHECKOUT_ATTEMPTS = 3;

export interface CheckoutDependencies {
  db: Db;
  clock: Clock;
  /** Told when a reservation changed what the pages show (the last free piece went, «Мало», a group's number). */
  writeFeed: WriteFeed;
  reader: OrderReader;
  send: (letter: Letter, kind: string) => Promise<void>;
  storefrontOrigin: string;
  adminOrigin: string;
  /** Told of every checkout that wrote an order (`placed`) or answered a retry with one (`replayed`): the metrics. */
  onCheckout?: (outcome: 'placed' | 'replayed') => void;
}

/** Checkout: from the caller's cart to an order, and the form's starting values. */
export function createCheckout({
  db,
  clock,
  writeFeed,
  reader,
  send,
  storefrontOrigin,
  adminOrigin,
  onCheckout = () => undefined,
}: CheckoutDependencies) {
  /**
   * A checkout in two statements (see the note in repository.ts): read the cart, a retried key's order and the
   * settings; write the order. A write that finds the cart changed under it (a parallel checkout of the same cart, a
   * parallel edit) or a retry of its key already done reads again, so the caller gets 15, the other order, or this
   * order of the cart as it now is. A new order comes back as it was written, so the reply needs no second read.
   */
  async function placeOrder(
    user: UserRow,
    request: CheckoutRequest,
    idempotencyKey: string | undefined,
  ): Promise<PlacedOrder> {
    const checked = checkCheckoutRequest(request, user);
    const requestHash =
      idempotencyKey === undefined ? null : createHash('sha256').update(JSON.stringify(request)).digest('hex');
    for (let attempt = 1; ; attempt++) {
      const read = await readCheckout(db, user.id, idempotencyKey, priceGroupOf(user));
      if (read.earlier !== null) {
        if (read.earlier.requestHash !== requestHash)
          throw new AppError(ErrorCode.Conflict, { message: ru.apiErrors.idempotencyKeyReused });
        return { created: false, orderId: read.earlier.id };
      }
      if (read.cartId === null || read.lines.length === 0) throw new AppError(ErrorCode.CartIsEmpty);
      const refused = read.lines.flatMap((line) => {
        const reason = refusalOf(line);
        return reason === null ? [] : [{ field: line.productId, message: reason }];
      });
      if (refused.length > 0) {
        throw new AppError(ErrorCode.ProductCannotBePurchased, {
          message:
            refused.length === 1 ? ru.apiErrors.oneProductNotPurchasable : ru.apiErrors.someProductsNotPurchasable,
          details: refused,
        });
      }
      try {
        return await write(user, checked, read, idempotencyKey, requestHash);
      } catch (err) {
        const lostRace = isCartChanged(err) || isStockChanged(err) || violatedConstraint(err) === IDEMPOTENCY_INDEX;
        if (!lostRace || attempt >= MAX_CHECKOUT_ATTEMPTS)
          throw lostRace ? new AppError(ErrorCode.Conflict, { message: ru.apiErrors.cartChangedDuringCheckout }) : err;
      }
    }
  }

  /**
   * Why a line cannot be bought, in the words the checkout shows (null when it can): deleted, not sold, or more than a
   * counted product has free (the detail names the quantity free).
   */
  function refusalOf(line: CheckoutLine): string | null {
    const named = (text: string, extra: Record<string, string | number> = {}) =>
      fill(text, { title: line.title, article: line.article, ...extra });
    if (line.deleted) return named(ru.apiErrors.lineDeleted);
    if (line.stock === null)
      return isPurchasableAvailability(line.availability) ? null : named(ru.apiErrors.lineNotSold);
    if (line.stock.saleStopped) return named(ru.apiErrors.lineNotSold);
    if (stockShortfall(line.stock, line.quantity) === 0) return null;
    return named(ru.apiErrors.lineShort, { free: freeStock(line.stock), quantity: line.quantity });
  }

  /** Writes the order of what `read` found, and returns it as written. */
  async function write(
    user: UserRow,
    checked: CheckedCheckout,
    read: CheckoutRead,
    idempotencyKey: string | undefined,
    requestHash: string | null,
  ): Promise<PlacedOrder> {
    const now = clock.now();
    let itemsTotal = 0n;
    const lines = read.lines.map((line, position) => {
      const total = toKopecks(line.price) * BigInt(line.quantity);
      itemsTotal += total;
      return {
        position,
        productId: line.productId,
        article: line.article,
        title: line.title,
        price: line.price,
        quantity: line.quantity,
        total: kopecksToDecimal(total),
      };
    });
    const order = {
      userId: user.id,
      payerType: checked.payerType,
      company: checked.company,
      contact: checked.contact,
      deliveryMethod: checked.delivery.method,
      deliveryAddress: checked.delivery.address,
      transportCompany: checked.delivery.transportCompany,
      comment: checked.comment,
      itemsTotal: kopecksToDecimal(itemsTotal),
      shippingCost: shipsFree(read.freeShippingCost, itemsTotal) ? '0.00' : null,
      vatRate: read.vatRate,
      lineCount: lines.length,
      searchText: orderSearchText({
        contactEmail: checked.contact.email,
        customerEmail: user.email,
        company: checked.company,
      }),
      idempotencyKey: idempotencyKey ?? null,
      requestHash,
      createdAt: now,
    };
    const { id, number, reserved } = await writeOrder(db, read.cartId as string, order, lines);
    const held = new Map(reserved.map((r) => [r.productId, r.quantity]));
    shownStockChanged(writeFeed, await syncShownStock(db, [...held.keys()], now));
    const row: OrderRow = {
      ...order,
      id,
      number,
      status: 'created',
      managerComment: null,
      updatedAt: now,
      statusChangedAt: now,
      paymentStatus: 'awaiting',
      paidAmount: '0',
      shipmentStatus: 'preparing',
      carrier: null,
      waybillNumber: null,
    };
    const customer = {
      id: user.id,
      email: user.email,
      firstName: user.firstName,
      lastName: user.lastName,
      companyTitle: user.companyTitle,
    };
    return {
      created: true,
      orderEmail: read.orderEmail,
      details: {
        order: row,
        customer,
        lines: lines.map((line) => ({ ...line, orderId: id, reservedQuantity: held.get(line.productId) ?? 0 })),
        history: [{ fromStatus: null, toStatus: 'created', createdAt: now, comment: null, changedBy: customer }],
        fulfilment: { payments: [], shipments: [], documents: [] },
      },
    };
  }

  return {
    /** Code 9 for a non-customer and 18 for an unconfirmed email are checked by the caller's identity first. */
    async checkout(user: UserRow, request: CheckoutRequest, idempotencyKey: string | undefined): Promise<Order> {
      requireConfirmedEmail(user);
      const placed = await placeOrder(user, request, idempotencyKey);
      onCheckout(placed.created ? 'placed' : 'replayed');
      if (!placed.created) return reader.own(user, placed.orderId);
      const order = await reader.written(user, placed.details);
      // requireConfirmedEmail above: the account's address is confirmed, and the letter goes there, not to the contact's.
      await send(orderPlacedLetter(order, user.email, storefrontOrigin, BRAND_DEFAULT), 'order_placed');
      if (placed.orderEmail !== null)
        await send(newOrderNoticeLetter(order, placed.orderEmail, adminOrigin), 'new_order_notice');
      return order;
    },

    /** The checkout form's starting values: the latest order's, else the profile's. */
    async prefill(user: UserRow): Promise<CheckoutPrefill> {
      const latest = await findLatestOrder(db, user.id);
      if (latest !== undefined) {
        const c = latest.company;
        return {
          payerType: latest.payerType,
          company: c === null ? { ...emptyCompany(), title: user.companyTitle } : { ...emptyCompany(), ...c },
          contact: { ...latest.contact },
          delivery: {
            method: latest.deliveryMethod,
            address: latest.deliveryAddress,
            transportCompany: latest.transportCompany,
          },
        };
      }
      return {
        payerType: user.companyTitle === null ? 'individual' : 'company',
        company: { ...emptyCompany(), title: user.companyTitle },
        contact: {
          firstName: user.firstName,
          lastName: user.lastName,
          middleName: user.middleName,
          phone: user.phone,
          email: user.email,
        },
        delivery: null,
      };
    },
  };
}

function emptyCompany(): CheckoutPrefill['company'] {
  return {
    title: null,
    inn: null,
    kpp: null,
    ogrn: null,
    legalAddress: null,
    bankName: null,
    bik: null,
    checkingAccount: null,
    correspondentAccount: null,
    edoOperator: null,
    edoParticipantId: null,
  };
}
