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
  const ids = new Set(categories.map((category) => category.id));
  const children = new Map<string | null, AdminCategory[]>();
  for (const category of categories) {
    const parent = category.parentId && ids.has(category.parentId) ? category.parentId : null;
    children.set(parent, [...(children.get(parent) ?? []), category]);
  }
  const options: CategoryOption[] = [];
  const visit = (parentId: string | null, depth: number) => {
    const level = [...(children.get(parentId) ?? [])].sort((a, b) => a.position - b.position || a.title.localeCompare(b.title, 'ru'));
    for (const category of level) {
      options.push({ id: category.id, title: category.title, depth, deleted: category.deletedAt !== null });
      visit(category.id, depth + 1);
    }
  };
  visit(null, 0);
  return options;
}

/** An option's label with its depth shown by leading dashes (native selects cannot indent). */
export function indentedTitle(option: CategoryOption): string {
  return `${'— '.repeat(option.depth)}${option.title}`;
}
