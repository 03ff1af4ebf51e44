import { saveBlob } from '@shop/api-client';
import { ru } from '@shop/i18n-ru';
import { Button, useToast } from '@shop/ui-kit';
import { useMutation } from '@tanstack/react-query';
import { Link } from 'react-router';
import { UserLookupBody } from './user-page-states';
import { UserTabs } from './user-tabs';
import type { AdminUser } from './users-api';
import { useUsersApi } from './users-api-context';
import { useUserFromUrl } from './use-user-from-url';
import './users.css';
import { toastText } from '@shop/errors';

const t = ru.admin.users.relations;

/** /admin/user/create/relations: nothing is related to a user that does not exist yet. */
export function UserCreateRelationsPage() {
  return (
    <section className="admin-users" aria-labelledby="admin-user-create-relations-title">
      <h1 id="admin-user-create-relations-title">{ru.admin.pages.userCreateRelations}</h1>
      <UserTabs userId={null} current="relations" />
      <div className="admin-notice">
        <p>{t.createdFirst}</p>
      </div>
    </section>
  );
}

/** /admin/user/update/relations?id=: what the user is tied to today (customer group, integrator request, requisites). */
export function UserUpdateRelationsPage() {
  const lookup = useUserFromUrl();
  return (
    <section className="admin-users" aria-labelledby="admin-user-update-relations-title">
      <h1 id="admin-user-update-relations-title">{ru.admin.pages.userUpdateRelations}</h1>
      <UserTabs userId={lookup.userId} current="relations" />
      <UserLookupBody lookup={lookup}>{(user) => <UserRelations user={user} />}</UserLookupBody>
    </section>
  );
}

function UserRelations({ user }: { user: AdminUser }) {
  const status = user.latestIntegratorRequestStatus;
  return (
    <dl className="admin-user-relations">
      <div className="admin-user-relations__item">
        <dt>{t.customerGroup}</dt>
        <dd>
          {user.customerGroup ? (
            <Link to={`/customer/group/update?id=${encodeURIComponent(user.customerGroup.id)}`}>
              {user.customerGroup.title}
            </Link>
          ) : (
            <span>{t.customerGroupNone}</span>
          )}
          <span className="admin-user-relations__note">{t.customerGroupNote}</span>
        </dd>
      </div>
      <div className="admin-user-relations__item">
        <dt>{t.integratorRequest}</dt>
        <dd>{status ? ru.admin.users.integratorStatuses[status] : t.integratorRequestNone}</dd>
      </div>
      <div className="admin-user-relations__item">
        <dt>{t.requisites}</dt>
        <dd>{user.requisitesFile ? <RequisitesDownload user={user} /> : t.requisitesNone}</dd>
      </div>
    </dl>
  );
}

function RequisitesDownload({ user }: { user: AdminUser }) {
  const api = useUsersApi();
  const toast = useToast();
  const file = user.requisitesFile;
  const fallbackName = file
    ? file.extension
      ? `${file.title}.${file.extension.replace(/^\./, '')}`
      : file.title
    : 'requisites';
  const download = useMutation({
    mutationFn: () => api.downloadRequisites(user.id),
    onSuccess: ({ blob, fileName }) => saveBlob(blob, fileName ?? fallbackName),
    onError: (error) => toast.error(toastText(error)),
  });
  return (
    <>
      <span>{fallbackName}</span>
      <Button
        type="button"
        variant="secondary"
        size="sm"
        loading={download.isPending}
        onClick={() => download.mutate()}
      >
        {t.download}
      </Button>
    </>
  );
}
