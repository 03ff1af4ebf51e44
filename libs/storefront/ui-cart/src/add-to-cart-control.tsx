import { ru } from '@shop/i18n-ru';
import { fill } from '@shop/storefront-domain';
import { Button } from '@shop/ui-kit';
import { useEffect, useId, useRef, type ReactNode } from 'react';
import { SmartLink } from '@shop/storefront-ui-layout';
import { QuantityField } from './quantity-field';

const t = ru.storefrontCart.controls;

export interface AddToCartControlProps {
  /** The product's title, for the accessible names on a card. */
  title: string;
  /** How many the cart holds: 0 shows "В корзину", more the quantity with − and +. */
  quantity: number;
  /** Why the product cannot be bought now (not sold, or counted with none free): a disabled button with the reason. */
  unavailable?: 'not_sold' | 'out_of_stock' | undefined;
  onAdd: () => void;
  onStep: (delta: 1 | -1) => void;
  onSet: (quantity: number, capped: boolean) => void;
  /** 'Максимум 100 000' and the like, under the control. */
  message?: ReactNode;
  /** A quantity beyond the free stock (issue #28), under the quantity: see {@link StockWarning}. */
  warning?: string;
  pending?: boolean;
  /** 'card' in listings (compact; names carry the title), 'page' on the product page (with a link to the cart). */
  place: 'card' | 'page';
}

/** "В корзину", or, once the product is in the cart, its quantity with − and + (SPEC 5 rules for typing). */
export function AddToCartControl({
  title,
  quantity,
  unavailable,
  onAdd,
  onStep,
  onSet,
  message,
  warning,
  pending = false,
  place,
}: AddToCartControlProps) {
  const reasonId = useId();
  const card = place === 'card';
  const box = useKeepFocus(quantity > 0);
  if (unavailable !== undefined) {
    return (
      <div className={`sf-buy-control sf-buy-control--${place}`}>
        <Button type="button" size={card ? 'sm' : 'lg'} disabled aria-describedby={reasonId} fullWidth={card}>
          {t.addToCart}
        </Button>
        <p id={reasonId} className="sf-buy-control__reason">
          {unavailable === 'not_sold' ? (card ? t.notSold : t.notSoldHint) : card ? t.outOfStock : t.outOfStockHint}
        </p>
      </div>
    );
  }
  if (quantity === 0) {
    return (
      <div className={`sf-buy-control sf-buy-control--${place}`} ref={box.ref}>
        <Button
          type="button"
          size={card ? 'sm' : 'lg'}
          loading={pending}
          fullWidth={card}
          aria-label={card ? fill(t.addToCartOf, { title }) : undefined}
          onClick={() => {
            box.acted.current = true;
            onAdd();
          }}
        >
          {t.addToCart}
        </Button>
        {message ? (
          <p className="sf-buy-control__reason" role="status">
            {message}
          </p>
        ) : null}
      </div>
    );
  }
  return (
    <div className={`sf-buy-control sf-buy-control--${place}`} ref={box.ref}>
      <QuantityField
        quantity={quantity}
        title={title}
        onStep={(delta) => {
          box.acted.current = true;
          onStep(delta);
        }}
        onSet={onSet}
        removable
        message={message}
        pending={pending}
        size={card ? 'sm' : 'md'}
      />
      <StockWarning text={warning} />
      {card ? null : (
        <SmartLink to="/cart" className="sf-buy-control__to-cart">
          {t.toCart}
        </SmartLink>
      )}
    </div>
  );
}

/**
 * A line's quantity beyond the free stock, said beside the quantity field (not in it: the field's own note is for the
 * 100 000 cap). A live region that is always there, so the words are read when they appear.
 */
export function StockWarning({ text }: { text: string | undefined }) {
  return (
    <p className="sf-stock-warning" role="status">
      {text}
    </p>
  );
}

/**
 * "В корзину" and the quantity replace each other, so the one the shopper pressed leaves the page with the focus in
 * it. After the shopper's own change the focus moves to what took its place: the quantity field, or "В корзину".
 */
function useKeepFocus(inCart: boolean) {
  const ref = useRef<HTMLDivElement>(null);
  const acted = useRef(false);
  const before = useRef(inCart);
  useEffect(() => {
    if (before.current === inCart) return;
    before.current = inCart;
    if (!acted.current) return;
    acted.current = false;
    ref.current?.querySelector<HTMLElement>(inCart ? 'input' : 'button')?.focus();
  }, [inCart]);
  return { ref, acted };
}
