import { formatMoney, plural, ru } from '@shop/i18n-ru';
import { SmartLink } from '@shop/storefront-ui-layout';
import { useId, type ReactNode } from 'react';

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
export function CartSummary({ lineCount, total, blocked = false, freeShipping, checkoutHref = '/checkout' }: CartSummaryProps) {
  const titleId = useId();
  return (
    <section className="sf-sums" aria-labelledby={titleId}>
      <h2 id={titleId} className="sf-sums__title">
        {t.title}
      </h2>
      <dl className="sf-sums__figures">
        <div>
          <dt>{t.lines}</dt>
          <dd>
            {lineCount} {plural(lineCount, ru.plurals.product)}
          </dd>
        </div>
        <div className="sf-sums__total">
          <dt>{t.total}</dt>
          <dd>{formatMoney(total)}</dd>
        </div>
      </dl>
      {freeShipping}
      {blocked ? (
        <p className="sf-cart-summary__blocked">{ru.storefrontCart.page.unavailableHint}</p>
      ) : (
        <SmartLink to={checkoutHref} className="ui-button ui-button--primary ui-button--lg ui-button--full sf-cart-summary__checkout">
          {t.checkout}
        </SmartLink>
      )}
    </section>
  );
}
