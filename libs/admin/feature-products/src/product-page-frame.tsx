import { LoadError } from '@shop/admin-ui-data';
import { ru } from '@shop/i18n-ru';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { FormSkeleton, ProductMissing } from './page-states';
import { productPaths, type ProductTab } from './product-paths';
import { ProductTabs } from './product-tabs';
import type { AdminProduct } from './products-api';
import { useProductFromUrl } from './use-product-from-url';
import './products.css';

const t = ru.adminProducts.page;

/** The heading and tabs every product page shares. */
function Frame({
  title,
  productId,
  tab,
  children,
}: {
  title: string;
  productId: string | null;
  tab: ProductTab;
  children: ReactNode;
}) {
  return (
    <section className="admin-products" aria-labelledby="admin-product-title">
      <h1 id="admin-product-title">{title}</h1>
      <ProductTabs productId={productId} current={tab} />
      {children}
    </section>
  );
}

/** An update page: the `?id=` lookup's state until the product is loaded, then `children(product)`. */
export function ProductUpdateFrame({
  title,
  tab,
  children,
}: {
  title: string;
  tab: ProductTab;
  children: (product: AdminProduct) => ReactNode;
}) {
  const { productId, query, notFound } = useProductFromUrl();
  let body: ReactNode;
  if (!productId) body = <ProductMissing reason="missing-id" />;
  else if (notFound) body = <ProductMissing reason="not-found" />;
  else if (query.isError)
    body = <LoadError message={t.loadFailed} onRetry={() => void query.refetch()} retrying={query.isFetching} />;
  else if (!query.data) body = <FormSkeleton />;
  else
    body = (
      <>
        {query.data.deletedAt && (
          <p className="admin-warning" role="status">
            {t.deletedNotice}
          </p>
        )}
        {children(query.data)}
      </>
    );
  return (
    <Frame title={title} productId={productId} tab={tab}>
      {body}
    </Frame>
  );
}

/** A create page: the main form, or, for a sub-page, why it waits until the product is saved. */
export function ProductCreateFrame({ title, tab, children }: { title: string; tab: ProductTab; children?: ReactNode }) {
  return (
    <Frame title={title} productId={null} tab={tab}>
      {tab === 'main' ? (
        children
      ) : (
        <div className="admin-notice" role="status">
          <p>{t.saveFirst}</p>
          <Link to={productPaths.create}>{t.toMain}</Link>
        </div>
      )}
    </Frame>
  );
}
