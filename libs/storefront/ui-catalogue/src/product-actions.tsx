import type { Schema } from '@shop/api-contract';
import { createContext, useContext, type ReactNode } from 'react';

/** Where the controls stand: under a product card in a listing, or in the product page's buying block. */
export type ProductActionsPlace = 'card' | 'page';

/** Renders a product's buying controls ("В корзину" or the quantity, the favorite toggle) for a place. */
export type RenderProductActions = (product: Schema<'ProductCard'>, place: ProductActionsPlace) => ReactNode;

const ProductActionsContext = createContext<RenderProductActions | null>(null);

/**
 * Gives every product card and product page below it its buying controls. The cart and favorites are features
 * of their own, which the catalogue never imports: the app wires them in here once, above all pages.
 */
export function ProductActionsProvider({ render, children }: { render: RenderProductActions; children?: ReactNode }) {
  return <ProductActionsContext.Provider value={render}>{children}</ProductActionsContext.Provider>;
}

/** The buying controls of `product` at `place`, as the app wired them; nothing without a provider (tests, stories). */
export function ProductActions({ product, place }: { product: Schema<'ProductCard'>; place: ProductActionsPlace }) {
  const render = useContext(ProductActionsContext);
  return render ? <>{render(product, place)}</> : null;
}
