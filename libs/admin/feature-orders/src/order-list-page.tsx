import { FilterBar, PagedTable, SearchBox, totalLabel, type DataTableColumn } from '@shop/admin-ui-data';
import { saveBlob } from '@shop/api-client';
import { personName } from '@shop/domain';
import { formatDateTime, formatMoney, formatNumber, ru } from '@shop/i18n-ru';
import { Button, Input, Select, useToast } from '@shop/ui-kit';
import { useMutation, useQuery } from '@tanstack/react-query';
import { Link, useSearchParams } from 'react-router';
import { userLabel } from './order-format';
import { filtersOf, hasFilters, NO_FILTERS, parseOrderListParams, toOrderListParams } from './order-list-params';
import { awaitsShipping, shippingOfSummary } from './order-money';
import { orderPaths } from './order-paths';
import { customerQueryOptions, orderListQueryOptions } from './order-queries';
import { AwaitingShippingBadge, OrderStatusBadge, PaymentStatusBadge, ShipmentStatusBadge } from './order-status-badge';
import { ADMIN_ORDER_TOTAL_CAP, type OrderListFilters, type OrderSummary } from './orders-api';
import { useOrdersApi } from './orders-api-context';
import './orders.css';
import { toastText } from '@shop/errors';

const t = ru.adminOrders.list;
const c = t.columns;
const dash = '—';

const columns: readonly DataTableColumn<OrderSummary>[] = [
  {
    id: 'number',
    header: c.number,
    nowrap: true,
    cell: (order) => (
      <Link className="admin-orders__link" to={orderPaths.info(order.id)}>
        {order.number}
      </Link>
    ),
  },
  { id: 'createdAt', header: c.createdAt, cell: (order) => formatDateTime(order.createdAt), nowrap: true },
  { id: 'customer', header: c.customer, cell: (order) => <CustomerCell order={order} />, wide: true },
  {
    id: 'status',
    header: c.status,
    cell: (order) => (
      <span className="admin-orders__badges">
        <OrderStatusBadge status={order.status} />
        {awaitsShipping(order) && <AwaitingShippingBadge />}
      </span>
    ),
  },
  { id: 'payment', header: c.payment, cell: (order) => <PaymentStatusBadge status={order.paymentStatus} /> },
  { id: 'shipment', header: c.shipment, cell: (order) => <ShipmentStatusBadge status={order.shipmentStatus} /> },
  { id: 'itemsTotal', header: c.itemsTotal, cell: (order) => formatMoney(order.itemsTotal), nowrap: true },
  { id: 'shipping', header: c.shipping, cell: (order) => <ShippingCell order={order} />, nowrap: true },
  {
    id: 'total',
    header: c.total,
    cell: (order) => (order.total === null ? dash : formatMoney(order.total)),
    nowrap: true,
  },
  { id: 'lineCount', header: c.lineCount, cell: (order) => formatNumber(order.lineCount), nowrap: true },
];

function CustomerCell({ order }: { order: OrderSummary }) {
  const name = personName(order.customer);
  const company = order.companyTitle ?? order.customer.companyTitle;
  return (
    <span className="admin-orders__customer">
      {name && <span>{name}</span>}
      <span className="admin-orders__email">{order.customer.email}</span>
      {company && <span className="admin-orders__muted">{company}</span>}
    </span>
  );
}

/** The status filters, each a select of «any» and the statuses in their Russian names (in the domain's order). */
const STATUS_FILTERS = [
  { key: 'status', label: t.statusFilter, anyLabel: t.anyStatus, names: ru.orders.status },
  { key: 'paymentStatus', label: t.paymentFilter, anyLabel: t.anyPayment, names: ru.orders.paymentStatus },
  { key: 'shipmentStatus', label: t.shipmentFilter, anyLabel: t.anyShipment, names: ru.orders.shipmentStatus },
] as const;

function ShippingCell({ order }: { order: OrderSummary }) {
  const shipping = shippingOfSummary(order);
  if (shipping !== null) return <>{formatMoney(shipping)}</>;
  return (
    <span className={awaitsShipping(order) ? 'admin-orders__missing' : 'admin-orders__muted'}>{t.shippingNotSet}</span>
  );
}

