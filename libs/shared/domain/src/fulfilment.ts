import { toKopecks, type MoneyInput } from '@shop/i18n-ru';

/**
 * Payment and shipment of an order (issue #28): each has a status of its own beside the order's status, and a
 * history. The order's status says whether the deal is open, closed or called off; these say where the money and the
 * goods are.
 */

/** `awaiting` nothing paid yet; `partially_paid` some; `paid` the whole total; `refunded` everything paid returned. */
export const PAYMENT_STATUSES = ['awaiting', 'partially_paid', 'paid', 'refunded'] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];

/** A payment record brings money in; a refund gives it back. */
export const PAYMENT_KINDS = ['payment', 'refund'] as const;
export type PaymentKind = (typeof PAYMENT_KINDS)[number];

/** `preparing` in the warehouse; `shipped` handed to a carrier; `ready_for_pickup` waits at the shop; `received` by the buyer. */
export const SHIPMENT_STATUSES = ['preparing', 'shipped', 'ready_for_pickup', 'received'] as const;
export type ShipmentStatus = (typeof SHIPMENT_STATUSES)[number];

/** The closing documents an order's buyer downloads: УПД, транспортная накладная, счёт-фактура, or another PDF. */
export const ORDER_DOCUMENT_KINDS = ['upd', 'consignment_note', 'vat_invoice', 'other'] as const;
export type OrderDocumentKind = (typeof ORDER_DOCUMENT_KINDS)[number];

/** The largest order document the shop keeps (a scanned УПД of many pages fits). */
export const ORDER_DOCUMENT_MAX_BYTES = 20 * 1024 * 1024;
/** Documents one order can carry. */
export const ORDER_DOCUMENT_LIMIT = 20;
/** The dashboard counts an order as overdue when nothing or part is paid this many days after it was placed. */
export const UNPAID_ORDER_DAYS = 5;

/**
 * The payment status of an order with `paid` roubles on it. `total` is null while the shipping cost is unknown: the
 * order cannot be paid in full before its total is known. Money that was paid and then all given back is `refunded`.
 */
export function paymentStatusOf(paid: MoneyInput, total: MoneyInput | null, everPaid: boolean): PaymentStatus {
  const kopecks = toKopecks(paid);
  if (kopecks === 0n) return everPaid ? 'refunded' : 'awaiting';
  return total !== null && kopecks >= toKopecks(total) ? 'paid' : 'partially_paid';
}

/** What may still be paid on an order: its total (the items total while shipping is unknown) less what is paid, ≥ 0. */
export function amountDue(paid: MoneyInput, total: MoneyInput): bigint {
  const due = toKopecks(total) - toKopecks(paid);
  return due > 0n ? due : 0n;
}

/**
 * The shipment steps an administrator may take: forward as the goods go, back to `preparing` to correct a mistake
 * (a wrong carrier, a return to the shelf), and `shipped` again to correct the carrier or the waybill. `received` is
 * final.
 */
const SHIPMENT_STEPS: Readonly<Record<ShipmentStatus, readonly ShipmentStatus[]>> = {
  preparing: ['shipped', 'ready_for_pickup'],
  shipped: ['shipped', 'received', 'preparing'],
  ready_for_pickup: ['received', 'preparing'],
  received: [],
};

/** True when an order's shipment may go from `from` to `to`. */
export function canChangeShipment(from: ShipmentStatus, to: ShipmentStatus): boolean {
  return SHIPMENT_STEPS[from].includes(to);
}

/** True once the goods have left the warehouse or wait for the buyer at the shop. */
export function isShipped(status: ShipmentStatus): boolean {
  return status !== 'preparing';
}

/** Why an order cannot be completed yet: not paid in full, not shipped. Empty when it can. */
export type CompletionBlocker = 'not_paid' | 'not_shipped';

/** What keeps an order from completion: it must be paid in full and shipped (or an administrator overrides it). */
export function completionBlockers(order: {
  paymentStatus: PaymentStatus;
  shipmentStatus: ShipmentStatus;
}): CompletionBlocker[] {
  const blockers: CompletionBlocker[] = [];
  if (order.paymentStatus !== 'paid') blockers.push('not_paid');
  if (!isShipped(order.shipmentStatus)) blockers.push('not_shipped');
  return blockers;
}
