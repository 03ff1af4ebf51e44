import type { Handlers } from '../../http/operations';
import { sendCached } from '../../http/ready-reply';
import type { Db } from '../../db/database';
import type { Identity } from '../identity/identity';
import type { ListingCache } from '../product-cards/listing-cache';
import { cachedPricingFor } from '../product-cards/pricing';
import type { SearchService } from './service';

/** Search operations: open to everyone; a signed-in customer in a group sees the group's prices. */
export function searchHandlers({
  search,
  identity,
  db,
  listingCache,
}: {
  search: SearchService;
  identity: Identity;
  db: Db;
  listingCache: ListingCache;
}) {
  // A stale or broken token on a public page reads as a guest rather than failing the search.
  const pricingOf = async (req: Parameters<Identity['bearerUser']>[0]) =>
    cachedPricingFor(db, listingCache, (await identity.bearerUser(req, { lenient: true }))?.user ?? null);
  return {
    searchProducts: async (req, reply) => {
      const { query, page = 1, limit = 20 } = req.query;
      return sendCached(req, reply, await search.search({ query, page, limit, pricing: await pricingOf(req) }));
    },

    suggestSearch: async (req, reply) => {
      const { query, limit = 5 } = req.query;
      return sendCached(req, reply, await search.suggest({ query, limit, pricing: await pricingOf(req) }));
    },
  } satisfies Handlers<'search'>;
}
