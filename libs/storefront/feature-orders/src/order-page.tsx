import { isApiError } from '@shop/api-client';
import { ErrorCode } from '@shop/errors';
import { formatDate, ru, orderTitle } from '@shop/i18n-ru';
import { failureToastText, useApi } from '@shop/storefront-data-access';
import { fill } from '@shop/storefront-domain';
import { SmartLink } from '@shop/storefront-ui-layout';
import {
  ContactFacts,
  DeliveryFacts,
  OrderFulfilment,
  OrderLinesTable,
  orderLineRows,
  OrderStatusBadge,
  OrderStatusHistory,
  OrderTotals,
  PayerFacts,
  RepeatOrderReport,
} from '@shop/storefront-ui-orders';
import { Button, useConfirm, useToast } from '@shop/ui-kit';
import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { useRevalidator } from 'react-router';
import { InvoiceButton, OrderDocumentButton } from './pdf-download-button';
import { cancelOrder, type Order } from './orders-api';
import { useRepeatOrder } from './use-repeat-order';

const t = ru.storefrontOrders.order;

export interface OrderPageProps {
  order: Order;
  /**
   * Reloads the tab's cart after «Повторить заказ» put lines into it. The cart store belongs to another feature, so
   * the app's route passes its `load` in.
   */
  onCartChanged?: () => unknown;
}

/**
 * /account/order/{id}: the lines (linking to products that still exist), payment and shipment with the waybill, the
 * closing documents to download, the sums, payer and requisites, contact, delivery, comments and the status history; «Повторить заказ» (with its report), «Скачать счёт» for a company and
 * «Отменить заказ» while the order is new.
 */
export function OrderPage({ order, onCartChanged }: OrderPageProps) {
  const { repeat, busy: repeating, report } = useRepeatOrder(order, onCartChanged);
  const reportRef = useRef<HTMLElement>(null);
  useEffect(() => {
    if (report) reportRef.current?.focus();
  }, [report]);
  const title = orderTitle(order.number);

  return (
    <div className="sf-container sf-order">
      <header className="sf-order__header">
        <SmartLink to="/account/order/list" className="sf-orders__back">
          ← {t.back}
        </SmartLink>
        <h1 className="sf-orders__title">{title}</h1>
        <p className="sf-order__meta">
          <time dateTime={order.createdAt}>{fill(t.placedAt, { date: formatDate(order.createdAt) })}</time>
          <OrderStatusBadge status={order.status} />
        </p>
      </header>
      <div className="sf-order__actions" role="group" aria-label={t.actionsLabel}>
        <Button type="button" loading={repeating} onClick={() => void repeat()}>
          {t.repeat}
        </Button>
        {order.payerType === 'company' ? (
          <InvoiceButton orderId={order.id} number={order.number}>
            {ru.storefrontOrders.invoice.downloadOrder}
          </InvoiceButton>
        ) : null}
        {order.status === 'created' ? <CancelOrderButton order={order} /> : null}
      </div>
      {report ? <RepeatOrderReport ref={reportRef} added={report.added} problems={report.problems} /> : null}
      <div className="sf-aside-layout">
        <div className="sf-order__main">
          <OrderSection title={t.linesTitle}>
            <OrderLinesTable lines={orderLineRows(order.lineList)} caption={ru.storefrontOrders.lines.caption} />
          </OrderSection>
          <OrderSection title={t.fulfilmentTitle}>
            <OrderFulfilment order={order} />
          </OrderSection>
          {order.documentList.length > 0 ? (
            <OrderSection title={t.documentsTitle}>
              <OrderDocuments order={order} />
            </OrderSection>
          ) : null}
          <OrderSection title={t.payerTitle}>
            <PayerFacts payerType={order.payerType} company={order.company} />
          </OrderSection>
          <OrderSection title={t.contactTitle}>
            <ContactFacts contact={order.contact} />
          </OrderSection>
          <OrderSection title={t.deliveryTitle}>
            <DeliveryFacts delivery={order.delivery} />
          </OrderSection>
          {order.comment ? (
            <OrderSection title={t.commentTitle}>
              <p className="sf-order__comment">{order.comment}</p>
            </OrderSection>
          ) : null}
          {order.managerComment ? (
            <OrderSection title={t.managerCommentTitle}>
              <p className="sf-order__comment">{order.managerComment}</p>
            </OrderSection>
          ) : null}
          <OrderSection title={t.historyTitle}>
            <OrderStatusHistory history={order.statusHistory} customerId={order.customer.id} />
          </OrderSection>
        </div>
        <div className="sf-aside-layout__aside">
          <OrderTotals
            itemsTotal={order.itemsTotal}
            shippingCost={order.shippingCost}
            total={order.total}
            vat={order}
          />
        </div>
      </div>
    </div>
  );
}

/** The order's closing documents, each with its kind, name and size, and a download. */
function OrderDocuments({ order }: { order: Order }) {
  return (
    <ul className="sf-order-documents">
      {order.documentList.map((document) => (
        <li key={document.id} className="sf-order-documents__item">
          <span className="sf-order-documents__name">
            <strong>{ru.orders.documentKind[document.kind]}</strong> {document.title}
            <span className="sf-order-documents__size">
              {' '}
              · {fill(ru.storefrontOrders.documents.size, { size: Math.max(1, Math.round(document.size / 1024)) })}
            </span>
          </span>
          <OrderDocumentButton orderId={order.id} document={document} />
        </li>
      ))}
    </ul>
  );
}

function OrderSection({ title, children }: { title: string; children: ReactNode }) {
  const id = useId();
  return (
    <section className="sf-order__section" aria-labelledby={id}>
      <h2 id={id} className="sf-order__section-title">
        {title}
      </h2>
      {children}
    </section>
  );
}

/**
 * «Отменить заказ», after a confirmation. The page is loaded again afterwards; a status changed meanwhile (code 32)
 * says so in a toast and shows the order as it is now.
 */
function CancelOrderButton({ order }: { order: Order }) {
  const api = useApi();
  const confirm = useConfirm();
  const toast = useToast();
  const { revalidate } = useRevalidator();
  const [busy, setBusy] = useState(false);

  async function cancel(): Promise<void> {
    if (busy) return;
    const confirmed = await confirm({
      title: fill(t.cancelQuestion, { number: order.number }),
      description: t.cancelText,
      confirmLabel: t.cancelConfirm,
      cancelLabel: t.cancelKeep,
    });
    if (!confirmed) return;
    setBusy(true);
    try {
      await cancelOrder(api, order.id);
      toast.success(t.canceled);
      await revalidate();
    } catch (error) {
      if (isApiError(error) && error.code === ErrorCode.Conflict) {
        toast.error(t.cancelConflict);
        await revalidate();
      } else toast.error(failureToastText('order-cancel', error));
    } finally {
      setBusy(false);
    }
  }

  return (
    <Button type="button" variant="danger" loading={busy} onClick={() => void cancel()}>
      {t.cancel}
    </Button>
  );
}
