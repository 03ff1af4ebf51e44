import type { Schema } from '@shop/api-contract';
import { AppError, ErrorCode } from '@shop/errors';
import { ru } from '@shop/i18n-ru';
import type { WriteFeed } from '../../changes/write-feed';
import type { Clock } from '../../clock';
import type { Db } from '../../db/database';
import { pgErrorToAppError } from '../../db/pg-errors';
import { imageOf } from '../product-cards/image';
import { catalogueChanged, type ListingCache } from '../product-cards/listing-cache';
import { sanitizeRichText } from '../../http/rich-text';
import { addPermanentRedirect, categoryPath } from '../route-rules/repository';
import type { FileStorage } from '../../storage/file-storage';
import {
  toAdminCategory,
  toCategory,
  type AdminCategory,
  type Category,
  type CategoryTreeNode,
  type Image,
} from './present';
import * as repo from './repository';

/** Body of `createCategory`. */
export type CategoryCreate = Schema<'CategoryCreateRequest'>;
/** Body of `updateCategory`. */
export type CategoryUpdate = Schema<'CategoryUpdateRequest'>;

/** What the categories service needs. */
export interface CategoriesDependencies {
  db: Db;
  clock: Clock;
  storage: FileStorage;
  /** The app's write feed: category writes go out on it. */
  writeFeed: WriteFeed;
  /** The app's listing cache (the categories' product counts are kept in it). */
  listingCache: ListingCache;
}

/**
 * Catalogue codes of categories:
 *
 * | code | when |
 * |---|---|
 * | 2 CategoryAlreadyDeleted | deleting a deleted category |
 * | 6 RecordNotFound | unknown id, unknown or deleted slug, unknown parent |
 * | 8 SeoUrlExists | the slug belongs to another category (deleted ones too: they can be restored) |
 * | 10 FileNotImage | `imageFileId` is not a media-library image |
 * | 12 CheckViolation | a parent inside the category's own subtree (a cycle); restoring under a deleted parent |
 */
const notFound = () => new AppError(ErrorCode.RecordNotFound, { message: ru.apiErrors.categoryNotFound });
const slugTaken = () => new AppError(ErrorCode.SeoUrlExists);
const cycle = () =>
  new AppError(ErrorCode.CheckViolation, {
    message: ru.apiErrors.categoryInsideItself,
    details: [{ field: 'parentId', message: ru.apiErrors.parentInsideCategory }],
  });

/** The only unique index of category is its slug: a race on it is a taken slug. */
async function mapSlugRace<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (err) {
    if (pgErrorToAppError(err)?.code === ErrorCode.UniqueViolation) throw slugTaken();
    throw err;
  }
}

const richText = (html: string | null | undefined) =>
  html === null || html === undefined ? html : sanitizeRichText(html);

