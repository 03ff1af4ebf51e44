import { FilterBar, PagedTable, SearchBox, type DataTableColumn } from '@shop/admin-ui-data';
import { personName } from '@shop/domain';
import { formatDateTime, ru } from '@shop/i18n-ru';
import { Button, Select } from '@shop/ui-kit';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { IntegratorRequestDialog, type Decision } from './integrator-request-dialog';
import {
  ANY_STATUS,
  DEFAULT_STATUS,
  hasFilters,
  INTEGRATOR_REQUEST_STATUSES,
  parseIntegratorRequestListParams,
  toIntegratorRequestListParams,
} from './integrator-request-list-params';
import { integratorRequestListQueryOptions } from './integrator-request-queries';
import { IntegratorRequestStatusBadge } from './integrator-request-status-badge';
import type {
  IntegratorRequest,
  IntegratorRequestListFilters,
  IntegratorRequestStatus,
} from './integrator-requests-api';
import { useIntegratorRequestsApi } from './integrator-requests-api-context';
import './integrator-requests.css';

const t = ru.adminIntegratorRequests.list;
const c = t.columns;
const dash = '—';

/** A website as a link: an address typed without a scheme gets https://; anything else but http(s) stays text. */
function websiteHref(website: string): string | null {
  const withScheme = /^[a-z][a-z0-9+.-]*:/i.test(website) ? website : `https://${website}`;
  try {
    const url = new URL(withScheme);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.href : null;
  } catch {
    return null;
  }
}

function CustomerCell({ request }: { request: IntegratorRequest }) {
  const name = personName(request.user);
  return (
    <span className="admin-integrators__stack">
      <span className={name ? undefined : 'admin-integrators__muted'}>{name || t.noName}</span>
      <span className="admin-integrators__email">{request.user.email}</span>
    </span>
  );
}

function CompanyCell({ request }: { request: IntegratorRequest }) {
  return (
    <span className="admin-integrators__stack">
      <span className="admin-integrators__strong">{request.companyTitle}</span>
      <span className="admin-integrators__muted">{t.inn.replace('{inn}', request.inn)}</span>
    </span>
  );
}

function ContactsCell({ request }: { request: IntegratorRequest }) {
  const href = request.website === null ? null : websiteHref(request.website);
  return (
    <span className="admin-integrators__stack">
      <a className="admin-integrators__link" href={`tel:${request.phone}`}>
        {request.phone}
      </a>
      <span>{request.region}</span>
      {request.website !== null &&
        (href === null ? (
          <span className="admin-integrators__email">{request.website}</span>
        ) : (
          <a
            className="admin-integrators__link admin-integrators__email"
            href={href}
            target="_blank"
            rel="noopener noreferrer nofollow"
          >
            {request.website}
          </a>
        ))}
    </span>
  );
}

function CommentCell({ request }: { request: IntegratorRequest }) {
  if (request.comment === null && request.adminComment === null) return <>{dash}</>;
  return (
    <span className="admin-integrators__stack admin-integrators__comment">
      {request.comment !== null && <span>{request.comment}</span>}
      {request.adminComment !== null && (
        <span className="admin-integrators__muted">
          {t.adminComment}: {request.adminComment}
        </span>
      )}
    </span>
  );
}

/**
 * /admin/integrator-request/list: integrator requests newest first, pending ones by default, with a status filter,
 * search and paging in the URL; a pending request is confirmed into a customer group or rejected from its row.
 */
export function IntegratorRequestListPage() {
  const api = useIntegratorRequestsApi();
  const [searchParams, setSearchParams] = useSearchParams();
  const filters = parseIntegratorRequestListParams(searchParams);
  const query = useQuery(integratorRequestListQueryOptions(api, filters));
  const [deciding, setDeciding] = useState<{ request: IntegratorRequest; decision: Decision } | null>(null);

  const update = (next: Partial<IntegratorRequestListFilters>, options?: { replace?: boolean }) =>
    setSearchParams(toIntegratorRequestListParams({ ...filters, ...next }), options);

  const columns: readonly DataTableColumn<IntegratorRequest>[] = [
    { id: 'createdAt', header: c.createdAt, cell: (request) => formatDateTime(request.createdAt) },
    { id: 'customer', header: c.customer, cell: (request) => <CustomerCell request={request} /> },
    { id: 'company', header: c.company, cell: (request) => <CompanyCell request={request} />, wide: true },
    { id: 'contacts', header: c.contacts, cell: (request) => <ContactsCell request={request} /> },
    { id: 'comment', header: c.comment, cell: (request) => <CommentCell request={request} />, wide: true },
    {
      id: 'status',
      header: c.status,
      cell: (request) => <IntegratorRequestStatusBadge status={request.status} />,
      nowrap: true,
    },
    {
      id: 'actions',
      header: c.actions,
      nowrap: true,
      cell: (request) =>
        request.status === 'pending' ? (
          <span className="admin-integrators__actions">
            <Button
              type="button"
              size="sm"
              aria-label={t.confirmLabel.replace('{company}', request.companyTitle)}
              onClick={() => setDeciding({ request, decision: 'confirmed' })}
            >
              {t.confirm}
            </Button>
            <Button
              type="button"
              size="sm"
              variant="secondary"
              aria-label={t.rejectLabel.replace('{company}', request.companyTitle)}
              onClick={() => setDeciding({ request, decision: 'rejected' })}
            >
              {t.reject}
            </Button>
          </span>
        ) : (
          dash
        ),
    },
  ];

  return (
    <section className="admin-integrators" aria-labelledby="admin-integrators-title">
      <div className="admin-page-header">
        <h1 id="admin-integrators-title">{ru.admin.pages.integratorRequestList}</h1>
      </div>
      <FilterBar
        label={t.filtersLabel}
        className="admin-integrators__filters"
        chips={
          hasFilters(filters) && (
            <Button
              type="button"
              variant="ghost"
              size="sm"
              onClick={() => update({ searchQuery: '', status: DEFAULT_STATUS, userId: null, page: 1 })}
            >
              {t.resetFilters}
            </Button>
          )
        }
      >
        <SearchBox
          label={t.searchLabel}
          placeholder={t.searchPlaceholder}
          value={filters.searchQuery}
          onSearch={(searchQuery) => update({ searchQuery, page: 1 }, { replace: true })}
        />
        <Select
          label={t.statusFilter}
          value={filters.status ?? ANY_STATUS}
          onChange={(event) =>
            update({
              status: event.target.value === ANY_STATUS ? null : (event.target.value as IntegratorRequestStatus),
              page: 1,
            })
          }
        >
          {INTEGRATOR_REQUEST_STATUSES.map((status) => (
            <option key={status} value={status}>
              {ru.admin.users.integratorStatuses[status]}
            </option>
          ))}
          <option value={ANY_STATUS}>{t.anyStatus}</option>
        </Select>
      </FilterBar>
      {!hasFilters(filters) && <p className="admin-integrators__muted">{t.pendingNote}</p>}
      <PagedTable
        label={t.tableLabel}
        columns={columns}
        rows={query.data?.integratorRequestList}
        rowKey={(request) => request.id}
        skeletonRows={Math.min(filters.limit, 6)}
        query={query}
        loadFailed={t.loadFailed}
        paging={filters}
        total={query.data?.pagination.total}
        onPagingChange={(next) => update(next)}
      />
      {deciding !== null && (
        <IntegratorRequestDialog
          request={deciding.request}
          decision={deciding.decision}
          onClose={() => setDeciding(null)}
        />
      )}
    </section>
  );
}
