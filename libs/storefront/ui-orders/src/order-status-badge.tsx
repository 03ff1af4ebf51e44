import type { Schema } from '@shop/api-contract';
import { ru } from '@shop/i18n-ru';

/** An order's status as a coloured label: «Новый», «Выполнен» or «Отменён». */
export function OrderStatusBadge({ status }: { status: Schema<'OrderStatus'> }) {
  return <span className={`sf-order-status sf-order-status--${status}`}>{ru.orders.status[status]}</span>;
}
