import type { Schema } from '@shop/api-contract';
import { formatDate, formatDateTime, formatMoney, ru } from '@shop/i18n-ru';
import { fill } from '@shop/storefront-domain';
import type { ReactNode } from 'react';
import { PaymentStatusBadge, ShipmentStatusBadge } from './order-fulfilment-badges';

const t = ru.storefrontOrders.fulfilment;

export interface OrderFulfilmentProps {
  order: Pick<Schema<'Order'>, 'status' | 'payment' | 'shipment'>;
}

/**
 * Where the buyer's money and goods are: the payment status with what is paid and still due, the shipment status
 * with the carrier and the waybill to track it by, then each payment and each shipment step, oldest first.
 */
export function OrderFulfilment({ order }: OrderFulfilmentProps) {
  const { payment, shipment } = order;
  const owes = order.status !== 'canceled' && payment.status !== 'refunded' && payment.amountDue !== '0.00';
  const rows: [string, ReactNode][] = [
    [t.payment, <PaymentStatusBadge key="payment" status={payment.status} />],
    ...(payment.paidAmount !== '0.00' ? [[t.paid, formatMoney(payment.paidAmount)] as [string, ReactNode]] : []),
    ...(owes ? [[t.due, formatMoney(payment.amountDue)] as [string, ReactNode]] : []),
    [t.shipment, <ShipmentStatusBadge key="shipment" status={shipment.status} />],
    ...(shipment.carrier ? [[t.carrier, shipment.carrier] as [string, ReactNode]] : []),
    ...(shipment.waybillNumber ? [[t.waybill, shipment.waybillNumber] as [string, ReactNode]] : []),
  ];
  return (
    <>
      <dl className="sf-order-facts">
        {rows.map(([label, value]) => (
          <div key={label} className="sf-order-facts__row">
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
      {payment.history.length > 0 || shipment.history.length > 0 ? (
        <ol className="sf-order-history sf-order-fulfilment__steps">
          {payment.history.map((p) => (
            <li key={p.id} className="sf-order-history__step">
              <time className="sf-order-history__time" dateTime={p.paidOn}>
                {formatDate(p.paidOn)}
              </time>
              <p className="sf-order-history__what">
                {ru.orders.paymentKind[p.kind]} {formatMoney(p.amount)}
                <span className="sf-order-history__who">
                  {' '}
                  · {fill(t.documentNumberValue, { number: p.documentNumber })}
                </span>
              </p>
            </li>
          ))}
          {shipment.history.map((s) => (
            <li key={s.changedAt} className="sf-order-history__step">
              <time className="sf-order-history__time" dateTime={s.changedAt}>
                {formatDateTime(s.changedAt)}
              </time>
              <p className="sf-order-history__what">
                {ru.orders.shipmentStatus[s.to]}
                {s.carrier ? (
                  <span className="sf-order-history__who">
                    {' '}
                    · {[s.carrier, s.waybillNumber].filter(Boolean).join(', ')}
                  </span>
                ) : null}
              </p>
              {s.comment ? <p className="sf-order-history__comment">{s.comment}</p> : null}
            </li>
          ))}
        </ol>
      ) : null}
    </>
  );
}
