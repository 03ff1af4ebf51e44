import { testProductCard } from '@shop/storefront-testing';
import { describe, expect, it } from 'vitest';
import { parseQuickOrderText } from './parse-lines';
import { cartAdditions, previewCounts, previewRows, type QuickOrderPreviewRow } from './quick-order';

const tachograph = testProductCard({ id: 'p-1', article: 'DTCO 4.1' });
const cable = testProductCard({ id: 'p-2', article: 'KV-SKZI', title: 'Кабель СКЗИ' });

function found(lineNumber: number, product = tachograph, quantity = 1): QuickOrderPreviewRow {
  return { kind: 'found', lineNumber, article: product.article, quantity, capped: false, exceedsStock: false, product };
}

describe('previewRows', () => {
  it('pairs each sent line with its result and puts the invalid lines in their place', () => {
    const parsed = parseQuickOrderText('DTCO 4.1 2\nKV-SKZI 0\nNOPE-1 3\nKV-SKZI 200000\nKV-ESTR 1');
    const rows = previewRows(parsed, [
      { article: 'DTCO 4.1', status: 'found', quantity: 2, capped: false, exceedsStock: false, product: tachograph },
      { article: 'NOPE-1', status: 'not_found', quantity: 3, capped: false, exceedsStock: false, product: null },
      { article: 'KV-SKZI', status: 'found', quantity: 100000, capped: true, exceedsStock: false, product: cable },
      {
        article: 'KV-ESTR',
        status: 'not_purchasable',
        quantity: 1,
        capped: false,
        exceedsStock: false,
        product: cable,
      },
    ]);
    expect(rows).toEqual([
      {
        kind: 'found',
        lineNumber: 1,
        article: 'DTCO 4.1',
        quantity: 2,
        capped: false,
        exceedsStock: false,
        product: tachograph,
      },
      { kind: 'invalid', lineNumber: 2, text: 'KV-SKZI 0', message: 'Количество должно быть больше нуля' },
      { kind: 'not_found', lineNumber: 3, article: 'NOPE-1', quantity: 3, capped: false },
      {
        kind: 'found',
        lineNumber: 4,
        article: 'KV-SKZI',
        quantity: 100000,
        capped: true,
        exceedsStock: false,
        product: cable,
      },
      {
        kind: 'not_purchasable',
        lineNumber: 5,
        article: 'KV-ESTR',
        quantity: 1,
        capped: false,
        exceedsStock: false,
        product: cable,
      },
    ]);
  });

  it('shows a line the reply left out as not found rather than adding it', () => {
    const rows = previewRows(parseQuickOrderText('A 1\nB 2'), [
      { article: 'A', status: 'found', quantity: 1, capped: false, exceedsStock: false, product: tachograph },
    ]);
    expect(rows[1]).toEqual({ kind: 'not_found', lineNumber: 2, article: 'B', quantity: 2, capped: false });
  });
});

describe('cartAdditions', () => {
  it('adds found lines only, one entry per product with the quantities summed and cut to 100 000', () => {
    const rows: QuickOrderPreviewRow[] = [
      found(1, tachograph, 2),
      found(2, cable, 60000),
      { kind: 'not_found', lineNumber: 3, article: 'X', quantity: 1, capped: false },
      {
        kind: 'not_purchasable',
        lineNumber: 4,
        article: 'Y',
        quantity: 1,
        capped: false,
        exceedsStock: false,
        product: testProductCard({ id: 'p-3' }),
      },
      found(5, tachograph, 3),
      found(6, cable, 60000),
    ];
    expect(cartAdditions(rows)).toEqual([
      [
        { productId: 'p-1', quantity: 5 },
        { productId: 'p-2', quantity: 100000 },
      ],
    ]);
  });

  it('splits more than 200 products into calls of 200', () => {
    const rows = Array.from({ length: 450 }, (_, i) => found(i + 1, testProductCard({ id: `p-${i}` })));
    expect(cartAdditions(rows).map((chunk) => chunk.length)).toEqual([200, 200, 50]);
    expect(cartAdditions([])).toEqual([]);
  });
});

describe('previewCounts', () => {
  it('counts lines, found lines, the rest and the distinct products to add', () => {
    const rows: QuickOrderPreviewRow[] = [
      found(1),
      found(2),
      { kind: 'invalid', lineNumber: 3, text: 'x 0', message: '…' },
    ];
    expect(previewCounts(rows)).toEqual({ total: 3, found: 2, problems: 1, products: 1 });
  });
});
