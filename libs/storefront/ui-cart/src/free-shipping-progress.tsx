import { freeShippingDifference, freeShippingPercent, isFreeShippingReached } from '@shop/domain';
import { formatMoney, ru, toKopecks, type MoneyInput } from '@shop/i18n-ru';
import { fill } from '@shop/storefront-domain';

const t = ru.storefrontCart.freeShipping;

export interface FreeShippingProgressProps {
  /** The site settings' freeShippingCost (decimal roubles); 0 means the shop has no free-shipping threshold. */
  freeShippingCost: MoneyInput;
  /** The cart total (decimal roubles). */
  total: MoneyInput;
}

/**
 * How far the cart is from free shipping (SPEC 4: difference = freeShippingCost − total, reached when ≤ 0), as a bar
 * and the amount left. Nothing is shown when the shop sets no threshold (a cost of 0).
 */
export function FreeShippingProgress({ freeShippingCost, total }: FreeShippingProgressProps) {
  if (toKopecks(freeShippingCost) <= 0n) return null;
  const reached = isFreeShippingReached(freeShippingCost, total);
  const percent = freeShippingPercent(freeShippingCost, total);
  return (
    <div className={`sf-free-shipping${reached ? ' sf-free-shipping--reached' : ''}`}>
      <p className="sf-free-shipping__text">
        {reached
          ? t.reached
          : fill(t.remaining, { amount: formatMoney(freeShippingDifference(freeShippingCost, total)) })}
      </p>
      <div
        className="sf-free-shipping__bar"
        role="progressbar"
        aria-label={t.label}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        aria-valuetext={`${percent} %`}
      >
        <div className="sf-free-shipping__fill" style={{ width: `${percent}%` }} />
      </div>
      <p className="sf-free-shipping__threshold">{fill(t.threshold, { amount: formatMoney(freeShippingCost) })}</p>
    </div>
  );
}
