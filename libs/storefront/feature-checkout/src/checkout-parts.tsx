import type { Schema } from '@shop/api-contract';
import { shipsFree } from '@shop/domain';
import { ru } from '@shop/i18n-ru';
import { siteSettingsQuery } from '@shop/storefront-data-access';
import { productPath } from '@shop/storefront-domain';
import { FreeShippingProgress } from '@shop/storefront-ui-cart';
import { SmartLink } from '@shop/storefront-ui-layout';
import { OrderLinesTable, OrderTotals, type OrderLineRow } from '@shop/storefront-ui-orders';
import { Spinner } from '@shop/ui-kit';
import { useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import type { CheckoutFailure, LineBlock } from './checkout-values';

const t = ru.storefrontOrders.checkout;
const p = ru.storefrontOrders.problems;

type Cart = Schema<'Cart'>;

/** Problems the page shows beside the submit button. */
export type Problem = Exclude<CheckoutFailure, { kind: 'toast' }>;

/** A short wait, said in words beside a spinner. */
export function LoadingNote({ text }: { text: string }) {
  return (
    <p className="sf-checkout__loading" role="status">
      <Spinner size="sm" decorative /> {text}
    </p>
  );
}

/** Why each blocked line stops the checkout, by product id (see `lineBlock`). */
export type LineBlocks = ReadonlyMap<string, LineBlock>;

const LINE_PROBLEM: Record<LineBlock, string> = { unavailable: t.lineUnavailable, short: t.lineShort };

/**
 * The cart's lines as the order will hold them, those that cannot be bought or not in that quantity marked, and the
 * way back to the cart.
 */
export function CartLines({ cart, blocks }: { cart: Cart; blocks: LineBlocks }) {
  const titleId = useId();
  const rows: OrderLineRow[] = cart.cartProductList.map((line) => {
    const block = blocks.get(line.product.id);
    return {
      key: line.product.id,
      article: line.product.article,
      title: line.product.title,
      price: line.product.personalPrice,
      quantity: line.quantity,
      total: line.sum,
      href: line.unavailableReason === 'deleted' ? null : productPath(line.product),
      problem: block === undefined ? null : LINE_PROBLEM[block],
    };
  });
  return (
    <section className="sf-checkout__lines" aria-labelledby={titleId}>
      <div className="sf-checkout__lines-header">
        <h2 id={titleId} className="sf-checkout__subtitle">
          {t.linesTitle}
        </h2>
        <SmartLink to="/cart" className="sf-checkout__edit">
          {t.editCart}
        </SmartLink>
      </div>
      <OrderLinesTable lines={rows} caption={t.linesCaption} />
    </section>
  );
}

/**
 * The sums as the order will start: shipping is free once the items reach the shop's threshold (a threshold of 0 means
 * never automatically), else the manager names it and the total waits for it.
 */
export function CheckoutTotals({ cart }: { cart: Cart }) {
  const { data: settings } = useQuery(siteSettingsQuery(''));
  const threshold = settings?.freeShippingCost ?? '0';
  const free = shipsFree(threshold, cart.total);
  return (
    <OrderTotals itemsTotal={cart.total} shippingCost={free ? '0.00' : null} total={free ? cart.total : null}>
      {settings ? <FreeShippingProgress freeShippingCost={settings.freeShippingCost} total={cart.total} /> : null}
    </OrderTotals>
  );
}

/**
 * Why the order was not made, beside the button, with the way on (catalogue, cart, e-mail confirmation, orders). Lines
 * that stop it are to be removed, or lowered when the stock is short of their quantity (`blocks`).
 */
export function ProblemNotice({ problem, blocks }: { problem: Problem; blocks: LineBlocks }) {
  const link = (to: string, text: string) => (
    <SmartLink to={to} className="sf-checkout__problem-link">
      {text}
    </SmartLink>
  );
  let text: string;
  let action = null;
  let reasons: readonly string[] = [];
  switch (problem.kind) {
    case 'empty-cart':
      text = p.emptyCart;
      action = link('/category/list', t.toCatalogue);
      break;
    case 'unavailable': {
      const why = new Set(problem.productIds.map((id) => blocks.get(id) ?? 'unavailable'));
      text = why.has('short') ? (why.has('unavailable') ? p.shortAndUnavailable : p.short) : p.unavailable;
      reasons = problem.reasons;
      action = link('/cart', p.toCart);
      break;
    }
    case 'email-not-confirmed':
      text = p.emailNotConfirmed;
      action = link('/account/confirm/email', p.confirmEmail);
      break;
    case 'conflict':
      text = p.conflict;
      action = link('/account/order/list', p.toOrders);
      break;
    default:
      text = p.checkFields;
  }
  return (
    <div className="sf-checkout__problem" role="alert">
      <p className="sf-checkout__problem-title">{p.title}</p>
      <p>{text}</p>
      {reasons.length > 0 ? (
        <ul className="sf-checkout__problem-reasons">
          {reasons.map((reason) => (
            <li key={reason}>{reason}</li>
          ))}
        </ul>
      ) : null}
      {action ? <p>{action}</p> : null}
    </div>
  );
}
