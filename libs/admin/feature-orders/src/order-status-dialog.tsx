import { FormDialog } from '@shop/admin-ui-data';
import { ru } from '@shop/i18n-ru';
import { Input, Textarea, useToast } from '@shop/ui-kit';
import { useRef, useState, type FormEvent } from 'react';
import { commentOrNull, MANAGER_COMMENT_MAX, shippingCostMessage } from './order-form-schema';
import { parseShippingCost } from './order-money';
import { useChangeOrderStatus, useReloadOrder } from './order-queries';
import type { ChangeOrderStatusBody, Order } from './orders-api';
import { useOrdersApi } from './orders-api-context';
import { hasErrorCode } from '@shop/api-client';
import { ErrorCode, toastText } from '@shop/errors';

const t = ru.adminOrders.info.dialog;

/** Where a status change takes a new order. */
export type StatusTarget = ChangeOrderStatusBody['status'];

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
 * Completing needs a shipping cost (0 for free), so the shop can name the order's total. Code 32 (someone changed
 * the order meanwhile) closes the dialog with a toast and reloads the order.
 */
export function OrderStatusDialog({ order, target, shippingCost: initialShipping, onClose }: OrderStatusDialogProps) {
  const api = useOrdersApi();
  const toast = useToast();
  const change = useChangeOrderStatus(api);
  const reload = useReloadOrder();
  const shippingRef = useRef<HTMLInputElement>(null);
  const [shipping, setShipping] = useState(initialShipping);
  const [shippingError, setShippingError] = useState<string | undefined>();
  const [comment, setComment] = useState('');
  const completing = target === 'completed';
  const number = String(order.number);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const body: ChangeOrderStatusBody = { status: target };
    if (completing) {
      const parsed = parseShippingCost(shipping);
      if (!parsed.ok || parsed.value === null) {
        setShippingError(parsed.ok ? t.shippingRequired : shippingCostMessage(parsed.problem));
        shippingRef.current?.focus();
        return;
      }
      setShippingError(undefined);
      body.shippingCost = parsed.value;
    }
    const managerComment = commentOrNull(comment);
    if (managerComment !== null) body.managerComment = managerComment;
    try {
      await change.mutateAsync({ orderId: order.id, body });
      toast.success(completing ? t.completed : t.canceled);
      onClose();
    } catch (error) {
      if (hasErrorCode(error, ErrorCode.Conflict)) {
        toast.error(ru.adminOrders.info.conflict);
        onClose();
        await reload(order.id);
        return;
      }
      toast.error(toastText(error));
    }
  };

  return (
    <FormDialog
      title={(completing ? t.completeTitle : t.cancelTitle).replace('{number}', number)}
      description={completing ? t.completeDescription : t.cancelDescription}
      submitLabel={completing ? t.completeSubmit : t.cancelSubmit}
      submitVariant={completing ? 'primary' : 'danger'}
      pending={change.isPending}
      onSubmit={(event) => void submit(event)}
      onClose={onClose}
    >
      {completing && (
        <Input
          ref={shippingRef}
          label={ru.adminOrders.info.manager.shippingCost}
          inputMode="decimal"
          autoComplete="off"
          required
          value={shipping}
          error={shippingError}
          hint={t.shippingHint}
          onChange={(event) => setShipping(event.target.value)}
        />
      )}
      <Textarea
        label={t.comment}
        hint={t.commentHint}
        rows={3}
        maxLength={MANAGER_COMMENT_MAX}
        value={comment}
        onChange={(event) => setComment(event.target.value)}
      />
    </FormDialog>
  );
}
