import type { Db } from '../../db/database';
import type { Handlers } from '../../http/operations';
import { sendCached } from '../../http/ready-reply';
import type { Identity } from '../identity/identity';
import type { ProductMultimediaService } from './multimedia';
import type { ListingCache } from '../product-cards/listing-cache';
import { cachedPricingFor, priceGroupOf } from '../product-cards/pricing';
import type { ProductsService } from './service';

/** The product operations of the contract. */
export function productsHandlers({
  products,
  multimedia,
  identity,
  db,
  listingCache,
}: {
  products: ProductsService;
  multimedia: ProductMultimediaService;
  identity: Identity;
  db: Db;
  /** Keeps the customer groups' discounts for the listing's pricing. */
  listingCache: ListingCache;
}) {
  return {
    getProductBySlug: async (req, reply) => {
      // A stale token shows base prices on a public page rather than an error.
      const signedIn = await identity.bearerUser(req, { lenient: true });
      // The group's discount is read in the page's own statement: no pricing round trip first.
      const product = await products.bySlug(req.params.productSlug, priceGroupOf(signedIn?.user ?? null));
      return sendCached(req, reply, product, { payload: { product } });
    },

    listProducts: async (req, reply) => {
      const signedIn = await identity.bearerUser(req, { lenient: true });
      const pricing = await cachedPricingFor(db, listingCache, signedIn?.user ?? null);
      const {
        page = 1,
        limit = 20,
        categorySlug,
        sort = 'newest',
        priceMin,
        priceMax,
        availability,
        attribute,
      } = req.query;
      const listing = await products.listing(
        { page, limit, categorySlug, sort, priceMin, priceMax, availability, attribute },
        pricing,
      );
      return sendCached(req, reply, listing);
    },

    createProduct: async (req) => ({ payload: { product: await products.create(req.body) } }),

    listAdminProducts: async (req) => {
      const { page = 1, limit = 20, searchQuery, categoryId, availability, includeDeleted = false } = req.query;
      return { payload: await products.list({ page, limit, searchQuery, categoryId, availability, includeDeleted }) };
    },

    getAdminProduct: async (req) => ({ payload: { product: await products.get(req.params.productId) } }),

    updateProduct: async (req) => ({ payload: { product: await products.update(req.params.productId, req.body) } }),

    deleteProduct: async (req, reply) => {
      await products.remove(req.params.productId);
      return reply.code(204).send();
    },

    restoreProduct: async (req) => ({ payload: { product: await products.restore(req.params.productId) } }),

    getProductRelations: async (req) => ({ payload: { relations: await products.relations(req.params.productId) } }),

    replaceProductRelations: async (req) => ({
      payload: { relations: await products.replaceRelations(req.params.productId, req.body) },
    }),

    getProductAttributes: async (req) => ({ payload: await products.attributes(req.params.productId) }),

    replaceProductAttributes: async (req) => ({
      payload: await products.replaceAttributes(req.params.productId, req.body.attributeValueList),
    }),

    listProductMultimedia: async (req) => ({ payload: await multimedia.list(req.params.productId) }),

    addProductMultimedia: async (req) => ({ payload: await multimedia.add(req.params.productId, req.body) }),

    reorderProductMultimedia: async (req) => ({
      payload: await multimedia.reorder(req.params.productId, req.body.multimediaIdList),
    }),

    updateProductMultimedia: async (req) => ({
      payload: await multimedia.update(req.params.productId, req.params.multimediaId, req.body),
    }),

    removeProductMultimedia: async (req) => ({
      payload: await multimedia.remove(req.params.productId, req.params.multimediaId),
    }),

    getProductGroupPrices: async (req) => ({ payload: await products.groupPrices(req.params.productId) }),

    replaceProductGroupPrices: async (req) => ({
      payload: await products.replaceGroupPrices(req.params.productId, req.body.groupPriceList),
    }),
  } satisfies Handlers<'products'>;
}
