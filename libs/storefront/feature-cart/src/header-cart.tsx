import { HeaderCartLink } from '@shop/storefront-ui-cart';
import { useCart } from './react';

/** The header's cart link with the cart's line count and total, as the store has them now. */
export function HeaderCart() {
  const lineCount = useCart((state) => state.cart?.lineCount ?? 0);
  const total = useCart((state) => state.cart?.total ?? '0.00');
  return <HeaderCartLink lineCount={lineCount} total={total} />;
}
