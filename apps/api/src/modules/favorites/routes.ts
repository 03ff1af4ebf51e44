import type { Handlers } from '../../http/operations';
import { resolveOwner } from '../cart/owner';
import type { Identity } from '../identity/identity';
import type { FavoritesService } from './service';

/** The favorites operations of the contract. */
export function favoritesHandlers({ favorites, identity }: { favorites: FavoritesService; identity: Identity }) {
  return {
    addFavorite: async (req, reply) => {
      await favorites.assertFavoritable(req.params.productId);
      const owner = await resolveOwner(identity, req, reply, { issue: true });
      return { payload: { productIdList: await favorites.add(owner, req.params.productId) } };
    },

    removeFavorite: async (req, reply) => {
      const owner = await resolveOwner(identity, req, reply, { issue: false });
      return { payload: { productIdList: await favorites.remove(owner, req.params.productId) } };
    },

    listFavorites: async (req, reply) => {
      const owner = await resolveOwner(identity, req, reply, { issue: false });
      const { page = 1, limit = 20 } = req.query;
      return { payload: await favorites.list(owner, page, limit) };
    },

    listFavoriteIds: async (req, reply) => {
      const owner = await resolveOwner(identity, req, reply, { issue: false });
      return { payload: { productIdList: await favorites.ids(owner) } };
    },
  } satisfies Handlers<'favorites'>;
}