/** Categories: the public tree and pages, and admin management with soft delete. */
export function createCategoriesService({ db, clock, storage, writeFeed, listingCache }: CategoriesDependencies) {
  async function images(rows: readonly repo.CategoryRow[]): Promise<Map<string, Image>> {
    const ids = [...new Set(rows.map((r) => r.imageId).filter((id): id is string => id !== null))];
    const found = await repo.findImages(db, ids);
    return new Map([...found].map(([id, row]) => [id, imageOf(storage, row)]));
  }

  /**
   * Live products per category. Every page that shows the category tree asks for them (a product page, for its
   * breadcrumbs), and counting a large catalogue takes a scan, so they share the listing's cache: cleared by every
   * catalogue write in this process, at most a minute old after another process's.
   */
  function productCounts(): Promise<Map<string, number>> {
    return listingCache.getOrCompute('categories:product-counts', () => repo.productCounts(db));
  }

  async function present(rows: readonly repo.CategoryRow[]): Promise<Category[]> {
    const [counts, imageById] = await Promise.all([productCounts(), images(rows)]);
    return rows.map((r) =>
      toCategory(r, counts.get(r.id) ?? 0, r.imageId === null ? null : (imageById.get(r.imageId) ?? null)),
    );
  }

  async function presentAdmin(rows: readonly repo.CategoryRow[]): Promise<AdminCategory[]> {
    const [counts, imageById] = await Promise.all([productCounts(), images(rows)]);
    return rows.map((r) =>
      toAdminCategory(r, counts.get(r.id) ?? 0, r.imageId === null ? null : (imageById.get(r.imageId) ?? null)),
    );
  }

  async function adminOne(row: repo.CategoryRow): Promise<AdminCategory> {
    const [one] = await presentAdmin([row]);
    if (one === undefined) throw new Error('category vanished');
    return one;
  }

  async function requireImage(tx: Db, id: string | null | undefined): Promise<void> {
    if (id === null || id === undefined) return;
    if ((await repo.findImages(tx, [id])).size === 0) throw new AppError(ErrorCode.FileNotImage);
  }

  return {
    /** Live categories of one level (root when `parentId` is absent), by position. */
    async list(parentId: string | undefined): Promise<Category[]> {
      const rows = (await repo.allCategories(db)).filter((r) => r.parentId === (parentId ?? null));
      return present(rows);
    },

    /** The live tree; a live category under a deleted parent is not shown. */
    async tree(): Promise<CategoryTreeNode[]> {
      const rows = await repo.allCategories(db);
      const [counts, imageById] = await Promise.all([productCounts(), images(rows)]);
      const byParent = new Map<string | null, repo.CategoryRow[]>();
      for (const row of rows) byParent.set(row.parentId, [...(byParent.get(row.parentId) ?? []), row]);
      const build = (parentId: string | null): CategoryTreeNode[] =>
        (byParent.get(parentId) ?? []).map((r) => ({
          id: r.id,
          slug: r.slug,
          title: r.title,
          position: r.position,
          productCount: counts.get(r.id) ?? 0,
          image: r.imageId === null ? null : (imageById.get(r.imageId) ?? null),
          children: build(r.id),
        }));
      return build(null);
    },

    /** A live category by slug, its breadcrumbs (root first) and live children; code 6 otherwise. */
    async bySlug(slug: string) {
      const found = await repo.findLiveCategoryBySlug(db, slug);
      if (found === undefined) throw notFound();
      const all = await repo.allCategories(db, true);
      const byId = new Map(all.map((r) => [r.id, r]));
      const breadcrumbs: { id: string; slug: string; title: string }[] = [];
      for (let at = found.parentId; at !== null;) {
        const parent = byId.get(at);
        if (parent === undefined || breadcrumbs.length > all.length) break;
        breadcrumbs.unshift({ id: parent.id, slug: parent.slug, title: parent.title });
        at = parent.parentId;
      }
      const children = all.filter((r) => r.parentId === found.id && r.deletedAt === null);
      const [category, ...rest] = await present([found, ...children]);
      if (category === undefined) throw notFound();
      return { category, breadcrumbs, children: rest };
    },

    /** One category for the admin, deleted or not. */
    async get(id: string): Promise<AdminCategory> {
      const row = await repo.findCategory(db, id);
      if (row === undefined) throw notFound();
      return adminOne(row);
    },

    /** A page of categories for the admin. */
    async adminList(filter: repo.CategoryListFilter) {
      const { rows, total } = await repo.listCategories(db, filter);
      return { categoryList: await presentAdmin(rows), pagination: { page: filter.page, limit: filter.limit, total } };
    },

    /** Creates a category (last among its siblings unless a position is given). */
    async create(input: CategoryCreate): Promise<AdminCategory> {
      const now = clock.now();
      const row = await mapSlugRace(() =>
        db.transaction(async (tx) => {
          const parentId = input.parentId ?? null;
          if (parentId !== null && (await repo.findCategory(tx, parentId)) === undefined) throw notFound();
          if (await repo.isCategorySlugTaken(tx, input.slug)) throw slugTaken();
          await requireImage(tx, input.imageFileId);
          return repo.insertCategory(tx, {
            parentId,
            position: input.position ?? (await repo.nextPosition(tx, parentId)),
            title: input.title.trim(),
            slug: input.slug,
            description: richText(input.description) ?? null,
            imageId: input.imageFileId ?? null,
            seoTitle: input.seoTitle ?? null,
            seoDescription: input.seoDescription ?? null,
            createdAt: now,
            updatedAt: now,
          });
        }),
      );
      catalogueChanged(writeFeed);
      return adminOne(row);
    },

    /** Changes the given fields; a new slug leaves a 301 from the old public path; code 12 for a cycle. */
    async update(id: string, input: CategoryUpdate): Promise<AdminCategory> {
      const now = clock.now();
      const row = await mapSlugRace(() =>
        db.transaction(async (tx) => {
          const current = await repo.findCategory(tx, id);
          if (current === undefined) throw notFound();
          const changes: Partial<repo.NewCategory> = { updatedAt: now };
          if (input.parentId !== undefined && input.parentId !== current.parentId) {
            if (input.parentId !== null) {
              if ((await repo.findCategory(tx, input.parentId)) === undefined) throw notFound();
              if ((await repo.subtreeIds(tx, id)).includes(input.parentId)) throw cycle();
            }
            changes.parentId = input.parentId;
          }
          if (input.position !== undefined) changes.position = input.position;
          if (input.title !== undefined) changes.title = input.title.trim();
          if (input.description !== undefined) changes.description = richText(input.description);
          if (input.imageFileId !== undefined) {
            await requireImage(tx, input.imageFileId);
            changes.imageId = input.imageFileId;
          }
          if (input.seoTitle !== undefined) changes.seoTitle = input.seoTitle;
          if (input.seoDescription !== undefined) changes.seoDescription = input.seoDescription;
          if (input.slug !== undefined && input.slug !== current.slug) {
            if (await repo.isCategorySlugTaken(tx, input.slug, id)) throw slugTaken();
            changes.slug = input.slug;
            await addPermanentRedirect(tx, categoryPath(current.slug), categoryPath(input.slug), now);
          }
          const updated = await repo.updateCategory(tx, id, changes);
          if (updated === undefined) throw notFound();
          return updated;
        }),
      );
      // A move or a new slug changes which products a category page lists.
      catalogueChanged(writeFeed);
      return adminOne(row);
    },

    /** Soft-deletes the category and its live subtree at one instant; code 2 when already deleted. */
    async remove(id: string): Promise<void> {
      const now = clock.now();
      await db.transaction(async (tx) => {
        const current = await repo.findCategory(tx, id);
        if (current === undefined) throw notFound();
        if (current.deletedAt !== null) throw new AppError(ErrorCode.CategoryAlreadyDeleted);
        await repo.setDeletedAt(tx, await repo.subtreeIds(tx, id), null, now);
      });
      catalogueChanged(writeFeed);
    },

    /** Restores the category and the descendants deleted with it; code 12 under a deleted parent. */
    async restore(id: string): Promise<AdminCategory> {
      const row = await db.transaction(async (tx) => {
        const current = await repo.findCategory(tx, id);
        if (current === undefined) throw notFound();
        if (current.deletedAt === null) return current;
        if (current.parentId !== null && (await repo.findCategory(tx, current.parentId))?.deletedAt != null) {
          throw new AppError(ErrorCode.CheckViolation, { message: ru.apiErrors.restoreParentFirst });
        }
        await repo.setDeletedAt(tx, await repo.subtreeIds(tx, id), current.deletedAt, null);
        return { ...current, deletedAt: null };
      });
      catalogueChanged(writeFeed);
      return adminOne(row);
    },
  };
}

/** The categories service. */
export type CategoriesService = ReturnType<typeof createCategoriesService>;
