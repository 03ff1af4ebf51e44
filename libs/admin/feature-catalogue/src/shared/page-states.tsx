import { ru } from '@shop/i18n-ru';
import { Button } from '@shop/ui-kit';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Link } from 'react-router';

const t = ru.adminCatalogue.common;

/** A failed load with a retry button. */
export function LoadError({ message = t.loadFailed, onRetry, retrying }: { message?: string; onRetry: () => void; retrying?: boolean }) {
  return (
    <div className="admin-catalogue__error" role="alert">
      <p>{message}</p>
      <Button type="button" variant="secondary" onClick={onRetry} loading={retrying}>
        {ru.common.retry}
      </Button>
    </div>
  );
}

/** Grey blocks in the shape of a form, while the record it edits loads. */
export function FormSkeleton({ fields = 6 }: { fields?: number }) {
  return (
    <div className="admin-catalogue__form-skeleton" aria-busy="true" aria-label={ru.common.loading}>
      {Array.from({ length: fields }, (_, index) => (
        <span key={index} className="admin-catalogue__skeleton-field" />
      ))}
    </div>
  );
}

/** What {@link RecordLookupBody} needs from a `?id=` lookup. */
export interface RecordLookup<T> {
  id: string | null;
  query: UseQueryResult<T>;
  notFound: boolean;
}

/** An edit page's body: the state of the `?id=` lookup until the record is loaded, then `children(record)`. */
export function RecordLookupBody<T>({
  lookup: { id, query, notFound },
  listPath,
  skeletonFields,
  children,
}: {
  lookup: RecordLookup<T>;
  listPath: string;
  skeletonFields?: number;
  children: (record: T) => ReactNode;
}) {
  if (!id || notFound) {
    return (
      <div className="admin-catalogue__notice" role="alert">
        <p>{id ? t.notFound : t.missingId}</p>
        <Link to={listPath}>{t.toList}</Link>
      </div>
    );
  }
  if (query.isError) return <LoadError message={t.recordLoadFailed} onRetry={() => void query.refetch()} retrying={query.isFetching} />;
  if (query.data === undefined) return <FormSkeleton fields={skeletonFields} />;
  return <>{children(query.data)}</>;
}
