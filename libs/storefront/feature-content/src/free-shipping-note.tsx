import { formatMoney, ru, toKopecks } from '@shop/i18n-ru';
import { useSiteSettings } from '@shop/storefront-data-access';
import { fill } from '@shop/storefront-domain';

const t = ru.storefrontContent.freeShipping;

/** The delivery page's sentence about free shipping for a free-shipping cost (roubles, a decimal string; "0" = no offer). */
export function freeShippingText(freeShippingCost: string): string {
  return toKopecks(freeShippingCost) > 0n ? fill(t.threshold, { amount: formatMoney(freeShippingCost) }) : t.none;
}

/**
 * The free-shipping threshold from the site settings (the layout's loader prefetched them). Nothing while they could
 * not be loaded, rather than a wrong promise.
 */
export function FreeShippingNote() {
  const { settings, isFirstPageLoading } = useSiteSettings();
  if (!settings) {
    return isFirstPageLoading ? (
      <p className="sf-content-page__note" aria-busy="true">
        {ru.common.loading}
      </p>
    ) : null;
  }
  return (
    <section className="sf-content-page__note" aria-labelledby="free-shipping-title">
      <h2 id="free-shipping-title" className="sf-content-page__note-title">
        {t.title}
      </h2>
      <p>{freeShippingText(settings.freeShippingCost)}</p>
    </section>
  );
}
