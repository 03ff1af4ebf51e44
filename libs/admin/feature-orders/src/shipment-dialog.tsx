import { FormDialog } from '@shop/admin-ui-data';
import { fill, ru } from '@shop/i18n-ru';
import { Input, Textarea } from '@shop/ui-kit';
import { useState, type FormEvent } from 'react';
import { showFieldErrors, useDialogCall, type FieldErrors } from './order-failure';
import { commentOrNull, MANAGER_COMMENT_MAX } from './order-form-schema';
import { carrierOf, shipmentTarget, type ShipmentStep } from './order-fulfilment';
import { useChangeShipment } from './order-queries';
import type { Order, OrderShipmentBody } from './orders-api';
import { useOrdersApi } from './orders-api-context';

const t = ru.adminOrders.info.shipmentDialog;
/** The contract's limits on the carrier and the waybill number. */
const CARRIER_MAX = 200;
const WAYBILL_MAX = 100;

type Field = 'carrier' | 'waybillNumber' | 'comment';
const FIELDS: readonly Field[] = ['carrier', 'waybillNumber', 'comment'];

/** Props of {@link ShipmentDialog}. */
export interface ShipmentDialogProps {
  order: Order;
  step: ShipmentStep;
  onClose: () => void;
}

/**
 * Takes an order's shipment a step after the manager confirms, with a comment for its history. Shipping (and
 * correcting a shipment) names the carrier, which starts as the customer's transport company, and the waybill. The
 * API's field messages show beside the fields; code 32 (a step someone else took meanwhile) closes the dialog with a
 * toast and reloads the order.
 */
export function ShipmentDialog({ order, step, onClose }: ShipmentDialogProps) {
  const api = useOrdersApi();
  const change = useChangeShipment(api);
  const ships = step === 'shipped' || step === 'correct';
  const [carrier, setCarrier] = useState(() => (ships ? carrierOf(order) : ''));
  const [waybillNumber, setWaybillNumber] = useState(step === 'correct' ? (order.shipment.waybillNumber ?? '') : '');
  const [comment, setComment] = useState('');
  const [errors, setErrors] = useState<FieldErrors<Field>>({});
  const send = useDialogCall(order.id, FIELDS, setErrors, onClose);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    if (ships && carrier.trim() === '') return showFieldErrors(form, () => setErrors({ carrier: t.carrierRequired }));
    const body: OrderShipmentBody = { status: shipmentTarget(step) };
    if (ships) {
      body.carrier = carrier.trim();
      body.waybillNumber = waybillNumber.trim() || null;
    }
    const note = commentOrNull(comment);
    if (note !== null) body.comment = note;
    await send(form, () => change.mutateAsync({ orderId: order.id, body }), t.saved);
  };

  return (
    <FormDialog
      title={fill(t.titles[step], { number: String(order.number) })}
      description={t.descriptions[step]}
      submitLabel={ru.adminOrders.info.shipment.steps[step]}
      submitVariant={step === 'preparing' ? 'danger' : 'primary'}
      pending={change.isPending}
      onSubmit={(event) => void submit(event)}
      onClose={onClose}
    >
      {ships && (
        <>
          <Input
            label={t.carrier}
            autoComplete="off"
            required
            maxLength={CARRIER_MAX}
            value={carrier}
            hint={t.carrierHint}
            error={errors.carrier}
            onChange={(event) => setCarrier(event.target.value)}
          />
          <Input
            label={t.waybillNumber}
            autoComplete="off"
            maxLength={WAYBILL_MAX}
            value={waybillNumber}
            hint={t.waybillHint}
            error={errors.waybillNumber}
            onChange={(event) => setWaybillNumber(event.target.value)}
          />
        </>
      )}
      <Textarea
        label={t.comment}
        hint={t.commentHint}
        rows={2}
        maxLength={MANAGER_COMMENT_MAX}
        value={comment}
        error={errors.comment}
        onChange={(event) => setComment(event.target.value)}
      />
    </FormDialog>
  );
}
