import { completionBlockers, paymentStatusOf, type CompletionBlocker } from '@shop/domain';
import { AppError, ErrorCode } from '@shop/errors';
import { BRAND_DEFAULT, fill, ru } from '@shop/i18n-ru';
import type { FastifyBaseLogger } from 'fastify';
import type { WriteFeed } from '../../changes/write-feed';
import { violatedConstraint } from '../../db/pg-errors';
import { shownStockChanged } from '../product-cards/listing-cache';
import { settleReservations, syncShownStock } from '../stock/repository';
import type { Clock } from '../../clock';
import type { Db } from '../../db/database';
import type { SellerRequisites } from '../../db/schema';
import type { Mailer } from '../../mail/mailer';
import type { FileStorage } from '../../storage/file-storage';
import type { UserRow } from '../identity/user';
import { findOrderEmail, findSeller } from '../site-settings/reader';
import { createCheckout, type CheckoutDependencies } from './checkout';
import type { OrderExportRow } from './export-workbook';
import { invoiceFileName, renderInvoicePdf } from './invoice-pdf';
import { canceledByCustomerNoticeLetter, quietSender, statusChangedLetter } from './letters';
import { createOrderReader, orderNotFound } from './order-reader';
import {
  contactName,
  money,
  orderTotal,
  orderVatAmount,
  presentSummary,
  type Order,
  type OrderSummary,
} from './present';
import * as repo from './repository';

export interface OrdersDependencies {
  db: Db;
  clock: Clock;
  writeFeed: WriteFeed;
  storage: FileStorage;
  mailer: Mailer;
  log: FastifyBaseLogger;
  storefrontOrigin: string;
  adminOrigin: string;
  onCheckout?: CheckoutDependencies['onCheckout'];
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
  paymentStatus?: repo.OrderRow['paymentStatus'] | undefined;
  shipmentStatus?: repo.OrderRow['shipmentStatus'] | undefined;
  userId?: string | undefined;
  createdFrom?: string | undefined;
  createdTo?: string | undefined;
}

/** Moscow has kept UTC+3 all year since 2014. */
const MOSCOW_OFFSET = '+03:00';

/** The instants bounding Moscow calendar days `from`..`to` (both inclusive). */
export function moscowDayBounds(
  from: string | undefined,
  to: string | undefined,
): { createdFrom?: Date; createdBefore?: Date } {
  const start = (day: string) => new Date(`${day}T00:00:00${MOSCOW_OFFSET}`);
  return {
    ...(from !== undefined ? { createdFrom: start(from) } : {}),
    ...(to !== undefined ? { createdBefore: new Date(start(to).getTime() + 24 * 3600 * 1000) } : {}),
  };
}

/** The admin's query as the repository's filter. */
function adminFilter(query: AdminOrderQuery): repo.OrderFilter {
  return {
    searchQuery: query.searchQuery,
    status: query.status,
    paymentStatus: query.paymentStatus,
    shipmentStatus: query.shipmentStatus,
    userId: query.userId,
    ...moscowDayBounds(query.createdFrom, query.createdTo),
  };
}

/** An order's invoice (счёт на оплату) as a PDF file. */
export interface InvoiceFile {
  filename: string;
  body: Buffer;
}

/** The invoice of an order read with its lines; a company's order only (an individual's has none: code 6). */
async function invoiceOf(
  { order, lines }: { order: repo.OrderRow; lines: repo.OrderLineRow[] },
  seller: SellerRequisites | null,
): Promise<InvoiceFile> {
  if (order.company === null)
    throw new AppError(ErrorCode.RecordNotFound, { message: ru.apiErrors.invoiceOnlyForCompanies });
  const body = await renderInvoicePdf({
    number: order.number,
    date: order.createdAt,
    seller,
    buyer: order.company,
    lines: lines.map(({ article, title, quantity, price, total }) => ({ article, title, quantity, price, total })),
    itemsTotal: order.itemsTotal,
    shippingCost: order.shippingCost,
    vatRate: order.vatRate,
    brand: BRAND_DEFAULT,
  });
  return { filename: invoiceFileName(order.number), body };
}

