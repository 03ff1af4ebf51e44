import { ru } from '@shop/i18n-ru';
import { Badge, type BadgeTone } from '@shop/ui-kit';
import type { OrderStatus } from './orders-api';

const TONES: Readonly<Record<OrderStatus, BadgeTone>> = { created: 'info', completed: 'success', canceled: 'neutral' };

/** An order's status as a coloured badge: new (blue), completed (green), canceled (grey); the word carries the meaning, the colour only helps. */
export function OrderStatusBadge({ status }: { status: OrderStatus }) {
  return (
    <Badge tone={TONES[status]} size="sm">
      {ru.orders.status[status]}
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
