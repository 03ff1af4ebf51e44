import { MissingRecord } from '@shop/admin-ui-data';
import { ru } from '@shop/i18n-ru';
import { Spinner } from '@shop/ui-kit';
import { productPaths } from './product-paths';

const t = ru.adminProducts.page;

/** Placeholder blocks in the shape of a form while its data loads. */
export function FormSkeleton({ fields = 4 }: { fields?: number }) {
  return (
    <div className="admin-products__skeleton" aria-busy="true">
      <Spinner size="sm" />
      {Array.from({ length: fields }, (_, index) => (
        <span key={index} className="admin-products__skeleton-line" aria-hidden="true" />
      ))}
    </div>
  );
}

/** An update page without a usable `?id=`, or naming a product that does not exist. */
export function ProductMissing({ reason }: { reason: 'missing-id' | 'not-found' }) {
  return <MissingRecord message={reason === 'missing-id' ? t.missingId : t.notFound} listPath={productPaths.list} listLabel={t.toList} />;
}
