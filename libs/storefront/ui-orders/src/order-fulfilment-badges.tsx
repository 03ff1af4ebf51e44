import type { Schema } from '@shop/api-contract';
import { ru } from '@shop/i18n-ru';
import { Badge, type BadgeTone } from '@shop/ui-kit';

const PAYMENT_TONES: Readonly<Record<Schema<'PaymentStatus'>, BadgeTone>> = {
  awaiting: 'warning',
  partially_paid: 'info',
  paid: 'success',
  refunded: 'neutral',
};

const SHIPMENT_TONES: Readonly<Record<Schema<'ShipmentStatus'>, BadgeTone>> = {
  preparing: 'neutral',
  shipped: 'info',
  ready_for_pickup: 'info',
  received: 'success',
};

/** Where the money is: «Ожидает оплаты», «Оплачен частично», «Оплачен», «Оплата возвращена». */
export function PaymentStatusBadge({ status }: { status: Schema<'PaymentStatus'> }) {
  return <Badge tone={PAYMENT_TONES[status]}>{ru.orders.paymentStatus[status]}</Badge>;
}

/** Where the goods are: «Готовится к отгрузке», «Отгружен», «Готов к выдаче», «Получен». */
export function ShipmentStatusBadge({ status }: { status: Schema<'ShipmentStatus'> }) {
  return <Badge tone={SHIPMENT_TONES[status]}>{ru.orders.shipmentStatus[status]}</Badge>;
}
