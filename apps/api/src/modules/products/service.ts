import type { Schema } from '@shop/api-contract';
import { AppError, ErrorCode } from '@shop/errors';
import { ru } from '@shop/i18n-ru';
import type { WriteFeed } from '../../changes/write-feed';
import type { Clock } from '../../clock';
import type { Db } from '../../db/database';
import { pgErrorToAppError, violatedConstraint } from '../../db/pg-errors';
import { PRODUCT_ARTICLE_KEY, PRODUCT_SLUG_KEY } from '../../db/schema';
import { addPermanentRedirect, productPath } from '../route-rules/repository';
import { normalizeArticle } from '../search/query';
import { updateSearchVector } from '../search/search-vector';
import type { FileStorage } from '../../storage/file-storage';
import { productAttributeGroups, replaceProductAttributeValues } from './attribute-values';
import { cardOf, findCardRowsByIds, stockAudienceOf } from '../product-cards/card-rows';
import {
  cacheClearedBy,
  catalogueChanged,
  LISTING_CACHE_OPTIONS,
  type ListingCache,
  type ListingCacheOptions,
} from '../product-cards/listing-cache';
import { listPublicProducts, type ListingQuery } from './listing';
import { BASE_PRICING, type Pricing } from '../product-cards/pricing';
import { findProductPage, presentProductPage } from './product-page';
import * as repo from './repository';
import { sanitizeRichText } from '../../http/rich-text';
import { setAvailabilityByHand } from '../stock/repository';

/** A product as the admin sees it. */
export type AdminProduct = Schema<'AdminProduct'>;
/** A product in lists, carts and favorites. */
export type ProductCard = Schema<'ProductCard'>;
/** A row of the admin product list. */
export type AdminProductListItem = Schema<'AdminProductListItem'>;

const notFound = () => new AppError(ErrorCode.RecordNotFound, { message: ru.apiErrors.productNotFound });
const emptyArticle = () =>
  new AppError(ErrorCode.CheckViolation, {
    message: ru.apiErrors.articleNeedsLettersOrDigits,
    details: [{ field: 'article', message: ru.apiErrors.noLettersOrDigits }],
  });

/**
 * The unique indexes of product are its slug (8) and normalised article (27): a write that lost a race
 * to the checks before it is answered by the index it hit.
 */
async function mapKeyRace<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (err) {
    throw productKeyClash(err) ?? pgErrorToAppError(err) ?? err;
  }
}

/** The catalogue error of a unique violation on product's slug or article index; undefined for anything else. */
export function productKeyClash(err: unknown): AppError | undefined {
  const constraint = violatedConstraint(err);
  if (constraint === PRODUCT_ARTICLE_KEY) return new AppError(ErrorCode.ProductArticleExists, { cause: err });
  if (constraint === PRODUCT_SLUG_KEY) return new AppError(ErrorCode.SeoUrlExists, { cause: err });
  return undefined;
}

/** Money as stored: numeric(12,2) text from an input like "1234.5". */
function money(input: string): string {
  const [whole = '0', fraction = ''] = input.split('.');
  return `${whole}.${fraction.padEnd(2, '0')}`;
}

/** The reply cache's key of a listing: every parameter as given, and whose prices the cards show. */
function listingReplyKey(query: ListingQuery, pricing: Pricing): string {
  const { page, limit, sort, categorySlug, priceMin, priceMax, availability, attribute } = query;
  return JSON.stringify([
    page,
    limit,
    sort,
    categorySlug ?? null,
    priceMin ?? null,
    priceMax ?? null,
    availability ?? [],
    attribute ?? [],
    pricing.customerGroupId,
    pricing.discountPercent,
  ]);
}

/** 5 000 pages of a few KB each: the most visited products of a large catalogue. */
export const PRODUCT_PAGE_CACHE_OPTIONS: ListingCacheOptions = { maxEntries: 5000, ttlMs: LISTING_CACHE_OPTIONS.ttlMs };

/**
 * Products for the admin. Codes: 3 deleting a deleted product, 6 unknown product or category, 8 a slug
 * another product has, 12 a primary category not among the product's categories, 27 an article another
 * product has once normalised ('DTCO 4.1' = 'dtco-4.1').
 */
