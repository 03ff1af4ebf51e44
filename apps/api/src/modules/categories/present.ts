import type { Schema } from '@shop/api-contract';
import type { CategoryRow } from './repository';

/** A category as the storefront sees it. */
export type Category = Schema<'Category'>;
/** A category as the admin sees it. */
export type AdminCategory = Schema<'AdminCategory'>;
/** A node of the public category tree. */
export type CategoryTreeNode = Schema<'CategoryTreeNode'>;
/** An image with its webp variants. */
export type Image = Schema<'Image'>;

/** The storefront view of a category. */
export function toCategory(row: CategoryRow, productCount: number, image: Image | null): Category {
  return {
    id: row.id,
    parentId: row.parentId,
    position: row.position,
    title: row.title,
    slug: row.slug,
    description: row.description,
    image,
    seoTitle: row.seoTitle,
    seoDescription: row.seoDescription,
    productCount,
  };
}

/** The admin view of a category. */
export function toAdminCategory(row: CategoryRow, productCount: number, image: Image | null): AdminCategory {
  return {
    ...toCategory(row, productCount, image),
    deletedAt: row.deletedAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}
