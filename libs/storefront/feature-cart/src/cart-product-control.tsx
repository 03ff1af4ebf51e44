import type { Schema } from '@shop/api-contract';
import { AddToCartControl } from '@shop/storefront-ui-cart';
import { useCartProduct } from './use-cart-product';

/** "В корзину" or the quantity in the cart with − and +, for a product card ('card') or the product page ('page'). */
export function CartProductControl({
  product,
  place,
}: {
  product: Pick<Schema<'ProductCard'>, 'id' | 'title' | 'availability'>;
  place: 'card' | 'page';
}) {
  const cart = useCartProduct(product.id);
  return (
    <AddToCartControl
      title={product.title}
      quantity={cart.quantity}
      unavailable={
        product.availability === 'not_sold' || product.availability === 'out_of_stock'
          ? product.availability
          : undefined
      }
      onAdd={cart.add}
      onStep={cart.step}
      onSet={cart.set}
      message={cart.message}
      warning={cart.warning}
      pending={cart.pending}
      place={place}
    />
  );
}
