import { act } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { createRoutesStub } from 'react-router';
import { describe, expect, it } from 'vitest';
import { testImage, testProductCard } from '@shop/storefront-testing';
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

describe('a product card hydrates over any title', () => {
  it.each(HOSTILE_TITLES.map((title) => [JSON.stringify(title), title]))('%s', async (_name, title) => {
    const product = testProductCard({ title, mainImage: testImage({ alt: null }) });
    const Stub = createRoutesStub([{ path: '/', Component: () => <ProductCardView product={product} layout="grid" /> }]);
    const container = document.createElement('div');
    container.innerHTML = renderToString(<Stub initialEntries={['/']} />);
    document.body.append(container);
    const errors: unknown[] = [];
    await act(async () => {
      hydrateRoot(container, <Stub initialEntries={['/']} />, { onRecoverableError: (error) => void errors.push(error) });
    });
    expect(errors).toEqual([]);
    container.remove();
  });
});
