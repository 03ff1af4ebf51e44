import { ru } from '@shop/i18n-ru';
import { failureToastText, siteSettingsQuery, usePersonalPending } from '@shop/storefront-data-access';
import { productPath } from '@shop/storefront-domain';
import { CartLineView, CartSummary, CatalogueLink, EmptyState, FreeShippingProgress } from '@shop/storefront-ui-cart';
import { SmartLink } from '@shop/storefront-ui-layout';
import { Button, Spinner, useConfirm, useToast } from '@shop/ui-kit';
import { useQuery } from '@tanstack/react-query';
import type { CartLine } from './cart-lines';
import { QuickOrderPanel } from './quick-order';
import { useCart, useCartStore } from './react';
import { useCartProduct } from './use-cart-product';

const t = ru.storefrontCart.page;

/**
 * /cart: the lines (quantity by the rules of SPEC 5, removal, unbuyable lines marked), "Очистить корзину", the
 * totals with the free-shipping progress (SPEC 4) and "Оформить заказ", and the quick order by article. The cart
 * comes from the store the server seeded, or on a price group's page from the page's personal data once hydrated
 * (loading until then); an empty cart points to the catalogue.
 */
export function CartPage() {
  const cart = useCart((state) => state.cart);
  const loadingCart = useCart((state) => state.loading.load);
  // A price group's page (issue #27) is drawn for the whole group: the cart shows once the page takes up its own.
  const personalPending = usePersonalPending();
  const loading = loadingCart || personalPending;
  const lines = cart?.cartProductList ?? [];
  return (
    <div className="sf-container sf-cart">
      <h1 className="sf-cart__title">{t.title}</h1>
      {lines.length > 0 && cart ? (
        <div className="sf-aside-layout">
          <section className="sf-cart__lines" aria-label={t.linesLabel}>
            <div className="sf-cart__toolbar">
              <ClearCartButton />
            </div>
            <ul className="sf-cart-lines">
              {lines.map((line) => (
                <CartLineItem key={line.product.id} line={line} />
              ))}
            </ul>
          </section>
          <div className="sf-aside-layout__aside">
            <CartTotals
              lineCount={cart.lineCount}
              total={cart.total}
              blocked={lines.some((line) => !line.isPurchasable)}
            />
          </div>
        </div>
      ) : loading ? (
        <p className="sf-cart__loading">
          <Spinner size="sm" decorative /> {t.loading}
        </p>
      ) : (
        <EmptyCart />
      )}
      <QuickOrderPanel />
    </div>
  );
}

function CartLineItem({ line }: { line: CartLine }) {
  const controls = useCartProduct(line.product.id);
  return (
    <CartLineView
      line={line}
      href={line.unavailableReason === 'deleted' ? null : productPath(line.product)}
      onStep={controls.step}
      onSet={controls.set}
      onRemove={controls.remove}
      message={controls.message}
      warning={controls.warning}
      pending={controls.pending}
    />
  );
}

/** The totals, with the free-shipping progress once the site settings (prefetched by the layout) are there. */
function CartTotals({ lineCount, total, blocked }: { lineCount: number; total: string; blocked: boolean }) {
  const { data: settings } = useQuery(siteSettingsQuery(''));
  return (
    <CartSummary
      lineCount={lineCount}
      total={total}
      blocked={blocked}
      freeShipping={
        settings ? <FreeShippingProgress freeShippingCost={settings.freeShippingCost} total={total} /> : null
      }
    />
  );
}

/** "Очистить корзину", after a confirmation; a failure puts the lines back and shows the error toast. */
function ClearCartButton() {
  const store = useCartStore();
  const confirm = useConfirm();
  const toast = useToast();
  const clearing = useCart((state) => state.loading.remove);

  async function clear() {
    const confirmed = await confirm({ title: t.clearQuestion, description: t.clearText, confirmLabel: t.clearConfirm });
    if (!confirmed) return;
    await store.clear().catch((error: unknown) => toast.error(failureToastText('cart-clear', error)));
  }

  return (
    <Button type="button" variant="ghost" size="sm" loading={clearing} onClick={() => void clear()}>
      {t.clear}
    </Button>
  );
}

function EmptyCart() {
  return (
    <EmptyState
      title={t.emptyTitle}
      text={t.emptyText}
      actions={
        <>
          <CatalogueLink />
          <SmartLink to="/all/products" className="ui-button ui-button--secondary ui-button--md">
            {t.toAllProducts}
          </SmartLink>
        </>
      }
    />
  );
}
