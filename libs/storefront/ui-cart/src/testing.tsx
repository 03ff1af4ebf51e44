/**
 * Story and test helpers of the cart pieces (test-only: the `@shop/storefront-ui-cart/testing` entry, never the
 * production one).
 */
import { ProductActionsProvider, type RenderProductActions } from '@shop/storefront-ui-catalogue';
import { useState, type ReactNode } from 'react';
import { AddToCartControl } from './add-to-cart-control';
import { BuyActions } from './buy-actions';
import { FavoriteToggle } from './favorite-toggle';

/**
 * The buying controls as the app wires them above every page ("В корзину" or the quantity, and the heart), over a
 * cart and favorites of the story's own; `inCart` starts some products in the cart.
 */
export function StoryBuyingControls({
  inCart = {},
  children,
}: {
  inCart?: Readonly<Record<string, number>>;
  children: ReactNode;
}) {
  const [cart, setCart] = useState<Record<string, number>>(inCart);
  const [favorites, setFavorites] = useState<ReadonlySet<string>>(new Set());
  const render: RenderProductActions = (product, place) => {
    const quantity = cart[product.id] ?? 0;
    const set = (next: number) => setCart((now) => ({ ...now, [product.id]: Math.max(0, Math.min(100_000, next)) }));
    const unavailable =
      product.availability === 'not_sold' || product.availability === 'out_of_stock' ? product.availability : undefined;
    return (
      <BuyActions place={place}>
        <AddToCartControl
          title={product.title}
          quantity={quantity}
          unavailable={unavailable}
          onAdd={() => set(1)}
          onStep={(delta) => set(quantity + delta)}
          onSet={set}
          place={place}
        />
        <FavoriteToggle
          place={place}
          title={product.title}
          pressed={favorites.has(product.id)}
          onToggle={() =>
            setFavorites((now) => {
              const next = new Set(now);
              if (!next.delete(product.id)) next.add(product.id);
              return next;
            })
          }
        />
      </BuyActions>
    );
  };
  return <ProductActionsProvider render={render}>{children}</ProductActionsProvider>;
}
