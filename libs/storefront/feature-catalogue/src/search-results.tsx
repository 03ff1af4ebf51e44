import { SEARCH_CANDIDATE_CAP, STORAGE_KEYS } from '@shop/domain';
import { ru } from '@shop/i18n-ru';
import { useState } from 'react';
import { useLocation } from 'react-router';
import { fill, pageCount } from '@shop/storefront-domain';
import type { SearchResults } from './catalogue-loaders.server';
import { ListingToolbar } from './listing-toolbar';
import { PARAM } from './listing-params';
import { Pagination, ProductCardView, type ListingLayout, Highlight } from '@shop/storefront-ui-catalogue';
import { ListingMessage, ProductGrid, useListingPending } from './product-listing';

const t = ru.storefrontCatalogue;

export interface SearchResultsViewProps {
  query: string;
  page: number;
  results: SearchResults | null;
  layout: ListingLayout;
}

/** Ranked search hits with the matched words marked in the title, article and a description snippet. */
export function SearchResultsView({ query, page, results, layout: remembered }: SearchResultsViewProps) {
  // Starts from the layout the server read from the preference cookie; the switch changes it in place.
  const [layout, setLayout] = useState(remembered);
  const { pathname } = useLocation();
  const pending = useListingPending();
  const hrefOf = (number: number) => {
    const search = new URLSearchParams({ [PARAM.query]: query });
    if (number > 1) search.set(PARAM.page, String(number));
    return `${pathname}?${search.toString()}`;
  };

  if (!results) {
    return (
      <ListingMessage
        action={
          <a href={hrefOf(page)} className="ui-button ui-button--secondary">
            {t.listing.retry}
          </a>
        }
      >
        {t.listing.failed}
      </ListingMessage>
    );
  }
  const { productList, pagination } = results;
  const pages = pageCount(pagination.total, pagination.limit);
  if (pagination.total === 0) return <ListingMessage>{fill(t.allProducts.searchEmpty, { query })}</ListingMessage>;

  return (
    <section className="sf-listing__main" aria-labelledby="search-results-title" aria-busy={pending}>
      <h2 id="search-results-title" className="ui-visually-hidden">
        {t.allProducts.searchResultsTitle}
      </h2>
      <ListingToolbar
        total={pagination.total}
        totalIsCapped={pagination.total >= SEARCH_CANDIDATE_CAP}
        layout={layout}
        preferenceKey={STORAGE_KEYS.searchProductsDisplayAs}
        onLayoutChange={setLayout}
      />
      <div className={pending ? 'sf-listing__items sf-listing__items--pending' : 'sf-listing__items'}>
        {productList.length > 0 ? (
          <ProductGrid layout={layout}>
            {productList.map(({ product, highlight }) => (
              <li key={product.id}>
                <ProductCardView product={product} layout={layout} title={<Highlight html={highlight.title} />}>
                  {highlight.description && layout === 'list' ? (
                    <p className="sf-card__snippet">
                      <Highlight html={highlight.description} />
                    </p>
                  ) : null}
                </ProductCardView>
              </li>
            ))}
          </ProductGrid>
        ) : (
          <ListingMessage>{fill(t.listing.pageEmpty, { page, pages })}</ListingMessage>
        )}
      </div>
      <Pagination page={page} pages={pages} hrefOf={hrefOf} />
    </section>
  );
}
