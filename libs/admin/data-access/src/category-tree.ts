/** What the tree needs of a category (the admin's category and the product pages' lookup both have it). */
export interface TreeCategory {
  id: string;
  parentId: string | null;
  position: number;
  title: string;
}

/** A category in the order of the tree, with its depth (0 = top level) for indentation. */
export interface CategoryTreeRow<Category extends TreeCategory> {
  category: Category;
  depth: number;
}

/**
 * The flat category list as a tree in display order: each category is followed by its children,
 * siblings by position then title (the API's order). A category whose parent is not in the list
 * (its parent is deleted and deleted ones are hidden) is shown at the top level rather than lost.
 */
export function buildCategoryTree<Category extends TreeCategory>(
  categories: readonly Category[],
): CategoryTreeRow<Category>[] {
  const ids = new Set(categories.map((category) => category.id));
  const children = new Map<string | null, Category[]>();
  for (const category of categories) {
    const parent = category.parentId !== null && ids.has(category.parentId) ? category.parentId : null;
    const siblings = children.get(parent) ?? [];
    siblings.push(category);
    children.set(parent, siblings);
  }
  for (const siblings of children.values()) {
    siblings.sort((a, b) => a.position - b.position || a.title.localeCompare(b.title, 'ru'));
  }

  const rows: CategoryTreeRow<Category>[] = [];
  const visited = new Set<string>();
  const walk = (parent: string | null, depth: number) => {
    for (const category of children.get(parent) ?? []) {
      // The API refuses cycles; the guard keeps a corrupt reply from looping forever.
      if (visited.has(category.id)) continue;
      visited.add(category.id);
      rows.push({ category, depth });
      walk(category.id, depth + 1);
    }
  };
  walk(null, 0);
  return rows;
}

/**
 * The rows whose title or slug contains `searchQuery` (any case), with their ancestors kept so each
 * match is still seen in its place in the tree.
 */
export function filterCategoryTree<Category extends TreeCategory & { slug: string }>(
  rows: readonly CategoryTreeRow<Category>[],
  searchQuery: string,
): CategoryTreeRow<Category>[] {
  const needle = searchQuery.trim().toLocaleLowerCase('ru');
  if (!needle) return [...rows];
  const byId = new Map(rows.map((row) => [row.category.id, row.category]));
  const keep = new Set<string>();
  for (const { category } of rows) {
    if (!category.title.toLocaleLowerCase('ru').includes(needle) && !category.slug.includes(needle)) continue;
    for (let current: Category | undefined = category; current && !keep.has(current.id);) {
      keep.add(current.id);
      current = current.parentId === null ? undefined : byId.get(current.parentId);
    }
  }
  return rows.filter((row) => keep.has(row.category.id));
}

/** The ids of a category and everything under it: none of them may become its parent. */
export function subtreeIds(categories: readonly Pick<TreeCategory, 'id' | 'parentId'>[], rootId: string): Set<string> {
  const ids = new Set([rootId]);
  let grew = true;
  while (grew) {
    grew = false;
    for (const category of categories) {
      if (category.parentId !== null && ids.has(category.parentId) && !ids.has(category.id)) {
        ids.add(category.id);
        grew = true;
      }
    }
  }
  return ids;
}
