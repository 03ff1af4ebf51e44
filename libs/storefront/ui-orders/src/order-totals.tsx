import { formatMoney, ru, toKopecks } from '@shop/i18n-ru';
import { useId, type ReactNode } from 'react';

const t = ru.storefrontOrders.totals;

export interface OrderTotalsProps {
  /** The lines' sum (decimal roubles). */
  itemsTotal: string;
  /** Shipping (decimal roubles): "0.00" is free shipping, null until the manager sets it. */
  shippingCost: string | null;
  /** itemsTotal + shippingCost; null until the shipping cost is known («уточняется»). */
  total: string | null;
  /** Under the figures: the free-shipping progress, an action. */
  children?: ReactNode;
}

/** An order's sums: items, shipping («Бесплатно» or «Стоимость доставки сообщит менеджер») and the total. */
export function OrderTotals({ itemsTotal, shippingCost, total, children }: OrderTotalsProps) {
  const titleId = useId();
  const shipping = shippingCost === null ? ru.orders.shippingUnknown : toKopecks(shippingCost) === 0n ? ru.orders.shippingFree : formatMoney(shippingCost);
  return (
    <section className="sf-sums" aria-labelledby={titleId}>
      <h2 id={titleId} className="sf-sums__title">
        {t.title}
      </h2>
      <dl className="sf-sums__figures">
        <div>
          <dt>{t.items}</dt>
          <dd>{formatMoney(itemsTotal)}</dd>
        </div>
        <div>
          <dt>{t.shipping}</dt>
          <dd className={shippingCost === null ? 'sf-order-totals__pending' : undefined}>{shipping}</dd>
        </div>
        <div className="sf-sums__total">
          <dt>{t.total}</dt>
          <dd>{total === null ? t.totalUnknown : formatMoney(total)}</dd>
        </div>
      </dl>
      {children}
    </section>
  );
}