/** Export sources as the workbook's rows. */
async function* exportRowsOf(sources: AsyncIterable<repo.OrderExportSource>): AsyncGenerator<OrderExportRow> {
  for await (const s of sources) {
    yield {
      number: s.number,
      createdAt: s.createdAt,
      status: s.status,
      customerEmail: s.customerEmail,
      contactName: contactName(s.contact),
      contactPhone: s.contact.phone,
      companyTitle: s.company?.title ?? null,
      inn: s.company?.inn ?? null,
      deliveryMethod: s.deliveryMethod,
      lineCount: s.lineCount,
      itemsTotal: s.itemsTotal,
      shippingCost: s.shippingCost,
      total: orderTotal(s.itemsTotal, s.shippingCost),
      vatRate: s.vatRate,
      vatAmount: orderVatAmount(s.itemsTotal, s.shippingCost, s.vatRate),
      paymentStatus: s.paymentStatus,
      paidAmount: money(s.paidAmount),
      shipmentStatus: s.shipmentStatus,
      carrier: s.carrier,
      waybillNumber: s.waybillNumber,
    };
  }
}

/**
 * The payment status of a locked open order whose shipping cost becomes `shippingCost`: a known total can turn a
 * partial payment into a full one (or back). `awaiting` is the only status nothing was ever paid in.
 */
function paymentStatusWith(head: repo.CreatedOrderHead, shippingCost: string | null): repo.OrderRow['paymentStatus'] {
  return paymentStatusOf(head.paidAmount, orderTotal(head.itemsTotal, shippingCost), head.paymentStatus !== 'awaiting');
}

/** Code 12 for a completion of an order not paid in full or not shipped, naming what is missing. */
function completionBlocked(blockers: CompletionBlocker[]): AppError {
  const reasons = blockers
    .map((b) => (b === 'not_paid' ? ru.apiErrors.completionNotPaid : ru.apiErrors.completionNotShipped))
    .join(' и ');
  const message = fill(ru.apiErrors.completionBlocked, { reasons });
  return new AppError(ErrorCode.CheckViolation, { message, details: [{ field: 'override', message }] });
}

/** Most rows one XLSX export writes. */
export const EXPORT_MAX_ROWS = 100_000;