export function createProductsService({
  db,
  clock,
  storage,
  writeFeed,
  listingCache,
  replyCache,
  productPageCache = PRODUCT_PAGE_CACHE_OPTIONS,
}: {
  db: Db;
  clock: Clock;
  storage: FileStorage;
  /** The app's write feed: product writes go out on it, and catalogue changes clear the product pages. */
  writeFeed: WriteFeed;
  /** The app's listing cache (listing pages, facets and the admin list's totals). */
  listingCache: ListingCache;
  /** The app's cache of whole public replies (a listing page with its cards). */
  replyCache: ListingCache;
  /** Bounds of the product page replies kept in memory (the app sets the TTL from CATALOGUE_CACHE_SECONDS). */
  productPageCache?: ListingCacheOptions;
}) {
  // A group's pages show the free quantities: a `stock` change clears them too (decision 013).
  const productPages = cacheClearedBy(writeFeed, ['catalogue', 'stock'], productPageCache);

  /** A product as the admin sees it (base prices); code 6 when there is none, deleted ones included. */
  async function one(id: string): Promise<AdminProduct> {
    const [[row], categoryIds] = await Promise.all([
      findCardRowsByIds(db, [id], BASE_PRICING),
      repo.categoryIdsOf(db, [id]),
    ]);
    if (row === undefined) throw notFound();
    return {
      ...cardOf(storage, row),
      description: row.descriptionHtml === '' ? null : row.descriptionHtml,
      primaryCategoryId: row.primaryCategoryId,
      categoryIdList: categoryIds.get(id) ?? [],
      seoTitle: row.seoTitle,
      seoDescription: row.seoDescription,
      deletedAt: row.deletedAt?.toISOString() ?? null,
      createdAt: row.createdAt.toISOString(),
      updatedAt: row.updatedAt.toISOString(),
    };
  }

  async function checkCategories(
    tx: Db,
    categoryIds: readonly string[],
    primaryCategoryId: string | null,
  ): Promise<void> {
    if ((await repo.countCategories(tx, categoryIds)) !== categoryIds.length)
      throw new AppError(ErrorCode.RecordNotFound, { message: ru.apiErrors.categoryNotFound });
    if (primaryCategoryId !== null && !categoryIds.includes(primaryCategoryId)) {
      throw new AppError(ErrorCode.CheckViolation, {
        details: [{ field: 'primaryCategoryId', message: ru.apiErrors.primaryCategoryNotAmong }],
      });
    }
  }

  async function checkKeys(
    tx: Db,
    slug: string | undefined,
    articleNormalized: string | undefined,
    exceptId?: string,
  ): Promise<void> {
    const taken = await repo.takenKeys(tx, slug, articleNormalized, exceptId);
    if (taken.article) throw new AppError(ErrorCode.ProductArticleExists);
    if (taken.slug) throw new AppError(ErrorCode.SeoUrlExists);
  }

  /** Cards of the live products among `ids`, in that order, priced for the caller. */
  async function cards(ids: readonly string[], pricing: Pricing): Promise<ProductCard[]> {
    return (await findCardRowsByIds(db, ids, pricing))
      .filter((r) => r.deletedAt === null)
      .map((r) => cardOf(storage, r, stockAudienceOf(pricing.customerGroupId)));
  }

  async function relations(id: string, pricing: Pricing = BASE_PRICING) {
    const links = await repo.relationsOf(db, id);
    // Deleted products are not shown as relations.
    const cardById = new Map(
      (await cards([...new Set(links.map((l) => l.relatedProductId))], pricing)).map((c) => [c.id, c]),
    );
    const of = (kind: string) =>
      links.filter((l) => l.kind === kind).flatMap((l) => cardById.get(l.relatedProductId) ?? []);
    return { analogues: of('analogue'), accessories: of('accessory'), related: of('related') };
  }

  return {
    get: one,
    cards,
    /** The product-page cache, for the metrics. */
    pageCache: productPages,

    /**
     * The public listing: a page of cards priced for the caller, the total and the facets of the whole result, kept
     * whole per query and price group until a catalogue write.
     */
    listing(query: ListingQuery, pricing: Pricing) {
      return replyCache.getOrCompute(`listing:${listingReplyKey(query, pricing)}`, async () => {
        const { ids, total, facets } = await listPublicProducts(db, listingCache, query, pricing);
        return {
          productList: await cards(ids, pricing),
          pagination: { page: query.page, limit: query.limit, total },
          facets,
        };
      });
    },

    /**
     * The public product page: a live product by slug, priced for the customer group (null: base prices); code 6 otherwise.
     * One statement (see {@link findProductPage}), its reply kept per slug and price group until a catalogue change
     * (every write that can touch a page: the product, its prices, group prices, images, attributes, relations and
     * categories, the related products, attributes and their groups, a group's discount). A missing product is not kept.
     */
    bySlug(slug: string, customerGroupId: string | null): Promise<Schema<'Product'>> {
      // The slug cannot hold '|' (the contract's pattern), so the key is unambiguous.
      return productPages.getOrCompute(`${slug}|${customerGroupId ?? ''}`, async () => {
        const row = await findProductPage(db, slug, customerGroupId);
        if (row === undefined) throw notFound();
        return presentProductPage(storage, row, customerGroupId);
      });
    },

    /** The product's relations as cards (admin: base prices). */
    async relations(id: string) {
      if ((await repo.findProduct(db, id)) === undefined) throw notFound();
      return relations(id);
    },

    /** Replaces all relations; code 12 for the product itself, 6 for an unknown product. */
    async replaceRelations(id: string, input: Schema<'ProductRelationsInput'>) {
      const all = [...input.analogues, ...input.accessories, ...input.related];
      if (all.includes(id))
        throw new AppError(ErrorCode.CheckViolation, { message: ru.apiErrors.productRelatedToItself });
      await db.transaction(async (tx) => {
        if ((await repo.findProduct(tx, id)) === undefined) throw notFound();
        const unique = [...new Set(all)];
        if ((await repo.findProducts(tx, unique)).length !== unique.length) throw notFound();
        await repo.replaceRelations(tx, id, {
          analogue: input.analogues,
          accessory: input.accessories,
          related: input.related,
        });
      });
      catalogueChanged(writeFeed);
      return relations(id);
    },

    async create(input: Schema<'ProductCreateRequest'>): Promise<AdminProduct> {
      const now = clock.now();
      const articleNormalized = normalizeArticle(input.article);
      if (articleNormalized === '') throw emptyArticle();
      const categoryIds = input.categoryIdList ?? [];
      const primaryCategoryId = input.primaryCategoryId ?? categoryIds[0] ?? null;
      const id = await mapKeyRace(() =>
        db.transaction(async (tx) => {
          await checkKeys(tx, input.slug, articleNormalized);
          await checkCategories(tx, categoryIds, primaryCategoryId);
          const productId = await repo.insertProduct(tx, {
            slug: input.slug,
            article: input.article.trim(),
            articleNormalized,
            title: input.title.trim(),
            descriptionHtml: sanitizeRichText(input.description ?? ''),
            basePrice: money(input.basePrice),
            availability: input.availability,
            primaryCategoryId,
            seoTitle: input.seoTitle ?? null,
            seoDescription: input.seoDescription ?? null,
            createdAt: now,
            updatedAt: now,
          });
          await repo.replaceCategories(tx, productId, categoryIds);
          await updateSearchVector(tx, productId);
          return productId;
        }),
      );
      catalogueChanged(writeFeed);
      return one(id);
    },

    /** Changes the given fields; a new slug leaves a 301 from the old product path. */
    async update(id: string, input: Schema<'ProductUpdateRequest'>): Promise<AdminProduct> {
      const now = clock.now();
      await mapKeyRace(() =>
        db.transaction(async (tx) => {
          const current = await repo.findProduct(tx, id);
          if (current === undefined) throw notFound();
          const changes: Partial<repo.NewProduct> = { updatedAt: now };
          if (input.article !== undefined) {
            changes.article = input.article.trim();
            changes.articleNormalized = normalizeArticle(input.article);
            if (changes.articleNormalized === '') throw emptyArticle();
          }
          const newSlug = input.slug !== undefined && input.slug !== current.slug ? input.slug : undefined;
          await checkKeys(tx, newSlug, changes.articleNormalized, id);
          if (newSlug !== undefined) {
            changes.slug = newSlug;
            await addPermanentRedirect(tx, productPath(current.slug), productPath(newSlug), now);
          }
          if (input.title !== undefined) changes.title = input.title.trim();
          if (input.description !== undefined) changes.descriptionHtml = sanitizeRichText(input.description ?? '');
          if (input.basePrice !== undefined) changes.basePrice = money(input.basePrice);
          if (input.availability !== undefined)
            changes.availability = (await setAvailabilityByHand(tx, id, input.availability, now)) ?? input.availability;
          if (input.seoTitle !== undefined) changes.seoTitle = input.seoTitle;
          if (input.seoDescription !== undefined) changes.seoDescription = input.seoDescription;
          if (input.categoryIdList !== undefined || input.primaryCategoryId !== undefined) {
            const categoryIds = input.categoryIdList ?? (await repo.categoryIdsOf(tx, [id])).get(id) ?? [];
            const primary = input.primaryCategoryId !== undefined ? input.primaryCategoryId : current.primaryCategoryId;
            const primaryCategoryId =
              primary !== null && categoryIds.includes(primary)
                ? primary
                : input.primaryCategoryId !== undefined
                  ? primary
                  : (categoryIds[0] ?? null);
            await checkCategories(tx, categoryIds, primaryCategoryId);
            changes.primaryCategoryId = primaryCategoryId;
            if (input.categoryIdList !== undefined) await repo.replaceCategories(tx, id, categoryIds);
          }
          await repo.updateProduct(tx, id, changes);
          await updateSearchVector(tx, id);
        }),
      );
      catalogueChanged(writeFeed);
      return one(id);
    },

    /** Soft delete; code 3 when already deleted. */
    async remove(id: string): Promise<void> {
      const current = await repo.findProduct(db, id);
      if (current === undefined) throw notFound();
      if (current.deletedAt !== null) throw new AppError(ErrorCode.ProductAlreadyDeleted);
      await repo.updateProduct(db, id, { deletedAt: clock.now() });
      catalogueChanged(writeFeed);
    },

    async restore(id: string): Promise<AdminProduct> {
      if (!(await repo.updateProduct(db, id, { deletedAt: null }))) throw notFound();
      catalogueChanged(writeFeed);
      return one(id);
    },

    /** A page of the admin list; `total` is exact up to {@link repo.ADMIN_LIST_COUNT_CAP}. */
    async list(filter: repo.AdminProductFilter) {
      const { ids, total } = await repo.listAdminProducts(db, listingCache, filter, normalizeArticle);
      // An admin sees base prices.
      const productList: AdminProductListItem[] = (await findCardRowsByIds(db, ids, BASE_PRICING)).map((r) => ({
        ...cardOf(storage, r),
        deletedAt: r.deletedAt?.toISOString() ?? null,
        updatedAt: r.updatedAt.toISOString(),
      }));
      return { productList, pagination: { page: filter.page, limit: filter.limit, total } };
    },

    /** The product's attribute values grouped by attribute group. */
    async attributes(id: string) {
      if ((await repo.findProduct(db, id)) === undefined) throw notFound();
      return { attributeGroupList: await productAttributeGroups(db, id) };
    },

    /** Replaces all attribute values (code 12 for a wrong type or unknown option, 6 for an unknown attribute). */
    async replaceAttributes(id: string, values: readonly Schema<'AttributeValueInput'>[]) {
      await db.transaction(async (tx) => {
        if ((await repo.findProduct(tx, id)) === undefined) throw notFound();
        await replaceProductAttributeValues(tx, id, values);
      });
      catalogueChanged(writeFeed);
      return { attributeGroupList: await productAttributeGroups(db, id) };
    },

    async groupPrices(id: string) {
      if ((await repo.findProduct(db, id)) === undefined) throw notFound();
      const rows = await repo.groupPricesOf(db, id);
      return {
        groupPriceList: rows.map((r) => ({ customerGroup: { id: r.customerGroupId, title: r.title }, price: r.price })),
      };
    },

    /** Replaces the product's group prices; an unknown group is code 11 (foreign key). */
    async replaceGroupPrices(id: string, prices: readonly { customerGroupId: string; price: string }[]) {
      await db
        .transaction(async (tx) => {
          if ((await repo.findProduct(tx, id)) === undefined) throw notFound();
          await repo.replaceGroupPrices(
            tx,
            id,
            prices.map((p) => ({ customerGroupId: p.customerGroupId, price: money(p.price) })),
          );
        })
        .catch((err: unknown) => {
          throw pgErrorToAppError(err) ?? err;
        });
      // Group prices move a group's price facet.
      catalogueChanged(writeFeed);
      return this.groupPrices(id);
    },
  };
}

/** The products service. */
export type ProductsService = ReturnType<typeof createProductsService>;
