import type { Schema } from '@shop/api-contract';

/** A ProductCard as the API sends it, for tests; override any field. */
export function testProductCard(overrides: Partial<Schema<'ProductCard'>> = {}): Schema<'ProductCard'> {
  return {
    id: '00000000-0000-4000-8000-000000000001',
    slug: 'tahograf-atol-drive-5',
    article: 'ATOL-DRIVE-5',
    title: 'Тахограф Атол Drive 5',
    basePrice: '45000.00',
    personalPrice: '45000.00',
    availability: 'in_stock',
    stock: null,
    mainImage: testImage(),
    primaryCategory: { id: '00000000-0000-4000-8000-0000000000c1', slug: 'tahografy', title: 'Тахографы' },
    ...overrides,
  };
}

/** An Image with three webp variants listed out of order (as a test of sorting), for tests. */
export function testImage(overrides: Partial<Schema<'Image'>> = {}): Schema<'Image'> {
  return {
    fileId: '00000000-0000-4000-8000-0000000000f1',
    url: '/media/atol.png',
    alt: null,
    width: 1200,
    height: 900,
    variants: [
      { width: 640, url: '/media/atol-640.webp' },
      { width: 320, url: '/media/atol-320.webp' },
      { width: 1200, url: '/media/atol-1200.webp' },
    ],
    ...overrides,
  };
}
