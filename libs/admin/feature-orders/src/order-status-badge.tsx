import { ru } from '@shop/i18n-ru';
import { Badge, type BadgeTone } from '@shop/ui-kit';
import type { OrderStatus, PaymentStatus, ShipmentStatus } from './orders-api';

const TONES: Readonly<Record<OrderStatus, BadgeTone>> = { created: 'info', completed: 'success', canceled: 'neutral' };

/** An order's status as a coloured badge: new (blue), completed (green), canceled (grey); the word carries the meaning, the colour only helps. */
export function OrderStatusBadge({ status }: { status: OrderStatus }) {
  return (
    <Badge tone={TONES[status]} size="sm">
      {ru.orders.status[status]}
    </Badge>
  );
}

const PAYMENT_TONES: Readonly<Record<PaymentStatus, BadgeTone>> = {
  awaiting: 'warning',
  partially_paid: 'info',
  paid: 'success',
  refunded: 'neutral',
};

/** An order's payment status as a badge: awaiting (amber), partially paid (blue), paid (green), refunded (grey). */
export function PaymentStatusBadge({ status }: { status: PaymentStatus }) {
  return (
    <Badge tone={PAYMENT_TONES[status]} size="sm" wrap>
      {ru.orders.paymentStatus[status]}
    </Badge>
  );
}

const SHIPMENT_TONES: Readonly<Record<ShipmentStatus, BadgeTone>> = {
  preparing: 'warning',
  shipped: 'info',
  ready_for_pickup: 'info',
  received: 'success',
};

/** An order's shipment status as a badge: preparing (amber), shipped or ready for pickup (blue), received (green). */
export function ShipmentStatusBadge({ status }: { status: ShipmentStatus }) {
  return (
    <Badge tone={SHIPMENT_TONES[status]} size="sm" wrap>
      {ru.orders.shipmentStatus[status]}
    </Badge>
  );
}

/** The mark of a new order whose shipping cost the manager has yet to set. */
export function AwaitingShippingBadge() {
  return (
    <Badge tone="warning" size="sm" wrap>
      {ru.adminOrders.list.awaitingShipping}
    </Badge>
  );
}
