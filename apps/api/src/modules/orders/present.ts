import type { Schema } from '@shop/api-contract';
import { amountDue, vatIncluded, type OrderVatRate } from '@shop/domain';
import { kopecksToDecimal, toKopecks } from '@shop/i18n-ru';
import type { CardRow } from '../product-cards/card-rows';
import { cardOf } from '../product-cards/card-rows';
import type { FileStorage } from '../../storage/file-storage';
import type { OrderRow, OrderSummaryRow, OrderWithDetails } from './repository';

export type Order = Schema<'Order'>;
export type OrderSummary = Schema<'OrderSummary'>;

/** numeric(…, 2) as the contract writes money: always two decimals ("1500.00"). */
export const money = (value: string): string => kopecksToDecimal(toKopecks(value));

/** The contact's full name as Russian documents write it: surname, name, patronymic. */
export function contactName(contact: { lastName: string; firstName: string; middleName: string | null }): string {
  return [contact.lastName, contact.firstName, contact.middleName].filter(Boolean).join(' ');
}

/** itemsTotal + shippingCost, or null while the shipping cost is unknown. */
export function orderTotal(itemsTotal: string, shippingCost: string | null): string | null {
  return shippingCost === null ? null : kopecksToDecimal(toKopecks(itemsTotal) + toKopecks(shippingCost));
}

/** The НДС inside the order's total (inside the items total while the shipping is unknown); null without НДС. */
export function orderVatAmount(itemsTotal: string, shippingCost: string | null, rate: OrderVatRate): string | null {
  return vatIncluded(orderTotal(itemsTotal, shippingCost) ?? itemsTotal, rate);
}

function deliveryOf(order: OrderRow): Order['delivery'] {
  return { method: order.deliveryMethod, address: order.deliveryAddress, transportCompany: order.transportCompany };
}

/**
 * The contract's Order. `cards` are the lines' products as they are now, at the reader's prices; a line whose
 * product is gone (deleted, or removed from the catalogue) shows none.
 */
export function presentOrder(
  details: OrderWithDetails,
  cards: ReadonlyMap<string, CardRow>,
  storage: FileStorage,
): Order {
  const { order, customer, lines, history } = details;
  return {
    id: order.id,
    number: order.number,
    status: order.status,
    payerType: order.payerType,
    company: order.company ?? null,
    contact: order.contact,
    delivery: deliveryOf(order),
    comment: order.comment,
    managerComment: order.managerComment,
    customer,
    lineList: lines.map((line) => {
      const card = line.productId === null ? undefined : cards.get(line.productId);
      return {
        product: card === undefined || card.deletedAt !== null ? null : cardOf(storage, card),
        article: line.article,
        title: line.title,
        price: money(line.price),
        quantity: line.quantity,
        total: money(line.total),
      };
    }),
    itemsTotal: money(order.itemsTotal),
    shippingCost: order.shippingCost === null ? null : money(order.shippingCost),
    total: orderTotal(order.itemsTotal, order.shippingCost),
    vatRate: order.vatRate,
    vatAmount: orderVatAmount(order.itemsTotal, order.shippingCost, order.vatRate),
    createdAt: order.createdAt.toISOString(),
    updatedAt: order.updatedAt.toISOString(),
    statusChangedAt: order.statusChangedAt.toISOString(),
    statusHistory: history.map((h) => ({
      from: h.fromStatus,
      to: h.toStatus,
      changedAt: h.createdAt.toISOString(),
      changedBy: h.changedBy,
      comment: h.comment,
    })),
    ...presentFulfilment(details),
  };
}

/** The order's payment, shipment and documents as the contract gives them. */
function presentFulfilment({
  order,
  fulfilment,
}: OrderWithDetails): Pick<Order, 'payment' | 'shipment' | 'documentList'> {
  const total = orderTotal(order.itemsTotal, order.shippingCost) ?? order.itemsTotal;
  return {
    payment: {
      status: order.paymentStatus,
      paidAmount: money(order.paidAmount),
      amountDue: kopecksToDecimal(amountDue(order.paidAmount, total)),
      history: fulfilment.payments.map((p) => ({
        id: p.id,
        kind: p.kind,
        amount: money(p.amount),
        paidOn: p.paidOn,
        documentNumber: p.documentNumber,
        comment: p.comment,
        paymentStatus: p.paymentStatus,
        recordedAt: p.createdAt.toISOString(),
        recordedBy: p.recordedBy,
      })),
    },
    shipment: {
      status: order.shipmentStatus,
      carrier: order.carrier,
      waybillNumber: order.waybillNumber,
      history: fulfilment.shipments.map((s) => ({
        from: s.fromStatus,
        to: s.toStatus,
        carrier: s.carrier,
        waybillNumber: s.waybillNumber,
        comment: s.comment,
        changedAt: s.createdAt.toISOString(),
        changedBy: s.changedBy,
      })),
    },
    documentList: fulfilment.documents.map((d) => ({
      id: d.id,
      kind: d.kind,
      title: d.title,
      size: d.size,
      createdAt: d.createdAt.toISOString(),
    })),
  };
}

/**
 * The order as its customer may see it: the history names the customer's own steps, and a step by anyone else (a
 * manager, the shop itself) has `changedBy` null, which the storefront shows as «Магазин» — staff e-mails and ids stay
 * with the admin (issue #24). The customer of an order can never be deleted (`orders.user_id` restricts), so there
 * null never means a deleted customer.
 */
export function asCustomerSees(details: OrderWithDetails): OrderWithDetails {
  const customerId = details.order.userId;
  const { payments, shipments, documents } = details.fulfilment;
  return {
    ...details,
    history: details.history.map((h) => (h.changedBy?.id === customerId ? h : { ...h, changedBy: null })),
    // Payments and shipment steps are only ever the staff's.
    fulfilment: {
      payments: payments.map((p) => ({ ...p, recordedBy: null })),
      shipments: shipments.map((s) => ({ ...s, changedBy: null })),
      documents,
    },
  };
}

/** The contract's OrderSummary. */
export function presentSummary(row: OrderSummaryRow): OrderSummary {
  return {
    id: row.id,
    number: row.number,
    status: row.status,
    paymentStatus: row.paymentStatus,
    shipmentStatus: row.shipmentStatus,
    payerType: row.payerType,
    companyTitle: row.company?.title ?? null,
    customer: row.customer,
    itemsTotal: money(row.itemsTotal),
    total: orderTotal(row.itemsTotal, row.shippingCost),
    lineCount: row.lineCount,
    createdAt: row.createdAt.toISOString(),
  };
}
