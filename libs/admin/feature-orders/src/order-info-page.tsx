import { valibotResolver } from '@hookform/resolvers/valibot';
import { LoadError, MissingRecord, Panel, useUnsavedChangesGuard } from '@shop/admin-ui-data';
import { hasErrorCode, saveBlob } from '@shop/api-client';
import { formatDateTime, formatMoney, ru } from '@shop/i18n-ru';
import { Button, Input, Spinner, Textarea, useToast } from '@shop/ui-kit';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { useForm, type UseFormReturn } from 'react-hook-form';
import { Link, useSearchParams } from 'react-router';
import { DocumentsPanel } from './documents-panel';
import { useOrderFailure } from './order-failure';
import {
  orderFormDefaults,
  orderFormSchema,
  MANAGER_COMMENT_MAX,
  toUpdateOrderBody,
  type OrderFormValues,
} from './order-form-schema';
import { orderTitle } from './order-format';
import {
  ContactBlock,
  CustomerCommentBlock,
  DeliveryBlock,
  HistoryBlock,
  InfoList,
  LinesBlock,
  PayerBlock,
} from './order-info-blocks';
import { awaitsShipping } from './order-money';
import { orderPaths } from './order-paths';
import { orderQueryOptions, useUpdateOrder } from './order-queries';
import { OrderStatusBadge } from './order-status-badge';
import { OrderStatusDialog, type StatusTarget } from './order-status-dialog';
import type { Order } from './orders-api';
import { useOrdersApi } from './orders-api-context';
import { PaymentPanel } from './payment-panel';
import { ShipmentPanel } from './shipment-panel';
import './orders.css';
import { ErrorCode, toastText } from '@shop/errors';

const t = ru.adminOrders.info;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const TITLE_ID = 'admin-order-title';
const resolver = valibotResolver(orderFormSchema);

/** /admin/order/info?id=: one order with everything the customer entered, and, while it is new, the manager's tools. */
export function OrderInfoPage() {
  const api = useOrdersApi();
  const [searchParams] = useSearchParams();
  const raw = searchParams.get('id')?.trim() ?? '';
  const orderId = UUID.test(raw) ? raw : null;
  const query = useQuery({ ...orderQueryOptions(api, orderId ?? ''), enabled: orderId !== null });

  if (query.data) {
    // A changed order (saved here, or reloaded after someone else changed it) starts a fresh form.
    return <OrderView key={`${query.data.id}:${query.data.updatedAt}`} order={query.data} />;
  }
  let state: ReactNode;
  if (orderId === null || hasErrorCode(query.error, ErrorCode.RecordNotFound)) {
    state = (
      <MissingRecord
        message={orderId === null ? t.missingId : t.notFound}
        listPath={orderPaths.list}
        listLabel={t.toList}
      />
    );
  } else if (query.isError) {
    state = <LoadError message={t.loadFailed} onRetry={() => void query.refetch()} retrying={query.isFetching} />;
  } else {
    state = (
      <div className="admin-notice">
        <Spinner />
      </div>
    );
  }
  return (
    <section className="admin-orders" aria-labelledby={TITLE_ID}>
      <h1 id={TITLE_ID}>{ru.admin.pages.orderInfo}</h1>
      {state}
    </section>
  );
}

