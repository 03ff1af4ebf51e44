import type { AuthConfig } from '../../config';
import type { Handlers } from '../../http/operations';
import { presentedCartId, rememberCartId, resolveOwner } from '../cart/owner';
import type { CartService } from '../cart/service';
import type { FavoritesService } from '../favorites/service';
import type { Identity } from '../identity/identity';
import { priceGroupOf } from '../product-cards/pricing';
import type { UsersService } from '../users/service';

/** What the shopper handler reads from. */
export interface ShopperRouteDependencies {
  users: Pick<UsersService, 'current'>;
  cart: Pick<CartService, 'find'>;
  favorites: Pick<FavoritesService, 'ids'>;
  identity: Identity;
  cookies: AuthConfig;
}

/**
 * `getShopperContext` (issue #27): the user, the cart and the favorite ids of one caller, each read as its own
 * operation reads it, so a page's server render asks once instead of three times.
 */
export function shopperHandlers({ users, cart, favorites, identity, cookies }: ShopperRouteDependencies) {
  return {
    getShopperContext: async (req, reply) => {
      const owner = await resolveOwner(identity, req, reply, { issue: false });
      if (owner === null) return { payload: { customerUser: null, priceGroupId: null, cart: null, favoriteIds: [] } };
      const [customerUser, shopperCart, favoriteIds] = await Promise.all([
        owner.kind === 'user' ? users.current(owner.user) : null,
        cart.find(owner, presentedCartId(req)),
        favorites.ids(owner),
      ]);
      if (shopperCart !== null) rememberCartId(req, reply, shopperCart.id, cookies);
      const priceGroupId = owner.kind === 'user' ? priceGroupOf(owner.user) : null;
      return { payload: { customerUser, priceGroupId, cart: shopperCart, favoriteIds } };
    },
  } satisfies Handlers<'shopper'>;
}
