import { ru } from '@shop/i18n-ru';
import { useState, type ReactNode } from 'react';
import { useLocation, useNavigation } from 'react-router';
import { SmartLink } from '@shop/storefront-ui-layout';
import { fill, pageCount } from '@shop/storefront-domain';
import type { DisplayPreferenceKey } from './display-preference';
import { FacetsPanel } from './facets-panel';
import { hasFilters, listingSearch, type ListingParams, type ProductListing } from './listing-params';
import { ListingToolbar } from './listing-toolbar';
import { Pagination, ProductCardView, type ListingLayout } from '@shop/storefront-ui-catalogue';

const t = ru.storefrontCatalogue;

/** A list of product cards in the chosen layout. */
export function ProductGrid({
  layout,
  besideFacets = false,
  children,
}: {
  layout: ListingLayout;
  besideFacets?: boolean;
  children: ReactNode;
}) {
  return (
    <ul className={`sf-products sf-products--${layout}${besideFacets ? ' sf-products--beside-facets' : ''}`}>
      {children}
    </ul>
  );
}

/** A Russian message in place of a list, with an optional way out. */
export function ListingMessage({ children, action }: { children: ReactNode; action?: ReactNode }) {
  return (
    <div className="sf-listing-message">
      <p>{children}</p>
      {action}
    </div>
  );
}

/** The listing is being replaced by a client navigation on the same page (filters, sort, page). */
export function useListingPending(): boolean {
  const navigation = useNavigation();
  const { pathname } = useLocation();
  return navigation.state === 'loading' && navigation.location.pathname === pathname;
}

export interface ProductListingViewProps {
  listing: ProductListing | null;
  params: ListingParams;
  layout: ListingLayout;
  preferenceKey: DisplayPreferenceKey;
  filtersReset: boolean;
  /** Set on a category page: the cards link within it. */
  categorySlug?: string;
  /** Shown when the listing is empty without any filter. */
  emptyText: string;
}

/** A filterable product listing: facets, toolbar (count, sort, layout), the cards and the page links. */
export function ProductListingView({
  listing,
  params,
  layout: remembered,
  preferenceKey,
  filtersReset,
  categorySlug,
  emptyText,
}: ProductListingViewProps) {
  // Starts from the layout the server read from the preference cookie; the switch changes it in place.
  const [layout, setLayout] = useState(remembered);
  const { pathname } = useLocation();
  const pending = useListingPending();

  if (!listing) {
    return (
      <ListingMessage
        action={
          <a href={`${pathname}${listingSearch(params)}`} className="ui-button ui-button--secondary">
            {t.listing.retry}
          </a>
        }
      >
        {t.listing.failed}
      </ListingMessage>
    );
  }

  const { productList, pagination, facets } = listing;
  const pages = pageCount(pagination.total, pagination.limit);
  const hrefOf = (page: number) => `${pathname}${listingSearch({ ...params, page })}`;
  const resetHref = `${pathname}${listingSearch({ ...params, page: 1, priceMin: null, priceMax: null, availability: [], attributeValues: [], attributeRanges: {} })}`;

  return (
    <div className="sf-listing">
      <FacetsPanel facets={facets} params={params} resetHref={resetHref} />
      <section className="sf-listing__main" aria-labelledby="listing-title" aria-busy={pending}>
        <h2 id="listing-title" className="ui-visually-hidden">
          {t.category.productsTitle}
        </h2>
        {filtersReset ? <p className="sf-listing__notice">{t.facets.filtersReset}</p> : null}
        <ListingToolbar
          total={pagination.total}
          layout={layout}
          preferenceKey={preferenceKey}
          onLayoutChange={setLayout}
          sort={params.sort}
        />
        <div className={pending ? 'sf-listing__items sf-listing__items--pending' : 'sf-listing__items'}>
          {productList.length > 0 ? (
            <ProductGrid layout={layout} besideFacets>
              {productList.map((product) => (
                <li key={product.id}>
                  <ProductCardView product={product} layout={layout} categorySlug={categorySlug ?? null} />
                </li>
              ))}
            </ProductGrid>
          ) : pagination.total > 0 ? (
            <ListingMessage
              action={
                <SmartLink to={hrefOf(1)} className="ui-button ui-button--secondary">
                  {t.listing.toFirstPage}
                </SmartLink>
              }
            >
              {fill(t.listing.pageEmpty, { page: params.page, pages })}
            </ListingMessage>
          ) : hasFilters(params) ? (
            <ListingMessage
              action={
                <SmartLink to={resetHref} className="ui-button ui-button--secondary">
                  {t.listing.resetFilters}
                </SmartLink>
              }
            >
              {t.listing.empty}
            </ListingMessage>
          ) : (
            <ListingMessage>{emptyText}</ListingMessage>
          )}
        </div>
        <Pagination page={params.page} pages={pages} hrefOf={hrefOf} />
      </section>
    </div>
  );
}