function OrderView({ order }: { order: Order }) {
  const api = useOrdersApi();
  const toast = useToast();
  const isNew = order.status === 'created';
  const form = useForm<OrderFormValues>({ defaultValues: orderFormDefaults(order), resolver });
  const [dialog, setDialog] = useState<StatusTarget | null>(null);
  useUnsavedChangesGuard(isNew && form.formState.isDirty && !form.formState.isSubmitting);

  const invoice = useMutation({
    mutationFn: () => api.downloadInvoice(order.id),
    onSuccess: ({ blob, fileName }) =>
      saveBlob(blob, fileName ?? t.actions.invoiceFileName.replace('{number}', String(order.number))),
    onError: (error) => toast.error(toastText(error)),
  });

  return (
    <section className="admin-orders admin-order" aria-labelledby={TITLE_ID}>
      <div className="admin-page-header">
        <div className="admin-order__title">
          <h1 id={TITLE_ID}>{orderTitle(order.number)}</h1>
          <OrderStatusBadge status={order.status} />
        </div>
        <Link to={orderPaths.list}>{t.toList}</Link>
      </div>
      <dl className="admin-order__dates">
        <div>
          <dt>{t.createdAt}</dt>
          <dd>{formatDateTime(order.createdAt)}</dd>
        </div>
        <div>
          <dt>{t.updatedAt}</dt>
          <dd>{formatDateTime(order.updatedAt)}</dd>
        </div>
        <div>
          <dt>{t.statusChangedAt}</dt>
          <dd>{formatDateTime(order.statusChangedAt)}</dd>
        </div>
      </dl>
      {awaitsShipping(order) && <p className="admin-warning">{t.awaitingShipping}</p>}
      {(isNew || order.payerType === 'company') && (
        <div className="admin-order__actions" role="group" aria-label={t.actions.label}>
          {isNew && (
            <>
              <Button type="button" onClick={() => setDialog('completed')}>
                {t.actions.complete}
              </Button>
              <Button type="button" variant="danger" onClick={() => setDialog('canceled')}>
                {t.actions.cancel}
              </Button>
            </>
          )}
          {order.payerType === 'company' && (
            <Button type="button" variant="secondary" loading={invoice.isPending} onClick={() => invoice.mutate()}>
              {t.actions.invoice}
            </Button>
          )}
        </div>
      )}
      <div className="admin-order__grid">
        <ContactBlock order={order} />
        <DeliveryBlock order={order} />
        <PayerBlock order={order} />
        <CustomerCommentBlock order={order} />
      </div>
      <LinesBlock order={order} />
      <PaymentPanel order={order} />
      <ShipmentPanel order={order} />
      <DocumentsPanel order={order} />
      <Panel title={t.manager.title}>
        {isNew ? <ManagerForm order={order} form={form} /> : <ManagerReadOnly order={order} />}
      </Panel>
      <HistoryBlock order={order} />
      {dialog && (
        <OrderStatusDialog
          order={order}
          target={dialog}
          shippingCost={form.getValues('shippingCost')}
          onClose={() => setDialog(null)}
        />
      )}
    </section>
  );
}

/** The shipping cost and the manager's comment of a new order; saves only what changed. */
function ManagerForm({ order, form }: { order: Order; form: UseFormReturn<OrderFormValues> }) {
  const api = useOrdersApi();
  const toast = useToast();
  const update = useUpdateOrder(api);
  const showFailure = useOrderFailure();
  const {
    register,
    handleSubmit,
    formState: { errors, isDirty, isSubmitting, dirtyFields },
  } = form;

  const submit = handleSubmit(async (values) => {
    const body = toUpdateOrderBody(values, dirtyFields);
    if (!body) return;
    try {
      await update.mutateAsync({ orderId: order.id, body });
      toast.success();
    } catch (error) {
      // Code 32 reloads the order as it is now, with a fresh form (or none, once it is closed).
      await showFailure(error, order.id);
    }
  });

  return (
    <form className="admin-order__form" noValidate onSubmit={(event) => void submit(event)}>
      <Input
        label={t.manager.shippingCost}
        inputMode="decimal"
        autoComplete="off"
        hint={t.manager.shippingCostHint}
        error={errors.shippingCost?.message}
        {...register('shippingCost')}
      />
      <Textarea
        label={t.manager.managerComment}
        maxLength={MANAGER_COMMENT_MAX}
        error={errors.managerComment?.message}
        {...register('managerComment')}
      />
      <div className="admin-form-actions">
        <Button type="submit" loading={isSubmitting} disabled={!isDirty}>
          {t.manager.save}
        </Button>
      </div>
    </form>
  );
}

/** What the manager set on a closed order; nothing can change any more. */
function ManagerReadOnly({ order }: { order: Order }) {
  return (
    <>
      <p className="admin-orders__muted">{t.manager.readOnly}</p>
      <InfoList
        items={[
          {
            label: t.manager.shippingCost,
            value: order.shippingCost === null ? null : formatMoney(order.shippingCost),
          },
          {
            label: t.manager.managerComment,
            value: order.managerComment ? <span className="admin-order__text">{order.managerComment}</span> : null,
          },
        ]}
      />
    </>
  );
}
