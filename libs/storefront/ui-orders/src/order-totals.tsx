import { formatMoney, ru, toKopecks } from '@shop/i18n-ru';
import { SumsPanel } from '@shop/storefront-ui-layout';
import type { ReactNode } from 'react';

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
  const shipping = shippingCost === null ? ru.orders.shippingUnknown : toKopecks(shippingCost) === 0n ? ru.orders.shippingFree : formatMoney(shippingCost);
  return (
    <SumsPanel
      title={t.title}
      rows={[
        { label: t.items, value: formatMoney(itemsTotal) },
        { label: t.shipping, value: shipping, valueClassName: shippingCost === null ? 'sf-order-totals__pending' : undefined },
      ]}
      total={{ label: t.total, value: total === null ? t.totalUnknown : formatMoney(total) }}
    >
      {children}
    </SumsPanel>
  );
}
