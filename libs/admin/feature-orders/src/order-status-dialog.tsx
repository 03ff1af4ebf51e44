import { FormDialog } from '@shop/admin-ui-data';
import { fill, ru } from '@shop/i18n-ru';
import { Checkbox, Input, Textarea } from '@shop/ui-kit';
import { useId, useState, type FormEvent } from 'react';
import { showFieldErrors, useDialogCall, type FieldErrors } from './order-failure';
import { commentOrNull, MANAGER_COMMENT_MAX, shippingCostMessage } from './order-form-schema';
import { completionBlockersOf } from './order-fulfilment';
import { parseMoney } from './order-money';
import { useChangeOrderStatus } from './order-queries';
import type { ChangeOrderStatusBody, Order } from './orders-api';
import { useOrdersApi } from './orders-api-context';

const t = ru.adminOrders.info.dialog;

/** Where a status change takes a new order. */
export type StatusTarget = ChangeOrderStatusBody['status'];

type Field = 'shippingCost' | 'managerComment' | 'override';
const FIELDS: readonly Field[] = ['shippingCost', 'managerComment', 'override'];

/** Props of {@link OrderStatusDialog}. */
export interface OrderStatusDialogProps {
  order: Order;
  target: StatusTarget;
  /** The shipping cost a completion starts with, as typed in the page's form ('' = none). */
  shippingCost: string;
  onClose: () => void;
}

/**
 * Completes or cancels a new order after the manager confirms, with an optional comment for the status history.
 * Completing needs a shipping cost (0 for free), so the shop can name the order's total, and the order paid in full
 * and shipped: the dialog says what is missing (with the shipping cost as typed, which can make a payment whole) and
 * completes it anyway only when the manager ticks the override and says why. Code 32 (someone changed the order
 * meanwhile) closes the dialog with a toast and reloads the order.
 */
export function OrderStatusDialog({ order, target, shippingCost: initialShipping, onClose }: OrderStatusDialogProps) {
  const api = useOrdersApi();
  const change = useChangeOrderStatus(api);
  const [shipping, setShipping] = useState(initialShipping);
  const [comment, setComment] = useState('');
  const [override, setOverride] = useState(false);
  const [errors, setErrors] = useState<FieldErrors<Field>>({});
  // The API found the order not ready although this page thought it was (a refund meanwhile): ask for the override.
  const [refused, setRefused] = useState(false);
  const overrideErrorId = useId();
  const send = useDialogCall(
    order.id,
    FIELDS,
    (found) => {
      if (found.override) setRefused(true);
      setErrors(found);
    },
    onClose,
  );
  const completing = target === 'completed';
  const typedShipping = parseMoney(shipping);
  const blockers = completing
    ? completionBlockersOf(order, typedShipping.ok ? typedShipping.value : order.shippingCost)
    : [];
  const needsOverride = blockers.length > 0 || refused;

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    const body: ChangeOrderStatusBody = { status: target };
    const managerComment = commentOrNull(comment);
    const found: FieldErrors<Field> = {};
    if (completing) {
      if (!typedShipping.ok || typedShipping.value === null)
        found.shippingCost = typedShipping.ok ? t.shippingRequired : shippingCostMessage(typedShipping.problem);
      else body.shippingCost = typedShipping.value;
      if (needsOverride) {
        if (!override) found.override = t.overrideRequired;
        else if (managerComment === null) found.managerComment = t.overrideCommentRequired;
        body.override = true;
      }
    }
    showFieldErrors(form, () => setErrors(found));
    if (Object.keys(found).length > 0) return;
    if (managerComment !== null) body.managerComment = managerComment;
    await send(form, () => change.mutateAsync({ orderId: order.id, body }), completing ? t.completed : t.canceled);
  };

  return (
    <FormDialog
      title={fill(completing ? t.completeTitle : t.cancelTitle, { number: String(order.number) })}
      description={completing ? t.completeDescription : t.cancelDescription}
      submitLabel={completing ? t.completeSubmit : t.cancelSubmit}
      submitVariant={completing ? 'primary' : 'danger'}
      pending={change.isPending}
      onSubmit={(event) => void submit(event)}
      onClose={onClose}
    >
      {completing && (
        <Input
          label={ru.adminOrders.info.manager.shippingCost}
          inputMode="decimal"
          autoComplete="off"
          required
          value={shipping}
          error={errors.shippingCost}
          hint={t.shippingHint}
          onChange={(event) => setShipping(event.target.value)}
        />
      )}
      {needsOverride && (
        <div className="admin-warning admin-order__blockers">
          {blockers.length > 0 && (
            <>
              <p>{t.blockersTitle}</p>
              <ul>
                {blockers.map((blocker) => (
                  <li key={blocker}>{t.blockers[blocker]}</li>
                ))}
              </ul>
            </>
          )}
          <Checkbox
            label={t.override}
            checked={override}
            aria-invalid={errors.override ? true : undefined}
            aria-describedby={errors.override ? overrideErrorId : undefined}
            onChange={(event) => setOverride(event.target.checked)}
          />
          {errors.override && (
            <p id={overrideErrorId} className="admin-order__field-error">
              {errors.override}
            </p>
          )}
        </div>
      )}
      <Textarea
        label={t.comment}
        hint={needsOverride && override ? t.overrideCommentHint : t.commentHint}
        required={needsOverride && override}
        rows={3}
        maxLength={MANAGER_COMMENT_MAX}
        value={comment}
        error={errors.managerComment}
        onChange={(event) => setComment(event.target.value)}
      />
    </FormDialog>
  );
}
