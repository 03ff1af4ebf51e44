import { describe, expect, it } from 'vitest';
import { buildCategoryTree, filterCategoryTree, subtreeIds, type TreeCategory } from './category-tree';

/** A category as the tree reads it; the fields a test leaves out are a top-level 'Категория'. */
const aCategory = (fields: Partial<TreeCategory & { slug: string }>): TreeCategory & { slug: string } => ({
  id: '',
  parentId: null,
  position: 0,
  title: 'Категория',
  slug: 'kategoriya',
  ...fields,
});

const id = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;
const flat = [
  aCategory({ id: id(3), parentId: id(1), position: 1, title: 'Карты водителя', slug: 'karty-voditelya' }),
  aCategory({ id: id(1), parentId: null, position: 0, title: 'Тахографы', slug: 'tahografy' }),
  aCategory({ id: id(2), parentId: id(1), position: 0, title: 'Блоки СКЗИ', slug: 'bloki-skzi' }),
  aCategory({ id: id(4), parentId: id(2), position: 0, title: 'НКМ 2.11', slug: 'nkm-2-11' }),
  aCategory({ id: id(5), parentId: null, position: 1, title: 'Трекеры', slug: 'trekery' }),
  // Its parent is deleted and not in the list.
  aCategory({ id: id(6), parentId: id(99), position: 0, title: 'Осиротевшая', slug: 'osirotevshaya' }),
];

describe('buildCategoryTree', () => {
  it('puts each category after its parent, siblings by position, with the depth for indentation', () => {
    const rows = buildCategoryTree(flat).map((row) => `${'  '.repeat(row.depth)}${row.category.title}`);
    // 'Осиротевшая' shares position 0 with 'Тахографы' and comes first by title.
    expect(rows).toEqual(['Осиротевшая', 'Тахографы', '  Блоки СКЗИ', '    НКМ 2.11', '  Карты водителя', 'Трекеры']);
  });

  it('shows a category whose parent is missing at the top level and survives a cycle', () => {
    const cyclic = [
      aCategory({ id: id(1), parentId: id(2) }),
      aCategory({ id: id(2), parentId: id(1) }),
      aCategory({ id: id(3), parentId: null }),
    ];
    expect(buildCategoryTree(cyclic).map((row) => row.category.id)).toEqual([id(3)]);
    expect(buildCategoryTree(flat).find((row) => row.category.id === id(6))?.depth).toBe(0);
  });
});

describe('filterCategoryTree', () => {
  it('keeps matches by title or slug with their ancestors, in tree order', () => {
    const rows = buildCategoryTree(flat);
    expect(filterCategoryTree(rows, 'нкм').map((row) => row.category.title)).toEqual([
      'Тахографы',
      'Блоки СКЗИ',
      'НКМ 2.11',
    ]);
    expect(filterCategoryTree(rows, 'trek').map((row) => row.category.title)).toEqual(['Трекеры']);
    expect(filterCategoryTree(rows, '  ')).toHaveLength(rows.length);
  });
});

describe('subtreeIds', () => {
  it('is the category and every descendant', () => {
    expect(subtreeIds(flat, id(1))).toEqual(new Set([id(1), id(2), id(3), id(4)]));
    expect(subtreeIds(flat, id(5))).toEqual(new Set([id(5)]));
  });
});
