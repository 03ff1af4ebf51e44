import { ru } from '@shop/i18n-ru';
import { Button, Spinner } from '@shop/ui-kit';
import { Link } from 'react-router';
import { productPaths } from './product-paths';

const t = ru.adminProducts.page;

/** A block that failed to load, with a retry button. */
export function LoadFailed({ message, onRetry, retrying = false }: { message: string; onRetry: () => void; retrying?: boolean }) {
  return (
    <div className="admin-products__error" role="alert">
      <p>{message}</p>
      <Button type="button" variant="secondary" onClick={onRetry} loading={retrying}>
        {ru.common.retry}
      </Button>
    </div>
  );
}

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
  return (
    <div className="admin-products__notice" role="alert">
      <p>{reason === 'missing-id' ? t.missingId : t.notFound}</p>
      <Link to={productPaths.list}>{t.toList}</Link>
    </div>
  );
}
