import { act, type ReactElement } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { createRoutesStub } from 'react-router';
import { describe, expect, it } from 'vitest';
import { testImage, testProductCard } from '@shop/storefront-testing';
import { CategoryTile } from './category-tile';
import { ProductCardView } from './product-card';

/**
 * Issue #24: a product title of spaces made the home page hydrate with React error #418. Any title the catalogue may
 * hold renders the same on the server and in the browser: the card hydrates without a recoverable error.
 */
const HOSTILE_TITLES = [
  '',
  '   ',
  '\t\n ',
  '👩‍👩‍👧‍👦 Тахограф 🏳️‍🌈',
  'جهاز تسجيل السرعة עברית Тахограф',
  'a\r\nb\rc',
  'Z̷̢̛a̴l̵g̶o\u200b\u200d\u2060 <script>alert(1)</script> &amp;',
  `Т${'а'.repeat(299)}`,
  '\u00a0\u202f',
];

/** Renders `element` on the server, hydrates its HTML in the DOM and returns React's recoverable errors. */
async function hydrationErrors(element: () => ReactElement): Promise<unknown[]> {
  const Stub = createRoutesStub([{ path: '/', Component: element }]);
  const container = document.createElement('div');
  // Through UTF-8 as on the wire, where a lone surrogate half becomes U+FFFD.
  container.innerHTML = new TextDecoder().decode(
    new TextEncoder().encode(renderToString(<Stub initialEntries={['/']} />)),
  );
  document.body.append(container);
  const errors: unknown[] = [];
  await act(async () => {
    hydrateRoot(container, <Stub initialEntries={['/']} />, { onRecoverableError: (error) => void errors.push(error) });
  });
  container.remove();
  return errors;
}

const cases = HOSTILE_TITLES.map((title) => [JSON.stringify(title), title]);

describe('a product card hydrates over any title', () => {
  it.each(cases)('%s', async (_name, title) => {
    const product = testProductCard({ title, mainImage: testImage({ alt: null }) });
    expect(await hydrationErrors(() => <ProductCardView product={product} layout="grid" />)).toEqual([]);
  });
});

describe('a category tile without an image hydrates over any title', () => {
  // Its initial was `title.slice(0, 1)`: half an emoji, which the server's HTML carries as U+FFFD.
  it.each(cases)('%s', async (_name, title) => {
    const category = { slug: 'kategoriya', title, productCount: 3, image: null };
    expect(await hydrationErrors(() => <CategoryTile category={category} />)).toEqual([]);
  });
});
