import {
  DataTable,
  limitChoices,
  LoadError,
  Pagination,
  parseListPageQuery,
  withListPageQuery,
  type DataTableColumn,
} from '@shop/admin-ui-data';
import { formatDateTime, ru } from '@shop/i18n-ru';
import { Select } from '@shop/ui-kit';
import { useQuery } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';
import { changedByLabel, changeValueText, fieldLabel, sellerFieldsChanged } from './settings-format';
import { changeListQueryOptions } from './settings-queries';
import type { ChangeFilters, SiteSettingsChange, SiteSettingsField } from './site-settings-api';
import { useSiteSettingsApi } from './site-settings-api-context';

const h = ru.adminSettings.history;
const FIELDS = Object.keys(h.fields) as SiteSettingsField[];

/** The history's paging and setting filter of the URL (`page`, `limit`, `field`); anything malformed falls back. */
export function parseChangeFilters(params: URLSearchParams): ChangeFilters {
  const { page, limit } = parseListPageQuery(params);
  const field = params.get('field');
  return { page, limit, field: FIELDS.find((known) => known === field) ?? null };
}

function ChangeCell({ change }: { change: SiteSettingsChange }) {
  const fields = sellerFieldsChanged(change);
  return (
    <span className="admin-settings__change">
      {changeValueText(change.field, change.oldValue)} {h.arrow} {changeValueText(change.field, change.newValue)}
      {fields.length > 0 && (
        <span className="admin-settings__muted"> {h.sellerChanged.replace('{fields}', fields.join(', '))}</span>
      )}
      {change.note !== null && <span className="admin-settings__muted"> {change.note}</span>}
    </span>
  );
}

const COLUMNS: readonly DataTableColumn<SiteSettingsChange>[] = [
  { id: 'changedAt', header: h.columns.changedAt, nowrap: true, cell: (change) => formatDateTime(change.changedAt) },
  { id: 'changedBy', header: h.columns.changedBy, cell: (change) => changedByLabel(change) },
  { id: 'field', header: h.columns.field, cell: (change) => fieldLabel(change.field) },
  { id: 'change', header: h.columns.change, wide: true, cell: (change) => <ChangeCell change={change} /> },
];

/** Who changed which setting when, from what to what: newest first, narrowed to one setting and paged in the URL. */
export function ChangeHistory() {
  const api = useSiteSettingsApi();
  const [params, setParams] = useSearchParams();
  const filters = parseChangeFilters(params);
  const query = useQuery(changeListQueryOptions(api, filters));

  const go = (next: ChangeFilters) => {
    const written = withListPageQuery(params, { page: next.page, limit: next.limit, searchQuery: '' });
    if (next.field) written.set('field', next.field);
    else written.delete('field');
    setParams(written, { replace: true, preventScrollReset: true });
  };

  return (
    <div className="admin-settings__history">
      <Select
        label={h.filter}
        value={filters.field ?? ''}
        wrapperClassName="admin-settings__narrow"
        onChange={(event) =>
          go({ ...filters, page: 1, field: (event.target.value || null) as SiteSettingsField | null })
        }
      >
        <option value="">{h.filterAll}</option>
        {FIELDS.map((field) => (
          <option key={field} value={field}>
            {fieldLabel(field)}
          </option>
        ))}
      </Select>
      {query.isError && !query.data ? (
        <LoadError message={h.loadFailed} onRetry={() => void query.refetch()} retrying={query.isFetching} />
      ) : (
        <>
          <DataTable
            label={h.tableLabel}
            columns={COLUMNS}
            rows={query.data?.changeList}
            rowKey={(change) => change.id}
            loading={query.isPending}
            refreshing={query.isPlaceholderData}
          />
          {query.data && query.data.pagination.total > 0 && (
            <Pagination
              page={filters.page}
              limit={filters.limit}
              total={query.data.pagination.total}
              limits={limitChoices(filters.limit)}
              onPageChange={(page) => go({ ...filters, page })}
              onLimitChange={(limit) => go({ ...filters, page: 1, limit })}
            />
          )}
        </>
      )}
    </div>
  );
}
