import { formatDate, ru } from '@shop/i18n-ru';
import { Button, Input } from '@shop/ui-kit';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { DataTable, Pagination, type DataTableColumn } from '@shop/admin-ui-data';
import { fullName, roleLabel, yesNo } from './user-format';
import { parseUserListParams, SEARCH_DEBOUNCE_MS, SEARCH_QUERY_MAX_LENGTH, toUserListParams, USER_LIST_LIMITS } from './user-list-params';
import { userPaths } from './user-paths';
import { userListQueryOptions } from './user-queries';
import type { AdminUser, UserListFilters } from './users-api';
import { useUsersApi } from './users-api-context';
import './users.css';

const t = ru.admin.users;
const c = t.columns;
const dash = '—';

const columns: readonly DataTableColumn<AdminUser>[] = [
  {
    id: 'email',
    header: c.email,
    cell: (user) => (
      <Link className="admin-users__link" to={userPaths.update(user.id)}>
        {user.email}
      </Link>
    ),
  },
  { id: 'name', header: c.name, cell: (user) => fullName(user) || dash, wide: true },
  { id: 'phone', header: c.phone, cell: (user) => user.phone ?? dash, nowrap: true },
  { id: 'company', header: c.company, cell: (user) => user.companyTitle ?? dash, wide: true },
  { id: 'role', header: c.role, cell: (user) => roleLabel(user.role), nowrap: true },
  { id: 'active', header: c.active, cell: (user) => yesNo(user.isActive), nowrap: true },
  { id: 'emailConfirmed', header: c.emailConfirmed, cell: (user) => yesNo(user.emailIsConfirmed), nowrap: true },
  { id: 'createdAt', header: c.createdAt, cell: (user) => formatDate(user.createdAt), nowrap: true },
];

/** /admin/user/list: users with search and paging, both kept in the URL so a list view can be shared. */
export function UserListPage() {
  const api = useUsersApi();
  const [searchParams, setSearchParams] = useSearchParams();
  const filters = parseUserListParams(searchParams);
  const query = useQuery(userListQueryOptions(api, filters));

  const update = (next: Partial<UserListFilters>, options?: { replace?: boolean }) =>
    setSearchParams(toUserListParams({ ...filters, ...next }), options);

  const limits = [...new Set([...USER_LIST_LIMITS, filters.limit])].sort((a, b) => a - b);

  return (
    <section className="admin-users" aria-labelledby="admin-users-title">
      <div className="admin-users__header">
        <h1 id="admin-users-title">{ru.admin.pages.userList}</h1>
        <Link className="ui-button ui-button--primary ui-button--md" to={userPaths.create}>
          {t.create}
        </Link>
      </div>
      <SearchBox value={filters.searchQuery} onSearch={(searchQuery) => update({ searchQuery, page: 1 }, { replace: true })} />
      {query.isError && !query.data ? (
        <div className="admin-users__error" role="alert">
          <p>{t.loadFailed}</p>
          <Button type="button" variant="secondary" onClick={() => void query.refetch()} loading={query.isFetching}>
            {ru.common.retry}
          </Button>
        </div>
      ) : (
        <>
          <DataTable
            label={t.tableLabel}
            columns={columns}
            rows={query.data?.userList}
            rowKey={(user) => user.id}
            loading={query.isPending}
            refreshing={query.isPlaceholderData}
            skeletonRows={Math.min(filters.limit, 8)}
          />
          {query.data && (
            <Pagination
              page={filters.page}
              limit={filters.limit}
              total={query.data.pagination.total}
              limits={limits}
              onPageChange={(page) => update({ page })}
              onLimitChange={(limit) => update({ limit, page: 1 })}
            />
          )}
        </>
      )}
    </section>
  );
}

/** The search field: typing settles for a moment before the URL changes, so each keystroke is not a request. */
function SearchBox({ value, onSearch }: { value: string; onSearch: (searchQuery: string) => void }) {
  const [text, setText] = useState(value);
  const sent = useRef(value);
  const onSearchRef = useRef(onSearch);
  useEffect(() => {
    onSearchRef.current = onSearch;
  });

  // The URL changed from outside (back button, a link): show what it says.
  useEffect(() => {
    if (value !== sent.current) {
      sent.current = value;
      setText(value);
    }
  }, [value]);

  useEffect(() => {
    const next = text.trim();
    if (next === sent.current) return;
    const timer = setTimeout(() => {
      sent.current = next;
      onSearchRef.current(next);
    }, SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [text]);

  return (
    <div className="admin-users__search" role="search">
      <Input
        label={t.searchLabel}
        type="search"
        value={text}
        maxLength={SEARCH_QUERY_MAX_LENGTH}
        placeholder={t.searchPlaceholder}
        onChange={(event) => setText(event.target.value)}
      />
    </div>
  );
}
