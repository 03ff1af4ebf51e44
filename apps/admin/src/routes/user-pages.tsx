import {
  createUsersApi,
  UserCreatePage,
  UserCreateRelationsPage,
  UserListPage,
  UsersApiProvider,
  UserUpdatePage,
  UserUpdateRelationsPage,
} from '@shop/admin-feature-users';
import type { ComponentType } from 'react';
import { withApiSeam } from './with-api-seam';

/** A user page with its API seam. */
const withUsersApi = withApiSeam('withUsersApi', UsersApiProvider, createUsersApi);

/** The user pages (#3), in the users chunk: user-routes.ts loads it when a user page is first opened. */
export const userPages = {
  list: withUsersApi(UserListPage),
  create: withUsersApi(UserCreatePage),
  createRelations: withUsersApi(UserCreateRelationsPage),
  update: withUsersApi(UserUpdatePage),
  updateRelations: withUsersApi(UserUpdateRelationsPage),
} satisfies Record<string, ComponentType>;
