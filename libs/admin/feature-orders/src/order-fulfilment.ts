import {
  canChangeShipment,
  completionBlockers,
  paymentStatusOf,
  type CompletionBlocker,
  type ShipmentStatus,
} from '@shop/domain';
import { DEFAULT_TIME_ZONE, ru, toKopecks } from '@shop/i18n-ru';
import type { Order } from './orders-api';

/**
 * A shipment button: the step it takes, or `correct` for `shipped` again from `shipped` (a new carrier or waybill).
 */
export type ShipmentStep = ShipmentStatus | 'correct';

/** The status a {@link ShipmentStep} sends. */
export function shipmentTarget(step: ShipmentStep): ShipmentStatus {
  return step === 'correct' ? 'shipped' : step;
}

/** The order the shipment buttons stand in, forward first; the page shows those `canChangeShipment` allows. */
const STEP_ORDER: readonly ShipmentStep[] = ['shipped', 'ready_for_pickup', 'correct', 'received', 'preparing'];

/**
 * The shipment steps an administrator may take on `order` now, by @shop/domain's rule: none on a cancelled order
 * (the API refuses them). A pickup order offers «Готов к выдаче» before «Отгрузить».
 */
export function shipmentSteps(order: Pick<Order, 'status' | 'shipment' | 'delivery'>): ShipmentStep[] {
  if (order.status === 'canceled') return [];
  const from = order.shipment.status;
  const allowed = STEP_ORDER.filter((step) =>
    step === 'correct'
      ? from === 'shipped' && canChangeShipment(from, 'shipped')
      : step !== from && canChangeShipment(from, step),
  );
  return order.delivery.method === 'pickup'
    ? [...allowed.filter((s) => s === 'ready_for_pickup'), ...allowed.filter((s) => s !== 'ready_for_pickup')]
    : allowed;
}

/**
 * The carrier a shipment starts with: the one it already has (a correction), else the transport company the customer
 * chose, or the shop's courier; empty for pickup.
 */
export function carrierOf(order: Pick<Order, 'shipment' | 'delivery'>): string {
  if (order.shipment.carrier) return order.shipment.carrier;
  const { delivery } = order;
  if (delivery.method === 'transport_company') return delivery.transportCompany ?? '';
  return delivery.method === 'courier' ? ru.adminOrders.info.shipment.courierCarrier : '';
}

/**
 * What keeps `order` from completion once its shipping cost is `shippingCost` (decimal string; null = not set): the
 * API's rule, worked out before the call because a shipping cost set in the same step can make a payment whole.
 */
export function completionBlockersOf(
  order: Pick<Order, 'itemsTotal' | 'payment' | 'shipment'>,
  shippingCost: string | null,
): CompletionBlocker[] {
  const total = shippingCost === null ? null : toKopecks(order.itemsTotal) + toKopecks(shippingCost);
  const paymentStatus = paymentStatusOf(order.payment.paidAmount, total, order.payment.status !== 'awaiting');
  return completionBlockers({ paymentStatus, shipmentStatus: order.shipment.status });
}

const moscowDate = new Intl.DateTimeFormat('en-CA', {
  timeZone: DEFAULT_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

/** Today in Moscow as 'YYYY-MM-DD' (the day the API checks a payment's date against). */
export function moscowToday(now: Date = new Date()): string {
  return moscowDate.format(now);
}
