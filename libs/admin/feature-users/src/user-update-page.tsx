import { ru } from '@shop/i18n-ru';
import { UserForm } from './user-form';
import { toUpdateUserBody, userFormDefaults } from './user-form-schema';
import { UserLookupBody } from './user-page-states';
import { useUpdateUser } from './user-queries';
import { UserTabs } from './user-tabs';
import { useUsersApi } from './users-api-context';
import { useUserFromUrl } from './use-user-from-url';
import './users.css';

/** /admin/user/update?id=: edit a user. */
export function UserUpdatePage() {
  const api = useUsersApi();
  const update = useUpdateUser(api);
  const lookup = useUserFromUrl();
  return (
    <section className="admin-users" aria-labelledby="admin-user-update-title">
      <h1 id="admin-user-update-title">{ru.admin.pages.userUpdate}</h1>
      <UserTabs userId={lookup.userId} current="main" />
      <UserLookupBody lookup={lookup}>
        {(user) => (
          <UserForm
            // A different user (or a reload after saving elsewhere) starts a fresh form.
            key={`${user.id}:${user.updatedAt}`}
            mode="update"
            defaultValues={userFormDefaults(user)}
            onSubmit={(values) => update.mutateAsync(toUpdateUserBody(user.id, values))}
          />
        )}
      </UserLookupBody>
    </section>
  );
}
