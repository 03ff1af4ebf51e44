import type { Schema } from '@shop/api-contract';
import { ru } from '@shop/i18n-ru';
import { Button } from '@shop/ui-kit';
import { useId, useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { fill } from '@shop/storefront-domain';

const t = ru.storefrontProduct.buy;

/** Largest quantity the field accepts: the contract's limit of one cart line. */
const MAX_QUANTITY = 100000;

type Notice = { kind: 'cart'; quantity: number } | { kind: 'favorites' } | null;

// Placeholder: the cart and favorites feature is not yet filed as an issue; wire both buttons to its APIs then.
/**
 * Quantity, "add to cart" and "add to favorites". Until the cart exists a click says so honestly on the page and
 * points to the contacts; without JS the form simply opens the contacts page. A not-sold product (code 14) has no
 * buy button at all.
 */
export function ProductBuyBox({ product }: { product: Pick<Schema<'Product'>, 'article' | 'availability'> }) {
  const [notice, setNotice] = useState<Notice>(null);
  const quantityId = useId();
  const sellable = product.availability !== 'not_sold';

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const submitter = (event.nativeEvent as SubmitEvent).submitter;
    if (submitter?.getAttribute('value') === 'favorites') {
      setNotice({ kind: 'favorites' });
      return;
    }
    const raw = Number(new FormData(event.currentTarget).get('quantity'));
    const quantity = Number.isInteger(raw) && raw >= 1 ? Math.min(raw, MAX_QUANTITY) : 1;
    setNotice({ kind: 'cart', quantity });
  };

  return (
    <form className="sf-buy" method="get" action="/contact" onSubmit={onSubmit}>
      {sellable ? (
        <div className="sf-buy__row">
          <label className="sf-buy__quantity" htmlFor={quantityId}>
            <span>{t.quantity}</span>
            <input id={quantityId} name="quantity" type="number" inputMode="numeric" min={1} max={MAX_QUANTITY} step={1} defaultValue={1} />
          </label>
          <Button type="submit" name="intent" value="cart" size="lg">
            {t.addToCart}
          </Button>
        </div>
      ) : (
        <p className="sf-buy__not-sold">{t.notSold}</p>
      )}
      <Button type="submit" name="intent" value="favorites" variant="secondary">
        {t.addToFavorites}
      </Button>
      {notice ? (
        <div className="sf-buy__notice" role="status">
          <p className="sf-buy__notice-title">{t.comingTitle}</p>
          <p>
            {notice.kind === 'cart' ? fill(t.cartComing, { article: product.article, quantity: notice.quantity }) : t.favoritesComing}
          </p>
          <Link to="/contact">{t.contactLink}</Link>
        </div>
      ) : null}
    </form>
  );
}
