import { plural, ru } from '@shop/i18n-ru';
import { pageCount } from '@shop/storefront-domain';
import { EmptyState } from '@shop/storefront-ui-cart';
import { Pagination } from '@shop/storefront-ui-catalogue';
import { SmartLink } from '@shop/storefront-ui-layout';
import { OrderListItem } from '@shop/storefront-ui-orders';
import { Spinner } from '@shop/ui-kit';
import { useNavigation } from 'react-router';
import { orderHref, orderListHref, type OrderListPageData, type OrderStatus } from './orders-api';

const t = ru.storefrontOrders.list;

const FILTERS: readonly { status: OrderStatus | null; label: string }[] = [
  { status: null, label: t.all },
  { status: 'created', label: t.created },
  { status: 'completed', label: t.completed },
  { status: 'canceled', label: t.canceled },
];

/**
 * /account/order/list: the customer's orders, newest first, filtered by status (Все / Новые / Выполненные /
 * Отменённые) and paged, both in the URL. Each order shows its number, date, status, total and line count.
 */
export function OrderListPage({ page, status, listing }: OrderListPageData) {
  const navigation = useNavigation();
  const loading = navigation.state === 'loading' && navigation.location.pathname === '/account/order/list';
  const orders = listing?.orderList ?? [];
  const pages = listing ? pageCount(listing.pagination.total, listing.pagination.limit) : 1;

  return (
    <div className="sf-container sf-orders">
      <header className="sf-orders__header">
        <SmartLink to="/account" className="sf-orders__back">
          ← {ru.storefront.account.back}
        </SmartLink>
        <h1 className="sf-orders__title">{t.title}</h1>
      </header>
      <nav className="sf-orders__filter" aria-label={t.filterLabel}>
        <ul>
          {FILTERS.map((filter) => (
            <li key={filter.label}>
              <SmartLink
                to={orderListHref({ status: filter.status })}
                className="sf-orders__filter-link"
                aria-current={filter.status === status ? 'page' : undefined}
                preventScrollReset
              >
                {filter.label}
              </SmartLink>
            </li>
          ))}
        </ul>
      </nav>
      <p className="sf-orders__status" role="status">
        {loading ? (
          <>
            <Spinner size="sm" decorative /> {t.loading}
          </>
        ) : listing && orders.length > 0 ? (
          <span className="ui-visually-hidden">{`${listing.pagination.total} ${plural(listing.pagination.total, ru.plurals.order)}`}</span>
        ) : null}
      </p>
      {listing === null ? (
        <p className="sf-orders__message">{t.failed}</p>
      ) : orders.length === 0 ? (
        <EmptyOrders filtered={status !== null} />
      ) : (
        <>
          <ul
            className={`sf-orders__list${loading ? ' sf-orders__list--loading' : ''}`}
            aria-label={t.listLabel}
            aria-busy={loading || undefined}
          >
            {orders.map((order) => (
              <li key={order.id}>
                <OrderListItem order={order} href={orderHref(order.id)} />
              </li>
            ))}
          </ul>
          <Pagination page={page} pages={pages} hrefOf={(number) => orderListHref({ page: number, status })} />
        </>
      )}
    </div>
  );
}

function EmptyOrders({ filtered }: { filtered: boolean }) {
  return filtered ? (
    <EmptyState
      title={t.emptyFilteredTitle}
      text={t.emptyFilteredText}
      actions={
        <SmartLink to={orderListHref({})} className="ui-button ui-button--secondary ui-button--md">
          {t.showAll}
        </SmartLink>
      }
    />
  ) : (
    <EmptyState title={t.emptyTitle} text={t.emptyText} />
  );
}
