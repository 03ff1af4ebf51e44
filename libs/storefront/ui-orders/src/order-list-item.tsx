import type { Schema } from '@shop/api-contract';
import { formatDate, formatMoney, plural, ru, orderTitle } from '@shop/i18n-ru';
import { fill } from '@shop/storefront-domain';
import { SmartLink } from '@shop/storefront-ui-layout';
import { PaymentStatusBadge, ShipmentStatusBadge } from './order-fulfilment-badges';
import { OrderStatusBadge } from './order-status-badge';

const t = ru.storefrontOrders.summary;

/**
 * One order of the account's list: number (a link), date, status with the payment and shipment statuses of an order
 * not cancelled, total («уточняется» while unknown), line count.
 */
export function OrderListItem({ order, href }: { order: Schema<'OrderSummary'>; href: string }) {
  return (
    <article className="sf-order-item">
      <h2 className="sf-order-item__title">
        <SmartLink to={href}>{orderTitle(order.number)}</SmartLink>
      </h2>
      <p className="sf-order-item__date">
        <time dateTime={order.createdAt}>{fill(t.placedAt, { date: formatDate(order.createdAt) })}</time>
      </p>
      <p className="sf-order-item__status">
        <span className="ui-visually-hidden">{t.status}: </span>
        <OrderStatusBadge status={order.status} />
        {order.status === 'canceled' ? null : (
          <>
            {' '}
            <PaymentStatusBadge status={order.paymentStatus} /> <ShipmentStatusBadge status={order.shipmentStatus} />
          </>
        )}
      </p>
      <p className="sf-order-item__lines">
        {fill(t.lines, { count: order.lineCount, positions: plural(order.lineCount, ru.plurals.position) })}
      </p>
      <p className="sf-order-item__total">
        <span className="sf-order-item__total-label">{t.total}: </span>
        {order.total === null ? ru.storefrontOrders.totals.totalUnknown : formatMoney(order.total)}
      </p>
      {order.companyTitle ? <p className="sf-order-item__payer">{order.companyTitle}</p> : null}
    </article>
  );
}
