import { STORAGE_KEYS } from '@shop/domain';
import { ru } from '@shop/i18n-ru';
import { fill } from '@shop/storefront-domain';
import { Breadcrumbs } from '@shop/storefront-ui-layout';
import type { loadAllProductsPage } from './catalogue-loaders.server';
import { ProductListingView } from './product-listing';
import { SearchResultsView } from './search-results';

const t = ru.storefrontCatalogue;

export type AllProductsPageData = Awaited<ReturnType<typeof loadAllProductsPage>>;

/** /all/products: the whole catalogue with facets, or the search results when the URL has ?q=. */
export function AllProductsPage(data: AllProductsPageData) {
  const search = data.mode === 'search';
  const heading = search ? fill(t.allProducts.searchHeading, { query: data.query }) : t.allProducts.title;
  return (
    <div className="sf-container sf-catalogue">
      <Breadcrumbs
        crumbs={[
          { title: t.breadcrumbs.home, path: '/' },
          { title: t.allProducts.title, path: '/all/products' },
          ...(search ? [{ title: heading, path: `/all/products?q=${encodeURIComponent(data.query)}` }] : []),
        ]}
      />
      <header className="sf-catalogue__header">
        <h1 className="sf-catalogue__title">{heading}</h1>
      </header>
      {data.mode === 'search' ? (
        <SearchResultsView
          key={`${data.query}`}
          query={data.query}
          page={data.page}
          results={data.results}
          layout={data.layout}
        />
      ) : (
        <ProductListingView
          listing={data.listing}
          params={data.params}
          layout={data.layout}
          filtersReset={data.filtersReset}
          preferenceKey={STORAGE_KEYS.allProductsDisplayAs}
          emptyText={t.home.noProducts}
        />
      )}
    </div>
  );
}
