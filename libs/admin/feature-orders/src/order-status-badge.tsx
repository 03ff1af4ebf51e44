import { ru } from '@shop/i18n-ru';
import type { OrderStatus } from './orders-api';
import './orders.css';

/** An order's status as a coloured badge: new (blue), completed (green), canceled (grey); the word carries the meaning, the colour only helps. */
export function OrderStatusBadge({ status }: { status: OrderStatus }) {
  return <span className={`admin-order-badge admin-order-badge--${status}`}>{ru.orders.status[status]}</span>;
}

/** The mark of a new order whose shipping cost the manager has yet to set. */
export function AwaitingShippingBadge() {
  return <span className="admin-order-badge admin-order-badge--awaiting">{ru.adminOrders.list.awaitingShipping}</span>;
}
