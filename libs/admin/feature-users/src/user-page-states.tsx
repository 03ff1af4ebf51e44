import { LoadError, MissingRecord } from '@shop/admin-ui-data';
import { ru } from '@shop/i18n-ru';
import { Spinner } from '@shop/ui-kit';
import type { ReactNode } from 'react';
import type { UserLookup } from './use-user-from-url';
import { userPaths } from './user-paths';

const t = ru.admin.users;

/** What a user page shows instead of its content: no id, unknown user, loading, or a failed load. */
export function UserPageState({
  state,
  onRetry,
}: {
  state: 'missing-id' | 'not-found' | 'loading' | 'error';
  onRetry?: () => void;
}) {
  if (state === 'loading') {
    return (
      <div className="admin-notice">
        <Spinner />
      </div>
    );
  }
  if (state === 'error') return <LoadError message={t.userLoadFailed} onRetry={onRetry} />;
  return (
    <MissingRecord
      message={state === 'missing-id' ? t.missingId : t.notFound}
      listPath={userPaths.list}
      listLabel={t.toList}
    />
  );
}

/** An update page's body: the state of the `?id=` lookup until the user is loaded, then `children(user)`. */
export function UserLookupBody({
  lookup: { userId, query, notFound },
  children,
}: {
  lookup: UserLookup;
  children: (user: NonNullable<UserLookup['query']['data']>) => ReactNode;
}) {
  if (!userId) return <UserPageState state="missing-id" />;
  if (notFound) return <UserPageState state="not-found" />;
  if (query.isError) return <UserPageState state="error" onRetry={() => void query.refetch()} />;
  if (!query.data) return <UserPageState state="loading" />;
  return <>{children(query.data)}</>;
}
