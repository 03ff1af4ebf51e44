import { testCart, testCartLine, testProductCard } from '@shop/storefront-testing';
import { describe, expect, it } from 'vitest';
import { quantityInCart, stockWarningInCart, withLineQuantity } from './cart-lines';

const A = testProductCard({ id: 'a', personalPrice: '0.10' });
const B = testProductCard({ id: 'b', personalPrice: '0.20' });
const GONE = testProductCard({ id: 'gone', personalPrice: '999.99' });

const cart = testCart([
  testCartLine({ product: A, quantity: 1 }),
  testCartLine({ product: B, quantity: 1 }),
  testCartLine({ product: GONE, quantity: 4, isPurchasable: false, unavailableReason: 'deleted' }),
]);

describe('withLineQuantity', () => {
  it('recounts the line sum and a total of the purchasable lines only, without float drift', () => {
    expect(cart.total).toBe('0.30');
    const changed = withLineQuantity(cart, 'a', 3);
    expect(changed.cartProductList[0]).toMatchObject({ quantity: 3, sum: '0.30' });
    // 0.1 * 3 + 0.2 in floats is 0.5000000000000001.
    expect(changed.total).toBe('0.50');
    expect(changed.lineCount).toBe(3);
  });

  it('takes the line out at 0 and keeps the order of the rest', () => {
    const changed = withLineQuantity(cart, 'a', 0);
    expect(changed.cartProductList.map((line) => line.product.id)).toEqual(['b', 'gone']);
    expect(changed).toMatchObject({ lineCount: 2, total: '0.20' });
  });

  it('leaves a cart without the product as it is', () => {
    expect(withLineQuantity(cart, 'missing', 5).cartProductList).toEqual(cart.cartProductList);
    expect(quantityInCart(cart, 'missing')).toBe(0);
    expect(quantityInCart(null, 'a')).toBe(0);
  });
});

describe('stockWarningInCart', () => {
  it('warns of a line beyond the free stock, with the free quantity only where the line shows it', () => {
    const free = { quantity: 4, more: false };
    const warned = testCart([
      testCartLine({
        product: testProductCard({ id: 'grouped', stock: { level: 'low', leadTimeDays: null, free } }),
        exceedsStock: true,
      }),
      testCartLine({
        product: testProductCard({ id: 'guest', stock: { level: 'low', leadTimeDays: null } }),
        exceedsStock: true,
      }),
    ]);
    expect(stockWarningInCart(warned, 'grouped')).toBe('Больше, чем есть на складе: свободно 4 шт.');
    expect(stockWarningInCart(warned, 'guest')).toBe('Больше, чем есть на складе');
    expect(stockWarningInCart(cart, 'a')).toBeUndefined();
    expect(stockWarningInCart(null, 'a')).toBeUndefined();
  });
});
