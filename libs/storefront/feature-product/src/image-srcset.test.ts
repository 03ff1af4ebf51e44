import { describe, expect, it } from 'vitest';
import { testImage } from '@shop/storefront-testing';
import { densitySrcSet, variantAtLeast } from './image-srcset';

const variants = [320, 640, 768, 1024, 1280, 1536].map((width) => ({ width, url: `/m/${width}.webp` }));
const image = testImage({ width: 2000, height: 1500, variants: [...variants].reverse() });

describe('variantAtLeast', () => {
  it('takes the smallest variant covering the width', () => {
    expect(variantAtLeast(image, 343)).toBe('/m/640.webp');
    expect(variantAtLeast(image, 1024)).toBe('/m/1024.webp');
  });

  it('takes the widest variant when none covers the width, the original without variants', () => {
    expect(variantAtLeast(image, 3000)).toBe('/m/1536.webp');
    expect(variantAtLeast(testImage({ url: '/m/original.png', variants: [] }), 100)).toBe('/m/original.png');
  });
});

describe('densitySrcSet', () => {
  it('gives 1x and 2x candidates for the rendered width', () => {
    expect(densitySrcSet(image, 544)).toBe('/m/640.webp 1x, /m/1280.webp 2x');
    expect(densitySrcSet(image, 343)).toBe('/m/640.webp 1x, /m/768.webp 2x');
  });

  it('lists one candidate when both densities need the same file', () => {
    expect(densitySrcSet(image, 72)).toBe('/m/320.webp 1x');
    const small = testImage({
      width: 500,
      height: 400,
      variants: [
        { width: 320, url: '/s/320.webp' },
        { width: 500, url: '/s/500.webp' },
      ],
    });
    expect(densitySrcSet(small, 400)).toBe('/s/500.webp 1x');
  });
});
