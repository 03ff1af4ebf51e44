import { HeaderFavoritesLink } from '@shop/storefront-ui-cart';
import { useFavoritesCount } from './react';

/** The header's link to the favorites with their count, as the store has it now. */
export function HeaderFavorites() {
  return <HeaderFavoritesLink count={useFavoritesCount()} />;
}
