import { describe, expect, it } from 'vitest';
import { categoryAncestry, productBreadcrumbs } from './breadcrumbs';
import { testCategoryNode, testProduct } from '@shop/storefront-testing';

const tree = [
  testCategoryNode('tahografy', 'Тахографы', [
    testCategoryNode('tahografy-skzi', 'Тахографы с СКЗИ'),
    testCategoryNode('tahografy-estr', 'Тахографы ЕСТР'),
  ]),
  testCategoryNode('trekery', 'Трекеры'),
];

describe('categoryAncestry', () => {
  it('walks from the root down to the category', () => {
    expect(categoryAncestry(tree, 'tahografy-estr').map((node) => node.slug)).toEqual(['tahografy', 'tahografy-estr']);
  });

  it('is empty for a category not in the tree', () => {
    expect(categoryAncestry(tree, 'missing')).toEqual([]);
  });
});

describe('productBreadcrumbs', () => {
  it('follows the primary category chain on /product/{slug}', () => {
    const crumbs = productBreadcrumbs({ product: testProduct(), tree });
    expect(crumbs.map((crumb) => crumb.path)).toEqual([
      '/',
      '/category/list',
      '/category/tahografy',
      '/category/tahografy-skzi',
      '/product/tahograf-atol-drive-5',
    ]);
    expect(crumbs.at(-1)?.title).toBe('Тахограф Атол Drive 5');
  });

  it('follows the category the shopper came through when the product is in it', () => {
    const product = testProduct({
      categories: [
        { id: 'id-tahografy-skzi', slug: 'tahografy-skzi', title: 'Тахографы с СКЗИ' },
        { id: 'id-trekery', slug: 'trekery', title: 'Трекеры' },
      ],
    });
    const crumbs = productBreadcrumbs({ product, tree, viaCategorySlug: 'trekery' });
    expect(crumbs.map((crumb) => crumb.title)).toEqual(['Главная', 'Каталог', 'Трекеры', 'Тахограф Атол Drive 5']);
  });

  it('runs down to the product category when the shopper came through a parent category', () => {
    const crumbs = productBreadcrumbs({ product: testProduct(), tree, viaCategorySlug: 'tahografy' });
    expect(crumbs.map((crumb) => crumb.title)).toEqual([
      'Главная',
      'Каталог',
      'Тахографы',
      'Тахографы с СКЗИ',
      'Тахограф Атол Drive 5',
    ]);
  });

  it('ignores a category the product is not in and shows its primary category chain', () => {
    const crumbs = productBreadcrumbs({ product: testProduct(), tree, viaCategorySlug: 'trekery' });
    expect(crumbs.map((crumb) => crumb.path)).toContain('/category/tahografy-skzi');
    expect(crumbs.map((crumb) => crumb.path)).not.toContain('/category/trekery');
  });

  it('falls back to the primary category when the tree is unavailable', () => {
    const crumbs = productBreadcrumbs({ product: testProduct(), tree: [], viaCategorySlug: 'unknown' });
    expect(crumbs.map((crumb) => crumb.path)).toEqual([
      '/',
      '/category/list',
      '/category/tahografy-skzi',
      '/product/tahograf-atol-drive-5',
    ]);
  });

  it('goes from the catalogue straight to an uncategorised product', () => {
    const crumbs = productBreadcrumbs({ product: testProduct({ primaryCategory: null, categories: [] }), tree });
    expect(crumbs.map((crumb) => crumb.path)).toEqual(['/', '/category/list', '/product/tahograf-atol-drive-5']);
  });
});
