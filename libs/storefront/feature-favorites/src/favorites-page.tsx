import type { Payload } from '@shop/api-contract';
import { ru } from '@shop/i18n-ru';
import { failureToastText } from '@shop/storefront-data-access';
import { fill, pageCount } from '@shop/storefront-domain';
import { EmptyState } from '@shop/storefront-ui-cart';
import { Pagination, ProductCardView } from '@shop/storefront-ui-catalogue';
import { Button, useToast } from '@shop/ui-kit';
import { useEffect, useRef } from 'react';
import { useRevalidator } from 'react-router';
import { useFavoriteIds, useFavoritesStore } from './react';

const t = ru.storefrontFavorites.page;

/** Favorites shown on a page. */
export const FAVORITES_PAGE_SIZE = 24;

/** What /account/favorites renders from: the page number and that page of favorites (null: it could not be loaded). */
export interface FavoritesPageData {
  page: number;
  listing: Payload<'listFavorites'> | null;
}

/**
 * /account/favorites, for guests and customers alike: the favorite products as cards with their price, the cart
 * control and "Удалить из избранного", paged by ?page=. A product taken out leaves at once; whenever the favorites
 * change (here or in another tab) the page's list is loaded again, so the pages stay in step.
 */
export function FavoritesPage({ page, listing }: FavoritesPageData) {
  const ids = useFavoriteIds();
  useReloadWhenChanged(ids);
  const products = listing?.productList.filter((product) => ids.includes(product.id)) ?? [];
  const pages = listing ? pageCount(listing.pagination.total, listing.pagination.limit) : 1;
  const hrefOf = (number: number) => (number > 1 ? `/account/favorites?page=${number}` : '/account/favorites');

  return (
    <div className="sf-container sf-favorites">
      <h1 className="sf-favorites__title">{t.title}</h1>
      <p className="sf-favorites__lead">{t.lead}</p>
      {listing === null ? (
        <p className="sf-favorites__message">{t.failed}</p>
      ) : (
        <>
          {products.length === 0 ? (
            <EmptyState title={t.emptyTitle} text={t.emptyText} />
          ) : (
            <ul className="sf-products sf-products--list" aria-label={t.listLabel}>
              {products.map((product) => (
                <li key={product.id}>
                  <ProductCardView product={product} layout="list">
                    <RemoveFavoriteButton productId={product.id} title={product.title} />
                  </ProductCardView>
                </li>
              ))}
            </ul>
          )}
          <Pagination page={page} pages={pages} hrefOf={hrefOf} />
        </>
      )}
    </div>
  );
}

/** Loads the page's list again after the favorite ids change (not on the first render). */
function useReloadWhenChanged(ids: readonly string[]): void {
  const { revalidate } = useRevalidator();
  const first = useRef(ids);
  useEffect(() => {
    if (ids === first.current) return;
    void revalidate();
  }, [ids, revalidate]);
}

function RemoveFavoriteButton({ productId, title }: { productId: string; title: string }) {
  const store = useFavoritesStore();
  const toast = useToast();
  return (
    <p className="sf-favorites__remove">
      <Button
        type="button"
        variant="ghost"
        size="sm"
        aria-label={fill(t.removeOf, { title })}
        onClick={() =>
          void store.remove(productId).catch((error: unknown) => toast.error(failureToastText('favorites', error)))
        }
      >
        {t.remove}
      </Button>
    </p>
  );
}
