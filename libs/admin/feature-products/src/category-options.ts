import { buildCategoryTree } from '@shop/admin-data-access';
import type { AdminCategory } from './lookups-api';

/** A category in tree order with its depth, for indented pickers. */
export interface CategoryOption {
  id: string;
  title: string;
  depth: number;
  deleted: boolean;
}

/**
 * Categories of a flat list in tree order (parents before children, siblings by position then title),
 * each with its depth. A category whose parent is missing from the list is shown at the top level.
 */
export function toCategoryOptions(categories: readonly AdminCategory[]): CategoryOption[] {
  return buildCategoryTree(categories).map(({ category, depth }) => ({
    id: category.id,
    title: category.title,
    depth,
    deleted: category.deletedAt !== null,
  }));
}

/** An option's label with its depth shown by leading dashes (native selects cannot indent). */
export function indentedTitle(option: CategoryOption): string {
  return `${'— '.repeat(option.depth)}${option.title}`;
}
