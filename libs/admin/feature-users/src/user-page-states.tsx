import { ru } from '@shop/i18n-ru';
import { Button, Spinner } from '@shop/ui-kit';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
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
      <div className="admin-users__notice">
        <Spinner />
      </div>
    );
  }
  if (state === 'error') {
    return (
      <div className="admin-users__error" role="alert">
        <p>{t.userLoadFailed}</p>
        <Button type="button" variant="secondary" onClick={onRetry}>
          {ru.common.retry}
        </Button>
      </div>
    );
  }
  return (
    <div className="admin-users__notice" role="alert">
      <p>{state === 'missing-id' ? t.missingId : t.notFound}</p>
      <Link to={userPaths.list}>{t.toList}</Link>
    </div>
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
