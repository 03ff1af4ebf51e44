import type { Schema } from '@shop/api-contract';
import { failureToastText } from '@shop/storefront-data-access';
import { FavoriteToggle } from '@shop/storefront-ui-cart';
import { useToast } from '@shop/ui-kit';
import { useState } from 'react';
import { useFavorite } from './react';

/**
 * The favorite toggle of a product card ('card') or the product page ('page'): pressed for a favorite (the ids the
 * server loaded), marked at once on a click and put back with the error toast when the API refuses.
 */
export function FavoriteButton({
  product,
  place,
}: {
  product: Pick<Schema<'ProductCard'>, 'id' | 'title'>;
  place: 'card' | 'page';
}) {
  const { isFavorite, toggle } = useFavorite(product.id);
  const toast = useToast();
  // This product's change, not any: a listing's other hearts stay as they are.
  const [pending, setPending] = useState(false);
  const onToggle = () => {
    setPending(true);
    toggle()
      .catch((error: unknown) => toast.error(failureToastText('favorites', error)))
      .finally(() => setPending(false));
  };
  return (
    <FavoriteToggle pressed={isFavorite} pending={pending} title={product.title} place={place} onToggle={onToggle} />
  );
}
