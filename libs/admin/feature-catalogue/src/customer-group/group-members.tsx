import { DataTable, type DataTableColumn, DEFAULT_LIST_LIMIT, SearchBox } from '@shop/admin-ui-data';
import { personName } from '@shop/domain';
import { ru } from '@shop/i18n-ru';
import { Button, Spinner, useConfirm, useToast } from '@shop/ui-kit';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import type { CustomerGroup, GroupMember, PageQuery } from '../api/catalogue-api';
import { useCatalogueApi } from '../api/catalogue-api-context';
import { CATALOGUE_TOASTS } from '../shared/catalogue-errors';
import { ListPagination } from '../shared/paged-list';
import { LoadError } from '../shared/page-states';
import { groupMembersQueryOptions, useChangeGroupMembers, userSearchQueryOptions } from './customer-group-queries';
import { toastText } from '@shop/errors';

const t = ru.adminCatalogue.customerGroup.members;
const common = ru.adminCatalogue.common;
/** A user search shorter than this would list everyone. */
const MIN_USER_SEARCH = 2;
const USER_RESULTS = 10;

/** A member's name as people read it, or a dash. */
function displayName(user: GroupMember): string {
  return personName(user) || common.none;
}

/** The members of a group: a searchable, paged list with 'remove', and a user search to add more. */
export function GroupMembers({ group }: { group: CustomerGroup }) {
  const api = useCatalogueApi();
  const toast = useToast();
  const confirm = useConfirm();
  const [query, setQuery] = useState<PageQuery>({ page: 1, limit: DEFAULT_LIST_LIMIT, searchQuery: '' });
  const members = useQuery(groupMembersQueryOptions(api, group.id, query));
  const change = useChangeGroupMembers(api, group.id);

  const onRemove = async (user: GroupMember) => {
    if (!(await confirm({ title: t.removeConfirm.replace('{email}', user.email), confirmLabel: t.remove }))) return;
    change.mutate(
      { action: 'remove', userIds: [user.id] },
      // Code 13 (no longer in the group, e.g. moved elsewhere meanwhile) comes back with the API's message.
      {
        onSuccess: () => toast.success(t.removed),
        onError: (error) => toast.error(toastText(error, CATALOGUE_TOASTS)),
      },
    );
  };

  const columns: readonly DataTableColumn<GroupMember>[] = [
    { id: 'email', header: t.columns.email, cell: (user) => user.email },
    { id: 'name', header: t.columns.name, wide: true, cell: displayName },
    { id: 'company', header: t.columns.company, wide: true, cell: (user) => user.companyTitle ?? common.none },
    {
      id: 'actions',
      header: common.actions,
      nowrap: true,
      cell: (user) => (
        <Button
          type="button"
          variant="ghost"
          size="sm"
          onClick={() => void onRemove(user)}
          aria-label={`${t.remove}: ${user.email}`}
        >
          {t.remove}
        </Button>
      ),
    },
  ];

  return (
    <section className="admin-catalogue__section" aria-labelledby="admin-group-members-title">
      <h2 id="admin-group-members-title">
        {t.heading} <span className="admin-catalogue__subtitle">({group.memberCount})</span>
      </h2>
      <SearchBox
        label={common.searchLabel}
        placeholder={t.searchPlaceholder}
        value={query.searchQuery}
        onSearch={(searchQuery) => setQuery((q) => ({ ...q, searchQuery, page: 1 }))}
      />
      {members.isError && !members.data ? (
        <LoadError onRetry={() => void members.refetch()} retrying={members.isFetching} />
      ) : (
        <>
          <DataTable
            label={t.tableLabel}
            columns={columns}
            rows={members.data?.userList}
            rowKey={(user) => user.id}
            loading={members.isPending}
            refreshing={members.isPlaceholderData}
            skeletonRows={3}
          />
          <ListPagination
            query={query}
            total={members.data?.pagination.total}
            onChange={(next) => setQuery((q) => ({ ...q, ...next }))}
          />
        </>
      )}
      <AddMembers
        group={group}
        adding={change.isPending}
        onAdd={(user) =>
          change.mutate(
            { action: 'add', userIds: [user.id] },
            // Code 9 (not a customer) comes back with the API's message.
            {
              onSuccess: () => toast.success(t.added),
              onError: (error) => toast.error(toastText(error, CATALOGUE_TOASTS)),
            },
          )
        }
      />
    </section>
  );
}

/** A user search whose results can be added to the group one by one. */
function AddMembers({
  group,
  adding,
  onAdd,
}: {
  group: CustomerGroup;
  adding: boolean;
  onAdd: (user: GroupMember) => void;
}) {
  const api = useCatalogueApi();
  const [searchQuery, setSearchQuery] = useState('');
  const enabled = searchQuery.length >= MIN_USER_SEARCH;
  const found = useQuery({ ...userSearchQueryOptions(api, { page: 1, limit: USER_RESULTS, searchQuery }), enabled });
  return (
    <div className="admin-group-add" aria-labelledby="admin-group-add-title">
      <h3 id="admin-group-add-title">{t.addHeading}</h3>
      <SearchBox
        label={t.addSearch}
        placeholder={t.addSearchPlaceholder}
        value={searchQuery}
        onSearch={setSearchQuery}
      />
      {enabled &&
        (found.isPending ? (
          <Spinner size="sm" />
        ) : found.isError && !found.data ? (
          <LoadError onRetry={() => void found.refetch()} retrying={found.isFetching} />
        ) : found.data.userList.length === 0 ? (
          <p className="admin-catalogue__muted">{t.noResults}</p>
        ) : (
          <ul className="admin-group-add__results" aria-busy={found.isFetching || undefined}>
            {found.data.userList.map((user) => {
              const inThisGroup = user.customerGroup?.id === group.id;
              return (
                <li key={user.id}>
                  <span className="admin-group-add__user">
                    <strong>{user.email}</strong>
                    <span>
                      {[displayName(user), user.companyTitle].filter((part) => part && part !== common.none).join(', ')}
                    </span>
                    {user.customerGroup && !inThisGroup && (
                      <span className="admin-catalogue__muted">
                        {t.otherGroup.replace('{title}', user.customerGroup.title)}
                      </span>
                    )}
                  </span>
                  {inThisGroup ? (
                    <span className="admin-catalogue__muted">{t.alreadyMember}</span>
                  ) : (
                    <Button
                      type="button"
                      size="sm"
                      variant="secondary"
                      disabled={adding}
                      onClick={() => onAdd(user)}
                      aria-label={`${t.add}: ${user.email}`}
                    >
                      {t.add}
                    </Button>
                  )}
                </li>
              );
            })}
          </ul>
        ))}
    </div>
  );
}
