import { ru } from '@shop/i18n-ru';
import { Button } from '@shop/ui-kit';
import { useId } from 'react';

const t = ru.admin.pagination;

/** Props of {@link Pagination}. */
export interface PaginationProps {
  page: number;
  limit: number;
  total: number;
  limits: readonly number[];
  /** Shown instead of the total, e.g. '10 000+' for a count the API caps. */
  totalLabel?: string;
  onPageChange: (page: number) => void;
  onLimitChange: (limit: number) => void;
}

/** Number of pages for a total; at least one, so 'Страница 1 из 1' reads right for an empty list. */
export function pageCount(total: number, limit: number): number {
  return Math.max(1, Math.ceil(total / limit));
}

/** Previous/next paging with the page number, the total and a page-size choice. */
export function Pagination({ page, limit, total, limits, totalLabel, onPageChange, onLimitChange }: PaginationProps) {
  const limitId = useId();
  const pages = pageCount(total, limit);
  return (
    <nav className="admin-pagination" aria-label={t.label}>
      <Button type="button" variant="secondary" size="sm" disabled={page <= 1} onClick={() => onPageChange(page - 1)}>
        {t.previous}
      </Button>
      <span className="admin-pagination__page" aria-live="polite">
        {t.pageOf.replace('{page}', String(page)).replace('{pages}', String(pages))}
      </span>
      <Button
        type="button"
        variant="secondary"
        size="sm"
        disabled={page >= pages}
        onClick={() => onPageChange(page + 1)}
      >
        {t.next}
      </Button>
      <span className="admin-pagination__total">{t.total.replace('{total}', totalLabel ?? String(total))}</span>
      <span className="admin-pagination__limit">
        <label htmlFor={limitId}>{t.perPage}</label>
        <select
          id={limitId}
          className="ui-input admin-select"
          value={limit}
          onChange={(event) => onLimitChange(Number(event.target.value))}
        >
          {limits.map((value) => (
            <option key={value} value={value}>
              {value}
            </option>
          ))}
        </select>
      </span>
    </nav>
  );
}