/** Checkout, the customer's orders and the admin's order desk. */
export function createOrdersService(deps: OrdersDependencies) {
  const { db, clock, storage, log } = deps;

  const reader = createOrderReader({ db, storage });
  const send = quietSender(deps.mailer, log);
  const checkout = createCheckout({
    db,
    clock,
    writeFeed: deps.writeFeed,
    reader,
    send,
    storefrontOrigin: deps.storefrontOrigin,
    adminOrigin: deps.adminOrigin,
    onCheckout: deps.onCheckout,
  });

  /** Why a status change or edit was refused: the order is gone (6) or no longer `created` (32). */
  async function refusal(orderId: string): Promise<AppError> {
    const head = await repo.findOrderHead(db, orderId);
    if (head === undefined) return orderNotFound();
    return new AppError(ErrorCode.Conflict, {
      message: head.status === 'completed' ? ru.apiErrors.orderAlreadyCompleted : ru.apiErrors.orderAlreadyCanceled,
    });
  }

  /**
   * Moves a `created` order to `to` and records it; returns false when it was not `created` any more. What its lines
   * hold of counted stock is released (cancelled) or written off (completed) in the same transaction, the order locked
   * first and the stock rows next, in the order a checkout locks them; a completion of goods sold on order that are
   * not on hand yet is refused (14). A completion needs the order paid in full and shipped unless `override` (12),
   * checked under the lock so a parallel refund cannot slip past it. The catalogue is told when what it shows changed.
   */
  async function transition(
    orderId: string,
    to: 'canceled' | 'completed',
    by: string,
    comment: string | null,
    changes: Partial<Pick<repo.OrderRow, 'shippingCost' | 'managerComment'>>,
    override = false,
  ): Promise<boolean> {
    const now = clock.now();
    const settled = await db
      .transaction(async (tx) => {
        const head = await repo.lockCreatedOrder(tx, orderId);
        if (head === undefined) return undefined;
        const paymentStatus = paymentStatusWith(
          head,
          changes.shippingCost === undefined ? head.shippingCost : changes.shippingCost,
        );
        const blockers = completionBlockers({ paymentStatus, shipmentStatus: head.shipmentStatus });
        if (to === 'completed' && !override && blockers.length > 0) throw completionBlocked(blockers);
        const touched = await settleReservations(tx, orderId, to === 'completed' ? 'write_off' : 'release', by, now);
        await repo.updateCreatedOrder(
          tx,
          orderId,
          { ...changes, paymentStatus, status: to, statusChangedAt: now },
          now,
        );
        await repo.insertStatusChange(tx, {
          orderId,
          fromStatus: 'created',
          toStatus: to,
          changedBy: by,
          comment,
          createdAt: now,
        });
        return touched;
      })
      .catch((err: unknown) => {
        if (violatedConstraint(err) !== 'product_stock_on_hand_check') throw err;
        throw new AppError(ErrorCode.ProductCannotBePurchased, { message: ru.apiErrors.orderGoodsNotOnHand });
      });
    if (settled === undefined) return false;
    shownStockChanged(deps.writeFeed, await syncShownStock(db, settled, now));
    return true;
  }

  /** The status letter, to the ordering account's e-mail while it is confirmed; none otherwise. */
  async function tellCustomer(order: Order, comment: string | null): Promise<void> {
    const to = await repo.findLetterAddress(db, order.customer.id);
    if (to !== null)
      await send(statusChangedLetter(order, to, deps.storefrontOrigin, BRAND_DEFAULT, comment), 'status_changed');
  }

  return {
    ...checkout,

    async listOwn(
      user: UserRow,
      status: repo.OrderStatus | undefined,
      page: PageRequest,
    ): Promise<{ orderList: OrderSummary[]; pagination: { page: number; limit: number; total: number } }> {
      const { rows, total } = await repo.listOrders(db, { userId: user.id, status }, page);
      return { orderList: rows.map(presentSummary), pagination: { ...page, total } };
    },

    getOwn: reader.own,

    /** The invoice of the user's own company order: code 6 when there is none, 16 when it is someone else's. */
    async ownInvoice(user: UserRow, orderId: string): Promise<InvoiceFile> {
      const [found, seller] = await Promise.all([repo.findOrderWithLines(db, orderId), findSeller(db)]);
      if (found === undefined) throw orderNotFound();
      if (found.order.userId !== user.id) throw new AppError(ErrorCode.UserNotOrderOwner);
      return invoiceOf(found, seller);
    },

    /** The customer cancels an own `created` order (32 otherwise); the customer and the shop are told. */
    async cancelOwn(user: UserRow, orderId: string): Promise<Order> {
      const head = await repo.findOrderHead(db, orderId);
      if (head === undefined) throw orderNotFound();
      if (head.userId !== user.id) throw new AppError(ErrorCode.UserNotOrderOwner);
      if (!(await transition(orderId, 'canceled', user.id, null, {}))) throw await refusal(orderId);
      const order = await reader.own(user, orderId);
      await tellCustomer(order, null);
      const orderEmail = await findOrderEmail(db);
      if (orderEmail !== null)
        await send(canceledByCustomerNoticeLetter(order, orderEmail, deps.adminOrigin), 'canceled_notice');
      return order;
    },

    async listAdmin(query: AdminOrderQuery, page: PageRequest) {
      const { rows, total } = await repo.listOrders(db, adminFilter(query), page);
      return { orderList: rows.map(presentSummary), pagination: { ...page, total } };
    },

    /** The filtered admin list as the export's rows, newest first, at most {@link EXPORT_MAX_ROWS}, read in batches as they are written. */
    exportRows(query: AdminOrderQuery): AsyncGenerator<OrderExportRow> {
      return exportRowsOf(repo.exportOrders(db, adminFilter(query), EXPORT_MAX_ROWS));
    },

    getAdmin: reader.admin,

    /** The invoice of any company order, for the admin; code 6 when there is none. */
    async adminInvoice(orderId: string): Promise<InvoiceFile> {
      const [found, seller] = await Promise.all([repo.findOrderWithLines(db, orderId), findSeller(db)]);
      if (found === undefined) throw orderNotFound();
      return invoiceOf(found, seller);
    },

    /** Sets the shipping cost and/or the manager's comment of a `created` order (32 otherwise). */
    async update(
      orderId: string,
      changes: { shippingCost?: string | null; managerComment?: string | null },
    ): Promise<Order> {
      const set: Partial<Pick<repo.OrderRow, 'shippingCost' | 'managerComment'>> = {};
      if (changes.shippingCost !== undefined)
        set.shippingCost = changes.shippingCost === null ? null : money(changes.shippingCost);
      if (changes.managerComment !== undefined) set.managerComment = changes.managerComment?.trim() || null;
      const now = clock.now();
      const updated = await db.transaction(async (tx) => {
        const head = await repo.lockCreatedOrder(tx, orderId);
        if (head === undefined) return false;
        const paymentStatus = paymentStatusWith(
          head,
          set.shippingCost === undefined ? head.shippingCost : set.shippingCost,
        );
        await repo.updateCreatedOrder(tx, orderId, { ...set, paymentStatus }, now);
        return true;
      });
      if (!updated) throw await refusal(orderId);
      return reader.admin(orderId);
    },

    /**
     * Completes or cancels a `created` order (32 otherwise) with an optional comment, kept in the history and as
     * the manager's comment. Completing needs a shipping cost (0 for none), given here or set before, and the order
     * paid in full and shipped, unless `override` with a comment saying why (12 otherwise).
     */
    async changeStatus(
      admin: UserRow,
      orderId: string,
      change: {
        status: 'canceled' | 'completed';
        managerComment?: string | null;
        shippingCost?: string | null;
        override?: boolean;
      },
    ): Promise<Order> {
      const current = await reader.admin(orderId);
      const shippingCost =
        change.shippingCost === undefined
          ? current.shippingCost
          : change.shippingCost === null
            ? null
            : money(change.shippingCost);
      if (change.status === 'completed' && current.status === 'created' && shippingCost === null) {
        throw new AppError(ErrorCode.CheckViolation, {
          message: ru.apiErrors.shippingCostBeforeCompleting,
          details: [{ field: 'shippingCost', message: ru.apiErrors.shippingCostRequired }],
        });
      }
      const comment = change.managerComment?.trim() || null;
      const override = change.status === 'completed' && change.override === true;
      if (override && comment === null) {
        throw new AppError(ErrorCode.CheckViolation, {
          message: ru.apiErrors.overrideNeedsComment,
          details: [{ field: 'managerComment', message: ru.apiErrors.overrideNeedsComment }],
        });
      }
      const changes = {
        ...(change.shippingCost !== undefined ? { shippingCost } : {}),
        ...(comment !== null ? { managerComment: comment } : {}),
      };
      if (!(await transition(orderId, change.status, admin.id, comment, changes, override)))
        throw await refusal(orderId);
      const order = await reader.admin(orderId);
      await tellCustomer(order, comment);
      return order;
    },
  };
}

export type OrdersService = ReturnType<typeof createOrdersService>;