/** /admin/order/list: orders newest first with search, filters and paging, all in the URL so a list view can be shared. */
export function OrderListPage() {
  const api = useOrdersApi();
  const toast = useToast();
  const [searchParams, setSearchParams] = useSearchParams();
  const filters = parseOrderListParams(searchParams);
  const query = useQuery(orderListQueryOptions(api, filters));
  const exportList = useMutation({
    mutationFn: () => api.exportList(filtersOf(filters)),
    onSuccess: ({ blob, fileName }) => saveBlob(blob, fileName ?? t.exportFileName),
    onError: (error) => toast.error(toastText(error)),
  });

  const update = (next: Partial<OrderListFilters>, options?: { replace?: boolean }) =>
    setSearchParams(toOrderListParams({ ...filters, ...next }), options);
  const total = query.data?.pagination.total ?? 0;

  return (
    <section className="admin-orders" aria-labelledby="admin-orders-title">
      <div className="admin-page-header">
        <h1 id="admin-orders-title">{ru.admin.pages.orderList}</h1>
        <Button type="button" variant="secondary" loading={exportList.isPending} onClick={() => exportList.mutate()}>
          {t.export}
        </Button>
      </div>
      <FilterBar
        label={t.filtersLabel}
        className="admin-orders__filters"
        chips={
          hasFilters(filters) && (
            <>
              {filters.userId && (
                <CustomerChip userId={filters.userId} onRemove={() => update({ userId: null, page: 1 })} />
              )}
              <Button type="button" variant="ghost" size="sm" onClick={() => update({ ...NO_FILTERS, page: 1 })}>
                {t.resetFilters}
              </Button>
            </>
          )
        }
      >
        <SearchBox
          label={t.searchLabel}
          placeholder={t.searchPlaceholder}
          value={filters.searchQuery}
          onSearch={(searchQuery) => update({ searchQuery, page: 1 }, { replace: true })}
        />
        {STATUS_FILTERS.map(({ key, label, anyLabel, names }) => (
          <Select
            key={key}
            label={label}
            value={filters[key] ?? ''}
            // The select offers only its own filter's values (and '' for any).
            onChange={(event) => update({ [key]: event.target.value || null, page: 1 } as Partial<OrderListFilters>)}
          >
            <option value="">{anyLabel}</option>
            {Object.entries(names).map(([value, name]) => (
              <option key={value} value={value}>
                {name}
              </option>
            ))}
          </Select>
        ))}
        <Input
          label={t.createdFrom}
          type="date"
          value={filters.createdFrom ?? ''}
          max={filters.createdTo ?? undefined}
          onChange={(event) => update({ createdFrom: event.target.value || null, page: 1 })}
        />
        <Input
          label={t.createdTo}
          type="date"
          value={filters.createdTo ?? ''}
          min={filters.createdFrom ?? undefined}
          onChange={(event) => update({ createdTo: event.target.value || null, page: 1 })}
        />
      </FilterBar>
      <PagedTable
        label={t.tableLabel}
        columns={columns}
        rows={query.data?.orderList}
        rowKey={(order) => order.id}
        query={query}
        loadFailed={t.loadFailed}
        paging={filters}
        total={query.data?.pagination.total}
        totalLabel={totalLabel(total, ADMIN_ORDER_TOTAL_CAP, t.totalCapped)}
        onPagingChange={(next) => update(next)}
        note={total >= ADMIN_ORDER_TOTAL_CAP && <p className="admin-orders__muted">{t.totalCappedHint}</p>}
      />
    </section>
  );
}

/** The customer the list is narrowed to, with a button that lifts the filter. */
function CustomerChip({ userId, onRemove }: { userId: string; onRemove: () => void }) {
  const api = useOrdersApi();
  const customer = useQuery(customerQueryOptions(api, userId));
  const label = customer.data ? userLabel(customer.data) : customer.isError ? t.customerUnknown : t.customerLoading;
  return (
    <span className="admin-orders__chip">
      <span>{t.customerChip.replace('{customer}', label)}</span>
      <button
        type="button"
        className="admin-orders__chip-remove"
        aria-label={t.customerChipRemove}
        title={t.customerChipRemove}
        onClick={onRemove}
      >
        <svg
          viewBox="0 0 24 24"
          width="14"
          height="14"
          fill="none"
          stroke="currentColor"
          strokeWidth="2.5"
          aria-hidden="true"
          focusable="false"
        >
          <path d="M6 6l12 12M18 6L6 18" strokeLinecap="round" />
        </svg>
      </button>
    </span>
  );
}
