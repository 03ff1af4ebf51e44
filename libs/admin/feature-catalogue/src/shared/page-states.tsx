import type { RecordLookup } from '@shop/admin-data-access';
import { LoadError as SharedLoadError, MissingRecord } from '@shop/admin-ui-data';
import { ru } from '@shop/i18n-ru';
import type { ReactNode } from 'react';

const t = ru.adminCatalogue.common;

/** A failed load with a retry button; the catalogue's general message unless told otherwise. */
export function LoadError({
  message = t.loadFailed,
  onRetry,
  retrying,
}: {
  message?: string;
  onRetry: () => void;
  retrying?: boolean;
}) {
  return <SharedLoadError message={message} onRetry={onRetry} retrying={retrying} />;
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
    return <MissingRecord message={id ? t.notFound : t.missingId} listPath={listPath} listLabel={t.toList} />;
  }
  if (query.isError)
    return <LoadError message={t.recordLoadFailed} onRetry={() => void query.refetch()} retrying={query.isFetching} />;
  if (query.data === undefined) return <FormSkeleton fields={skeletonFields} />;
  return <>{children(query.data)}</>;
}
