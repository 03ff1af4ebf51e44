import type { Schema } from '@shop/api-contract';
import { formatDateTime, ru } from '@shop/i18n-ru';
import { fill } from '@shop/storefront-domain';

const t = ru.storefrontOrders.history;

export interface OrderStatusHistoryProps {
  history: readonly Schema<'OrderStatusChange'>[];
  /** The order's customer: their own changes read «вами», anyone else's «магазином». */
  customerId: string;
}

/** An order's status changes, oldest first: when, from which status to which, by whom, with the comment. */
export function OrderStatusHistory({ history, customerId }: OrderStatusHistoryProps) {
  return (
    <ol className="sf-order-history">
      {history.map((change, index) => (
        <li key={`${change.changedAt}-${index}`} className="sf-order-history__step">
          <time className="sf-order-history__time" dateTime={change.changedAt}>
            {formatDateTime(change.changedAt)}
          </time>
          <p className="sf-order-history__what">
            {change.from === null
              ? t.made
              : fill(t.changed, { from: ru.orders.status[change.from], to: ru.orders.status[change.to] })}
            {change.from !== null ? (
              <span className="sf-order-history__who">
                {' '}
                · {fill(t.by, { who: change.changedBy?.id === customerId ? t.byCustomer : t.byShop })}
              </span>
            ) : null}
          </p>
          {change.comment ? <p className="sf-order-history__comment">{change.comment}</p> : null}
        </li>
      ))}
    </ol>
  );
}
