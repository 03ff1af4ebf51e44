import { formatMoney, orderVatLine, ru, toKopecks } from '@shop/i18n-ru';
import { SumsPanel, type SumsRow } from '@shop/storefront-ui-layout';
import type { ReactNode } from 'react';

const t = ru.storefrontOrders.totals;

export interface OrderTotalsProps {
  /** The lines' sum (decimal roubles). */
  itemsTotal: string;
  /** Shipping (decimal roubles): "0.00" is free shipping, null until the manager sets it. */
  shippingCost: string | null;
  /** itemsTotal + shippingCost; null until the shipping cost is known («уточняется»). */
  total: string | null;
  /** A placed order's own НДС, printed under the total; none before checkout, where the rate is not fixed yet. */
  vat?: { vatRate: string; vatAmount: string | null };
  /** Under the figures: the free-shipping progress, an action. */
  children?: ReactNode;
}

/** An order's sums: items, shipping («Бесплатно» or «Стоимость доставки сообщит менеджер»), the total and its НДС. */
export function OrderTotals({ itemsTotal, shippingCost, total, vat, children }: OrderTotalsProps) {
  const shipping =
    shippingCost === null
      ? ru.orders.shippingUnknown
      : toKopecks(shippingCost) === 0n
        ? ru.orders.shippingFree
        : formatMoney(shippingCost);
  return (
    <SumsPanel
      title={t.title}
      rows={[
        { label: t.items, value: formatMoney(itemsTotal) },
        {
          label: t.shipping,
          value: shipping,
          valueClassName: shippingCost === null ? 'sf-order-totals__pending' : undefined,
        },
      ]}
      total={{ label: t.total, value: total === null ? t.totalUnknown : formatMoney(total) }}
      included={vat && vatRow(vat)}
    >
      {children}
    </SumsPanel>
  );
}

/** «В том числе НДС (22 %)» and its amount, or «Без НДС» alone. */
function vatRow(vat: { vatRate: string; vatAmount: string | null }): SumsRow {
  const { label, amount } = orderVatLine(vat);
  return { label, value: amount ?? '' };
}
