import type { Schema } from '@shop/api-contract';
import { ru } from '@shop/i18n-ru';
import { Badge, type BadgeTone } from '@shop/ui-kit';

const TONES: Readonly<Record<Schema<'OrderStatus'>, BadgeTone>> = {
  created: 'info',
  completed: 'success',
  canceled: 'neutral',
};

/** An order's status as a coloured label: «Новый», «Выполнен» or «Отменён». */
export function OrderStatusBadge({ status }: { status: Schema<'OrderStatus'> }) {
  return <Badge tone={TONES[status]}>{ru.orders.status[status]}</Badge>;
}
