import { DataTable, Panel, type DataTableColumn, type DataTableProps } from '@shop/admin-ui-data';
import { personName } from '@shop/domain';
import { formatDateTime, formatMoney, formatNumber, orderVatLine, ru } from '@shop/i18n-ru';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { userLabel } from './order-format';
import { orderPaths } from './order-paths';
import type { Order, OrderStatusChange, UserRef } from './orders-api';

const t = ru.adminOrders.info;
const dash = '—';

type Line = Order['lineList'][number];

/** One labelled value of an {@link InfoList}; a null value shows 'Не указано'. */
export interface InfoItem {
  label: string;
  value: ReactNode;
}

/** Label/value lines of an order's block (a description list; two columns where there is room). */
export function InfoList({ items }: { items: readonly InfoItem[] }) {
  return (
    <dl className="admin-order__list">
      {items.map(({ label, value }) => (
        <div key={label} className="admin-order__item">
          <dt>{label}</dt>
          <dd>{value ?? <span className="admin-orders__muted">{t.notSet}</span>}</dd>
        </div>
      ))}
    </dl>
  );
}

/** A panel's table (payments, shipment steps, documents), or a note in its place while there is no row. */
export function TableOrNote<Row>({ note, ...table }: DataTableProps<Row> & { rows: readonly Row[]; note: string }) {
  return table.rows.length === 0 ? <p className="admin-orders__muted">{note}</p> : <DataTable {...table} />;
}

/** Who made a change or recorded a payment: the user as one line, or «пользователь удалён». */
export function ByUser({ user }: { user: UserRef | null }) {
  return user ? <>{userLabel(user)}</> : <span className="admin-orders__muted">{t.history.deletedUser}</span>;
}

/** Who ordered: the contact person of the order and the customer's account. */
export function ContactBlock({ order }: { order: Order }) {
  const c = t.contact;
  const { contact, customer } = order;
  return (
    <Panel title={c.title}>
      <InfoList
        items={[
          { label: c.name, value: personName(contact) || null },
          { label: c.phone, value: <a href={`tel:${contact.phone.replace(/[^+\d]/g, '')}`}>{contact.phone}</a> },
          { label: c.email, value: <a href={`mailto:${contact.email}`}>{contact.email}</a> },
          {
            label: c.account,
            value: (
              <span className="admin-order__stack">
                <Link to={orderPaths.user(customer.id)}>{userLabel(customer)}</Link>
                <Link to={orderPaths.listOfCustomer(customer.id)}>{c.accountOrders}</Link>
              </span>
            ),
          },
        ]}
      />
    </Panel>
  );
}

/** How the order travels. */
export function DeliveryBlock({ order }: { order: Order }) {
  const d = t.delivery;
  const { delivery } = order;
  return (
    <Panel title={d.title}>
      <InfoList
        items={[
          { label: d.method, value: ru.orders.deliveryMethod[delivery.method] },
          ...(delivery.method === 'pickup' ? [] : [{ label: d.address, value: delivery.address }]),
          ...(delivery.method === 'transport_company'
            ? [{ label: d.transportCompany, value: delivery.transportCompany }]
            : []),
        ]}
      />
    </Panel>
  );
}

/** Who pays: an individual, or a company with its requisites. */
export function PayerBlock({ order }: { order: Order }) {
  const p = t.payer;
  const { company } = order;
  return (
    <Panel title={p.title}>
      <InfoList
        items={[
          { label: p.type, value: ru.orders.payerType[order.payerType] },
          ...(company
            ? [
                { label: p.company, value: company.title },
                { label: p.inn, value: company.inn },
                { label: p.kpp, value: company.kpp },
                { label: p.ogrn, value: company.ogrn },
                { label: p.legalAddress, value: company.legalAddress },
                { label: p.bankName, value: company.bankName },
                { label: p.bik, value: company.bik },
                { label: p.checkingAccount, value: company.checkingAccount },
                { label: p.correspondentAccount, value: company.correspondentAccount },
              ]
            : []),
        ]}
      />
    </Panel>
  );
}

