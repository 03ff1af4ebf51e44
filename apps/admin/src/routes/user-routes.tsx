import {
  UserCreatePage,
  UserCreateRelationsPage,
  UserListPage,
  UserUpdatePage,
  UserUpdateRelationsPage,
} from '@shop/admin-feature-users';
import { ru } from '@shop/i18n-ru';
import type { ComponentType } from 'react';

/** An admin page delivered by a feature lib: its SPEC path, its title and the page component. */
export interface AdminFeatureRoute {
  /** Full URL path as SPEC 2 lists it (the router strips the '/admin' basename). */
  path: string;
  title: string;
  Page: ComponentType;
}

const pages = ru.admin.pages;

/** The user pages of identity (#3); the update pages take the user as `?id=`. */
export const userRoutes: readonly AdminFeatureRoute[] = [
  { path: '/admin/user/list', title: pages.userList, Page: UserListPage },
  { path: '/admin/user/create', title: pages.userCreate, Page: UserCreatePage },
  { path: '/admin/user/create/relations', title: pages.userCreateRelations, Page: UserCreateRelationsPage },
  { path: '/admin/user/update', title: pages.userUpdate, Page: UserUpdatePage },
  { path: '/admin/user/update/relations', title: pages.userUpdateRelations, Page: UserUpdateRelationsPage },
];
