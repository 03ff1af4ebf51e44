export { UserListPage } from './user-list-page';
export { UserCreatePage } from './user-create-page';
export { UserUpdatePage } from './user-update-page';
export { UserCreateRelationsPage, UserUpdateRelationsPage } from './user-relations-page';
export { UsersApiProvider, useUsersApi } from './users-api-context';
export {
  createUsersApi,
  type AdminUser,
  type CreateUserBody,
  type UpdateUserBody,
  type UserListFilters,
  type UserListPage as UserListPayload,
  type UsersApi,
} from './users-api';
export { userKeys, userListQueryOptions, userQueryOptions, useCreateUser, useUpdateUser } from './user-queries';
export { userPaths } from './user-paths';
