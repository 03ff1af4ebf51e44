import { createHash } from 'node:crypto';
import type { Schema } from '@shop/api-contract';
import { orderSearchText, shipsFree } from '@shop/domain';
import { AppError, ErrorCode } from '@shop/errors';
import { BRAND_DEFAULT, kopecksToDecimal, toKopecks } from '@shop/i18n-ru';
import type { FastifyBaseLogger } from 'fastify';
import type { Clock } from '../../clock';
import type { Db } from '../../db/database';
import { violatedConstraint } from '../../db/pg-errors';
import { requireConfirmedEmail } from '../identity/identity';
import type { Letter, Mailer } from '../mail/mailer';
import { findCardRowsByIds } from '../products/card-rows';
import { BASE_PRICING, priceGroupOf, pricingFor, type Pricing } from '../products/pricing';
import type { FileStorage } from '../storage/file-storage';
import type { UserRow } from '../users/present';
import { checkCheckoutRequest, type CheckedCheckout, type CheckoutRequest } from './checkout-input';
import { canceledByCustomerNoticeLetter, newOrderNoticeLetter, orderPlacedLetter, statusChangedLetter } from './letters';
import { money, presentOrder, presentSummary, type Order, type OrderSummary } from './present';
import * as repo from './repository';

export type CheckoutPrefill = Schema<'CheckoutPrefill'>;

export interface OrdersDependencies {
  db: Db;
  clock: Clock;
  storage: FileStorage;
  mailer: Mailer;
  log: FastifyBaseLogger;
  storefrontOrigin: string;
  adminOrigin: string;
}

/** A page request of a list. */
export interface PageRequest {
  page: number;
  limit: number;
}

/** The filters of the admin list as the contract's query gives them (days are Moscow calendar days). */
export interface AdminOrderQuery {
  searchQuery?: string | undefined;
  status?: repo.OrderStatus | undefined;
  userId?: string | undefined;
  createdFrom?: string | undefined;
  createdTo?: string | undefined;
}

/** What a checkout transaction did: made an order (as written), or found the one a retried key made. */
type PlacedOrder = { created: true; details: repo.OrderWithDetails; orderEmail: string | null } | { created: false; orderId: string };

/** Moscow has kept UTC+3 all year since 2014. */
const MOSCOW_OFFSET = '+03:00';

/** The instants bounding Moscow calendar days `from`..`to` (both inclusive). */
export function moscowDayBounds(from: string | undefined, to: string | undefined): { createdFrom?: Date; createdBefore?: Date } {
  const start = (day: string) => new Date(`${day}T00:00:00${MOSCOW_OFFSET}`);
  return {
    ...(from !== undefined ? { createdFrom: start(from) } : {}),
    ...(to !== undefined ? { createdBefore: new Date(start(to).getTime() + 24 * 3600 * 1000) } : {}),
  };
}

/** The unique index that makes one key one order. */
const IDEMPOTENCY_INDEX = 'orders_user_idempotency_key';

/** Reads and writes one checkout tries before it gives up on a cart that keeps changing under it (code 32). */
const MAX_CHECKOUT_ATTEMPTS = 3;

/** Most rows one XLSX export writes. */
export const EXPORT_MAX_ROWS = 100_000;

const orderNotFound = () => new AppError(ErrorCode.RecordNotFound, { message: 'Заказ не найден' });

