import { DataTable, type DataTableColumn, SearchBox } from '@shop/admin-ui-data';
import { isApiError } from '@shop/api-client';
import { ErrorCode } from '@shop/errors';
import { formatDate, formatMoney, ru } from '@shop/i18n-ru';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import type { CategoryProduct } from '../api/catalogue-api';
import { useCatalogueApi } from '../api/catalogue-api-context';
import { cataloguePaths } from '../shared/catalogue-paths';
import { ListPagination, usePageQueryParams } from '../shared/paged-list';
import { LoadError } from '../shared/page-states';
import { useIdFromUrl } from '@shop/admin-data-access';
import { categoryProductsQueryOptions, categoryQueryOptions } from './category-queries';
import { CategoryTabs } from './category-tabs';
import '../catalogue.css';

const t = ru.adminCatalogue.category.products;
const common = ru.adminCatalogue.common;

const columns: readonly DataTableColumn<CategoryProduct>[] = [
  { id: 'article', header: t.columns.article, nowrap: true, cell: (product) => <code>{product.article}</code> },
  {
    id: 'title',
    header: t.columns.title,
    wide: true,
    cell: (product) => (
      <>
        <Link
          className="admin-catalogue__link admin-catalogue__link--wrap"
          to={cataloguePaths.productUpdate(product.id)}
        >
          {product.title}
        </Link>
        {product.deletedAt && <span className="admin-catalogue__badge">{t.deleted}</span>}
      </>
    ),
  },
  { id: 'price', header: t.columns.price, nowrap: true, cell: (product) => formatMoney(product.basePrice) },
  {
    id: 'availability',
    header: t.columns.availability,
    nowrap: true,
    cell: (product) => t.availability[product.availability],
  },
  { id: 'updatedAt', header: t.columns.updatedAt, nowrap: true, cell: (product) => formatDate(product.updatedAt) },
];

/** /admin/category/update/product-list?id=: the products of a category (and its subtree), searchable and paged. */
export function CategoryProductsPage() {
  const api = useCatalogueApi();
  const categoryId = useIdFromUrl();
  const { query, update } = usePageQueryParams();
  const category = useQuery({ ...categoryQueryOptions(api, categoryId ?? ''), enabled: categoryId !== null });
  const unknown = isApiError(category.error) && category.error.code === ErrorCode.RecordNotFound;
  const products = useQuery({
    ...categoryProductsQueryOptions(api, categoryId ?? '', query),
    enabled: categoryId !== null,
  });

  return (
    <section className="admin-catalogue" aria-labelledby="admin-category-products-title">
      <h1 id="admin-category-products-title">
        {ru.admin.pages.categoryProductList}
        {category.data && <span className="admin-catalogue__subtitle">{category.data.title}</span>}
      </h1>
      <CategoryTabs categoryId={categoryId} current="products" />
      {!categoryId || unknown ? (
        <div className="admin-notice" role="alert">
          <p>{categoryId ? common.notFound : common.missingId}</p>
          <Link to={cataloguePaths.categoryList}>{common.toList}</Link>
        </div>
      ) : (
        <>
          <SearchBox
            label={common.searchLabel}
            placeholder={t.searchPlaceholder}
            value={query.searchQuery}
            onSearch={(searchQuery) => update({ searchQuery, page: 1 }, { replace: true })}
          />
          {products.isError && !products.data ? (
            <LoadError onRetry={() => void products.refetch()} retrying={products.isFetching} />
          ) : (
            <>
              <DataTable
                label={t.tableLabel}
                columns={columns}
                rows={products.data?.productList}
                rowKey={(product) => product.id}
                loading={products.isPending}
                refreshing={products.isPlaceholderData}
                skeletonRows={Math.min(query.limit, 8)}
              />
              <ListPagination query={query} total={products.data?.pagination.total} onChange={update} />
            </>
          )}
        </>
      )}
    </section>
  );
}
