import { PagedTable, SearchBox, totalLabel, type DataTableColumn } from '@shop/admin-ui-data';
import { ImageThumb } from '@shop/admin-ui-media';
import { formatDate, formatMoney, ru } from '@shop/i18n-ru';
import { Button, Checkbox, Select, useToast } from '@shop/ui-kit';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Link, useSearchParams } from 'react-router';
import { PRODUCT_TOASTS } from './product-errors';
import { indentedTitle, toCategoryOptions } from './category-options';
import { AVAILABILITIES } from './product-form-schema';
import { parseProductListParams, toProductListParams } from './product-list-params';
import { productPaths } from './product-paths';
import { categoriesQueryOptions, productKeys, productListQueryOptions } from './product-queries';
import {
  ADMIN_PRODUCT_TOTAL_CAP,
  type AdminProductListItem,
  type Availability,
  type ProductListFilters,
} from './products-api';
import { useProductsFeatureApi } from './products-api-context';
import './products.css';
import { toastText } from '@shop/errors';

const t = ru.adminProducts.list;
const c = t.columns;
const dash = '—';
const THUMB_PX = 48;

/** /admin/product/list: search, filters and paging, all in the URL so a list view can be shared. */
export function ProductListPage() {
  const { products, lookups } = useProductsFeatureApi();
  const [searchParams, setSearchParams] = useSearchParams();
  const filters = parseProductListParams(searchParams);
  const query = useQuery(productListQueryOptions(products, filters));
  const categories = useQuery(categoriesQueryOptions(lookups));

  const update = (next: Partial<ProductListFilters>, options?: { replace?: boolean }) =>
    setSearchParams(toProductListParams({ ...filters, ...next }), options);
  const columns = useProductColumns();
  const total = query.data?.pagination.total ?? 0;

  return (
    <section className="admin-products" aria-labelledby="admin-products-title">
      <div className="admin-page-header">
        <h1 id="admin-products-title">{ru.admin.pages.productList}</h1>
        <Link className="ui-button ui-button--primary ui-button--md" to={productPaths.create}>
          {t.create}
        </Link>
      </div>
      <div className="admin-products__filters">
        <SearchBox
          label={t.searchLabel}
          placeholder={t.searchPlaceholder}
          value={filters.searchQuery}
          onSearch={(searchQuery) => update({ searchQuery, page: 1 }, { replace: true })}
        />
        <Select
          label={t.categoryFilter}
          value={filters.categoryId ?? ''}
          onChange={(event) => update({ categoryId: event.target.value || null, page: 1 })}
        >
          <option value="">{t.anyCategory}</option>
          {toCategoryOptions(categories.data ?? []).map((option) => (
            <option key={option.id} value={option.id}>
              {indentedTitle(option)}
            </option>
          ))}
        </Select>
        <Select
          label={t.availabilityFilter}
          value={filters.availability ?? ''}
          onChange={(event) => update({ availability: (event.target.value || null) as Availability | null, page: 1 })}
        >
          <option value="">{t.anyAvailability}</option>
          {AVAILABILITIES.map((availability) => (
            <option key={availability} value={availability}>
              {ru.adminProducts.availability[availability]}
            </option>
          ))}
        </Select>
        <Checkbox
          label={t.includeDeleted}
          checked={filters.includeDeleted}
          onChange={(event) => update({ includeDeleted: event.target.checked, page: 1 })}
        />
      </div>
      <PagedTable
        label={t.tableLabel}
        columns={columns}
        rows={query.data?.productList}
        rowKey={(product) => product.id}
        query={query}
        loadFailed={t.loadFailed}
        paging={filters}
        total={query.data?.pagination.total}
        totalLabel={totalLabel(total, ADMIN_PRODUCT_TOTAL_CAP, t.totalCapped)}
        onPagingChange={(next) => update(next)}
        note={total >= ADMIN_PRODUCT_TOTAL_CAP && <p className="admin-products__hint">{t.totalCappedHint}</p>}
      />
    </section>
  );
}

/** The list's columns; the last one deletes or restores a product in place. */
function useProductColumns(): DataTableColumn<AdminProductListItem>[] {
  return [
    {
      id: 'image',
      header: c.image,
      cell: (product) =>
        product.mainImage ? (
          <ImageThumb
            className="admin-products__thumb"
            image={product.mainImage}
            size={THUMB_PX}
            alt={product.mainImage.alt ?? product.title}
          />
        ) : (
          <span className="admin-products__thumb admin-products__thumb--empty">{t.noImage}</span>
        ),
    },
    { id: 'article', header: c.article, cell: (product) => product.article },
    {
      id: 'title',
      header: c.title,
      wide: true,
      cell: (product) => (
        <span className="admin-products__title-cell">
          <Link className="admin-products__link" to={productPaths.update(product.id)}>
            {product.title}
          </Link>
          {product.deletedAt && <span className="admin-products__badge">{t.deleted}</span>}
        </span>
      ),
    },
    { id: 'price', header: c.price, cell: (product) => formatMoney(product.basePrice), nowrap: true },
    {
      id: 'availability',
      header: c.availability,
      cell: (product) => ru.adminProducts.availability[product.availability],
      nowrap: true,
    },
    { id: 'categories', header: c.categories, cell: (product) => product.primaryCategory?.title ?? dash },
    { id: 'updatedAt', header: c.updatedAt, cell: (product) => formatDate(product.updatedAt), nowrap: true },
    { id: 'actions', header: c.actions, cell: (product) => <DeleteOrRestore product={product} />, nowrap: true },
  ];
}

/** Deletes (after a confirmation) or restores one product, then refreshes the lists. */
function DeleteOrRestore({ product }: { product: AdminProductListItem }) {
  const { products } = useProductsFeatureApi();
  const toast = useToast();
  const queryClient = useQueryClient();
  const mutation = useMutation({
    mutationFn: async (action: 'delete' | 'restore') => {
      if (action === 'delete') await products.remove(product.id);
      else await products.restore(product.id);
      return action;
    },
    onSuccess: async (action) => {
      toast.success(action === 'delete' ? t.deletedToast : t.restoredToast);
      await queryClient.invalidateQueries({ queryKey: productKeys.all });
    },
    onError: (error) => toast.error(toastText(error, PRODUCT_TOASTS)),
  });
  if (product.deletedAt) {
    return (
      <Button
        type="button"
        size="sm"
        variant="secondary"
        loading={mutation.isPending}
        onClick={() => mutation.mutate('restore')}
      >
        {t.restore}
      </Button>
    );
  }
  return (
    <Button
      type="button"
      size="sm"
      variant="danger"
      loading={mutation.isPending}
      aria-label={`${t.delete}: ${product.title}`}
      onClick={() => {
        if (window.confirm(t.deleteConfirm.replace('{title}', product.title))) mutation.mutate('delete');
      }}
    >
      {t.delete}
    </Button>
  );
}
