import { personName } from '@shop/domain';
import { formatDate, ru } from '@shop/i18n-ru';
import { useQuery } from '@tanstack/react-query';
import { Link, useSearchParams } from 'react-router';
import {
  PagedTable,
  parseListPageQuery,
  SearchBox,
  withListPageQuery,
  type DataTableColumn,
} from '@shop/admin-ui-data';
import { roleLabel, yesNo } from './user-format';
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
  { id: 'name', header: c.name, cell: (user) => personName(user) || dash, wide: true },
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
  const filters = parseListPageQuery(searchParams);
  const query = useQuery(userListQueryOptions(api, filters));

  const update = (next: Partial<UserListFilters>, options?: { replace?: boolean }) =>
    setSearchParams(withListPageQuery(new URLSearchParams(), { ...filters, ...next }), options);

  return (
    <section className="admin-users" aria-labelledby="admin-users-title">
      <div className="admin-page-header">
        <h1 id="admin-users-title">{ru.admin.pages.userList}</h1>
        <Link className="ui-button ui-button--primary ui-button--md" to={userPaths.create}>
          {t.create}
        </Link>
      </div>
      <SearchBox
        label={t.searchLabel}
        placeholder={t.searchPlaceholder}
        value={filters.searchQuery}
        onSearch={(searchQuery) => update({ searchQuery, page: 1 }, { replace: true })}
      />
      <PagedTable
        label={t.tableLabel}
        columns={columns}
        rows={query.data?.userList}
        rowKey={(user) => user.id}
        query={query}
        loadFailed={t.loadFailed}
        paging={filters}
        total={query.data?.pagination.total}
        onPagingChange={(next) => update(next)}
      />
    </section>
  );
}
