import { LoadError, MissingRecord } from '@shop/admin-ui-data';
import { ru } from '@shop/i18n-ru';
import { Spinner } from '@shop/ui-kit';
import type { UseQueryResult } from '@tanstack/react-query';
import { Fragment, type ReactNode } from 'react';
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
  return (
    <MissingRecord
      message={reason === 'missing-id' ? t.missingId : t.notFound}
      listPath={productPaths.list}
      listLabel={t.toList}
    />
  );
}

/** Props of {@link ChoicesGate}. */
export interface ChoicesGateProps<Choice, Saved> {
  /** What the form offers (attributes, customer groups). */
  choices: UseQueryResult<Choice[]>;
  /** What the product has saved for them. */
  saved: UseQueryResult<Saved>;
  loadFailed: string;
  /** Shown instead of the form when there is nothing to choose from. */
  noChoices: string;
  /** Lines of the skeleton while loading. */
  skeletonFields: number;
  /** The form; it is mounted anew whenever the saved values are fetched again. */
  children: (choices: Choice[], saved: Saved) => ReactNode;
}

/**
 * Waits for a product sub-page's two queries: a retry (of what failed) if either failed, a skeleton
 * while they load, a notice when there is nothing to choose from, and then the form.
 */
export function ChoicesGate<Choice, Saved>({
  choices,
  saved,
  loadFailed,
  noChoices,
  skeletonFields,
  children,
}: ChoicesGateProps<Choice, Saved>) {
  if (choices.isError || saved.isError) {
    return (
      <LoadError
        message={loadFailed}
        retrying={choices.isFetching || saved.isFetching}
        onRetry={() => {
          if (choices.isError) void choices.refetch();
          if (saved.isError) void saved.refetch();
        }}
      />
    );
  }
  if (!choices.data || !saved.data) return <FormSkeleton fields={skeletonFields} />;
  if (choices.data.length === 0) return <p className="admin-notice">{noChoices}</p>;
  return <Fragment key={saved.dataUpdatedAt}>{children(choices.data, saved.data)}</Fragment>;
}
