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

/**
 * A picture for stories and tests that needs no file: an inline SVG with `label` on a soft green ground, as an Image
 * without variants (the srcset is then empty and the `url` is drawn).
 */
export function testPicture(label: string, overrides: Partial<Schema<'Image'>> = {}): Schema<'Image'> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="400" height="300"><rect width="400" height="300" fill="#dcfce7"/><text x="200" y="160" font-family="sans-serif" font-size="28" text-anchor="middle" fill="#166534">${label}</text></svg>`;
  return testImage({
    fileId: `picture-${label}`,
    url: `data:image/svg+xml,${encodeURIComponent(svg)}`,
    width: 400,
    height: 300,
    variants: [],
    ...overrides,
  });
}