/** Checkout, the customer's orders and the admin's order desk. */
export function createOrdersService(deps: OrdersDependencies) {
  const { db, clock, storage, log } = deps;

  /** Sends a letter; a mail failure is logged and never undoes or fails the order change that caused it. */
  async function sendQuietly(letter: Letter, kind: string): Promise<void> {
    try {
      await deps.mailer.send(letter);
    } catch (err) {
      log.error({ err, mail: { kind, subject: letter.subject } }, 'order letter not sent');
    }
  }

  /** The order as its page shows it, with the lines' products at `pricing` (the reader's). */
  async function load(orderId: string, pricing: Pricing): Promise<{ details: repo.OrderWithDetails; order: Order } | undefined> {
    const details = await repo.findOrder(db, orderId);
    if (details === undefined) return undefined;
    const productIds = details.lines.flatMap((l) => (l.productId === null ? [] : [l.productId]));
    const cards = new Map((await findCardRowsByIds(db, productIds, pricing)).map((c) => [c.id, c]));
    return { details, order: presentOrder(details, cards, storage) };
  }

  /** An order the user may read: code 6 when there is none, 16 when it is someone else's. */
  async function ownOrder(user: UserRow, orderId: string): Promise<Order> {
    const loaded = await load(orderId, await pricingFor(db, user));
    if (loaded === undefined) throw orderNotFound();
    if (loaded.details.order.userId !== user.id) throw new AppError(ErrorCode.UserNotOrderOwner);
    return loaded.order;
  }

  async function adminOrder(orderId: string): Promise<Order> {
    const loaded = await load(orderId, BASE_PRICING);
    if (loaded === undefined) throw orderNotFound();
    return loaded.order;
  }

  /** Why a status change or edit was refused: the order is gone (6) or no longer `created` (32). */
  async function refusal(orderId: string): Promise<AppError> {
    const head = await repo.findOrderHead(db, orderId);
    if (head === undefined) return orderNotFound();
    return new AppError(ErrorCode.Conflict, { message: `Заказ уже ${head.status === 'completed' ? 'выполнен' : 'отменён'}: изменить его нельзя` });
  }

  /** Moves a `created` order to `to` and records it; returns false when it was not `created` any more. */
  async function transition(orderId: string, to: 'canceled' | 'completed', by: string, comment: string | null, changes: Partial<Pick<repo.OrderRow, 'shippingCost' | 'managerComment'>>): Promise<boolean> {
    const now = clock.now();
    return db.transaction(async (tx) => {
      const moved = await repo.updateCreatedOrder(tx, orderId, { ...changes, status: to, statusChangedAt: now }, now);
      if (moved) await repo.insertStatusChange(tx, { orderId, fromStatus: 'created', toStatus: to, changedBy: by, comment, createdAt: now });
      return moved;
    });
  }

  /**
   * A checkout in two statements (see the note in repository.ts): read the cart, a retried key's order and the
   * settings; write the order. A write that finds the cart changed under it (a parallel checkout of the same cart, a
   * parallel edit) or a retry of its key already done reads again, so the caller gets 15, the other order, or this
   * order of the cart as it now is. A new order comes back as it was written, so the reply needs no second read.
   */
  async function placeOrder(user: UserRow, request: CheckoutRequest, idempotencyKey: string | undefined): Promise<PlacedOrder> {
    const checked = checkCheckoutRequest(request, user);
    const requestHash = idempotencyKey === undefined ? null : createHash('sha256').update(JSON.stringify(request)).digest('hex');
    for (let attempt = 1; ; attempt++) {
      const read = await repo.readCheckout(db, user.id, idempotencyKey, priceGroupOf(user));
      if (read.earlier !== null) {
        if (read.earlier.requestHash !== requestHash) throw new AppError(ErrorCode.Conflict, { message: 'Этот ключ повтора уже использован для другого заказа' });
        return { created: false, orderId: read.earlier.id };
      }
      if (read.cartId === null || read.lines.length === 0) throw new AppError(ErrorCode.CartIsEmpty);
      const refused = read.lines.filter((l) => l.deleted || l.availability === 'not_sold');
      if (refused.length > 0) {
        throw new AppError(ErrorCode.ProductCannotBePurchased, {
          message: refused.length === 1 ? 'Один товар в корзине нельзя купить' : 'Некоторые товары в корзине нельзя купить',
          details: refused.map((l) => ({ field: l.productId, message: `«${l.title}» (арт. ${l.article}) ${l.deleted ? 'удалён из каталога' : 'снят с продажи'}` })),
        });
      }
      try {
        return await write(user, checked, read, idempotencyKey, requestHash);
      } catch (err) {
        const lostRace = repo.isCartChanged(err) || violatedConstraint(err) === IDEMPOTENCY_INDEX;
        if (!lostRace || attempt >= MAX_CHECKOUT_ATTEMPTS) throw lostRace ? new AppError(ErrorCode.Conflict, { message: 'Корзина изменилась во время оформления, попробуйте ещё раз' }) : err;
      }
    }
  }

  /** Writes the order of what `read` found, and returns it as written. */
  async function write(user: UserRow, checked: CheckedCheckout, read: repo.CheckoutRead, idempotencyKey: string | undefined, requestHash: string | null): Promise<PlacedOrder> {
    const now = clock.now();
    let itemsTotal = 0n;
    const lines = read.lines.map((line, position) => {
      const total = toKopecks(line.price) * BigInt(line.quantity);
      itemsTotal += total;
      return { position, productId: line.productId, article: line.article, title: line.title, price: line.price, quantity: line.quantity, total: kopecksToDecimal(total) };
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
      lineCount: lines.length,
      searchText: orderSearchText({ contactEmail: checked.contact.email, customerEmail: user.email, company: checked.company }),
      idempotencyKey: idempotencyKey ?? null,
      requestHash,
      createdAt: now,
    };
    const { id, number } = await repo.writeOrder(db, read.cartId as string, order, lines);
    const row: repo.OrderRow = { ...order, id, number, status: 'created', managerComment: null, updatedAt: now, statusChangedAt: now };
    const customer = { id: user.id, email: user.email, firstName: user.firstName, lastName: user.lastName, companyTitle: user.companyTitle };
    return {
      created: true,
      orderEmail: read.orderEmail,
      details: {
        order: row,
        customer,
        lines: lines.map((line) => ({ ...line, orderId: id })),
        history: [{ fromStatus: null, toStatus: 'created', createdAt: now, comment: null, changedBy: customer }],
      },
    };
  }

  /** A new order as the reply shows it: written just now, with its products' cards at the customer's prices. */
  async function presentNew(user: UserRow, details: repo.OrderWithDetails): Promise<Order> {
    const cards = await findCardRowsByIds(db, details.lines.flatMap((l) => (l.productId === null ? [] : [l.productId])), await pricingFor(db, user));
    return presentOrder(details, new Map(cards.map((c) => [c.id, c])), storage);
  }

  return {
    /** Code 9 for a non-customer and 18 for an unconfirmed email are checked by the caller's identity first. */
    async checkout(user: UserRow, request: CheckoutRequest, idempotencyKey: string | undefined): Promise<Order> {
      requireConfirmedEmail(user);
      const placed = await placeOrder(user, request, idempotencyKey);
      if (!placed.created) return ownOrder(user, placed.orderId);
      const order = await presentNew(user, placed.details);
      await sendQuietly(orderPlacedLetter(order, deps.storefrontOrigin, BRAND_DEFAULT), 'order_placed');
      if (placed.orderEmail !== null) await sendQuietly(newOrderNoticeLetter(order, placed.orderEmail, deps.adminOrigin), 'new_order_notice');
      return order;
    },

    /** The checkout form's starting values: the latest order's, else the profile's. */
    async prefill(user: UserRow): Promise<CheckoutPrefill> {
      const latest = await repo.findLatestOrder(db, user.id);
      if (latest !== undefined) {
        const c = latest.company;
        return {
          payerType: latest.payerType,
          company: c === null ? { ...emptyCompany(), title: user.companyTitle } : { ...c },
          contact: { ...latest.contact },
          delivery: { method: latest.deliveryMethod, address: latest.deliveryAddress, transportCompany: latest.transportCompany },
        };
      }
      return {
        payerType: user.companyTitle === null ? 'individual' : 'company',
        company: { ...emptyCompany(), title: user.companyTitle },
        contact: { firstName: user.firstName, lastName: user.lastName, middleName: user.middleName, phone: user.phone, email: user.email },
        delivery: null,
      };
    },

    async listOwn(user: UserRow, status: repo.OrderStatus | undefined, page: PageRequest): Promise<{ orderList: OrderSummary[]; pagination: { page: number; limit: number; total: number } }> {
      const { rows, total } = await repo.listOrders(db, { userId: user.id, status }, page);
      return { orderList: rows.map(presentSummary), pagination: { ...page, total } };
    },

    getOwn: ownOrder,

    /** The customer cancels an own `created` order (32 otherwise); the customer and the shop are told. */
    async cancelOwn(user: UserRow, orderId: string): Promise<Order> {
      const head = await repo.findOrderHead(db, orderId);
      if (head === undefined) throw orderNotFound();
      if (head.userId !== user.id) throw new AppError(ErrorCode.UserNotOrderOwner);
      if (!(await transition(orderId, 'canceled', user.id, null, {}))) throw await refusal(orderId);
      const order = await ownOrder(user, orderId);
      await sendQuietly(statusChangedLetter(order, deps.storefrontOrigin, BRAND_DEFAULT, null), 'status_changed');
      const { orderEmail } = await repo.findOrderSettings(db);
      if (orderEmail !== null) await sendQuietly(canceledByCustomerNoticeLetter(order, orderEmail, deps.adminOrigin), 'canceled_notice');
      return order;
    },

    async listAdmin(query: AdminOrderQuery, page: PageRequest) {
      const filter = { searchQuery: query.searchQuery, status: query.status, userId: query.userId, ...moscowDayBounds(query.createdFrom, query.createdTo) };
      const { rows, total } = await repo.listOrders(db, filter, page);
      return { orderList: rows.map(presentSummary), pagination: { ...page, total } };
    },

    /** The filtered admin list as export rows, newest first, at most {@link EXPORT_MAX_ROWS}. */
    exportRows(query: AdminOrderQuery) {
      const filter = { searchQuery: query.searchQuery, status: query.status, userId: query.userId, ...moscowDayBounds(query.createdFrom, query.createdTo) };
      return repo.exportOrders(db, filter, EXPORT_MAX_ROWS);
    },

    getAdmin: adminOrder,

    /** Sets the shipping cost and/or the manager's comment of a `created` order (32 otherwise). */
    async update(orderId: string, changes: { shippingCost?: string | null; managerComment?: string | null }): Promise<Order> {
      const set: Partial<Pick<repo.OrderRow, 'shippingCost' | 'managerComment'>> = {};
      if (changes.shippingCost !== undefined) set.shippingCost = changes.shippingCost === null ? null : money(changes.shippingCost);
      if (changes.managerComment !== undefined) set.managerComment = changes.managerComment?.trim() || null;
      if (!(await repo.updateCreatedOrder(db, orderId, set, clock.now()))) throw await refusal(orderId);
      return adminOrder(orderId);
    },

    /**
     * Completes or cancels a `created` order (32 otherwise) with an optional comment, kept in the history and as
     * the manager's comment. Completing needs a shipping cost (0 for none), given here or set before.
     */
    async changeStatus(admin: UserRow, orderId: string, change: { status: 'canceled' | 'completed'; managerComment?: string | null; shippingCost?: string | null }): Promise<Order> {
      const current = await adminOrder(orderId);
      const shippingCost = change.shippingCost === undefined ? current.shippingCost : change.shippingCost === null ? null : money(change.shippingCost);
      if (change.status === 'completed' && current.status === 'created' && shippingCost === null) {
        throw new AppError(ErrorCode.CheckViolation, {
          message: 'Укажите стоимость доставки перед выполнением заказа',
          details: [{ field: 'shippingCost', message: 'Укажите стоимость доставки (0 — без доставки)' }],
        });
      }
      const comment = change.managerComment?.trim() || null;
      const changes = { ...(change.shippingCost !== undefined ? { shippingCost } : {}), ...(comment !== null ? { managerComment: comment } : {}) };
      if (!(await transition(orderId, change.status, admin.id, comment, changes))) throw await refusal(orderId);
      const order = await adminOrder(orderId);
      await sendQuietly(statusChangedLetter(order, deps.storefrontOrigin, BRAND_DEFAULT, comment), 'status_changed');
      return order;
    },
  };
}

export type OrdersService = ReturnType<typeof createOrdersService>;

function emptyCompany(): CheckoutPrefill['company'] {
  return { title: null, inn: null, kpp: null, ogrn: null, legalAddress: null, bankName: null, bik: null, checkingAccount: null, correspondentAccount: null };
}
