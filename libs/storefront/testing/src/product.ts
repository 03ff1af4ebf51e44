import type { Schema } from '@shop/api-contract';
import { testImage } from './catalogue';

/** A Product as getProductBySlug sends it, for tests; override any field. */
export function testProduct(overrides: Partial<Schema<'Product'>> = {}): Schema<'Product'> {
  return {
    id: '00000000-0000-4000-8000-0000000000a1',
    slug: 'tahograf-atol-drive-5',
    article: 'ATOL-DRIVE-5',
    title: 'Тахограф Атол Drive 5',
    description: '<p>Тахограф с блоком СКЗИ для грузовиков.</p>',
    basePrice: '45000.00',
    personalPrice: '45000.00',
    availability: 'in_stock',
    stock: null,
    mainImage: testImage(),
    primaryCategory: { id: '00000000-0000-4000-8000-0000000000c2', slug: 'tahografy-skzi', title: 'Тахографы с СКЗИ' },
    categories: [{ id: '00000000-0000-4000-8000-0000000000c2', slug: 'tahografy-skzi', title: 'Тахографы с СКЗИ' }],
    multimedia: [],
    attributeGroupList: [],
    relations: { analogues: [], accessories: [], related: [] },
    seoTitle: null,
    seoDescription: null,
    createdAt: '2026-01-01T00:00:00.000Z',
    updatedAt: '2026-01-01T00:00:00.000Z',
    ...overrides,
  };
}

/** A category tree node with children, for tests. */
export function testCategoryNode(
  slug: string,
  title: string,
  children: Schema<'CategoryTreeNode'>[] = [],
): Schema<'CategoryTreeNode'> {
  return { id: `id-${slug}`, slug, title, position: 0, productCount: 1, image: null, children };
}
