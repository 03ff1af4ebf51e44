import type { Schema } from '@shop/api-contract';
import { kopecksToDecimal, toKopecks } from '@shop/i18n-ru';
import { testProductCard } from './catalogue';

/** A cart line as the API sends it, its sum worked out from the price and quantity; override any field. */
export function testCartLine(overrides: Partial<Schema<'CartLine'>> = {}): Schema<'CartLine'> {
  const quantity = overrides.quantity ?? 1;
  const product = overrides.product ?? testProductCard();
  return {
    quantity,
    product,
    isPurchasable: true,
    unavailableReason: null,
    exceedsStock: false,
    sum: kopecksToDecimal(toKopecks(product.personalPrice) * BigInt(quantity)),
    ...overrides,
  };
}

/** A cart with these lines, its line count and total (purchasable lines only) worked out as the API does. */
export function testCart(lines: Schema<'CartLine'>[] = [], overrides: Partial<Schema<'Cart'>> = {}): Schema<'Cart'> {
  return {
    id: '00000000-0000-4000-8000-0000000000ca',
    createdAt: '2026-11-25T10:00:00.000Z',
    userId: null,
    cartProductList: lines,
    lineCount: lines.length,
    total: kopecksToDecimal(
      lines.filter((line) => line.isPurchasable).reduce((sum, line) => sum + toKopecks(line.sum), 0n),
    ),
    ...overrides,
  };
}
