import type { Schema } from '@shop/api-contract';
import { stockWords } from '@shop/domain';
import { ru } from '@shop/i18n-ru';

/**
 * Stock state of a product as a coloured badge: the availability, or for a counted product what the shopper is shown
 * of its stock («Мало», «Под заказ, 5 дней»; `stockWords` in @shop/domain), with the free quantity beside it for
 * customers of a group («12 шт.»).
 */
export function AvailabilityBadge({
  availability,
  stock = null,
}: {
  availability: Schema<'Availability'>;
  stock?: Schema<'ShownStock'> | null;
}) {
  const words = stockWords(availability, stock);
  const kind = stock?.level ?? availability;
  return (
    <span className="sf-stock">
      <span className={`sf-badge sf-badge--${kind.replaceAll('_', '-')}`}>{words.level}</span>
      {words.free === null ? null : (
        <>
          {' '}
          <span className="sf-stock__free">
            <span className="ui-visually-hidden">{ru.storefrontCatalogue.stock.freeLabel} </span>
            {words.free}
          </span>
        </>
      )}
    </span>
  );
}
