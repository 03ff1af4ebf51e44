import type { Schema } from '@shop/api-contract';
import { failureToastText } from '@shop/storefront-data-access';
import { FavoriteToggle } from '@shop/storefront-ui-cart';
import { useToast } from '@shop/ui-kit';
import { useFavorite } from './react';

/**
 * The favorite toggle of a product card ('card') or the product page ('page'): pressed for a favorite (the ids the
 * server loaded), marked at once on a click and put back with the error toast when the API refuses.
 */
export function FavoriteButton({ product, place }: { product: Pick<Schema<'ProductCard'>, 'id' | 'title'>; place: 'card' | 'page' }) {
  const { isFavorite, pending, toggle } = useFavorite(product.id);
  const toast = useToast();
  return (
    <FavoriteToggle
      pressed={isFavorite}
      pending={pending}
      title={product.title}
      place={place}
      onToggle={() => void toggle().catch((error: unknown) => toast.error(failureToastText('favorites', error)))}
    />
  );
}
