import { Panel, type DataTableColumn } from '@shop/admin-ui-data';
import type { PaymentKind } from '@shop/domain';
import { formatDate, formatMoney, ru } from '@shop/i18n-ru';
import { Button } from '@shop/ui-kit';
import { useState } from 'react';
import { ByUser, InfoList, TableOrNote } from './order-info-blocks';
import { PaymentStatusBadge } from './order-status-badge';
import type { Order, OrderPaymentRecord } from './orders-api';
import { canRecordPayment, canRefund, PaymentDialog } from './payment-dialog';

const t = ru.adminOrders.info.payment;
const c = t.columns;

const columns: readonly DataTableColumn<OrderPaymentRecord>[] = [
  { id: 'paidOn', header: c.paidOn, cell: (record) => formatDate(record.paidOn), nowrap: true },
  { id: 'kind', header: c.kind, cell: (record) => ru.orders.paymentKind[record.kind], nowrap: true },
  { id: 'amount', header: c.amount, cell: (record) => formatMoney(record.amount), nowrap: true },
  { id: 'documentNumber', header: c.documentNumber, cell: (record) => record.documentNumber },
  { id: 'comment', header: c.comment, wide: true, cell: (record) => record.comment ?? '—' },
  { id: 'recordedBy', header: c.recordedBy, cell: (record) => <ByUser user={record.recordedBy} /> },
  { id: 'status', header: c.status, cell: (record) => <PaymentStatusBadge status={record.paymentStatus} /> },
];

/**
 * «Оплата»: the order's payment status, what is paid and what is left, every payment and refund, and the buttons that
 * record the next one. Money cannot come in on a cancelled order; what was paid can still go back.
 */
export function PaymentPanel({ order }: { order: Order }) {
  const [dialog, setDialog] = useState<PaymentKind | null>(null);
  const { payment } = order;
  const mayPay = canRecordPayment(order);
  const mayRefund = canRefund(order);
  return (
    <Panel title={t.title}>
      <InfoList
        items={[
          { label: t.status, value: <PaymentStatusBadge status={payment.status} /> },
          { label: t.paid, value: formatMoney(payment.paidAmount) },
          {
            label: t.due,
            value: (
              <span className="admin-order__stack">
                <span>{formatMoney(payment.amountDue)}</span>
                {order.total === null && <span className="admin-orders__muted">{t.dueOfItems}</span>}
              </span>
            ),
          },
        ]}
      />
      {order.status === 'canceled' && <p className="admin-orders__muted">{t.canceledNote}</p>}
      {(mayPay || mayRefund) && (
        <div className="admin-order__actions" role="group" aria-label={t.actionsLabel}>
          {mayPay && (
            <Button type="button" onClick={() => setDialog('payment')}>
              {t.record}
            </Button>
          )}
          {mayRefund && (
            <Button type="button" variant="secondary" onClick={() => setDialog('refund')}>
              {t.refund}
            </Button>
          )}
        </div>
      )}
      <TableOrNote
        label={t.tableLabel}
        note={t.none}
        columns={columns}
        rows={payment.history}
        rowKey={(record) => record.id}
      />
      {dialog && <PaymentDialog order={order} kind={dialog} onClose={() => setDialog(null)} />}
    </Panel>
  );
}
