import type { ReactNode } from 'react';
import './ui-data.css';

/** Props of {@link FilterBar}. */
export interface FilterBarProps {
  /** The group's accessible name ('Фильтры заказов'). */
  label: string;
  /** A page's own class beside `admin-filters`, for its columns. */
  className?: string;
  /** The filters: a SearchBox, selects, date fields. */
  children: ReactNode;
  /** Under the filters: chips of filters that came from elsewhere and «Сбросить фильтры»; left out when absent. */
  chips?: ReactNode;
}

/** A list's filters: a named group, stacked on a phone and in columns where there is room, with its chips under it. */
export function FilterBar({ label, className, children, chips }: FilterBarProps) {
  return (
    <>
      <div className={className ? `admin-filters ${className}` : 'admin-filters'} role="group" aria-label={label}>
        {children}
      </div>
      {chips ? <div className="admin-filter-chips">{chips}</div> : null}
    </>
  );
}
