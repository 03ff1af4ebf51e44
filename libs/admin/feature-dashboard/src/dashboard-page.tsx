import { DataTable, LoadError, type DataTableColumn } from '@shop/admin-ui-data';
import { LOW_STOCK_THRESHOLD, personName } from '@shop/domain';
import { fill, formatDateTime, formatMoney, formatNumber, plural, ru } from '@shop/i18n-ru';
import { Spinner } from '@shop/ui-kit';
import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense, type ReactNode } from 'react';
import { Link } from 'react-router';
import type { AdminDashboard, OrderSummary } from './dashboard-api';
import { useDashboardApi } from './dashboard-api-context';
import { dashboardPaths } from './dashboard-paths';
import { dashboardQueryOptions } from './dashboard-queries';
import './dashboard.css';

const t = ru.adminDashboard;
const c = t.columns;

// The chart and its library come in a chunk of their own, fetched once the figures are there.
const OrdersByDayChart = lazy(async () => ({ default: (await import('./orders-chart')).OrdersByDayChart }));

/** '3 заказа'. */
export function orderCount(n: number): string {
  return t.orderCount.replace('{count}', formatNumber(n)).replace('{orders}', plural(n, ru.plurals.order));
}

/** One figure: a title (a link when the figure has a list behind it), the value, and a line under it. */
function FigureCard({ title, to, value, note }: { title: string; to?: string; value: string; note?: ReactNode }) {
  return (
    <li className="admin-dashboard-card">
      <h2 className="admin-dashboard-card__title">{to === undefined ? title : <Link to={to}>{title}</Link>}</h2>
      <p className="admin-dashboard-card__value">{value}</p>
      {note !== undefined && <p className="admin-dashboard-card__note">{note}</p>}
    </li>
  );
}

/** 'Выручка: 1 234,50 ₽', the amount kept on one line. */
function Revenue({ amount }: { amount: string }) {
  return (
    <>
      {t.revenueLabel}: <span className="admin-dashboard__amount">{formatMoney(amount)}</span>
    </>
  );
}

function Figures({ dashboard }: { dashboard: AdminDashboard }) {
  return (
    <ul className="admin-dashboard__figures" aria-label={t.figuresLabel}>
      <FigureCard
        title={t.today}
        value={orderCount(dashboard.today.orderCount)}
        note={<Revenue amount={dashboard.today.revenue} />}
      />
      <FigureCard
        title={`${t.week} (${t.weekHint})`}
        value={orderCount(dashboard.week.orderCount)}
        note={<Revenue amount={dashboard.week.revenue} />}
      />
      <FigureCard
        title={t.awaitingShippingCost}
        to={dashboardPaths.newOrders}
        value={formatNumber(dashboard.awaitingShippingCost)}
        note={t.awaitingShippingCostNote}
      />
      <FigureCard
        title={t.overdueUnpaid}
        value={formatNumber(dashboard.overdueUnpaidOrders)}
        note={fill(t.overdueUnpaidNote, {
          days: dashboard.unpaidOrderDays,
          daysWord: plural(dashboard.unpaidOrderDays, ru.plurals.olderThanDays),
        })}
      />
      <FigureCard
        title={t.awaitingShipment}
        to={dashboardPaths.awaitingShipment}
        value={formatNumber(dashboard.awaitingShipment)}
        note={t.awaitingShipmentNote}
      />
      <FigureCard
        title={t.lowStock}
        value={formatNumber(dashboard.lowStockProducts)}
        note={fill(t.lowStockNote, { count: LOW_STOCK_THRESHOLD })}
      />
      <FigureCard title={t.newCustomers} value={formatNumber(dashboard.newCustomers)} note={t.newCustomersHint} />
      <FigureCard
        title={t.pendingIntegratorRequests}
        to={dashboardPaths.pendingIntegratorRequests}
        value={formatNumber(dashboard.pendingIntegratorRequests)}
        note={t.pendingIntegratorRequestsNote}
      />
    </ul>
  );
}

function customerOf(order: OrderSummary): string {
  const name = personName(order.customer);
  const company = order.companyTitle ?? order.customer.companyTitle;
  return [company, name || order.customer.email].filter(Boolean).join(', ');
}

const columns: readonly DataTableColumn<OrderSummary>[] = [
  {
    id: 'number',
    header: c.number,
    nowrap: true,
    cell: (order) => (
      <Link to={dashboardPaths.order(order.id)} aria-label={t.orderLink.replace('{number}', String(order.number))}>
        {order.number}
      </Link>
    ),
  },
  { id: 'createdAt', header: c.createdAt, cell: (order) => formatDateTime(order.createdAt), nowrap: true },
  { id: 'customer', header: c.customer, cell: customerOf, wide: true },
  { id: 'status', header: c.status, cell: (order) => ru.orders.status[order.status], nowrap: true },
  {
    id: 'total',
    header: c.total,
    nowrap: true,
    cell: (order) =>
      order.total !== null ? (
        formatMoney(order.total)
      ) : (
        <>
          {formatMoney(order.itemsTotal)} <span className="admin-dashboard__muted">({t.shippingNotSet})</span>
        </>
      ),
  },
];

function LatestOrders({ orders }: { orders: readonly OrderSummary[] }) {
  return (
    <section className="admin-dashboard__latest" aria-labelledby="admin-dashboard-latest">
      <div className="admin-dashboard__section-head">
        <h2 id="admin-dashboard-latest" className="admin-dashboard__heading">
          {t.latestOrders}
        </h2>
        <Link to={dashboardPaths.orderList}>{t.allOrders}</Link>
      </div>
      {orders.length === 0 ? (
        <p className="admin-dashboard__muted">{t.latestOrdersNone}</p>
      ) : (
        <DataTable label={t.latestOrders} columns={columns} rows={orders} rowKey={(order) => order.id} />
      )}
    </section>
  );
}

function ChartLoading() {
  return (
    <p className="admin-dashboard-chart__loading" role="status">
      <Spinner size="sm" decorative /> {t.chart.loading}
    </p>
  );
}

/** /admin: today's and this week's orders and revenue, what waits for the manager, the latest orders and 30 days of orders. */
export function DashboardPage() {
  const api = useDashboardApi();
  const query = useQuery(dashboardQueryOptions(api));
  return (
    <section
      className="admin-dashboard"
      aria-labelledby="admin-dashboard-title"
      aria-busy={query.isPending || undefined}
    >
      <h1 id="admin-dashboard-title">{ru.admin.pages.dashboard}</h1>
      {query.isPending ? (
        <p className="admin-dashboard__loading" role="status">
          <Spinner size="sm" decorative /> {t.loading}
        </p>
      ) : query.isError ? (
        <LoadError message={t.loadFailed} onRetry={() => void query.refetch()} retrying={query.isFetching} />
      ) : (
        <>
          <Figures dashboard={query.data} />
          <p className="admin-dashboard__muted">{t.revenueHint}</p>
          <div className="admin-dashboard__panels">
            <LatestOrders orders={query.data.latestOrders} />
            <div className="admin-dashboard__chart">
              <Suspense fallback={<ChartLoading />}>
                <OrdersByDayChart days={query.data.ordersByDay} />
              </Suspense>
            </div>
          </div>
        </>
      )}
    </section>
  );
}
