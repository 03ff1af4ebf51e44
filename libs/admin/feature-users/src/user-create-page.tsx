import { ru } from '@shop/i18n-ru';
import { useNavigate } from 'react-router';
import { UserForm } from './user-form';
import { toCreateUserBody, userFormDefaults } from './user-form-schema';
import { userPaths } from './user-paths';
import { useCreateUser } from './user-queries';
import { UserTabs } from './user-tabs';
import { useUsersApi } from './users-api-context';
import './users.css';

/** /admin/user/create: a new user; after saving, the admin continues on the new user's page. */
export function UserCreatePage() {
  const api = useUsersApi();
  const navigate = useNavigate();
  const create = useCreateUser(api);
  return (
    <section className="admin-users" aria-labelledby="admin-user-create-title">
      <h1 id="admin-user-create-title">{ru.admin.pages.userCreate}</h1>
      <UserTabs userId={null} current="main" />
      <UserForm
        mode="create"
        defaultValues={userFormDefaults()}
        onSubmit={async (values) => {
          const user = await create.mutateAsync(toCreateUserBody(values));
          void navigate(userPaths.update(user.id), { replace: true });
        }}
      />
    </section>
  );
}
