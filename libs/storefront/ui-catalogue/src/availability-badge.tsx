import type { Schema } from '@shop/api-contract';
import { ru } from '@shop/i18n-ru';

/** Stock state of a product as a coloured badge (in stock / on order / not sold / out of stock). */
export function AvailabilityBadge({ availability }: { availability: Schema<'Availability'> }) {
  return (
    <span className={`sf-badge sf-badge--${availability.replaceAll('_', '-')}`}>
      {ru.storefrontCatalogue.availability[availability]}
    </span>
  );
}
