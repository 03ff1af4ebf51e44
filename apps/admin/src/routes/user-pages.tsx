import {
  createUsersApi,
  UserCreatePage,
  UserCreateRelationsPage,
  UserListPage,
  UsersApiProvider,
  UserUpdatePage,
  UserUpdateRelationsPage,
} from '@shop/admin-feature-users';
import { useMemo, type ComponentType } from 'react';
import { useAdminApiClient } from '../api-client-context';

/** A user page with its API seam built from the app's typed client. */
function withUsersApi(Page: ComponentType): ComponentType {
  function UsersRoute() {
    const client = useAdminApiClient();
    const api = useMemo(() => createUsersApi(client), [client]);
    return (
      <UsersApiProvider api={api}>
        <Page />
      </UsersApiProvider>
    );
  }
  UsersRoute.displayName = `withUsersApi(${Page.displayName ?? Page.name})`;
  return UsersRoute;
}

/** The user pages (#3), in the users chunk: user-routes.ts loads it when a user page is first opened. */
export const userPages = {
  list: withUsersApi(UserListPage),
  create: withUsersApi(UserCreatePage),
  createRelations: withUsersApi(UserCreateRelationsPage),
  update: withUsersApi(UserUpdatePage),
  updateRelations: withUsersApi(UserUpdateRelationsPage),
} satisfies Record<string, ComponentType>;

/** A user page's name in {@link userPages}. */
export type UserPageName = keyof typeof userPages;
