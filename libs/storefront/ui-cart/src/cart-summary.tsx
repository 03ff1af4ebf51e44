import { formatMoney, plural, ru } from '@shop/i18n-ru';
import { SmartLink, SumsPanel } from '@shop/storefront-ui-layout';
import type { ReactNode } from 'react';

const t = ru.storefrontCart.summary;

export interface CartSummaryProps {
  /** Lines in the cart (products), purchasable or not. */
  lineCount: number;
  /** The total of the purchasable lines (decimal roubles). */
  total: string;
  /** Some line can no longer be bought: checkout would refuse it (code 14), so the link gives way to a hint. */
  blocked?: boolean;
  /** The free-shipping progress, when the shop has a threshold. */
  freeShipping?: ReactNode;
  /** Where "Оформить заказ" goes. */
  checkoutHref?: string;
}

/** The cart's totals beside its lines: how many products, the total, free shipping, and "Оформить заказ". */
export function CartSummary({
  lineCount,
  total,
  blocked = false,
  freeShipping,
  checkoutHref = '/checkout',
}: CartSummaryProps) {
  return (
    <SumsPanel
      title={t.title}
      rows={[{ label: t.lines, value: `${lineCount} ${plural(lineCount, ru.plurals.product)}` }]}
      total={{ label: t.total, value: formatMoney(total) }}
    >
      {freeShipping}
      {blocked ? (
        <p className="sf-cart-summary__blocked">{ru.storefrontCart.page.unavailableHint}</p>
      ) : (
        <SmartLink to={checkoutHref} className="ui-button ui-button--primary ui-button--lg ui-button--full">
          {t.checkout}
        </SmartLink>
      )}
    </SumsPanel>
  );
}
