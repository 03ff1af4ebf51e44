import { Panel, type DataTableColumn } from '@shop/admin-ui-data';
import { formatDateTime, ru } from '@shop/i18n-ru';
import { Button } from '@shop/ui-kit';
import { useState } from 'react';
import { shipmentSteps, type ShipmentStep } from './order-fulfilment';
import { ByUser, InfoList, TableOrNote } from './order-info-blocks';
import { ShipmentStatusBadge } from './order-status-badge';
import type { Order, OrderShipmentChange } from './orders-api';
import { ShipmentDialog } from './shipment-dialog';

const t = ru.adminOrders.info.shipment;
const c = t.columns;
const names = ru.orders.shipmentStatus;

function stepLabel(change: OrderShipmentChange): string {
  return change.from === change.to ? t.corrected : `${names[change.from]} → ${names[change.to]}`;
}

const columns: readonly DataTableColumn<OrderShipmentChange>[] = [
  { id: 'changedAt', header: c.changedAt, cell: (change) => formatDateTime(change.changedAt), nowrap: true },
  { id: 'change', header: c.change, cell: stepLabel },
  { id: 'carrier', header: c.carrier, cell: (change) => change.carrier ?? '—' },
  { id: 'waybillNumber', header: c.waybillNumber, cell: (change) => change.waybillNumber ?? '—' },
  { id: 'comment', header: c.comment, wide: true, cell: (change) => change.comment ?? '—' },
  { id: 'changedBy', header: c.changedBy, cell: (change) => <ByUser user={change.changedBy} /> },
];

/**
 * «Отгрузка»: where the goods are, the carrier and waybill, every step, and a button for each step @shop/domain allows
 * from here. A cancelled order's shipment stays as it is.
 */
export function ShipmentPanel({ order }: { order: Order }) {
  const [dialog, setDialog] = useState<ShipmentStep | null>(null);
  const { shipment } = order;
  const steps = shipmentSteps(order);
  return (
    <Panel title={t.title}>
      <InfoList
        items={[
          { label: t.status, value: <ShipmentStatusBadge status={shipment.status} /> },
          { label: t.carrier, value: shipment.carrier },
          { label: t.waybillNumber, value: shipment.waybillNumber },
        ]}
      />
      {order.status === 'canceled' && <p className="admin-orders__muted">{t.canceledNote}</p>}
      {steps.length > 0 && (
        <div className="admin-order__actions" role="group" aria-label={t.actionsLabel}>
          {steps.map((step, index) => (
            <Button
              key={step}
              type="button"
              variant={index === 0 ? 'primary' : 'secondary'}
              onClick={() => setDialog(step)}
            >
              {t.steps[step]}
            </Button>
          ))}
        </div>
      )}
      <TableOrNote
        label={t.tableLabel}
        note={t.none}
        columns={columns}
        rows={shipment.history}
        rowKey={(change) => `${change.changedAt}:${change.from}:${change.to}`}
      />
      {dialog && <ShipmentDialog order={order} step={dialog} onClose={() => setDialog(null)} />}
    </Panel>
  );
}
