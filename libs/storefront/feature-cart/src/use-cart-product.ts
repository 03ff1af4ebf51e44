import { ru } from '@shop/i18n-ru';
import { failureToastText } from '@shop/storefront-data-access';
import { useToast } from '@shop/ui-kit';
import { useState } from 'react';
import { quantityInCart, stockWarningInCart } from './cart-lines';
import { useCart, useCartStore } from './react';

/** What a product's cart controls need: its quantity in the cart, the changes, and their state. */
export interface CartProductControls {
  quantity: number;
  /** A change of this product's line is on its way. */
  pending: boolean;
  /** 'Максимум 100 000' after a change the cap cut, or an add at the cap (SPEC 5). */
  message: string | undefined;
  /** «Больше, чем есть на складе…» while the line asks more than is free (issue #28). */
  warning: string | undefined;
  add: () => void;
  step: (delta: 1 | -1) => void;
  /** A typed quantity the field has already made whole and cut to the cap (`capped` then says so). */
  set: (quantity: number, capped: boolean) => void;
  remove: () => void;
}

/**
 * The cart controls of one product, shared by cards, the product page and the cart page. The store changes the line
 * at once and puts it back when the API refuses; the refusal then shows as the catalogue's error toast (SPEC 8).
 */
export function useCartProduct(productId: string): CartProductControls {
  const store = useCartStore();
  const quantity = useCart((state) => quantityInCart(state.cart, productId));
  const warning = useCart((state) => stockWarningInCart(state.cart, productId));
  const toast = useToast();
  const [pending, setPending] = useState(false);
  const [capped, setCapped] = useState(false);

  async function change(work: () => Promise<{ capped: boolean } | void>, cappedNow = false): Promise<void> {
    setCapped(cappedNow);
    setPending(true);
    try {
      const outcome = await work();
      if (outcome?.capped) setCapped(true);
    } catch (error) {
      setCapped(false);
      toast.error(failureToastText('cart', error));
    } finally {
      setPending(false);
    }
  }

  const add = (pieces: number) => change(() => store.add({ productId, quantity: pieces }));
  const take = (pieces: number) => change(() => store.remove([{ productId, quantity: pieces }]));
  return {
    quantity,
    pending,
    message: capped ? ru.common.maxQuantity : undefined,
    warning,
    add: () => void add(1),
    step: (delta) => void (delta > 0 ? add(1) : take(1)),
    set: (next, cappedNow) => void change(() => store.setQuantity(productId, next).then(() => undefined), cappedNow),
    remove: () => void take(quantity),
  };
}