/** What the customer wrote at checkout. */
export function CustomerCommentBlock({ order }: { order: Order }) {
  return (
    <Panel title={t.comment.title}>
      {order.comment ? (
        <p className="admin-order__text">{order.comment}</p>
      ) : (
        <p className="admin-orders__muted">{t.comment.none}</p>
      )}
    </Panel>
  );
}

const lineColumns: readonly DataTableColumn<Line>[] = [
  { id: 'article', header: t.lines.article, cell: (line) => line.article, nowrap: true },
  {
    id: 'product',
    header: t.lines.product,
    wide: true,
    cell: (line) =>
      line.product ? (
        <Link className="admin-orders__link" to={orderPaths.product(line.product.id)}>
          {line.title}
        </Link>
      ) : (
        <span className="admin-order__stack">
          <span>{line.title}</span>
          <span className="admin-orders__muted">{t.lines.productDeleted}</span>
        </span>
      ),
  },
  { id: 'price', header: t.lines.price, cell: (line) => formatMoney(line.price), nowrap: true },
  { id: 'quantity', header: t.lines.quantity, cell: (line) => formatNumber(line.quantity), nowrap: true },
  { id: 'total', header: t.lines.total, cell: (line) => formatMoney(line.total), nowrap: true },
];

/** The order's lines (prices frozen at checkout) and its totals. */
export function LinesBlock({ order }: { order: Order }) {
  const s = t.totals;
  return (
    <Panel title={t.lines.title}>
      <DataTable
        label={t.lines.tableLabel}
        columns={lineColumns}
        rows={order.lineList}
        rowKey={(line) => `${line.article}:${line.product?.id ?? line.title}`}
      />
      <dl className="admin-order__totals">
        <div>
          <dt>{s.items}</dt>
          <dd>{formatMoney(order.itemsTotal)}</dd>
        </div>
        <div>
          <dt>{s.shipping}</dt>
          <dd>
            {order.shippingCost === null ? (
              <span className="admin-orders__missing">{s.shippingNotSet}</span>
            ) : (
              formatMoney(order.shippingCost)
            )}
          </dd>
        </div>
        <div className="admin-order__grand-total">
          <dt>{s.total}</dt>
          <dd>
            {order.total === null ? (
              <span className="admin-orders__muted">{s.totalUnknown}</span>
            ) : (
              formatMoney(order.total)
            )}
          </dd>
        </div>
        <VatRow order={order} />
      </dl>
    </Panel>
  );
}

/** The order's own НДС (kept from its checkout), as its invoice prints it: the rate and amount, or «Без НДС». */
function VatRow({ order }: { order: Order }) {
  const { label, amount } = orderVatLine(order);
  return (
    <div className="admin-order__vat">
      <dt>{label}</dt>
      <dd>{amount ?? ''}</dd>
    </div>
  );
}

function statusStep(change: OrderStatusChange): string {
  const to = ru.orders.status[change.to];
  return change.from === null ? `${t.history.placed}: ${to}` : `${ru.orders.status[change.from]} → ${to}`;
}

const historyColumns: readonly DataTableColumn<OrderStatusChange>[] = [
  { id: 'changedAt', header: t.history.changedAt, cell: (change) => formatDateTime(change.changedAt), nowrap: true },
  {
    id: 'changedBy',
    header: t.history.changedBy,
    wide: true,
    cell: (change) => <ByUser user={change.changedBy} />,
  },
  { id: 'change', header: t.history.change, cell: (change) => statusStep(change), nowrap: true },
  { id: 'comment', header: t.history.comment, wide: true, cell: (change) => change.comment ?? dash },
];

/** Every status the order went through: who, when, from → to, and why. */
export function HistoryBlock({ order }: { order: Order }) {
  return (
    <Panel title={t.history.title}>
      <DataTable
        label={t.history.tableLabel}
        columns={historyColumns}
        rows={order.statusHistory}
        rowKey={(change) => `${change.changedAt}:${change.from ?? ''}:${change.to}`}
      />
    </Panel>
  );
}
